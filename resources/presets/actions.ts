import type { ActionDef } from '../types';

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
