import { defineResource, type FieldDef } from '../../types';
import { randomMenu } from '../../presets/random';
import { businessRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { subjectField } from '../../presets/subject';
import { REVIEW_APPROVED, REVIEW_PENDING, REVIEW_REJECTED, reviewLifecycle } from '../../presets/review';
import {
  actionTextField,
  actionTimeField,
  actorField,
  parentReference,
  recordedTimeField,
  serialNumberField,
  statusField,
} from '../../presets/fields';
import { askFor } from '../../presets/actions';
import { step } from '../../presets/lifecycle';

export { REVIEW_APPROVED, REVIEW_PENDING, REVIEW_REJECTED };

/** What the subject reports for its task: submitted, and asked again by `resubmit` after a rejection. */
const reportedFields = [
  {
    name: 'content',
    label: '自查情况',
    en: 'Report',
    type: 'text',
    maxLength: 2000,
    required: '请输入自查情况',
    hideInList: true,
  },
  { name: 'images', label: '照片', en: 'Photos', type: 'images', hideInList: true },
  { name: 'files', label: '附件', en: 'Attachments', type: 'files', hideInList: true },
] as const satisfies readonly FieldDef[];

/**
 * 随机自查上报: a subject's report for a random self-report task it was sent. Reviewed as a declared
 * life: 待审核 → `approved` → 已通过, or → `reject` (cause) → 已驳回, which writes a
 * `reportrandomreject` row in the same transaction; a rejected report comes back with `resubmit`
 * (its corrected content, images and files) → 待审核. `approved` starts only from 待审核, so a
 * rejected report cannot be approved until it is resubmitted. One report per task and subject.
 */
export default defineResource({
  name: 'reportrandom',
  label: '随机自查上报',
  en: 'Random self-report |||| Random self-reports',
  table: 'biz_report_random',
  base: '/api/subject/reportrandom',
  domain: 'random',
  ...businessRecordServing,
  labelField: 'reportNo',
  defaultSort: { field: 'reportTime', order: 'DESC' },
  // `detail` is served by server/domains/random/report-reviews.ts (its `isReport` reading).
  operations: ['list', 'page', 'submit', 'remove'],
  menu: randomMenu('/random/reportrandom', 'RateReview', 4),
  uniqueKeys: [{ fields: ['taskId', 'subjectId'], message: '该主体已上报此任务' }],
  fields: [
    serialNumberField('reportNo', '上报编号', 'Report number'),
    parentReference('taskId', '自查任务', 'Task', 'reportrandomtask', 'taskName'),
    subjectField,
    ...reportedFields,
    recordedTimeField('reportTime', '上报时间', 'Reported at'),
    statusField('reviewStatus', '审核状态', 'Review', REVIEW_PENDING),
    actorField('reviewUser', '审核人', 'Reviewed by'),
    actionTimeField('reviewTime', '审核时间', 'Reviewed at'),
    actionTextField('cause', '驳回原因', 'Reason rejected', 500),
    {
      name: 'rejectCount',
      label: '驳回次数',
      en: 'Times rejected',
      type: 'int',
      readOnly: true,
      default: 0,
      hideInList: true,
    },
    ...ownershipFields,
  ],
  lifecycles: [
    reviewLifecycle({
      names: { passedEn: 'Approved' },
      pass: {
        name: 'approved',
        label: '通过',
        en: 'Approve',
        confirm: '确定审核通过该自查上报?',
        confirmEn: 'Approve this report?',
      },
      more: [
        step('resubmit', '重新提交', 'Resubmit', REVIEW_REJECTED, REVIEW_PENDING, {
          icon: 'Undo',
          params: reportedFields.map((field) => askFor(field)),
        }),
      ],
    }),
  ],
});
