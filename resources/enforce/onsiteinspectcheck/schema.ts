import { defineResource } from '../../types';
import { businessRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { fieldStaffMenu } from '../../presets/menus';
import { choicesOf } from '../../presets/choices';
import { referenceField } from '../../presets/fields';

export const CHECK_PASS = 1;
export const CHECK_FAIL = 2;
/** One item's result: 合格 / 不合格 (empty: not checked yet). */
export const CHECK_CHOICES = choicesOf({ 1: ['合格', 'Passed'], 2: ['不合格', 'Failed'] });

/**
 * 现场检查项结果: one row per enabled inspection item (`inspectitem`) of the subject's market type, made
 * by the server with the on-site inspection (the item's name and order are copied, so a later rename
 * does not rewrite what was checked). Only the result and the note are edited, while the inspection
 * is open; every change recomputes the inspection's result and its finding in the same transaction.
 */
export default defineResource({
  name: 'onsiteinspectcheck',
  label: '检查项结果',
  en: 'Item result |||| Item results',
  table: 'biz_onsite_inspect_check',
  base: '/api/enforcer/onsiteinspectcheck',
  domain: 'enforce',
  ...businessRecordServing,
  labelField: 'itemName',
  serverCreated: '检查项结果随现场检查生成,不能单独新增',
  defaultSort: { field: 'sort', order: 'ASC' },
  menu: fieldStaffMenu('enforce_group', '/enforce/onsiteinspectcheck', 'Checklist', 5),
  relatedTabs: false,
  fields: [
    referenceField('onsiteinspectId', '现场检查', 'On-site inspection', 'onsiteinspect', 'inspectNo', {
      readOnly: true,
      filter: ['equal'],
      index: true,
    }),
    { name: 'itemId', label: '检查项', en: 'Item', type: 'id', readOnly: true, hideInList: true, filter: ['equal'] },
    { name: 'itemName', label: '检查项名称', en: 'Item', type: 'string', maxLength: 200, readOnly: true, search: true },
    {
      name: 'sort',
      label: '排序',
      en: 'Order',
      type: 'int',
      readOnly: true,
      default: 0,
      sortable: true,
      hideInList: true,
    },
    { name: 'checkResult', label: '检查结果', en: 'Result', type: 'int', choices: CHECK_CHOICES, filter: ['equal'] },
    { name: 'note', label: '说明', en: 'Note', type: 'string', maxLength: 500 },
    ...ownershipFields,
  ],
});
