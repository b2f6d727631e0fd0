import { defineResource } from '../../types';

/** 接口权限: a request path prefix attached to a menu; granted to a role, it opens that path to it. */
export default defineResource({
  name: 'api-scope',
  label: '接口权限',
  table: 'blade_scope_api',
  base: '/api/blade-system/api-scope',
  tenantScoped: false,
  listShape: 'page',
  platformOnly: true,
  menuCode: 'api_scope',
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
      label: '接口权限名称',
      type: 'string',
      maxLength: 255,
      required: '请输入接口权限名称',
      filter: true,
      search: true,
    },
    { name: 'scopePath', label: '接口权限路径', type: 'string', maxLength: 255, required: '请输入接口权限路径' },
    { name: 'scopeType', label: '接口类型', type: 'int', dict: { code: 'api_scope_type' }, required: '请选择接口类型' },
    { name: 'remark', label: '备注', type: 'text', hideInList: true },
  ],
});
