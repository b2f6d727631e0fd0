import { defineResource } from '../../types';
import { ownershipFields } from '../../business-fields';
import { subjectField } from '../../presets/subject';

export const INSPECT_PENDING = 0;
export const INSPECT_DONE = 1;
/** Spec §3 inspection result: '1' normal, '2' abnormal. */
export const RESULT_CHOICES = [
  { id: '1', name: '正常' },
  { id: '2', name: '异常' },
];

/**
 * 双随机抽查记录: one drawn subject of a random inspection task, with the enforcers sent there. Written
 * by the task's `extract` (replaced by a new draw); the enforcers record the result with `record`
 * (result, content, images: docs/spec.md §3 inspection form), accepted only once the task is published.
 * Submit never sets the result or the status, and a published task's rows cannot be edited.
 */
export default defineResource({
  name: 'inspectrandom',
  label: '双随机抽查记录',
  en: 'Random inspection |||| Random inspections',
  table: 'biz_inspect_random',
  base: '/api/enforcer/inspectrandom',
  domain: 'random',
  tenantScoped: true,
  dataScoped: true,
  listShape: 'page',
  labelField: 'subjectName',
  defaultSort: { field: 'createTime', order: 'DESC' },
  menu: {
    group: 'random_group',
    path: '/random/inspectrandom',
    icon: 'FactCheck',
    sort: 2,
    roles: ['inspector', 'enforcer'],
    writers: ['inspector', 'enforcer'],
  },
  fields: [
    {
      name: 'taskId',
      label: '抽查任务',
      en: 'Task',
      type: 'id',
      reference: 'inspectrandomtask',
      labelAs: 'taskName',
      required: '请选择抽查任务',
      filter: ['equal'],
      index: true,
    },
    subjectField,
    {
      name: 'enforcerIds',
      label: '检查人',
      en: 'Enforcers',
      type: 'ids',
      reference: 'user',
      labelAs: 'enforcerNames',
      required: '请选择检查人',
      filter: true,
    },
    {
      name: 'inspectStatus',
      label: '检查状态',
      en: 'Status',
      type: 'int',
      readOnly: true,
      default: INSPECT_PENDING,
      filter: ['equal'],
      sortable: true,
    },
    {
      name: 'result',
      label: '检查结果',
      en: 'Result',
      type: 'int',
      choices: RESULT_CHOICES,
      readOnly: true,
      filter: ['equal'],
    },
    {
      name: 'content',
      label: '检查内容',
      en: 'Content',
      type: 'text',
      maxLength: 2000,
      readOnly: true,
      hideInList: true,
    },
    { name: 'images', label: '检查照片', en: 'Photos', type: 'images', readOnly: true, hideInList: true },
    {
      name: 'inspectUser',
      label: '记录人',
      en: 'Recorded by',
      type: 'id',
      reference: 'user',
      labelAs: 'inspectUserName',
      readOnly: true,
      hideInList: true,
    },
    {
      name: 'inspectTime',
      label: '检查时间',
      en: 'Inspected at',
      type: 'datetime',
      readOnly: true,
      filter: ['datege', 'datele'],
      sortable: true,
    },
    ...ownershipFields,
  ],
  lifecycles: [
    {
      field: 'inspectStatus',
      states: [
        { code: INSPECT_PENDING, label: '待检查', en: 'To inspect', color: 'warning' },
        { code: INSPECT_DONE, label: '已检查', en: 'Inspected', color: 'success' },
      ],
      actions: [
        {
          name: 'record',
          label: '登记结果',
          en: 'Record result',
          from: [INSPECT_PENDING],
          to: INSPECT_DONE,
          icon: 'CheckCircle',
          params: [
            {
              name: 'result',
              label: '检查结果',
              en: 'Result',
              type: 'int',
              choices: RESULT_CHOICES,
              required: '请选择正常或异常',
              column: 'result',
            },
            {
              name: 'content',
              label: '检查内容',
              en: 'Content',
              type: 'text',
              maxLength: 2000,
              required: '请输入巡检内容',
              column: 'content',
            },
            { name: 'images', label: '检查照片', en: 'Photos', type: 'images', column: 'images' },
          ],
          sets: { inspectUser: 'user', inspectTime: 'now' },
        },
      ],
    },
  ],
});
