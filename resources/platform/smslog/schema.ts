import { defineResource } from '../../types';
import { choicesOf } from '../../presets/choices';
import { textField } from '../../presets/fields';

/** Where a queued message is (the outbox worker moves it; server/domains/sms/outbox.ts). */
export const SEND_PENDING = 1;
export const SEND_SENDING = 2;
export const SEND_SENT = 3;
export const SEND_FAILED = 4;

/**
 * 短信发送记录: the SMS outbox. `sms/endpoint/send-message` writes one row per phone; the
 * worker of each server instance claims due rows (`for update skip locked`), calls the provider,
 * retries failures with exponential backoff and records the state and the provider's answer here.
 * Read only: rows come from send-message and change only by the worker.
 */
export default defineResource({
  name: 'smslog',
  label: '短信发送记录',
  en: 'SMS send log |||| SMS send log',
  table: 'blade_sms_outbox',
  base: '/api/blade-resource/sms-log',
  domain: 'platform',
  tenantScoped: true,
  listShape: 'page',
  labelField: 'phone',
  operations: ['list', 'page', 'detail'],
  defaultSort: { field: 'createTime', order: 'DESC' },
  menu: { group: 'resource_group', path: '/resource/smslog', icon: 'Log', sort: 4 },
  fields: [
    {
      name: 'smsId',
      en: 'SMS config',
      label: '短信配置',
      type: 'id',
      reference: 'sms',
      readOnly: true,
      hideInList: true,
      filter: ['equal'],
    },
    textField('smsCode', '资源编号', 'Config code', 32, { readOnly: true, filter: true }),
    {
      name: 'category',
      en: 'Provider',
      label: '分类',
      type: 'int',
      dict: { code: 'sms' },
      readOnly: true,
      filter: ['equal'],
    },
    textField('phone', '手机号码', 'Phone', 11, { readOnly: true, filter: true, search: true, index: true }),
    { name: 'params', en: 'Parameters', label: '短信参数', type: 'text', readOnly: true, hideInList: true },
    // Static choices, not a life cycle: only the worker moves the state, no user action does.
    {
      name: 'sendState',
      en: 'State',
      label: '发送状态',
      type: 'int',
      readOnly: true,
      default: SEND_PENDING,
      filter: ['equal'],
      sortable: true,
      choices: choicesOf({
        [SEND_PENDING]: ['待发送', 'Pending'],
        [SEND_SENDING]: ['发送中', 'Sending'],
        [SEND_SENT]: ['已发送', 'Sent'],
        [SEND_FAILED]: ['发送失败', 'Failed'],
      }),
    },
    { name: 'attempts', en: 'Attempts', label: '尝试次数', type: 'int', readOnly: true, default: 0 },
    {
      name: 'nextAttemptAt',
      en: 'Next attempt',
      label: '下次尝试时间',
      type: 'datetime',
      readOnly: true,
      index: true,
      hideInList: true,
    },
    {
      name: 'lockedUntil',
      en: 'Claimed until',
      label: '占用截止时间',
      type: 'datetime',
      readOnly: true,
      index: true,
      hideInList: true,
    },
    { name: 'sentTime', en: 'Sent at', label: '发送时间', type: 'datetime', readOnly: true, sortable: true },
    { name: 'response', en: 'Provider answer', label: '服务商响应', type: 'text', readOnly: true, hideInList: true },
    { name: 'lastError', en: 'Last error', label: '失败原因', type: 'text', readOnly: true },
  ],
});
