import type { ActionDef, ActionParam, FieldDef } from '../types';

/**
 * Pieces of declared life-cycle actions the declarations repeat: who acted and when, and the text an
 * action asks for. Pure data: no React, no server code.
 */

/** The `sets` of an action that records the acting user in `<prefix>User` and its time in `<prefix>Time`. */
export const actedBy = (prefix: string): NonNullable<ActionDef['sets']> => ({
  [`${prefix}User`]: 'user',
  [`${prefix}Time`]: 'now',
});

/**
 * A text an action asks for (a reason, a result), required with `请输入` + the label unless told, and
 * written to the row's `column`.
 */
export const requiredTextParam = (
  name: string,
  label: string,
  en: string,
  maxLength: number,
  column: string,
  required = `请输入${label}`,
) => ({ name, label, en, type: 'text', maxLength, required, column }) as const;

/** A text an action may ask for (an opinion, a reason), not required, written to the row's `column`. */
export const textParam = (name: string, label: string, en: string, maxLength: number, column: string) =>
  ({ name, label, en, type: 'text', maxLength, column }) as const;

/**
 * What an action asks to fill a field of its record (an account of what was done, the pictures proving it,
 * a result): the field's name, labels, type, length and choices, written to that field. Required as the
 * field is unless `required` gives the message.
 */
export const askFor = (field: FieldDef, required = field.required): ActionParam => ({
  name: field.name,
  label: field.label,
  en: field.en,
  type: field.type,
  ...(field.maxLength === undefined ? {} : { maxLength: field.maxLength }),
  ...(field.choices === undefined ? {} : { choices: field.choices }),
  ...(required === undefined ? {} : { required }),
  column: field.name,
});

/** What a step asks and sets besides what its preset gives (a complaint's handling also records the reply). */
export interface StepExtras {
  params?: readonly ActionParam[];
  sets?: ActionDef['sets'];
}

/**
 * What the step doing a record's work asks and keeps (a finding handled, a rectification made): the required
 * account of what was done and the pictures proving it, each into its field, then `extras`; and who did it
 * and when (`<actor>User`, `<actor>Time`).
 */
export const workDone = (account: FieldDef, evidence: FieldDef, actor: string, extras: StepExtras = {}) => ({
  icon: 'Build',
  params: [askFor(account, `请输入${account.label}`), askFor(evidence), ...(extras.params ?? [])],
  sets: { ...actedBy(actor), ...extras.sets },
});
