import { defineResource } from '../../types';
import { logField, own, serverFields } from '../log-fields';

/**
 * 错误日志: server errors (HTTP 500) with their stack, and errors the web app uploads. The table was
 * created by migration 002 (server/db/migrations.ts); these fields are its columns with the same types,
 * so the additive table sync only adds the one new column (requestId). Read only, visible like the API log.
 */
export default defineResource({
  name: 'log-error',
  label: '错误日志',
  en: 'Error log |||| Error logs',
  table: 'blade_log_error',
  base: '/api/blade-log/error',
  tenantScoped: true,
  listShape: 'page',
  menuCode: 'log_error',
  operations: ['list', 'page', 'detail'],
  fields: [
    ...serverFields(),
    logField('method'),
    logField('requestUri'),
    logField('userAgent'),
    own({ name: 'exceptionName', label: '异常名', en: 'Exception', type: 'string', maxLength: 255, filter: true }),
    own({ name: 'message', label: '异常信息', en: 'Message', type: 'text', filter: true, search: true }),
    own({ name: 'stackTrace', label: '堆栈', en: 'Stack trace', type: 'text', hideInList: true }),
    own({ name: 'lineNumber', label: '错误行数', en: 'Line number', type: 'int', hideInList: true }),
    logField('remoteIp'),
    logField('methodClass'),
    own({ name: 'fileName', label: '文件名', en: 'File name', type: 'string', maxLength: 1000, hideInList: true }),
    logField('methodName'),
    logField('params'),
    own({ name: 'time', label: '发生时间', en: 'Occurred at', type: 'string', maxLength: 64 }),
    logField('createBy', { search: false }),
    // Not in migration 002: added by the table sync. The 500 answer's 请求编号, to find a user's error.
    own({ name: 'requestId', label: '请求编号', en: 'Request ID', type: 'string', maxLength: 64, filter: ['equal'] }),
  ],
});
