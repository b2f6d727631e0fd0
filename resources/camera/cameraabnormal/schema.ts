import { defineResource } from '../../types';
import { fieldStaffMenu } from '../../presets/menus';
import { ownershipFields } from '../../business-fields';
import { findingFields, findingLifecycle, findingServing } from '../../findings';
import { cameraEventFields } from '../../presets/camera';
import { REVIEW_APPROVED, REVIEW_PENDING, REVIEW_REJECTED, reviewLifecycle } from '../../presets/review';
import { actionTextField, actionTimeField, actorField, requiredDateField, statusField } from '../../presets/fields';
import { numberedChoices } from '../../presets/choices';

export { REVIEW_APPROVED, REVIEW_PENDING, REVIEW_REJECTED };

/** What the AI recognised (the video platform's event types the supervision cares about). */
export const EVENT_CHOICES = numberedChoices(
  ['未成年人进入', 'Minor entering'],
  ['人员聚集', 'Crowding'],
  ['未佩戴口罩', 'No mask'],
  ['吸烟', 'Smoking'],
  ['超时营业', 'Open after hours'],
);

/**
 * The finding life's state of an event not approved (yet): not a finding, so `handle` refuses it and
 * nothing counts it as one (lists of open findings ask for 待处理). Approval opens the finding
 * (server/domains/camera/abnormal-review.ts moves `handleStatus` to 待处理 in the approval's
 * transaction); a rejected event stays here.
 */
export const NOT_A_FINDING = -1;

const findingFieldsAfterApproval = findingFields(NOT_A_FINDING);
const findingLife = findingLifecycle();

/**
 * 摄像头AI异常 (docs/domain.md flows 4 and 9): an event the video platform's AI recognised, with its
 * snapshot. A supervisor reviews it: `approved` (a real problem: it becomes a finding and lives the
 * shared finding life, resources/findings.ts) or `reject` with the cause (a false alarm). Each once.
 * `exportExcel` is the spec's name of the export.
 */
export default defineResource({
  name: 'cameraabnormal',
  label: '摄像头异常',
  en: 'Camera AI event |||| Camera AI events',
  table: 'biz_camera_abnormal',
  base: '/api/subject/cameraabnormal',
  domain: 'camera',
  ...findingServing,
  labelField: 'description',
  exportAliases: ['exportExcel'],
  menu: fieldStaffMenu('camera_group', '/camera/cameraabnormal', 'ReportProblem', 2),
  fields: [
    ...cameraEventFields,
    {
      name: 'eventType',
      label: '事件类型',
      en: 'Event',
      type: 'int',
      choices: EVENT_CHOICES,
      required: '请选择事件类型',
      filter: ['equal'],
      sortable: true,
    },
    requiredDateField('eventTime', '发生时间', 'Happened at', 'datetime'),
    { name: 'snapshot', label: '抓拍图片', en: 'Snapshot', type: 'image' },
    { name: 'description', label: '事件描述', en: 'Description', type: 'text', maxLength: 1000, search: true },
    statusField('reviewStatus', '审核状态', 'Review', REVIEW_PENDING),
    actionTextField('rejectCause', '驳回原因', 'Reject reason', 500),
    actorField('reviewUser', '审核人', 'Reviewed by'),
    actionTimeField('reviewTime', '审核时间', 'Reviewed at'),
    { name: 'deadline', label: '整改期限', en: 'Remedy by', type: 'date', readOnly: true, hideInList: true },
    ...findingFieldsAfterApproval,
    ...ownershipFields,
  ],
  defaultSort: { field: 'eventTime', order: 'DESC' },
  lifecycles: [
    {
      ...reviewLifecycle({
        pass: {
          name: 'approved',
          label: '确认异常',
          en: 'Approve',
          confirm: '确认该事件属实?确认后将生成异常待处理。',
          confirmEn: 'Confirm the event? It becomes a finding to handle.',
        },
        refuse: { causeColumn: 'rejectCause' },
      }),
      // A confirmed event is a finding (red), a rejected one is nothing to do (grey).
      states: [
        { code: REVIEW_PENDING, label: '待审核', en: 'To review', color: 'warning' },
        { code: REVIEW_APPROVED, label: '已确认', en: 'Approved', color: 'error' },
        { code: REVIEW_REJECTED, label: '已驳回', en: 'Rejected', color: 'default' },
      ],
    },
    {
      ...findingLife,
      states: [{ code: NOT_A_FINDING, label: '未确认', en: 'Not confirmed', color: 'default' }, ...findingLife.states],
    },
  ],
});
