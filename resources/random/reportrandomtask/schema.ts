import { defineResource } from '../../types';
import { randomMenu, randomTaskServing, taskNameField } from '../../presets/random';
import { ownershipFields } from '../../business-fields';
import { remarkField, requiredDateField } from '../../presets/fields';

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
  ...randomTaskServing,
  menu: randomMenu('/random/reportrandomtask', 'AssignmentInd', 3),
  fields: [
    taskNameField,
    {
      name: 'requirement',
      label: '自查要求',
      en: 'What to report',
      type: 'text',
      maxLength: 2000,
      required: '请输入自查要求',
      hideInList: true,
    },
    requiredDateField('startDate', '开始日期', 'From', 'date'),
    requiredDateField('endDate', '上报截止日期', 'Report by', 'date'),
    { name: 'files', label: '附件', en: 'Attachments', type: 'files', hideInList: true },
    { name: 'subjectTotal', label: '下发主体数', en: 'Subjects', type: 'int', readOnly: true, default: 0 },
    remarkField,
    ...ownershipFields,
  ],
});
