import type { FastifyInstance } from 'fastify';
import type { WriteScope } from '../../crud/write-scope';
import type { Repository } from '../../crud/repository';
import type { RequestContext } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import { isId } from '../../core/ids';
import { isFinding } from '../../../resources/findings';

type Row = Record<string, unknown>;

/** The repository of a finding kind named by a supervision or a rectification (`sourceType`). */
export function findingRepo(app: FastifyInstance, sourceType: unknown, message = '来源类型不正确'): Repository {
  const source = app.repos.get(String(sourceType ?? ''));
  if (!source || !isFinding(source.def)) throw badRequest(message);
  return source;
}

/**
 * The finding a supervision or a rectification is about, locked in the writer's transaction: a live
 * record of the caller's tenant, whatever its data scope (a superior takes up findings of any
 * squadron). Its fields come back camelCase (the contract of issue 11: subjectId, description,
 * foundTime, deadline, deptId, regionCode).
 */
export async function lockedFinding(
  scope: WriteScope,
  ctx: RequestContext,
  source: Repository,
  sourceId: unknown,
  message = '来源异常不存在或无权操作',
): Promise<Row> {
  const id = String(sourceId ?? '');
  const finding = isId(id)
    ? ((await scope.trx
        .selectFrom(source.def.table)
        .selectAll()
        .where((eb) =>
          eb.and([
            eb(eb.ref('tenant_id'), '=', ctx.tenantId),
            eb(eb.ref('is_deleted'), '=', 0),
            eb(eb.ref('id'), '=', id),
          ]),
        )
        .forUpdate()
        .executeTakeFirst()) as Row | undefined)
    : undefined;
  if (!finding) throw notFound(message);
  return finding;
}

/** A date column as the wire shows it (yyyy-MM-dd), or null. */
export function wireDate(v: unknown): string | null {
  if (v === null || v === undefined || v === '') return null;
  if (v instanceof Date) {
    const local = new Date(v.getTime() - v.getTimezoneOffset() * 60_000);
    return local.toISOString().slice(0, 10);
  }
  return String(v).slice(0, 10);
}
