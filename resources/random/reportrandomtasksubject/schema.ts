import { defineResource } from '../../types';
import { subjectField } from '../../presets/subject';
import { parentReference, referenceField } from '../../presets/fields';
import { choicesOf } from '../../presets/choices';

/** Where a distributed subject stands with its report (`reportState`). */
export const STATE_NOT_REPORTED = 0;
export const STATE_PENDING = 1;
export const STATE_APPROVED = 2;
export const STATE_REJECTED = 3;
export const REPORT_STATE_CHOICES = choicesOf({
  [STATE_NOT_REPORTED]: ['未上报', 'Not reported'],
  [STATE_PENDING]: ['待审核', 'Pending review'],
  [STATE_APPROVED]: ['已通过', 'Approved'],
  [STATE_REJECTED]: ['已驳回', 'Rejected'],
});

/**
 * 随机自查任务下发主体: one subject a random self-report task was sent to (once: `uniqueKeys`), and how
 * its report stands, kept in step by the report's save and review actions
 * (server/domains/random/report-reviews.ts). Rights follow the task's menu.
 */
export default defineResource({
  name: 'reportrandomtasksubject',
  label: '随机自查下发主体',
  en: 'Distributed subject |||| Distributed subjects',
  table: 'biz_report_random_task_subject',
  base: '/api/subject/reportrandomtasksubject',
  domain: 'random',
  tenantScoped: true,
  menuCode: 'reportrandomtask',
  listShape: 'page',
  uniqueKeys: [{ fields: ['taskId', 'subjectId'], message: '该任务已下发给此主体' }],
  fields: [
    parentReference('taskId', '自查任务', 'Task', 'reportrandomtask', 'taskName'),
    subjectField,
    {
      name: 'reportState',
      label: '上报状态',
      en: 'Report state',
      type: 'int',
      choices: REPORT_STATE_CHOICES,
      readOnly: true,
      default: STATE_NOT_REPORTED,
      filter: ['equal'],
    },
    referenceField('reportId', '上报记录', 'Report', 'reportrandom', 'reportName', {
      readOnly: true,
      hideInList: true,
    }),
    { name: 'distributeTime', label: '下发时间', en: 'Sent at', type: 'datetime', readOnly: true, sortable: true },
  ],
});
