import { defineResource } from '../../types';
import { systemRemarkField, textField, searchedTextField } from '../../presets/fields';

/** 机构管理: a tree; `ancestors` ("0,<id>,...") lets data scope 4 select a dept and everything below it. */
export default defineResource({
  name: 'dept',
  label: '机构管理',
  en: 'Department |||| Departments',
  table: 'blade_dept',
  base: '/api/blade-system/dept',
  tenantScoped: true,
  defaultSort: { field: 'sort', order: 'ASC' },
  labelField: 'deptName',
  fields: [
    {
      name: 'parentId',
      label: '上级机构',
      en: 'Parent department',
      type: 'id',
      reference: 'dept',
      default: '0',
      filter: ['equal'],
    },
    {
      name: 'ancestors',
      label: '祖级列表',
      en: 'Ancestors',
      type: 'string',
      maxLength: 2000,
      readOnly: true,
      hideInList: true,
    },
    {
      name: 'deptCategory',
      label: '机构类型',
      en: 'Department type',
      type: 'int',
      dict: { code: 'org_category' },
      required: '请选择机构类型',
    },
    searchedTextField('deptName', '机构名称', 'Department name', 45),
    {
      name: 'fullName',
      label: '机构全称',
      en: 'Full name',
      type: 'string',
      maxLength: 45,
      required: '请输入机构全称',
      filter: true,
    },
    {
      name: 'regionCode',
      label: '所属区划',
      en: 'Region',
      type: 'string',
      maxLength: 12,
      codeOf: 'region',
      labelAs: 'regionName',
      hideInList: true,
    },
    // 监管市场类型: comma-joined market_type keys this dept supervises; blank = says nothing (see getMyMarketTypeList).
    textField('marketTypes', '监管市场类型', 'Supervised market types', 200, {
      dict: { code: 'market_type', biz: true },
      pattern: { source: '^\\d{1,9}(,\\d{1,9})*$', message: '监管市场类型格式不正确' },
      hideInList: true,
    }),
    { name: 'sort', label: '排序', en: 'Sort', type: 'int', required: '请输入排序', sortable: true },
    systemRemarkField,
  ],
});
