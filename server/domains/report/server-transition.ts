import { sql } from 'kysely';
import type { ActionDef, LifeCycle } from '../../../resources/types';
import { engineView } from '../../db/connection';
import type { Repository } from '../../crud/repository';
import type { WriteScope } from '../../crud/write-scope';
import { changesOf, writeHistory } from '../../crud/history-rows';
import type { RequestContext } from '../../http/access';

type Values = Record<string, unknown>;

/**
 * A state change the server makes as the effect of another write (a late report clears a warning, a
 * saved filing files its case), not a person's action, so it has no route or button: the same
 * conditional update as a declared action (only rows in a from-state change, locked in id order) and
 * the same history row, in the caller's transaction. `action` names it in the history; `where` and
 * `set` name fields as declared (camelCase). Answers the ids that changed.
 *
 * Like the engine's actions it works on any declared life cycle, whose table and state field a
 * declaration names at run time (a supervision completes whichever kind of finding it is about), so
 * it reads the database as the engine does (`engineView`).
 */
export async function serverTransition(
  scope: WriteScope,
  ctx: RequestContext,
  repo: Repository,
  lifecycle: LifeCycle,
  action: ActionDef,
  where: Values,
  set: Values = {},
  params: Values = {},
): Promise<string[]> {
  const def = repo.def;
  const column = lifecycle.field;
  const trx = engineView(scope.trx);
  const current = await trx
    .selectFrom(def.table)
    .select((eb) => ['id', eb.ref(column).as('state')])
    .where((eb) =>
      eb.and([
        eb(eb.ref('tenantId'), '=', ctx.tenantId),
        eb(eb.ref('isDeleted'), '=', 0),
        eb(eb.ref(column), 'in', action.from),
        ...Object.entries(where).map(([k, v]) => eb(eb.ref(k), '=', v)),
      ]),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
  if (current.length === 0) return [];
  const ids = current.map((r) => String(r.id));
  await trx
    .updateTable(def.table)
    .set({ ...set, [column]: action.to, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
    .where('id', 'in', ids)
    .execute();
  scope.touch(repo.versionKeyFor(ctx));
  await writeHistory(scope.trx, { def, lifecycle, action, ctx, params, changes: changesOf(current) });
  return ids;
}
