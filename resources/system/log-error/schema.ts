import { defineResource } from '../../types';

/**
 * 错误日志: server errors (HTTP 500) with their stack, and errors the web app uploads. The table was
 * created by migration 002 (server/db/migrations.ts); these fields are its columns with the same types,
 * so the additive table sync only adds the one new column (requestId). Read only, visible like the API log.
 */
export default defineResource({
  name: 'log-error',
  label: '错误日志',
  table: 'blade_log_error',
  base: '/api/blade-log/error',
  tenantScoped: true,
  menuCode: 'log_error',
  operations: ['list', 'page', 'detail'],
  fields: [
    { name: 'serviceId', label: '服务ID', type: 'string', maxLength: 32, readOnly: true, filter: true, hideInList: true },
    { name: 'serverHost', label: '服务器名', type: 'string', maxLength: 255, readOnly: true, hideInList: true },
    { name: 'serverIp', label: '服务器IP地址', type: 'string', maxLength: 255, readOnly: true, hideInList: true },
    { name: 'env', label: '服务器环境', type: 'string', maxLength: 255, readOnly: true, hideInList: true },
    { name: 'method', label: '请求方法', type: 'string', maxLength: 10, readOnly: true, filter: ['equal'] },
    { name: 'requestUri', label: '请求接口', type: 'string', maxLength: 1000, readOnly: true, filter: true, search: true },
    { name: 'userAgent', label: '用户代理', type: 'string', maxLength: 1000, readOnly: true, hideInList: true },
    { name: 'exceptionName', label: '异常名', type: 'string', maxLength: 255, readOnly: true, filter: true },
    { name: 'message', label: '异常信息', type: 'text', readOnly: true, filter: true, search: true },
    { name: 'stackTrace', label: '堆栈', type: 'text', readOnly: true, hideInList: true },
    { name: 'lineNumber', label: '错误行数', type: 'int', readOnly: true, hideInList: true },
    { name: 'remoteIp', label: '操作IP地址', type: 'string', maxLength: 255, readOnly: true, filter: true },
    { name: 'methodClass', label: '方法类', type: 'string', maxLength: 1000, readOnly: true, hideInList: true },
    { name: 'fileName', label: '文件名', type: 'string', maxLength: 1000, readOnly: true, hideInList: true },
    { name: 'methodName', label: '方法名', type: 'string', maxLength: 255, readOnly: true, hideInList: true },
    { name: 'params', label: '请求参数', type: 'text', readOnly: true, hideInList: true },
    { name: 'time', label: '发生时间', type: 'string', maxLength: 64, readOnly: true },
    { name: 'createBy', label: '操作账号', type: 'string', maxLength: 64, readOnly: true, filter: true },
    // Not in migration 002: added by the table sync. The 500 answer's 请求编号, to find a user's error.
    { name: 'requestId', label: '请求编号', type: 'string', maxLength: 64, readOnly: true, filter: ['equal'] },
  ],
});
