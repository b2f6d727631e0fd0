import { defineResource } from '../../types';
import { choicesOf } from '../../presets/choices';
import { searchedTextField } from '../../presets/fields';

/**
 * 审核管理 (docs/spec.md §4 "examine handle", §7 Examine): a queue of items waiting for a reviewer's decision,
 * each pointing at the record it is about (sourceType = the declared resource name of that record,
 * e.g. an abnormal finding; sourceId its id). `handle` records the decision once.
 */
export default defineResource({
  name: 'examine',
  label: '审核管理',
  en: 'Review |||| Reviews',
  table: 'blade_examine',
  base: '/api/blade-system/examine',
  tenantScoped: true,
  dataScoped: true,
  fields: [
    searchedTextField('title', '审核标题', 'Title', 255),
    {
      name: 'sourceType',
      label: '来源类型',
      en: 'Source type',
      type: 'string',
      maxLength: 64,
      required: '请输入来源类型',
      filter: ['equal'],
    },
    {
      name: 'sourceId',
      label: '来源数据',
      en: 'Source record',
      type: 'id',
      required: '请选择来源数据',
      filter: ['equal'],
      hideInList: true,
    },
    { name: 'content', label: '审核内容', en: 'Content', type: 'text', hideInList: true },
    {
      name: 'examineStatus',
      label: '审核状态',
      en: 'Review state',
      type: 'int',
      readOnly: true,
      default: 0,
      filter: ['equal'],
      sortable: true,
      choices: choicesOf({ 0: ['待审核', 'Pending review'], 1: ['审核通过', 'Approved'], 2: ['审核驳回', 'Rejected'] }),
    },
    { name: 'examineOpinion', label: '审核意见', en: 'Opinion', type: 'text', readOnly: true },
    { name: 'examineUser', label: '审核人', en: 'Reviewer', type: 'id', readOnly: true, hideInList: true },
    { name: 'examineTime', label: '审核时间', en: 'Reviewed at', type: 'datetime', readOnly: true, sortable: true },
  ],
});
