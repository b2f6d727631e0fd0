import { defineResource } from '../../types';
import { logField, own, serverFields } from '../log-fields';

/**
 * 接口日志: one row per /api call, written by the server (server/domains/system/logs). Read only: a
 * tenant's administrators read their own tenant's rows, the platform administrator reads every tenant's.
 * `createUser` is the caller's user id, `createBy` the account, `time` the duration in milliseconds.
 */
export default defineResource({
  name: 'log-api',
  label: '接口日志',
  en: 'API log |||| API logs',
  table: 'blade_log_api',
  base: '/api/blade-log/api',
  tenantScoped: true,
  listShape: 'page',
  menuCode: 'log_api',
  operations: ['list', 'page', 'detail'],
  fields: [
    ...serverFields(),
    own({ name: 'type', label: '日志类型', en: 'Log type', type: 'string', maxLength: 2, hideInList: true }),
    own({ name: 'title', label: '日志标题', en: 'Log title', type: 'string', maxLength: 255, filter: true }),
    logField('method'),
    logField('requestUri'),
    own({
      name: 'httpStatus',
      label: '响应状态',
      en: 'HTTP status',
      type: 'int',
      filter: ['equal', 'ge', 'lt'],
      sortable: true,
    }),
    logField('userAgent'),
    logField('remoteIp'),
    logField('methodClass'),
    logField('methodName'),
    logField('params', { filter: true }),
    own({ name: 'time', label: '执行时间', en: 'Duration (ms)', type: 'string', maxLength: 64 }),
    logField('createBy'),
  ],
});
