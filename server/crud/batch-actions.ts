import { ALREADY_DONE, BULK_LIMIT, NOT_YOURS, runAction } from './actions';
import type { Repository } from './repository';
import { engineView, type Db } from '../db/connection';
import type { RequestContext } from '../http/access';
import { badRequest, BladeError } from '../http/errors';
import { isId } from '../core/ids';
import { isBlank } from '../http/request';
import type { ActionDef, LifeCycle } from '../../resources/types';
import { notByRefusal, reviewsOwnWork } from '../../resources/lifecycles';

type Row = Record<string, unknown>;
export interface Skipped {
  id: string;
  reason: string;
}

/** The selection of a batch call: `ids` comma-joined (or an array; `id` also taken), de-duplicated, bounded. */
export function selection(input: Row): string[] {
  const raw = isBlank(input.ids) ? input.id : input.ids;
  const ids = [
    ...new Set(
      (Array.isArray(raw) ? raw.map(String) : String(raw ?? '').split(',')).map((s) => s.trim()).filter(Boolean),
    ),
  ];
  if (ids.length === 0) throw badRequest('请选择至少一条数据');
  if (ids.length > BULK_LIMIT) throw badRequest(`每次最多处理${BULK_LIMIT}条数据`);
  return ids;
}

/**
 * One declared action over a selection: the selected records in a state the action starts from change
 * together through `runAction` (its conditional update, a history row each, its hooks, one
 * transaction); every other one is answered in `skipped` with the reason its state gives (a foreign
 * or missing id: 数据不存在或无权操作; one whose work the caller would review: 处理人本人不能督办完成). A
 * record that changed between the read and the change (someone was faster) is read again, at most twice
 * more.
 */
export async function batchAction(
  db: Db,
  repo: Repository,
  life: LifeCycle,
  action: ActionDef,
  ctx: RequestContext,
  ids: string[],
  params: Row,
  reasons: Record<number, string>,
): Promise<{ done: string[]; skipped: Skipped[] }> {
  const skipped: Skipped[] = ids.filter((id) => !isId(id)).map((id) => ({ id, reason: NOT_YOURS }));
  const wanted = ids.filter(isId);
  for (let attempt = 0; ; attempt++) {
    const found = wanted.length
      ? ((await engineView(db)
          .selectFrom(repo.def.table)
          .select((eb) => [
            'id',
            eb.ref(life.field).as('state'),
            ...(action.notBy ? [eb.ref(action.notBy).as('actor')] : []),
          ])
          .where((eb) => eb.and([repo.scope(eb, ctx), eb(eb.ref('id'), 'in', wanted)]))
          .execute()) as Row[])
      : [];
    const state = new Map(found.map((r) => [String(r.id), Number(r.state)]));
    const own = new Set(
      found
        .filter((r) => reviewsOwnWork(action, { [action.notBy ?? '']: r.actor }, ctx.userId))
        .map((r) => String(r.id)),
    );
    const ready = wanted.filter((id) => action.from.includes(state.get(id) ?? -1) && !own.has(id));
    const reasonOf = (id: string) =>
      !state.has(id)
        ? NOT_YOURS
        : own.has(id) && action.from.includes(state.get(id)!)
          ? notByRefusal(repo.def, action)
          : (reasons[state.get(id) as number] ?? ALREADY_DONE);
    const left = wanted.filter((id) => !ready.includes(id)).map((id) => ({ id, reason: reasonOf(id) }));
    try {
      if (ready.length) await runAction(repo, life, action, ctx, ready, params);
      return { done: ready, skipped: [...skipped, ...left] };
    } catch (e) {
      if (!(e instanceof BladeError) || e.message !== ALREADY_DONE || attempt >= 2) throw e;
    }
  }
}
