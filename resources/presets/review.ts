import type { ActionDef, LifeCycle, StateDef } from '../types';
import { actedBy, requiredTextParam } from './actions';
import { state, step } from './lifecycle';
import { actionTextField, actionTimeField, statusField } from './fields';

/**
 * The review a supervisor makes of something submitted (an employee, published content, a certification,
 * a random self-report, a camera event): 待审核 → passed by one action, or refused by another with the
 * cause. Both record the reviewer and the time. Pure data: no React, no server code.
 */

export const REVIEW_PENDING = 0;
export const REVIEW_APPROVED = 1;
export const REVIEW_REJECTED = 2;

/** How a review names its passed and refused states (已通过 / 已驳回 unless told). */
export interface ReviewStateNames {
  passedEn?: string;
  refusedLabel?: string;
  refusedEn?: string;
}

/** The three states of a review: 待审核, passed and refused. */
export const reviewStates = ({
  passedEn = 'Passed',
  refusedLabel = '已驳回',
  refusedEn = 'Rejected',
}: ReviewStateNames = {}): StateDef[] => [
  state(REVIEW_PENDING, '待审核', 'Pending', 'warning'),
  state(REVIEW_APPROVED, '已通过', passedEn, 'success'),
  state(REVIEW_REJECTED, refusedLabel, refusedEn, 'error'),
];

/**
 * The fields a review writes, set only by its actions (`sets` and the cause parameter), never by submit:
 * the state, who reviewed and when, and why it was refused (`causeLabel`).
 */
export const reviewFields = (causeLabel: string, causeEn: string) =>
  [
    statusField('reviewStatus', '审核状态', 'Review', REVIEW_PENDING),
    {
      name: 'reviewUser',
      label: '审核人',
      en: 'Reviewed by',
      type: 'id',
      reference: 'user',
      readOnly: true,
      hideInList: true,
    },
    actionTimeField('reviewTime', '审核时间', 'Reviewed at'),
    actionTextField('cause', causeLabel, causeEn, 500),
  ] as const;

/** How a review's action is named, when not by its default (code, Chinese, English). */
export interface ReviewActionNames {
  name?: string;
  label?: string;
  en?: string;
}

/** How a review's passing action is named (the default is 通过, `pass`) and what it asks before it runs. */
export interface PassOptions extends ReviewActionNames {
  confirm: string;
  confirmEn: string;
}

/** The passing action of a review: 待审核 → passed, asked for confirmation first, never by who submitted it. */
export const reviewPassAction = ({
  name = 'pass',
  label = '通过',
  en = 'Pass',
  confirm,
  confirmEn,
}: PassOptions): ActionDef =>
  step(name, label, en, REVIEW_PENDING, REVIEW_APPROVED, {
    icon: 'CheckCircle',
    confirm,
    confirmEn,
    sets: actedBy('review'),
    notBy: 'createUser',
  });

/** How a review's refusing action is named and asks for its cause; the default is 驳回 into `cause`. */
export interface RefuseOptions extends ReviewActionNames {
  /** The cause's label; the message is `请输入` + it. */
  causeLabel?: string;
  /** The row field the cause is written to. */
  causeColumn?: string;
}

/** The refusing action of a review: 待审核 → refused, with the required cause (500 characters). */
export const reviewRefuseAction = ({
  name = 'reject',
  label = '驳回',
  en = 'Reject',
  causeLabel = '驳回原因',
  causeColumn = 'cause',
}: RefuseOptions = {}): ActionDef =>
  step(name, label, en, REVIEW_PENDING, REVIEW_REJECTED, {
    icon: 'Cancel',
    params: [requiredTextParam('cause', causeLabel, 'Reason', 500, causeColumn)],
    sets: actedBy('review'),
  });

/** How a review is declared: its state names, its passing and refusing actions, and any action after them. */
export interface ReviewOptions {
  names?: ReviewStateNames;
  pass: PassOptions;
  refuse?: RefuseOptions;
  /** Actions after the pass and the refusal (a refused report's resubmission). */
  more?: ActionDef[];
}

/** The declared review of `reviewStatus`: its three states, the pass, the refusal and any further action. */
export const reviewLifecycle = ({ names, pass, refuse, more = [] }: ReviewOptions): LifeCycle => ({
  field: 'reviewStatus',
  states: reviewStates(names),
  actions: [reviewPassAction(pass), reviewRefuseAction(refuse), ...more],
});
