import { sql } from 'kysely';
import { snake, type ActionDef, type LifeCycle } from '../../../resources/types';
import type { Repository } from '../../crud/repository';
import type { WriteScope } from '../../crud/write-scope';
import { writeHistory } from '../../crud/history';
import type { RequestContext } from '../../http/access';

type Row = Record<string, unknown>;

/**
 * A state change the server makes as the effect of another write (a late report clears a warning, a
 * saved filing files its case), not a person's action, so it has no route or button: the same
 * conditional update as a declared action (only rows in a from-state change, locked in id order) and
 * the same history row, in the caller's transaction. `action` names it in the history. Answers the
 * ids that changed.
 */
export async function serverTransition(
  scope: WriteScope,
  ctx: RequestContext,
  repo: Repository,
  lifecycle: LifeCycle,
  action: ActionDef,
  where: Row,
  set: Row = {},
  params: Row = {},
): Promise<string[]> {
  const def = repo.def;
  const column = snake(lifecycle.field);
  const current = await scope.trx
    .selectFrom(def.table)
    .select((eb) => ['id', eb.ref(column).as('state')])
    .where((eb) =>
      eb.and([
        eb(eb.ref('tenant_id'), '=', ctx.tenantId),
        eb(eb.ref('is_deleted'), '=', 0),
        eb(eb.ref(column), 'in', action.from),
        ...Object.entries(where).map(([k, v]) => eb(eb.ref(snake(k)), '=', v)),
      ]),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
  if (current.length === 0) return [];
  const ids = current.map((r) => String(r.id));
  const values: Row = Object.fromEntries(Object.entries(set).map(([k, v]) => [snake(k), v]));
  await scope.trx
    .updateTable(def.table)
    .set({ ...values, [column]: action.to, update_user: ctx.userId || null, update_time: sql<string>`now()` })
    .where('id', 'in', ids)
    .execute();
  scope.touch(repo.versionKeyFor(ctx));
  await writeHistory(scope.trx, {
    def,
    lifecycle,
    action,
    ctx,
    params,
    changes: current.map((r) => ({ id: String(r.id), from: Number(r.state) })),
  });
  return ids;
}
