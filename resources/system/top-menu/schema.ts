import { defineResource } from '../../types';
import { searchedTextField } from '../../presets/fields';

/** 顶部菜单. */
export default defineResource({
  name: 'top-menu',
  label: '顶部菜单',
  en: 'Top menu |||| Top menus',
  table: 'blade_top_menu',
  base: '/api/blade-system/topmenu',
  tenantScoped: true,
  listShape: 'page',
  menuCode: 'topmenu',
  defaultSort: { field: 'sort', order: 'ASC' },
  fields: [
    {
      name: 'code',
      label: '顶部菜单编号',
      en: 'Top menu code',
      type: 'string',
      maxLength: 255,
      required: '请输入顶部菜单编号',
      filter: true,
    },
    searchedTextField('name', '顶部菜单名', 'Top menu name', 255),
    // The top bar's name in English mode; blank shows the Chinese name there too.
    { name: 'enName', label: '英文名称', en: 'English name', type: 'string', maxLength: 255 },
    { name: 'source', label: '顶部菜单图标', en: 'Icon', type: 'string', maxLength: 255 },
    { name: 'sort', label: '顶部菜单排序', en: 'Sort', type: 'int', required: '请输入顶部菜单排序', sortable: true },
  ],
});
