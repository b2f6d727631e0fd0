import type { FieldDef } from '../types';

/** One choice of a field without a dictionary. */
export type Choice = NonNullable<FieldDef['choices']>[number];

/** A choice's name: Chinese alone, or Chinese and English (`['正常', 'Normal']`), as labels carry `en`. */
export type ChoiceName = string | readonly [zh: string, en: string];

const choice = (id: string, name: ChoiceName): Choice =>
  typeof name === 'string' ? { id, name } : { id, name: name[0], en: name[1] };

/**
 * The code lists of the supervision's forms written without a dictionary: the names numbered from 1 in
 * the order given, then 9 其他 (other), as the paper forms number them.
 */
export const numberedChoices = (...names: ChoiceName[]): Choice[] => [
  ...names.map((name, index) => choice(String(index + 1), name)),
  { id: '9', name: '其他', en: 'Other' },
];

/**
 * Choices from a table of names by numeric code, in the order of the codes (JavaScript lists integer keys
 * in ascending order): `choicesOf({ [OPEN]: ['待办', 'To do'], [DONE]: ['已办', 'Done'] })`.
 */
export const choicesOf = (names: Record<number, ChoiceName>): Choice[] =>
  Object.entries(names).map(([id, name]) => choice(id, name));

/** The two choices of a yes-or-no column, the yes (1) first: `flagChoices(['启用', 'On'], ['停用', 'Off'])`. */
export const flagChoices = (yes: ChoiceName, no: ChoiceName): Choice[] => [choice('1', yes), choice('0', no)];
