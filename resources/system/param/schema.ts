import { defineResource } from '../../types';
import { searchedTextField, bladeRemarkField } from '../../presets/fields';

/** 参数管理 (docs/spec.md §3 Parameter, §5 validation). */
export default defineResource({
  name: 'param',
  label: '参数管理',
  en: 'Parameter |||| Parameters',
  table: 'blade_param',
  base: '/api/blade-system/param',
  tenantScoped: true,
  listShape: 'page',
  defaultSort: { field: 'createTime', order: 'DESC' },
  fields: [
    searchedTextField('paramName', '参数名称', 'Parameter name', 255, { sortable: true }),
    {
      name: 'paramKey',
      label: '参数键名',
      en: 'Parameter key',
      type: 'string',
      maxLength: 255,
      required: '请输入参数键名',
      filter: true,
      search: true,
      sortable: true,
      unique: '参数键名已存在',
    },
    {
      name: 'paramValue',
      label: '参数键值',
      en: 'Parameter value',
      type: 'text',
      maxLength: 2000,
      required: '请输入参数键值',
      filter: true,
    },
    bladeRemarkField,
  ],
});
