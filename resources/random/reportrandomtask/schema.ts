import { defineResource } from '../../types';
import { ownershipFields } from '../../business-fields';
import { remarkField } from '../../presets/fields';

/**
 * 随机自查任务: a self-report the authority asks of subjects picked for it (docs/domain.md flow 2, random
 * reports). `POST submit-distribution` (taskId, subjectIds) sends it to exactly those subjects
 * (`reportrandomtasksubject` rows), `GET get-distribution-datas` (taskId) lists them with their report
 * state, `GET all-list` the tenant's tasks for pickers (server/domains/random/report-tasks.ts).
 */
export default defineResource({
  name: 'reportrandomtask',
  label: '随机自查任务',
  en: 'Random self-report task |||| Random self-report tasks',
  table: 'biz_report_random_task',
  base: '/api/subject/reportrandomtask',
  domain: 'random',
  tenantScoped: true,
  dataScoped: true,
  listShape: 'page',
  labelField: 'taskName',
  defaultSort: { field: 'createTime', order: 'DESC' },
  menu: {
    group: 'random_group',
    path: '/random/reportrandomtask',
    icon: 'AssignmentInd',
    sort: 3,
    roles: ['inspector', 'enforcer'],
    writers: ['inspector'],
  },
  fields: [
    {
      name: 'taskName',
      label: '任务名称',
      en: 'Task',
      type: 'string',
      maxLength: 100,
      required: '请输入任务名称',
      filter: true,
      search: true,
      sortable: true,
    },
    {
      name: 'requirement',
      label: '自查要求',
      en: 'What to report',
      type: 'text',
      maxLength: 2000,
      required: '请输入自查要求',
      hideInList: true,
    },
    {
      name: 'startDate',
      label: '开始日期',
      en: 'From',
      type: 'date',
      required: '请选择开始日期',
      filter: ['datege', 'datele'],
      sortable: true,
    },
    {
      name: 'endDate',
      label: '上报截止日期',
      en: 'Report by',
      type: 'date',
      required: '请选择上报截止日期',
      filter: ['datege', 'datele'],
      sortable: true,
    },
    { name: 'files', label: '附件', en: 'Attachments', type: 'files', hideInList: true },
    { name: 'subjectTotal', label: '下发主体数', en: 'Subjects', type: 'int', readOnly: true, default: 0 },
    remarkField,
    ...ownershipFields,
  ],
});
