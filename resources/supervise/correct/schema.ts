import { defineResource, type LifeCycle } from '../../types';
import { ownershipFields } from '../../business-fields';
import { FINDING_SOURCE_CHOICES } from '../sources';

export const CORRECT_PENDING = 0;
export const CORRECT_DONE = 1;
export const CORRECT_CONFIRMED = 2;

/**
 * The rectification life: 待整改 → `rectify` (what the subject did, evidence) → 已整改 → `confirm` (the
 * enforcer checked it) → 已确认; a rectification found wanting goes back (`return`, with the reason).
 */
export const correctLifecycle: LifeCycle = {
  field: 'correctStatus',
  states: [
    { code: CORRECT_PENDING, label: '待整改', en: 'To rectify', color: 'warning' },
    { code: CORRECT_DONE, label: '已整改', en: 'Rectified', color: 'info' },
    { code: CORRECT_CONFIRMED, label: '已确认', en: 'Confirmed', color: 'success' },
  ],
  actions: [
    {
      name: 'rectify',
      label: '整改',
      en: 'Rectify',
      from: [CORRECT_PENDING],
      to: CORRECT_DONE,
      icon: 'Build',
      params: [
        {
          name: 'content',
          label: '整改情况',
          en: 'What was done',
          type: 'text',
          maxLength: 2000,
          required: '请输入整改情况',
          column: 'content',
        },
        { name: 'images', label: '整改佐证', en: 'Evidence', type: 'images', column: 'images' },
      ],
      sets: { correctUser: 'user', correctTime: 'now' },
    },
    {
      name: 'confirm',
      label: '确认整改',
      en: 'Confirm',
      from: [CORRECT_DONE],
      to: CORRECT_CONFIRMED,
      icon: 'TaskAlt',
      params: [
        { name: 'opinion', label: '确认意见', en: 'Opinion', type: 'text', maxLength: 500, column: 'confirmOpinion' },
      ],
      sets: { confirmUser: 'user', confirmTime: 'now' },
    },
    {
      name: 'return',
      label: '退回重改',
      en: 'Send back',
      from: [CORRECT_DONE],
      to: CORRECT_PENDING,
      icon: 'Undo',
      params: [
        {
          name: 'cause',
          label: '退回原因',
          en: 'Reason',
          type: 'text',
          maxLength: 500,
          required: '请输入退回原因',
          column: 'returnCause',
        },
      ],
    },
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
  tenantScoped: true,
  dataScoped: true,
  listShape: 'page',
  labelField: 'findingDescription',
  menu: {
    group: 'supervise_group',
    path: '/supervise/correct',
    icon: 'Handyman',
    sort: 4,
    roles: ['section_chief', 'director'],
    writers: ['inspector', 'enforcer'],
  },
  relatedTabs: false,
  fields: [
    {
      name: 'sourceType',
      label: '来源类型',
      en: 'Source kind',
      type: 'string',
      maxLength: 64,
      required: '请选择整改来源',
      filter: ['equal'],
      choices: FINDING_SOURCE_CHOICES,
    },
    {
      name: 'sourceId',
      label: '来源记录',
      en: 'Source record',
      type: 'id',
      required: '请选择整改来源',
      filter: ['equal'],
      index: true,
      hideInList: true,
    },
    {
      name: 'subjectId',
      label: '经营主体',
      en: 'Subject',
      type: 'id',
      reference: 'subject',
      labelAs: 'subjectName',
      readOnly: true,
      filter: ['equal'],
    },
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
    {
      name: 'correctStatus',
      label: '整改状态',
      en: 'Status',
      type: 'int',
      readOnly: true,
      default: CORRECT_PENDING,
      filter: ['equal'],
      sortable: true,
    },
    {
      name: 'content',
      label: '整改情况',
      en: 'What was done',
      type: 'text',
      maxLength: 2000,
      readOnly: true,
      hideInList: true,
    },
    { name: 'images', label: '整改佐证', en: 'Evidence', type: 'images', readOnly: true, hideInList: true },
    {
      name: 'correctUser',
      label: '整改人',
      en: 'Rectified by',
      type: 'id',
      reference: 'user',
      labelAs: 'correctUserName',
      readOnly: true,
      hideInList: true,
    },
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
      choices: [
        { id: '0', name: '否' },
        { id: '1', name: '是' },
      ],
    },
    {
      name: 'confirmOpinion',
      label: '确认意见',
      en: 'Opinion',
      type: 'text',
      maxLength: 500,
      readOnly: true,
      hideInList: true,
    },
    {
      name: 'confirmUser',
      label: '确认人',
      en: 'Confirmed by',
      type: 'id',
      reference: 'user',
      labelAs: 'confirmUserName',
      readOnly: true,
      hideInList: true,
    },
    { name: 'confirmTime', label: '确认时间', en: 'Confirmed at', type: 'datetime', readOnly: true, hideInList: true },
    {
      name: 'returnCause',
      label: '退回原因',
      en: 'Reason sent back',
      type: 'text',
      maxLength: 500,
      readOnly: true,
      hideInList: true,
    },
    { name: 'remark', label: '备注', en: 'Remark', type: 'text', maxLength: 500, hideInList: true },
    ...ownershipFields,
  ],
  lifecycles: [correctLifecycle],
});
