import { defineResource } from '../../types';
import { randomMenu } from '../../presets/random';
import { businessRecordServing } from '../../presets/serving';
import { subjectField } from '../../presets/subject';
import { actorField, recordedTimeField, referenceField } from '../../presets/fields';

/**
 * 随机自查驳回记录: one rejection of a random self-report (who, when, why), written by the report's
 * `reject` in its transaction (server/domains/random/report-reviews.ts); never made by hand, and kept
 * when the report is resubmitted, so every round of the review stays visible.
 */
export default defineResource({
  name: 'reportrandomreject',
  label: '随机自查驳回记录',
  en: 'Report rejection |||| Report rejections',
  table: 'biz_report_random_reject',
  base: '/api/subject/reportrandomreject',
  domain: 'random',
  ...businessRecordServing,
  defaultSort: { field: 'rejectTime', order: 'DESC' },
  serverCreated: '驳回记录由驳回操作生成',
  menu: randomMenu('/random/reportrandomreject', 'AssignmentReturn', 5),
  fields: [
    referenceField('reportId', '自查上报', 'Report', 'reportrandom', 'reportNo', {
      readOnly: true,
      filter: ['equal'],
      index: true,
    }),
    referenceField('taskId', '自查任务', 'Task', 'reportrandomtask', 'taskName', { readOnly: true, filter: ['equal'] }),
    { ...subjectField, readOnly: true, required: undefined },
    { name: 'cause', label: '驳回原因', en: 'Reason', type: 'text', maxLength: 500, readOnly: true },
    actorField('rejectUser', '驳回人', 'Rejected by', { inList: true }),
    recordedTimeField('rejectTime', '驳回时间', 'Rejected at'),
  ],
});
