import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/database';
import { page } from '../../http/envelope';
import type { RequestContext } from '../../http/access';
import { S } from '../../http/route-schema';
import type { WorkflowRepos } from './process';

/** The tables a work list reads: deployments (start-list), tasks, instances (send-list). */
export type WorkTable = WorkflowRepos['definition' | 'task' | 'instance']['def']['table'];
export type WorkEb = ExpressionBuilder<Database, WorkTable>;

/** A work list's paging, read leniently (anything that is no number: the first page of ten). */
export const PAGING = { current: S.any, size: S.any };

/** current/size of a work list (Blade's paging), size at most 100. */
export function pagingOf(req: FastifyRequest) {
  const q = req.query as Record<string, unknown>;
  const current = Math.max(1, Math.floor(Number(q.current) || 1));
  const size = Math.min(100, Math.max(1, Math.floor(Number(q.size) || 10)));
  return { current, size, q };
}

/**
 * One paged work list of a workflow table: the caller's tenant (the repository's scope), the list's
 * own condition, and an optional name search (`processName` / `taskName` / `name` like).
 */
export async function pagedList(
  db: Db,
  repo: WorkflowRepos['definition' | 'task' | 'instance'],
  ctx: RequestContext,
  req: FastifyRequest,
  where: (eb: WorkEb) => Expression<SqlBool>,
  search?: { param: string; column: 'name' | 'processName' },
) {
  const { current, size, q } = pagingOf(req);
  const text = search ? String(q[search.param] ?? '').trim() : '';
  const cond = (eb: WorkEb) =>
    eb.and([
      repo.scope(eb, ctx),
      where(eb),
      ...(text && search ? [eb(search.column, 'like', `%${text.replace(/[\\%_]/g, '\\$&')}%`)] : []),
    ]);
  const table: WorkTable = repo.def.table;
  const [{ n }] = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(cond)
    .execute();
  const rows = await db
    .selectFrom(table)
    .selectAll()
    .where(cond)
    .orderBy('createTime', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((current - 1) * size)
    .execute();
  return page(
    rows.map((r) => repo.serialize(r)),
    Number(n),
    current,
    size,
  );
}
