import { defineResource } from '../../types';

/**
 * 接口日志: one row per /api call, written by the server (server/modules/logs). Read only: a tenant's
 * administrators read their own tenant's rows, the platform administrator reads every tenant's.
 * `createUser` is the caller's user id, `createBy` the account, `time` the duration in milliseconds.
 */
export default defineResource({
  name: 'log-api',
  label: '接口日志',
  table: 'blade_log_api',
  base: '/api/blade-log/api',
  tenantScoped: true,
  menuCode: 'log_api',
  operations: ['list', 'page', 'detail'],
  fields: [
    { name: 'serviceId', label: '服务ID', type: 'string', maxLength: 32, readOnly: true, filter: true, hideInList: true },
    { name: 'serverHost', label: '服务器名', type: 'string', maxLength: 255, readOnly: true, hideInList: true },
    { name: 'serverIp', label: '服务器IP地址', type: 'string', maxLength: 255, readOnly: true, hideInList: true },
    { name: 'env', label: '服务器环境', type: 'string', maxLength: 255, readOnly: true, hideInList: true },
    { name: 'type', label: '日志类型', type: 'string', maxLength: 2, readOnly: true, hideInList: true },
    { name: 'title', label: '日志标题', type: 'string', maxLength: 255, readOnly: true, filter: true },
    { name: 'method', label: '请求方法', type: 'string', maxLength: 10, readOnly: true, filter: ['equal'] },
    { name: 'requestUri', label: '请求接口', type: 'string', maxLength: 1000, readOnly: true, filter: true, search: true },
    { name: 'httpStatus', label: '响应状态', type: 'int', readOnly: true, filter: ['equal', 'ge', 'lt'], sortable: true },
    { name: 'userAgent', label: '用户代理', type: 'string', maxLength: 1000, readOnly: true, hideInList: true },
    { name: 'remoteIp', label: '操作IP地址', type: 'string', maxLength: 255, readOnly: true, filter: true },
    { name: 'methodClass', label: '方法类', type: 'string', maxLength: 1000, readOnly: true, hideInList: true },
    { name: 'methodName', label: '方法名', type: 'string', maxLength: 255, readOnly: true, hideInList: true },
    { name: 'params', label: '请求参数', type: 'text', readOnly: true, hideInList: true, filter: true },
    { name: 'time', label: '执行时间', type: 'string', maxLength: 64, readOnly: true },
    { name: 'createBy', label: '操作账号', type: 'string', maxLength: 64, readOnly: true, filter: true, search: true },
  ],
});
