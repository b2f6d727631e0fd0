import { defineResource } from '../../types';
import { platformRecordServing } from '../../presets/serving';
import { scopeFields } from '../../presets/permission-scope';
import { systemRemarkField } from '../../presets/fields';

/**
 * 数据权限: a rule attached to a menu (resourceCode = the menu code / resource name). Granted to a
 * role, it narrows that role's lists: scopeType 1 all, 2 own rows, 3 own dept, 4 own dept and below,
 * 5 custom (scopeValue = comma-joined dept ids). Rules are data, never SQL text.
 */
export default defineResource({
  name: 'data-scope',
  label: '数据权限',
  en: 'Data scope |||| Data scopes',
  table: 'blade_scope_data',
  base: '/api/blade-system/data-scope',
  ...platformRecordServing,
  menuCode: 'data_scope',
  fields: [
    ...scopeFields('数据权限', 'Data scope'),
    {
      name: 'scopeColumn',
      label: '权限字段',
      en: 'Scope column',
      type: 'string',
      maxLength: 255,
      default: 'create_user',
    },
    {
      name: 'scopeType',
      label: '规则类型',
      en: 'Rule type',
      type: 'int',
      dict: { code: 'data_scope_type' },
      required: '请选择规则类型',
    },
    { name: 'scopeValue', label: '规则值', en: 'Rule value', type: 'text' },
    systemRemarkField,
  ],
});
