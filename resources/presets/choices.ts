import type { FieldDef } from '../types';

/** One choice of a field without a dictionary. */
export type Choice = NonNullable<FieldDef['choices']>[number];

/**
 * The code lists of the supervision's forms written without a dictionary: the names numbered from 1 in
 * the order given, then 9 其他 (other), as the paper forms number them.
 */
export const numberedChoices = (...names: string[]): Choice[] => [
  ...names.map((name, index) => ({ id: String(index + 1), name })),
  { id: '9', name: '其他' },
];

/**
 * Choices from a table of names by numeric code, in the order of the codes (JavaScript lists integer keys
 * in ascending order): `choicesOf({ [OPEN]: '待办', [DONE]: '已办' })`.
 */
export const choicesOf = (names: Record<number, string>): Choice[] =>
  Object.entries(names).map(([id, name]) => ({ id, name }));

/** The two choices of a yes-or-no column, the yes (1) first: `flagChoices('启用', '停用')`. */
export const flagChoices = (yes: string, no: string): Choice[] => [
  { id: '1', name: yes },
  { id: '0', name: no },
];
