import { defineResource } from '../../types';
import { platformRecordServing } from '../../presets/serving';
import { scopeFields } from '../../presets/permission-scope';
import { systemRemarkField } from '../../presets/fields';

/** 接口权限: a request path prefix attached to a menu; granted to a role, it opens that path to it. */
export default defineResource({
  name: 'api-scope',
  label: '接口权限',
  en: 'API scope |||| API scopes',
  table: 'blade_scope_api',
  base: '/api/blade-system/api-scope',
  ...platformRecordServing,
  menuCode: 'api_scope',
  fields: [
    ...scopeFields('接口权限', 'API scope'),
    {
      name: 'scopePath',
      label: '接口权限路径',
      en: 'API path',
      type: 'string',
      maxLength: 255,
      required: '请输入接口权限路径',
    },
    {
      name: 'scopeType',
      label: '接口类型',
      en: 'API type',
      type: 'int',
      dict: { code: 'api_scope_type' },
      required: '请选择接口类型',
    },
    systemRemarkField,
  ],
});
