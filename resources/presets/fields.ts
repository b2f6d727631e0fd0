import type { FieldDef, FilterOp } from '../types';

/**
 * Field shapes the business declarations repeat. Each builder returns the field object exactly as it was
 * written by hand (same keys, same order), with its name kept literal so the server's Database type
 * still knows the column. Pure data: no React, no server code.
 */

/**
 * A required link to another record, picked by its label and filtered by id (`reference` is the target
 * resource, `labelAs` the wire name of its label). The message is `请选择` + the label.
 */
export const requiredReference = <const N extends string, const R extends string, const L extends string>(
  name: N,
  label: string,
  en: string,
  reference: R,
  labelAs: L,
) => ({ name, label, en, type: 'id', reference, labelAs, required: `请选择${label}`, filter: ['equal'] }) as const;

/**
 * The record this one is filed under (an attachment's supervision, a photo's report, a finding's
 * inspection, an event's camera): a required reference, indexed since lists ask for its records.
 */
export const parentReference = <const N extends string, const R extends string, const L extends string>(
  name: N,
  label: string,
  en: string,
  reference: R,
  labelAs: L,
) => ({ ...requiredReference(name, label, en, reference, labelAs), index: true }) as const;

/**
 * Who did something to the record (reviewed, received, closed it; started a process): a user the server
 * sets, shown by name (`labelAs` is the name plus `Name`), on the record's page only unless `inList`.
 */
export const actorField = <const N extends string>(name: N, label: string, en: string, { inList = false } = {}) =>
  ({
    name,
    label,
    en,
    type: 'id',
    reference: 'user',
    labelAs: `${name}Name`,
    readOnly: true,
    ...(inList ? {} : ({ hideInList: true } as const)),
  }) as const;

/** A time the server writes on the record (an action's `sets`, a sync), shown on the record's page only. */
export const actionTimeField = <const N extends string>(name: N, label: string, en: string) =>
  ({ name, label, en, type: 'datetime', readOnly: true, hideInList: true }) as const;

/**
 * A text the server writes on the record (an action's parameter: a reason, a result, an opinion), shown on
 * the record's page only.
 */
export const actionTextField = <const N extends string>(name: N, label: string, en: string, maxLength: number) =>
  ({ name, label, en, type: 'text', maxLength, readOnly: true, hideInList: true }) as const;

/**
 * When the server recorded the record (reported, sent, applied): read only, sorted and filtered by a date
 * range in lists.
 */
export const recordedTimeField = <const N extends string>(name: N, label: string, en: string) =>
  ({ name, label, en, type: 'datetime', readOnly: true, filter: ['datege', 'datele'], sortable: true }) as const;

/** Whether lists may sort by the field. */
interface Sorting {
  sortable?: boolean;
}

const sorted = ({ sortable = false }: Sorting) => (sortable ? ({ sortable: true } as const) : {});

/**
 * What a builder takes as `more`: any property of a field but its names, its type and the properties
 * (`Given`) the builder sets itself.
 */
export type MoreOf<Given extends keyof FieldDef = never> = Omit<FieldDef, 'name' | 'label' | 'en' | 'type' | Given>;

/**
 * The status field of a declared life cycle: read only (only its actions move it), starting at
 * `initial`, filtered by state, and sortable unless told (a switch, a life of one step).
 */
export const statusField = <const N extends string>(
  name: N,
  label: string,
  en: string,
  initial: number,
  { sortable = true }: Sorting = {},
) =>
  ({
    name,
    label,
    en,
    type: 'int',
    readOnly: true,
    default: initial,
    filter: ['equal'],
    ...sorted({ sortable }),
  }) as const;

/** A free remark, shown on the record's page only. */
export const remarkField = {
  name: 'remark',
  label: '备注',
  en: 'Remark',
  type: 'text',
  maxLength: 500,
  hideInList: true,
} as const satisfies FieldDef;

/**
 * A remark as BladeX's own tables keep it (255 characters: a provider account, a data source, a generated
 * module), shown on the record's page only.
 */
export const bladeRemarkField = {
  name: 'remark',
  label: '备注',
  en: 'Remark',
  type: 'text',
  maxLength: 255,
  hideInList: true,
} as const satisfies FieldDef;

/** The remark of a system record (a dept, a menu, a permission scope), shown on its page only. */
export const systemRemarkField = {
  name: 'remark',
  label: '备注',
  en: 'Remark',
  type: 'text',
  hideInList: true,
} as const satisfies FieldDef;

/** A record's place among its siblings (the pieces of a report's evidence, the checkpoints): lists show them in this order. */
export const sortField = {
  name: 'sort',
  label: '排序',
  en: 'Sort',
  type: 'int',
  default: 0,
  sortable: true,
} as const satisfies FieldDef;

/**
 * A required short text lists filter and search by (a name, a title, a reason): `请输入` + the label,
 * sorted if told.
 */
export const searchedTextField = <const N extends string>(
  name: N,
  label: string,
  en: string,
  maxLength: number,
  sorting: Sorting = {},
) =>
  ({
    name,
    label,
    en,
    type: 'string',
    maxLength,
    required: `请输入${label}`,
    filter: true,
    search: true,
    ...sorted(sorting),
  }) as const;

/**
 * The number the server gives a record (`reportNo`): read only, searched, filtered by the usual operators
 * or those given, sorted if told.
 */
export const serialNumberField = <const N extends string, const F extends true | readonly FilterOp[] = true>(
  name: N,
  label: string,
  en: string,
  { filter = true as F, ...sorting }: Sorting & { filter?: F } = {},
) =>
  ({
    name,
    label,
    en,
    type: 'string',
    maxLength: 32,
    readOnly: true,
    filter,
    search: true,
    ...sorted(sorting),
  }) as const;

/**
 * A required day or moment the record is about (a task's start, a filing's date): `请选择` + the label,
 * sorted and filtered by a date range in lists.
 */
export const requiredDateField = <const N extends string, const T extends 'date' | 'datetime'>(
  name: N,
  label: string,
  en: string,
  type: T,
) => ({ name, label, en, type, required: `请选择${label}`, filter: ['datege', 'datele'], sortable: true }) as const;

/**
 * A day or moment of the record that lists filter by a date range (`datege`/`datele`), with `more`
 * of its properties (sorted, indexed, read only, required, hidden in lists).
 */
export const dateRangeField = <
  const N extends string,
  const T extends 'date' | 'datetime',
  const M extends MoreOf<'filter'> = object,
>(
  name: N,
  label: string,
  en: string,
  type: T,
  more?: M,
) => ({ name, label, en, type, filter: ['datege', 'datele'], ...(more as M) }) as const;

/**
 * A link to another record, shown by its label (`reference` is the target resource, `labelAs` the wire
 * name of its label), with `more` of its properties (filtered, read only, indexed, hidden in lists).
 */
export const referenceField = <
  const N extends string,
  const R extends string,
  const L extends string,
  const M extends MoreOf<'reference' | 'labelAs'> = object,
>(
  name: N,
  label: string,
  en: string,
  reference: R,
  labelAs: L,
  more?: M,
) => ({ name, label, en, type: 'id', reference, labelAs, ...(more as M) }) as const;

/**
 * A short text of at most `maxLength` characters, with `more` of its properties (required with its
 * message, filtered, searched, hidden in lists, a format or a pattern).
 */
export const textField = <const N extends string, const M extends MoreOf<'maxLength'> = object>(
  name: N,
  label: string,
  en: string,
  maxLength: number,
  more?: M,
) => ({ name, label, en, type: 'string', maxLength, ...(more as M) }) as const;

/**
 * A choice from a business dictionary (dict-biz `code`), stored as its number and filtered by equality in
 * lists, with `more` of its properties (a default, read only, sorted, hidden in lists).
 */
export const bizDictField = <const N extends string, const M extends MoreOf<'dict'> = object>(
  name: N,
  label: string,
  en: string,
  code: string,
  more?: M,
) => ({ name, label, en, type: 'int', dict: { code, biz: true }, filter: ['equal'], ...(more as M) }) as const;

/** A business dictionary choice that must be made: refused empty with `请选择` + the label. */
export const requiredBizDictField = <const N extends string, const M extends MoreOf<'dict' | 'required'> = object>(
  name: N,
  label: string,
  en: string,
  code: string,
  more?: M,
) => bizDictField(name, label, en, code, { required: `请选择${label}`, ...(more as M) });

/**
 * The name a record is known by (a subject's, a checkpoint's, a template's): required with `请输入` + the
 * label, filtered, searched and sorted in lists, with `more` of its properties (unique with its message).
 */
export const nameField = <const N extends string, const M extends MoreOf<'maxLength' | 'required'> = object>(
  name: N,
  label: string,
  en: string,
  maxLength: number,
  more?: M,
) =>
  textField(name, label, en, maxLength, {
    required: `请输入${label}`,
    filter: true,
    search: true,
    sortable: true,
    ...(more as M),
  });
