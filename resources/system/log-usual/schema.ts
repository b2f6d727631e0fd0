import { defineResource } from '../../types';
import { logField, own, serverFields } from '../log-fields';

/**
 * 通用日志: business events the server records (server/domains/system/logs recordUsual: grants,
 * tenants, sign-ins). Read only, visible like the API log: own tenant, or every tenant for the platform.
 */
export default defineResource({
  name: 'log-usual',
  label: '通用日志',
  en: 'General log |||| General logs',
  table: 'blade_log_usual',
  base: '/api/blade-log/usual',
  tenantScoped: true,
  listShape: 'page',
  menuCode: 'log_usual',
  operations: ['list', 'page', 'detail'],
  fields: [
    ...serverFields(),
    own({ name: 'logLevel', label: '日志级别', en: 'Log level', type: 'string', maxLength: 10, filter: ['equal'] }),
    own({ name: 'logId', label: '日志业务ID', en: 'Log ID', type: 'string', maxLength: 100, filter: true }),
    own({ name: 'logData', label: '日志数据', en: 'Log data', type: 'text', filter: true, search: true }),
    logField('method', { filter: undefined, hideInList: true }),
    logField('requestUri', { search: false }),
    logField('remoteIp'),
    logField('methodClass'),
    logField('methodName'),
    logField('userAgent'),
    logField('params'),
    logField('createBy'),
  ],
});
