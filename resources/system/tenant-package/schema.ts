import { defineResource } from '../../types';

/**
 * 租户产品包 (Blade's blade_tenant_package): a named set of menus a tenant may use. A tenant with a
 * package gets, whatever its roles were granted, only these menus and buttons; the platform tenant is
 * never limited.
 */
export default defineResource({
  name: 'tenant-package',
  label: '租户产品包',
  en: 'Tenant package |||| Tenant packages',
  table: 'blade_tenant_package',
  base: '/api/blade-system/tenant-package',
  tenantScoped: false,
  platformOnly: true,
  menuCode: 'tenant_package',
  defaultSort: { field: 'createTime', order: 'DESC' },
  fields: [
    {
      name: 'packageName',
      label: '产品包名称',
      en: 'Package name',
      type: 'string',
      maxLength: 50,
      required: '请输入产品包名称',
      filter: true,
      search: true,
      sortable: true,
      unique: '产品包名称已存在',
    },
    {
      name: 'menuId',
      label: '菜单权限',
      en: 'Menus',
      type: 'ids',
      reference: 'menu',
      maxLength: 20000,
      required: '请选择菜单权限',
      hideInList: true,
    },
    { name: 'remark', label: '备注', en: 'Remark', type: 'text', maxLength: 255 },
  ],
});
