import { defineResource, type LifeCycle } from '../../types';
import { businessRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { findingSourceFields } from '../sources';
import { readOnlySubjectField } from '../../presets/subject';
import { actionTextField, actionTimeField, actorField, remarkField, statusField } from '../../presets/fields';
import { actionImagesField } from '../../presets/attachments';
import { actedBy, requiredTextParam, textParam, workDone } from '../../presets/actions';
import { state, step } from '../../presets/lifecycle';
import { choicesOf } from '../../presets/choices';
import { supervisorMenu } from '../../presets/menus';

export const CORRECT_PENDING = 0;
export const CORRECT_DONE = 1;
export const CORRECT_CONFIRMED = 2;

/** What the subject did and the pictures proving it, asked by `rectify`. */
const contentField = actionTextField('content', '整改情况', 'What was done', 2000);
const imagesField = actionImagesField('images', '整改佐证', 'Evidence');

/**
 * The rectification life: 待整改 → `rectify` (what the subject did, evidence) → 已整改 → `confirm` (the
 * enforcer checked it) → 已确认; a rectification found wanting goes back (`return`, with the reason).
 */
export const correctLifecycle: LifeCycle = {
  field: 'correctStatus',
  states: [
    state(CORRECT_PENDING, '待整改', 'To rectify', 'warning'),
    state(CORRECT_DONE, '已整改', 'Rectified', 'info'),
    state(CORRECT_CONFIRMED, '已确认', 'Confirmed', 'success'),
  ],
  actions: [
    step('rectify', '整改', 'Rectify', CORRECT_PENDING, CORRECT_DONE, workDone(contentField, imagesField, 'correct')),
    step('confirm', '确认整改', 'Confirm', CORRECT_DONE, CORRECT_CONFIRMED, {
      icon: 'TaskAlt',
      params: [textParam('opinion', '确认意见', 'Opinion', 500, 'confirmOpinion')],
      sets: actedBy('confirm'),
      notBy: 'correctUser',
    }),
    step('return', '退回重改', 'Send back', CORRECT_DONE, CORRECT_PENDING, {
      icon: 'Undo',
      params: [requiredTextParam('cause', '退回原因', 'Reason', 500, 'returnCause')],
    }),
  ],
};

/**
 * 整改: the subject's rectification of a finding (docs/domain.md flow 4), named like a supervision's source
 * (`sourceType` + `sourceId` of any finding). The server copies the finding's subject, ownership,
 * description and rectification deadline (`deadline`), keeps one rectification under way per finding,
 * and computes `overdue` on read (deadline passed, not rectified; server/domains/supervise/correct.ts),
 * filterable and counted by `GET correct/overdue-count`; a rectification done after its deadline is
 * marked `isLate`.
 */
export default defineResource({
  name: 'correct',
  label: '整改',
  en: 'Rectification |||| Rectifications',
  table: 'biz_correct',
  base: '/api/subject/correct',
  domain: 'supervise',
  ...businessRecordServing,
  labelField: 'findingDescription',
  menu: supervisorMenu('/supervise/correct', 'Handyman', 4),
  relatedTabs: false,
  fields: [
    ...findingSourceFields('请选择整改来源'),
    readOnlySubjectField,
    {
      name: 'findingDescription',
      label: '异常描述',
      en: 'Finding',
      type: 'text',
      maxLength: 1000,
      readOnly: true,
      search: true,
    },
    {
      name: 'deadline',
      label: '整改期限',
      en: 'Rectify by',
      type: 'date',
      readOnly: true,
      filter: ['datege', 'datele', 'datelt'],
      sortable: true,
      index: true,
    },
    statusField('correctStatus', '整改状态', 'Status', CORRECT_PENDING),
    contentField,
    imagesField,
    actorField('correctUser', '整改人', 'Rectified by'),
    { name: 'correctTime', label: '整改时间', en: 'Rectified at', type: 'datetime', readOnly: true, sortable: true },
    {
      name: 'isLate',
      label: '逾期整改',
      en: 'Rectified late',
      type: 'int',
      readOnly: true,
      default: 0,
      filter: ['equal'],
      hideInList: true,
      choices: choicesOf({ 0: ['否', 'No'], 1: ['是', 'Yes'] }),
    },
    actionTextField('confirmOpinion', '确认意见', 'Opinion', 500),
    actorField('confirmUser', '确认人', 'Confirmed by'),
    actionTimeField('confirmTime', '确认时间', 'Confirmed at'),
    actionTextField('returnCause', '退回原因', 'Reason sent back', 500),
    remarkField,
    ...ownershipFields,
  ],
  lifecycles: [correctLifecycle],
});
