import type { ActionDef, LifeCycle, StateDef } from '../types';

/**
 * Building declared life cycles: their states and the common shape of a life of one step. Pure data: no
 * React, no server code.
 */

/** A state of a life cycle: its stored code, its label in Chinese and English, and the colour of its chip. */
export const state = (code: number, label: string, en: string, color: StateDef['color']): StateDef => ({
  code,
  label,
  en,
  color,
});

/** The one action of a life of one step, without its from and to (the step's two states give them). */
export type StepAction = Omit<ActionDef, 'from' | 'to'>;

/**
 * A life of one step: the record stays `open` until one action closes it for good (an inspection
 * finished or its result recorded, a filing closed, a notice published). The action moves open → closed;
 * `keeping` says what else the life keeps (the states it may still be edited in).
 */
export const oneStepLifecycle = (
  field: string,
  open: StateDef,
  closed: StateDef,
  step: StepAction,
  keeping: Pick<LifeCycle, 'editableIn' | 'removableIn'> = {},
): LifeCycle => ({
  field,
  states: [open, closed],
  actions: [{ ...step, from: [open.code], to: closed.code }],
  ...keeping,
});

/**
 * A switch between two states (营业中/已暂停, NFC 未校验/已校验, 账号正常/停用) that its actions flip. A
 * switch is not progress: its record is removed in either state, and the life says why, naming `what`
 * switches (`<what>是开关,不是办理进度`).
 */
export const switchLifecycle = (
  field: string,
  what: string,
  off: StateDef,
  on: StateDef,
  actions: ActionDef[],
): LifeCycle => ({
  field,
  removableIn: { states: [off.code, on.code], because: `${what}是开关,不是办理进度` },
  states: [off, on],
  actions,
});

/** What an action declares besides its names and its move: its icon, what it asks and sets, who may take it. */
export type StepMove = Omit<ActionDef, 'name' | 'label' | 'en' | 'from' | 'to'>;

/**
 * An action of a life cycle, named like its states are (code, Chinese, English), then the state or states
 * it moves from, the state it moves to, and what else it does:
 * `step('publish', '发布', 'Publish', DRAFT, PUBLISHED, { icon: 'Send' })`. The server's own moves (no route,
 * a name in the history) need nothing else: `step('file', '立案', 'Filed', PENDING, FILED)`.
 */
export const step = (
  name: string,
  label: string,
  en: string,
  from: number | readonly number[],
  to: number,
  rest: StepMove = {},
): ActionDef => ({ name, label, en, from: typeof from === 'number' ? [from] : [...from], to, ...rest });
