import type { ResourceDef } from './types';
import { inSentence, lifecycleOf, reviewedLabel, stateLabel } from './lifecycles';

/**
 * The refusal of a batch action, all or nothing: when any selected record cannot take the action, nothing
 * changes and the answer names the first `NAMED_ROWS` of them and why, then how many more. Shared by the
 * server, which words it in Chinese and sends this data beside the words, and the web app, which words the
 * same data in English.
 */

/** A refused batch names at most this many of its offending rows, then how many more there are. */
export const NAMED_ROWS = 3;

/** Why one selected record cannot take the action. */
export type BatchRowReason =
  /** A foreign, removed or malformed id: nothing tells one from another. */
  | { kind: 'notYours' }
  /** Its state is outside the action's from-states. */
  | { kind: 'state'; state: number }
  /** The action would review the caller's own work on it (`notBy`). */
  | { kind: 'notBy' };

/** What a refused batch carries beside its words (the answer's `data`). */
export interface BatchRefusalData {
  batchRefusal: {
    resource: string;
    /** The life cycle's status field and the declared action. */
    field: string;
    action: string;
    /** The batch's verb in Chinese (`办结`), which may be shorter than the action's label (`督办完成`). */
    verb: string;
    /** How many selected records cannot take it. */
    count: number;
    /** The first of them: as people know the record (its number, its name; the id when unseen), and why. */
    rows: { caption: string; reason: BatchRowReason }[];
  };
}

/** Any id that is not a live record the caller may see: nothing tells a foreign id from a missing one. */
export const NOT_YOURS_WORDS = { zh: '数据不存在或无权操作', en: 'not found or not yours' };

/**
 * The refusal in words, `有2条不能办结: TS0001: 当前状态为待处理; 123: 数据不存在或无权操作; 另有1条`, or in
 * English `2 of the selected cannot complete supervision: TS0001: current state is Pending; 123: not
 * found or not yours; 1 more`; undefined when the data names what these declarations do not hold.
 */
export function batchRefusalWords(
  def: ResourceDef | undefined,
  data: BatchRefusalData,
  en: boolean,
): string | undefined {
  const refusal = data.batchRefusal;
  const lc = lifecycleOf(def, refusal.field);
  const action = lc?.actions.find((a) => a.name === refusal.action);
  if (!def || !lc || !action) return undefined;
  const verb = inSentence(action.en ?? action.label);
  const reasonOf = (reason: BatchRowReason): string => {
    if (reason.kind === 'notYours') return en ? NOT_YOURS_WORDS.en : NOT_YOURS_WORDS.zh;
    if (reason.kind === 'state')
      return en
        ? `current state is ${stateLabel(lc, reason.state, true)}`
        : `当前状态为${stateLabel(lc, reason.state, false)}`;
    const reviewed = reviewedLabel(def, action.notBy ?? 'createUser', en);
    return en ? `cannot review your own work (${reviewed})` : `${reviewed}本人不能${action.label}`;
  };
  const named = refusal.rows.map((row) => `${row.caption}: ${reasonOf(row.reason)}`).join('; ');
  const more = refusal.count - refusal.rows.length;
  return en
    ? `${refusal.count} of the selected cannot ${verb}: ${named}${more > 0 ? `; ${more} more` : ''}`
    : `有${refusal.count}条不能${refusal.verb}: ${named}${more > 0 ? `; 另有${more}条` : ''}`;
}

/** The batch refusal a server failure describes (`data` of the envelope), in the screen's language. */
export function batchRefusalFromData(defs: readonly ResourceDef[], data: unknown, en: boolean): string | undefined {
  const refusal = (data as Partial<BatchRefusalData> | null | undefined)?.batchRefusal;
  if (!refusal || typeof refusal !== 'object' || !Array.isArray(refusal.rows)) return undefined;
  return batchRefusalWords(
    defs.find((def) => def.name === refusal.resource),
    { batchRefusal: refusal },
    en,
  );
}
