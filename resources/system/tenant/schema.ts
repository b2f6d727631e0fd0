import { defineResource } from '../../types';
import { platformRecordServing } from '../../presets/serving';
import { searchedTextField } from '../../presets/fields';

/** 租户管理: the platform's tenants; only the platform tenant (000000) manages them. */
export default defineResource({
  name: 'tenant',
  label: '租户管理',
  en: 'Tenant |||| Tenants',
  table: 'blade_tenant',
  base: '/api/blade-system/tenant',
  ...platformRecordServing,
  labelField: 'tenantName',
  fields: [
    {
      name: 'tenantId',
      label: '租户ID',
      en: 'Tenant ID',
      type: 'string',
      maxLength: 12,
      readOnly: true,
      filter: true,
      search: true,
      sortable: true,
      unique: '租户ID已存在',
    },
    searchedTextField('tenantName', '租户名称', 'Tenant name', 50, { sortable: true }),
    { name: 'domain', label: '域名地址', en: 'Domain', type: 'string', maxLength: 255, filter: true },
    { name: 'backgroundUrl', label: '系统背景', en: 'Background', type: 'image', hideInList: true },
    { name: 'linkman', label: '联系人', en: 'Contact', type: 'string', maxLength: 20, filter: true },
    { name: 'contactNumber', label: '联系电话', en: 'Phone', type: 'string', maxLength: 20 },
    { name: 'address', label: '联系地址', en: 'Address', type: 'string', maxLength: 255, hideInList: true },
    { name: 'accountNumber', label: '账号额度', en: 'Account quota', type: 'int', default: -1 },
    { name: 'expireTime', label: '过期时间', en: 'Expires at', type: 'datetime', filter: true, sortable: true },
    { name: 'datasourceId', label: '数据源', en: 'Data source', type: 'id', hideInList: true },
    { name: 'packageId', label: '产品包', en: 'Package', type: 'id', reference: 'tenant-package', hideInList: true },
    { name: 'licenseKey', label: '授权码', en: 'License key', type: 'text', hideInList: true, readOnly: true },
  ],
});
