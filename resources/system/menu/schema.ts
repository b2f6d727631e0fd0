import { defineResource } from '../../types';
import { systemRemarkField } from '../../presets/fields';

/** 菜单管理: menus (category 1) and buttons (category 2) share one table, as in Blade. */
export default defineResource({
  name: 'menu',
  label: '菜单管理',
  en: 'Menu |||| Menus',
  table: 'blade_menu',
  base: '/api/blade-system/menu',
  tenantScoped: false,
  platformOnly: true,
  defaultSort: { field: 'sort', order: 'ASC' },
  fields: [
    { name: 'parentId', label: '上级菜单', type: 'id', reference: 'menu', default: '0', filter: ['equal'] },
    {
      name: 'code',
      label: '菜单编号',
      type: 'string',
      maxLength: 255,
      required: '请输入菜单编号',
      filter: true,
      search: true,
      unique: '菜单编号已存在',
    },
    {
      name: 'name',
      label: '菜单名称',
      type: 'string',
      maxLength: 255,
      required: '请输入菜单名称',
      filter: true,
      search: true,
    },
    // What the sidebar, tabs and titles show in English mode; blank shows the Chinese name there too.
    { name: 'enName', label: '英文名称', en: 'English name', type: 'string', maxLength: 255, search: true },
    { name: 'alias', label: '菜单别名', type: 'string', maxLength: 255, required: '请输入菜单别名', filter: true },
    { name: 'path', label: '路由地址', type: 'string', maxLength: 255 },
    { name: 'source', label: '菜单图标', type: 'string', maxLength: 255 },
    { name: 'sort', label: '菜单排序', type: 'int', required: '请输入菜单排序', sortable: true },
    {
      name: 'category',
      label: '菜单类型',
      type: 'int',
      dict: { code: 'menu_category' },
      required: '请选择菜单类型',
      filter: ['equal'],
    },
    { name: 'action', label: '按钮功能', type: 'int', dict: { code: 'button_func' }, default: 0 },
    { name: 'isOpen', label: '新窗口', type: 'int', dict: { code: 'yes_no' }, default: 1 },
    systemRemarkField,
  ],
});
