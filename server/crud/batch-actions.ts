import { BULK_LIMIT, runAction } from './actions';
import type { Repository } from './repository';
import type { RequestContext } from '../http/access';
import { engineView, type Db } from '../db/connection';
import { badRequest, businessError } from '../http/errors';
import { isId } from '../core/ids';
import { isBlank } from '../http/request';
import type { ActionDef, LifeCycle } from '../../resources/types';
import { reviewsOwnWork } from '../../resources/lifecycles';
import {
  NAMED_ROWS,
  batchRefusalWords,
  type BatchRefusalData,
  type BatchRowReason,
} from '../../resources/batch-refusal';

type Row = Record<string, unknown>;

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
 * One declared action over a selection, all or nothing: when every selected record can take it, they
 * change together through `runAction` (its locked re-check, its conditional update, a history row each,
 * its hooks, one transaction); when any cannot, nothing changes and the answer is a business failure
 * naming the first `NAMED_ROWS` of them and why (resources/batch-refusal.ts), each by `caption` (as
 * people know the row; the id itself for one the caller may not see), then how many more, in the batch's
 * `verb`: `有2条不能办结: TS0001: 当前状态为待处理; 123: 数据不存在或无权操作`. The same refusal travels as
 * the answer's `data`, so the English screen words it too. A foreign, missing or malformed id is
 * 数据不存在或无权操作, a record whose work the caller would review the action's not-by refusal
 * (处理人本人不能督办完成), any other its current state. Answers the ids changed.
 */
export async function batchAction(
  db: Db,
  repo: Repository,
  life: LifeCycle,
  action: ActionDef,
  ctx: RequestContext,
  ids: string[],
  params: Row,
  words: { verb: string; caption: (row: Row) => string | Promise<string> },
): Promise<string[]> {
  const wanted = ids.filter(isId);
  const rows = wanted.length
    ? await engineView(db)
        .selectFrom(repo.def.table)
        .selectAll()
        .where((eb) => eb.and([repo.scope(eb, ctx), eb(eb.ref('id'), 'in', wanted)]))
        .execute()
    : [];
  const found = new Map<string, Row>(rows.map((r) => [String(r.id), repo.serialize(r as Row)]));
  const reasonOf = (id: string): BatchRowReason | undefined => {
    const row = found.get(id);
    if (!row) return { kind: 'notYours' };
    const state = Number(row[life.field]);
    if (!action.from.includes(state)) return { kind: 'state', state };
    if (reviewsOwnWork(action, row, ctx.userId)) return { kind: 'notBy' };
    return undefined;
  };
  const refused = ids.flatMap((id) => {
    const reason = reasonOf(id);
    return reason ? [{ id, reason }] : [];
  });
  if (refused.length) {
    const named: BatchRefusalData['batchRefusal']['rows'] = [];
    for (const { id, reason } of refused.slice(0, NAMED_ROWS)) {
      const row = found.get(id);
      named.push({ caption: (row && (await words.caption(row))) || id, reason });
    }
    const data: BatchRefusalData = {
      batchRefusal: {
        resource: repo.def.name,
        field: life.field,
        action: action.name,
        verb: words.verb,
        count: refused.length,
        rows: named,
      },
    };
    throw businessError(batchRefusalWords(repo.def, data, false)!, data);
  }
  await runAction(repo, life, action, ctx, ids, params);
  return ids;
}
