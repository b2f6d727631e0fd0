import type { FieldDef } from '../types';
import { choicesOf } from '../presets/choices';
import type { MoreOf } from './fields';

/**
 * What the inspections of a subject (巡检, 现场检查, 双随机抽查) name alike: their result and the
 * enforcers who made them. Pure data: no React, no server code.
 */

/** Spec §3 inspection result: '1' normal, '2' abnormal. */
export const RESULT_CHOICES = choicesOf({ 1: ['正常', 'Normal'], 2: ['异常', 'Abnormal'] });

/**
 * The enforcers a record names (`enforcerIds`, users shown by name as `enforcerNames`): required with
 * `请选择` + the label, with `more` of its properties.
 */
const enforcerUsersField = <const L extends string, const M extends MoreOf<'reference' | 'labelAs' | 'required'>>(
  label: L,
  more: M,
) =>
  ({
    name: 'enforcerIds',
    label,
    en: 'Enforcers',
    type: 'ids',
    reference: 'user',
    labelAs: 'enforcerNames',
    required: `请选择${label}`,
    ...more,
  }) as const;

/** The enforcers who inspect (an on-site visit, a drawn subject): required users, shown by name. */
export const enforcersField = enforcerUsersField('检查人', { filter: true });

/** The enforcers who took part in an enforcement (a case filing, an enforcement record): required users. */
export const enforcementStaffField = enforcerUsersField('执法人员', { maxLength: 2000 });

/** An inspection's result as the server keeps it (computed from the items, or recorded by an action). */
export const recordedResultField = {
  name: 'result',
  label: '检查结果',
  en: 'Result',
  type: 'int',
  choices: RESULT_CHOICES,
  readOnly: true,
  filter: ['equal'],
} as const satisfies FieldDef;
