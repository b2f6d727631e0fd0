import { defineResource } from '../../types';

/**
 * 数据权限: a rule attached to a menu (resourceCode = the menu code / resource name). Granted to a
 * role, it narrows that role's lists: scopeType 1 all, 2 own rows, 3 own dept, 4 own dept and below,
 * 5 custom (scopeValue = comma-joined dept ids). Rules are data, never SQL text.
 */
export default defineResource({
  name: 'data-scope',
  label: '数据权限',
  table: 'blade_scope_data',
  base: '/api/blade-system/data-scope',
  tenantScoped: false,
  listShape: 'page',
  platformOnly: true,
  menuCode: 'data_scope',
  fields: [
    { name: 'menuId', label: '菜单', type: 'id', reference: 'menu', required: '请选择菜单', filter: ['equal'] },
    {
      name: 'resourceCode',
      label: '资源编号',
      type: 'string',
      maxLength: 255,
      required: '请输入资源编号',
      filter: true,
    },
    {
      name: 'scopeName',
      label: '数据权限名称',
      type: 'string',
      maxLength: 255,
      required: '请输入数据权限名称',
      filter: true,
      search: true,
    },
    { name: 'scopeColumn', label: '权限字段', type: 'string', maxLength: 255, default: 'create_user' },
    {
      name: 'scopeType',
      label: '规则类型',
      type: 'int',
      dict: { code: 'data_scope_type' },
      required: '请选择规则类型',
    },
    { name: 'scopeValue', label: '规则值', type: 'text' },
    { name: 'remark', label: '备注', type: 'text', hideInList: true },
  ],
});
