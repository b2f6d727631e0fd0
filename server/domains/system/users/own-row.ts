import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../../http/access';
import { notFound } from '../../../http/errors';
import { tenantWide } from './context';

type Row = Record<string, unknown>;

/** The caller's own user row (server-only columns included: callers serialize before answering). */
export async function findOwnRow(app: FastifyInstance, ctx: RequestContext): Promise<Row> {
  const row = await app.repo('user').findRow(tenantWide(ctx), ctx.userId);
  if (!row) throw notFound('用户不存在');
  return row;
}

/** Changes columns of the caller's own row, whatever the caller's data scope on users says. */
export const updateOwnRow = (app: FastifyInstance, ctx: RequestContext, values: Row) =>
  app.repo('user').update(tenantWide(ctx), ctx.userId, values);
