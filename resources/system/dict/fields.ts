import type { FieldDef } from '../../types';
import { choicesOf } from '../../presets/choices';

/** The fields of a dictionary row, shared by the system (dict) and business (dict-biz) dictionaries. */
export const dictFields = [
  { name: 'parentId', label: '上级字典', en: 'Parent', type: 'id', reference: 'dict', default: '0', filter: ['equal'] },
  {
    name: 'code',
    label: '字典编号',
    en: 'Dictionary code',
    type: 'string',
    maxLength: 255,
    required: '请输入字典编号',
    filter: true,
    search: true,
    sortable: true,
  },
  { name: 'dictKey', label: '字典键值', en: 'Key', type: 'string', maxLength: 255, filter: ['equal'] },
  {
    name: 'dictValue',
    label: '字典名称',
    en: 'Dictionary name',
    type: 'string',
    maxLength: 255,
    required: '请输入字典名称',
    filter: true,
    search: true,
  },
  // What dictionary-backed labels show in English mode; blank shows the Chinese name there too.
  { name: 'enName', label: '英文名称', en: 'English name', type: 'string', maxLength: 255, search: true },
  { name: 'sort', label: '字典排序', en: 'Sort', type: 'int', required: '请输入字典排序', sortable: true },
  { name: 'remark', label: '字典备注', en: 'Remark', type: 'text', hideInList: true },
  {
    name: 'isSealed',
    label: '封存',
    en: 'Sealed',
    type: 'int',
    required: '请选择字典封存',
    default: 0,
    choices: choicesOf({ 0: ['否', 'No'], 1: ['是', 'Yes'] }),
  },
] as const satisfies readonly FieldDef[];

/**
 * The dictionary management pages (docs/spec.md §2): the parent list shows and edits these fields; the child
 * tree list also its parent and key value. Names only: the fields themselves are `dictFields`.
 */
export const dictParentFields = ['code', 'dictValue', 'enName', 'sort', 'isSealed', 'remark'];
export const dictChildFields = ['code', 'dictValue', 'enName', 'dictKey', 'parentId', 'sort', 'isSealed', 'remark'];

/** Required on child rows only (docs/spec.md §5: dictKey required in child list); the server says the same. */
export const dictChildRequired: Record<string, string> = { dictKey: '请输入字典键值' };
