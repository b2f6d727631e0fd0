import { defineResource } from '../../types';

/**
 * 通用日志: business events the server records (server/modules/logs recordUsual: grants, tenants,
 * sign-ins). Read only, visible like the API log: own tenant, or every tenant for the platform.
 */
export default defineResource({
  name: 'log-usual',
  label: '通用日志',
  table: 'blade_log_usual',
  base: '/api/blade-log/usual',
  tenantScoped: true,
  menuCode: 'log_usual',
  operations: ['list', 'page', 'detail'],
  fields: [
    { name: 'serviceId', label: '服务ID', type: 'string', maxLength: 32, readOnly: true, filter: true, hideInList: true },
    { name: 'serverHost', label: '服务器名', type: 'string', maxLength: 255, readOnly: true, hideInList: true },
    { name: 'serverIp', label: '服务器IP地址', type: 'string', maxLength: 255, readOnly: true, hideInList: true },
    { name: 'env', label: '服务器环境', type: 'string', maxLength: 255, readOnly: true, hideInList: true },
    { name: 'logLevel', label: '日志级别', type: 'string', maxLength: 10, readOnly: true, filter: ['equal'] },
    { name: 'logId', label: '日志业务ID', type: 'string', maxLength: 100, readOnly: true, filter: true },
    { name: 'logData', label: '日志数据', type: 'text', readOnly: true, filter: true, search: true },
    { name: 'method', label: '请求方法', type: 'string', maxLength: 10, readOnly: true, hideInList: true },
    { name: 'requestUri', label: '请求接口', type: 'string', maxLength: 1000, readOnly: true, filter: true },
    { name: 'remoteIp', label: '操作IP地址', type: 'string', maxLength: 255, readOnly: true, filter: true },
    { name: 'methodClass', label: '方法类', type: 'string', maxLength: 1000, readOnly: true, hideInList: true },
    { name: 'methodName', label: '方法名', type: 'string', maxLength: 255, readOnly: true, hideInList: true },
    { name: 'userAgent', label: '用户代理', type: 'string', maxLength: 1000, readOnly: true, hideInList: true },
    { name: 'params', label: '请求参数', type: 'text', readOnly: true, hideInList: true },
    { name: 'createBy', label: '操作账号', type: 'string', maxLength: 64, readOnly: true, filter: true, search: true },
  ],
});
