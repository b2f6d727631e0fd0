import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { page } from '../../http/envelope';
import type { Repository } from '../../crud/repository';
import type { RequestContext } from '../../http/access';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Eb = ExpressionBuilder<any, any>;

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
  repo: Repository,
  ctx: RequestContext,
  req: FastifyRequest,
  where: (eb: Eb) => Expression<SqlBool>,
  search?: { param: string; column: string },
) {
  const { current, size, q } = pagingOf(req);
  const text = search ? String(q[search.param] ?? '').trim() : '';
  const cond = (eb: Eb) =>
    eb.and([
      repo.scope(eb, ctx),
      where(eb),
      ...(text && search ? [eb(search.column, 'like', `%${text.replace(/[\\%_]/g, '\\$&')}%`)] : []),
    ]);
  const table = repo.def.table;
  const [{ n }] = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(cond)
    .execute();
  const rows = await db
    .selectFrom(table)
    .selectAll()
    .where(cond)
    .orderBy('create_time', 'desc')
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
