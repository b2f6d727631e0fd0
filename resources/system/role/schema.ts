import { defineResource, ROLE_ALIAS_PATTERN } from '../../types';
import { searchedTextField } from '../../presets/fields';

/** 角色管理. */
export default defineResource({
  name: 'role',
  label: '角色管理',
  en: 'Role |||| Roles',
  table: 'blade_role',
  base: '/api/blade-system/role',
  tenantScoped: true,
  defaultSort: { field: 'sort', order: 'ASC' },
  labelField: 'roleName',
  fields: [
    { name: 'parentId', label: '上级角色', en: 'Parent role', type: 'id', reference: 'role', default: '0' },
    searchedTextField('roleName', '角色名称', 'Role name', 255),
    {
      name: 'roleAlias',
      label: '角色别名',
      en: 'Role alias',
      type: 'string',
      maxLength: 64,
      pattern: ROLE_ALIAS_PATTERN,
      required: '请输入角色别名',
      filter: true,
      unique: '角色别名已存在',
    },
    { name: 'sort', label: '角色排序', en: 'Sort', type: 'int', required: '请输入角色排序', sortable: true },
  ],
});
