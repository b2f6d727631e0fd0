import type { ActionDef, LifeCycle, ResourceDef, StateDef } from './types';

/**
 * Reading declared life cycles, shared by the server (routes, checks, history) and the web app
 * (buttons, chips, timeline). Pure functions: no React, no server code.
 */

/** A declared action with the life cycle it moves. */
export interface DeclaredAction {
  lifecycle: LifeCycle;
  action: ActionDef;
}

/** Every declared action of a resource, in declaration order. */
export function actionsOf(def: ResourceDef): DeclaredAction[] {
  return (def.lifecycles ?? []).flatMap((lifecycle) => lifecycle.actions.map((action) => ({ lifecycle, action })));
}

/**
 * Blade button code that allows an action: declared, or `<menu>_<action>` like the CRUD buttons. A
 * route segment with hyphens (`supervise-complete`) becomes camelCase in the code
 * (`invalidsongabnormal_superviseComplete`): button codes are identifiers.
 */
export const actionPerm = (def: { name: string; menuCode?: string }, action: { name: string; perm?: string }): string =>
  action.perm ?? `${def.menuCode ?? def.name}_${action.name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}`;

/** The life cycle whose status is this field, if any. */
export const lifecycleOf = (def: ResourceDef | undefined, field: string): LifeCycle | undefined =>
  def?.lifecycles?.find((lc) => lc.field === field);

/** The declared state of a stored value (numbers arrive as numbers or strings). */
export const stateOf = (lc: LifeCycle | undefined, value: unknown): StateDef | undefined =>
  value === null || value === undefined || value === '' ? undefined : lc?.states.find((s) => s.code === Number(value));

/** May a record in this state take this action? */
export const allowsFrom = (action: ActionDef, value: unknown): boolean =>
  value !== null && value !== undefined && value !== '' && action.from.includes(Number(value));

/** The state a record of this life cycle starts in: its field's declared default, else the first state. */
export function firstState(def: ResourceDef, lc: LifeCycle): number {
  const declared = def.fields.find((f) => f.name === lc.field)?.default;
  return declared === undefined ? lc.states[0].code : Number(declared);
}

/** The states in which a record of this life cycle may be removed (declared, or only the first). */
export const removableStates = (def: ResourceDef, lc: LifeCycle): readonly number[] =>
  lc.removableIn?.states ?? [firstState(def, lc)];

/**
 * Whether a record of this resource that any action has moved stays, even back in its first state: true
 * when it has a life cycle and none declares other removable states (those declare what they keep).
 */
export const keepsItsPast = (def: ResourceDef): boolean =>
  (def.lifecycles ?? []).length > 0 && def.lifecycles!.every((lc) => !lc.removableIn);

/**
 * Why this row may not be removed (`已办结的消费者投诉不能删除`), or undefined when its states allow it. The
 * server refuses with this message; the screens hide 删除 on such a row. A row that does not carry the
 * status (a narrow projection) is left to the server.
 */
export const removalRefusal = (def: ResourceDef, row: Record<string, unknown>): string | undefined =>
  stateRefusal(def, row, (lc) => removableStates(def, lc), '删除');

/**
 * The refusal of the first life cycle whose state in `row` is not among the states `allowed` answers
 * (undefined: any state), in words (`已办结的消费者投诉不能删除`); a row without the status passes.
 */
function stateRefusal(
  def: ResourceDef,
  row: Record<string, unknown>,
  allowed: (lc: LifeCycle) => readonly number[] | undefined,
  verb: string,
): string | undefined {
  for (const lc of def.lifecycles ?? []) {
    const value = row[lc.field];
    const states = allowed(lc);
    if (!states || value === null || value === undefined || value === '') continue;
    if (!states.includes(Number(value)))
      return `${stateOf(lc, value)?.label ?? String(value)}的${def.label}不能${verb}`;
  }
  return undefined;
}

/** Who `notBy` names, in words: the declared field's label (or its English one), or 创建人 / Creator. */
export const reviewedLabel = (def: ResourceDef, field: string, en = false): string => {
  if (field === 'createUser') return en ? 'Creator' : '创建人';
  const declared = def.fields.find((f) => f.name === field);
  return (en ? (declared?.en ?? declared?.label) : declared?.label) ?? field;
};

/** The refusal of an action to the user it reviews: `处理人本人不能督办完成`. */
export const notByRefusal = (def: ResourceDef, action: ActionDef): string =>
  `${reviewedLabel(def, action.notBy ?? 'createUser')}本人不能${action.label}`;

/** Would this action review the given user's own work on this record (`notBy`)? */
export const reviewsOwnWork = (action: ActionDef, row: Record<string, unknown>, userId: unknown): boolean =>
  Boolean(action.notBy) &&
  userId !== null &&
  userId !== undefined &&
  userId !== '' &&
  row[action.notBy!] !== null &&
  row[action.notBy!] !== undefined &&
  String(row[action.notBy!]) === String(userId);

/** Why the generic submit may not edit this row (`已接收的移交不能修改`), or undefined when it may. */
export const editRefusal = (def: ResourceDef, row: Record<string, unknown>): string | undefined =>
  stateRefusal(def, row, (lc) => lc.editableIn, '修改');

/**
 * What a refusal of an action by the state of a record carries beside its words, so a screen can word
 * it again in its own language: the resource, the life cycle's field, the record's state and the action.
 */
export interface StateRefusalData {
  resource: string;
  field: string;
  state: number;
  action: string;
}

/** The state a record is in, in words: the declared label (or its English one), else the stored code. */
export const stateLabel = (lc: LifeCycle, state: number, en: boolean): string => {
  const s = stateOf(lc, state);
  return s ? (en ? (s.en ?? s.label) : s.label) : String(state);
};

/** An English action label as a verb inside a sentence: `Handle` → `handle`, `NFC off` stays. */
export const inSentence = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label[0].toLowerCase() + label.slice(1) : label;

/**
 * Why a record in `state` may not take `action` (outside its from-states): `当前状态为待抽取,不能发布`, or
 * in English `Current state is Awaiting receipt, cannot handle`.
 */
export const wrongStateRefusal = (lc: LifeCycle, action: ActionDef, state: number, en = false): string =>
  en
    ? `Current state is ${stateLabel(lc, state, true)}, cannot ${inSentence(action.en ?? action.label)}`
    : `当前状态为${stateLabel(lc, state, false)},不能${action.label}`;

/**
 * The wrong-state refusal a server failure describes (`data` of the envelope), in the screen's language;
 * undefined when the data is not one, or names what these declarations do not hold.
 */
export function refusalFromData(defs: readonly ResourceDef[], data: unknown, en: boolean): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const d = data as Partial<StateRefusalData>;
  const lc = lifecycleOf(
    defs.find((def) => def.name === d.resource),
    String(d.field),
  );
  const action = lc?.actions.find((a) => a.name === d.action);
  if (!lc || !action || typeof d.state !== 'number') return undefined;
  return wrongStateRefusal(lc, action, d.state, en);
}
