import { exportedTenantRecordServing } from '../../presets/serving';
import { defineResource } from '../../types';
import { findingKindChoices } from '../../findings';
import { ownershipFields } from '../../business-fields';
import { subjectField, subjectMarketTypeFilter } from '../../presets/subject';
import {
  actionTextField,
  actionTimeField,
  actorField,
  recordedTimeField,
  serialNumberField,
  statusField,
  searchedTextField,
  referenceField,
  textField,
} from '../../presets/fields';
import { actedBy, requiredTextParam } from '../../presets/actions';
import { state, step } from '../../presets/lifecycle';
import { fieldStaffMenu } from '../../presets/menus';
import { choicesOf } from '../../presets/choices';

/** The states of a transfer (docs/domain.md flow 6). */
export const TRANSFER_PENDING = 0;
export const TRANSFER_ACCEPTED = 1;
export const TRANSFER_RETURNED = 2;
export const TRANSFER_HANDLED = 3;

/** Whom a transfer goes to: a dept of the same tenant, or an authority outside it (named). */
export const TARGET_DEPT = 1;
export const TARGET_OUTSIDE = 2;
export const TARGET_CHOICES = choicesOf({
  [TARGET_DEPT]: ['本单位部门', 'Own department'],
  [TARGET_OUTSIDE]: ['外部机关', 'Outside authority'],
});

/**
 * What a transfer may come from: a finding (of any kind but a complaint) or a case of the tenant, by
 * resource name and id. A kind whose resource the server does not serve is refused
 * (server/domains/transfer/transfers.ts).
 */
export const TRANSFER_SOURCES = [...findingKindChoices(['complaint']), { id: 'reportcheckcase', name: '案件' }];

/**
 * 移交 (docs/domain.md flow 6): a matter about a subject passed from the sender's dept to another dept of the
 * tenant or to an outside authority, with its reason, content and attachments, optionally naming the
 * finding or case it comes from. 待接收 → `check` (接收) → 已接收 → `handle` (处理, with the result) →
 * 已处理; 待接收 → `uncheck` (退回, with `checkDesc`) → 已退回. Only the receiving dept acts on it
 * (server/domains/transfer/transfers.ts); the number, sender dept and time are the server's.
 * Not data scoped: the receiving dept must see what other depts send it (inbox and outbox are filters).
 */
export default defineResource({
  name: 'transfer',
  label: '移交',
  en: 'Transfer |||| Transfers',
  table: 'biz_transfer',
  base: '/api/subject/transfer',
  domain: 'transfer',
  ...exportedTenantRecordServing,
  labelField: 'transferNo',
  menu: fieldStaffMenu('enforce_group', '/enforce/transfer', 'SwapHoriz', 10, ['enforcer']),
  relatedTabs: false,
  viaFilters: [subjectMarketTypeFilter],
  defaultSort: { field: 'transferTime', order: 'DESC' },
  fields: [
    serialNumberField('transferNo', '移交编号', 'Number', { sortable: true }),
    subjectField,
    textField('sourceType', '来源类型', 'Source kind', 64, {
      choices: TRANSFER_SOURCES,
      filter: ['equal'],
      hideInList: true,
    }),
    {
      name: 'sourceId',
      label: '来源记录',
      en: 'Source record',
      type: 'id',
      filter: ['equal'],
      index: true,
      hideInList: true,
    },
    {
      name: 'targetType',
      label: '移交对象',
      en: 'Transfer to',
      type: 'int',
      choices: TARGET_CHOICES,
      default: TARGET_DEPT,
      required: '请选择移交对象',
      filter: ['equal'],
    },
    referenceField('fromDeptId', '移交部门', 'From dept', 'dept', 'fromDeptName', {
      readOnly: true,
      filter: ['equal'],
      index: true,
    }),
    referenceField('toDeptId', '接收部门', 'To dept', 'dept', 'toDeptName', { filter: ['equal'], index: true }),
    { name: 'toOrgName', label: '接收机关', en: 'Receiving authority', type: 'string', maxLength: 100, filter: true },
    searchedTextField('reason', '移交原因', 'Reason', 500),
    { name: 'content', label: '移交内容', en: 'Content', type: 'text', maxLength: 2000, hideInList: true },
    { name: 'images', label: '附件图片', en: 'Pictures', type: 'images', hideInList: true },
    { name: 'files', label: '附件材料', en: 'Documents', type: 'files', hideInList: true },
    recordedTimeField('transferTime', '移交时间', 'Sent at'),
    statusField('transferStatus', '移交状态', 'Status', TRANSFER_PENDING),
    actorField('checkUser', '接收人', 'Received by'),
    actionTimeField('checkTime', '接收时间', 'Received at'),
    actionTextField('checkDesc', '退回原因', 'Reason for return', 500),
    actionTextField('handleResult', '处理结果', 'Result', 1000),
    actorField('handleUser', '处理人', 'Handled by'),
    actionTimeField('handleTime', '处理时间', 'Handled at'),
    ...ownershipFields,
  ],
  lifecycles: [
    {
      field: 'transferStatus',
      // A returned transfer is back with its sender, who may withdraw it; its return stays in the history.
      removableIn: { states: [TRANSFER_PENDING, TRANSFER_RETURNED], because: '退回的移交回到发送部门,可由其撤回' },
      editableIn: [TRANSFER_PENDING],
      states: [
        state(TRANSFER_PENDING, '待接收', 'Awaiting receipt', 'warning'),
        state(TRANSFER_ACCEPTED, '已接收', 'Received', 'info'),
        state(TRANSFER_RETURNED, '已退回', 'Returned', 'error'),
        state(TRANSFER_HANDLED, '已处理', 'Handled', 'success'),
      ],
      actions: [
        step('check', '接收', 'Receive', TRANSFER_PENDING, TRANSFER_ACCEPTED, {
          icon: 'CheckCircle',
          confirm: '确认接收该移交?',
          confirmEn: 'Receive this transfer?',
          sets: actedBy('check'),
          // Whoever sent it does not receive it, even for an outside authority (another of the dept records that).
          notBy: 'createUser',
        }),
        step('uncheck', '退回', 'Return', TRANSFER_PENDING, TRANSFER_RETURNED, {
          icon: 'Undo',
          params: [requiredTextParam('checkDesc', '退回原因', 'Reason for return', 500, 'checkDesc')],
          sets: actedBy('check'),
        }),
        step('handle', '处理', 'Handle', TRANSFER_ACCEPTED, TRANSFER_HANDLED, {
          icon: 'TaskAlt',
          params: [requiredTextParam('handleResult', '处理结果', 'Result', 1000, 'handleResult')],
          sets: actedBy('handle'),
        }),
      ],
    },
  ],
});
