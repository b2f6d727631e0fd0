import { type ActionDef, defineResource, type LifeCycle } from '../../types';
import { businessRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { findingSourceFields } from '../sources';
import { readOnlySubjectField } from '../../presets/subject';
import {
  actionTextField,
  actionTimeField,
  actorField,
  statusField,
  referenceField,
  textField,
} from '../../presets/fields';
import { actedBy, requiredTextParam, textParam } from '../../presets/actions';
import { state, step } from '../../presets/lifecycle';
import { fieldStaffMenu } from '../../presets/menus';

/**
 * 督办 states (`superviseStatus`). A supervision under way waits for one role's approval at a time:
 * 督办中 waits for the first step's role, 科长已审 for the second; the last approval completes it.
 */
export const SUPERVISING = 0;
export const CHIEF_APPROVED = 1;
export const SUPERVISE_DONE = 2;
export const SUPERVISE_REJECTED = 3;
export const SUPERVISE_RETURNED = 4;
/** States of a supervision under way: a finding has at most one such supervision. */
export const OPEN_STATES = [SUPERVISING, CHIEF_APPROVED];

/**
 * The approval order (docs/domain.md flow 5: 科长 then 局长), a declaration constant rather than a tenant
 * parameter: each step is a declared state and a declared action (its button, its history label, the
 * conditional update from the step before), so the order is part of the life cycle and cannot differ
 * per tenant without states the declaration does not know. Who holds a step is the tenant's choice:
 * the role with that alias (seeded in every tenant, granted to users as any role).
 */
export interface ApprovalStep {
  /** Role alias that approves this step. */
  role: string;
  roleName: string;
  roleEn: string;
  /** The declared action of this step (`POST supervise/<action>` too; `POST supervise/approved` picks it by role). */
  action: string;
  from: number;
  to: number;
  /** Fields the step fills: who approved, when. */
  userField: string;
  timeField: string;
}

export const APPROVAL_STEPS: ApprovalStep[] = [
  {
    role: 'section_chief',
    roleName: '科长',
    roleEn: 'Section chief',
    action: 'approve-section-chief',
    from: SUPERVISING,
    to: CHIEF_APPROVED,
    userField: 'chiefUser',
    timeField: 'chiefTime',
  },
  {
    role: 'director',
    roleName: '局长',
    roleEn: 'Director',
    action: 'approve-director',
    from: CHIEF_APPROVED,
    to: SUPERVISE_DONE,
    userField: 'directorUser',
    timeField: 'directorTime',
  },
];

/** The step a supervision in this state waits for, if it is under way. */
export const stepAwaiting = (status: unknown): ApprovalStep | undefined =>
  status === null || status === undefined || status === ''
    ? undefined
    : APPROVAL_STEPS.find((s) => s.from === Number(status));

const approvalActions: ActionDef[] = APPROVAL_STEPS.map((approval) => ({
  name: approval.action,
  label: `${approval.roleName}审核通过`,
  en: `Approve as ${approval.roleEn.toLowerCase()}`,
  from: [approval.from],
  to: approval.to,
  icon: 'CheckCircle',
  params: [textParam('opinion', '审核意见', 'Opinion', 500, 'approveOpinion')],
  sets: { [approval.userField]: 'user', [approval.timeField]: 'now' },
  // Who raised a supervision does not approve it.
  notBy: 'createUser',
}));

/**
 * The life of a supervision. The approval steps are role-checked in server/domains/supervise/approvals.ts
 * (an action hook: the caller must hold the step's role); `reject` (role, cause) is a reviewer's refusal
 * at their own step; `supervise-reject` (type, cause) sends the supervision back to the handling unit.
 */
export const superviseLifecycle: LifeCycle = {
  field: 'superviseStatus',
  states: [
    state(SUPERVISING, '督办中', 'Awaiting section chief', 'warning'),
    state(CHIEF_APPROVED, '科长已审', 'Awaiting director', 'info'),
    state(SUPERVISE_DONE, '已办结', 'Completed', 'success'),
    state(SUPERVISE_REJECTED, '已驳回', 'Rejected', 'error'),
    state(SUPERVISE_RETURNED, '已退回', 'Sent back', 'default'),
  ],
  actions: [
    ...approvalActions,
    step('reject', '驳回', 'Reject', OPEN_STATES, SUPERVISE_REJECTED, {
      icon: 'Cancel',
      params: [
        {
          name: 'role',
          label: '审核角色',
          en: 'Role',
          type: 'string',
          maxLength: 64,
          required: '请选择审核角色',
          column: 'rejectRole',
        },
        requiredTextParam('cause', '驳回原因', 'Reason', 500, 'rejectCause'),
      ],
      sets: actedBy('reject'),
    }),
    step('supervise-reject', '退回', 'Send back', OPEN_STATES, SUPERVISE_RETURNED, {
      icon: 'Undo',
      params: [
        { name: 'type', label: '来源类型', en: 'Source kind', type: 'string', maxLength: 64 },
        requiredTextParam('cause', '退回原因', 'Reason', 500, 'rejectCause'),
      ],
      sets: actedBy('reject'),
    }),
  ],
};

/**
 * 督办: a superior takes up a finding (docs/domain.md flow 5). `POST save` makes one from a finding's
 * screen: the source is a live finding of the caller's tenant (a record of a resource living the
 * finding life, resources/findings.ts), the subject and ownership are copied from it, and a finding has
 * at most one supervision under way. It then passes through the roles of APPROVAL_STEPS in order
 * (`POST approved` with the role), is rejected by the reviewer of the current step (`reject`) or sent
 * back (`supervise-reject`); the last approval completes it and the finding's supervision
 * (server/domains/supervise/).
 */
export default defineResource({
  name: 'supervise',
  label: '督办',
  en: 'Supervision |||| Supervisions',
  table: 'biz_supervise',
  base: '/api/subject/supervise',
  domain: 'supervise',
  ...businessRecordServing,
  labelField: 'content',
  operations: ['page', 'detail', 'submit', 'remove'],
  menu: fieldStaffMenu('supervise_group', '/supervise/supervise', 'AssignmentLate', 1, ['section_chief', 'director']),
  relatedTabs: false,
  fields: [
    ...findingSourceFields('请选择督办来源'),
    readOnlySubjectField,
    {
      name: 'content',
      label: '督办内容',
      en: 'What to do',
      type: 'text',
      maxLength: 1000,
      required: '请输入督办内容',
      search: true,
    },
    { name: 'requirement', label: '整改要求', en: 'Requirement', type: 'text', maxLength: 1000, hideInList: true },
    {
      name: 'deadline',
      label: '办理期限',
      en: 'Deadline',
      type: 'date',
      required: '请选择办理期限',
      noPast: '办理期限不能早于今天',
      sortable: true,
    },
    referenceField('supervisorUser', '督办人', 'Supervisor', 'user', 'supervisorUserName'),
    statusField('superviseStatus', '督办状态', 'Status', SUPERVISING),
    actorField('chiefUser', '科长审核人', 'Section chief'),
    actionTimeField('chiefTime', '科长审核时间', 'Section chief approved at'),
    actorField('directorUser', '局长审核人', 'Director'),
    actionTimeField('directorTime', '局长审核时间', 'Director approved at'),
    actionTextField('approveOpinion', '审核意见', 'Last opinion', 500),
    textField('rejectRole', '驳回角色', 'Rejected as', 64, { readOnly: true, hideInList: true }),
    actionTextField('rejectCause', '驳回/退回原因', 'Reason rejected or sent back', 500),
    actorField('rejectUser', '驳回/退回人', 'Rejected or sent back by'),
    actionTimeField('rejectTime', '驳回/退回时间', 'Rejected or sent back at'),
    ...ownershipFields,
  ],
  lifecycles: [superviseLifecycle],
});
