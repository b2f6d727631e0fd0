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
 * finished or its result recorded, a filing closed, a notice published). The action moves open → closed.
 */
export const oneStepLifecycle = (field: string, open: StateDef, closed: StateDef, step: StepAction): LifeCycle => ({
  field,
  states: [open, closed],
  actions: [{ ...step, from: [open.code], to: closed.code }],
});

/** What an action declares besides its names: the states it moves from and to, its icon, what it asks and sets. */
export type StepMove = Omit<ActionDef, 'name' | 'label' | 'en'>;

/**
 * An action of a life cycle, named like its states are (code, Chinese, English) and then what it does:
 * `step('publish', '发布', 'Publish', { from: [DRAFT], to: PUBLISHED, icon: 'Send' })`.
 */
export const step = (name: string, label: string, en: string, move: StepMove): ActionDef => ({
  name,
  label,
  en,
  ...move,
});
