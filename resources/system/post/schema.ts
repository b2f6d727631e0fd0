import { defineResource } from '../../types';
import { searchedTextField } from '../../presets/fields';

/** 岗位管理. */
export default defineResource({
  name: 'post',
  label: '岗位管理',
  en: 'Post |||| Posts',
  table: 'blade_post',
  base: '/api/blade-system/post',
  tenantScoped: true,
  listShape: 'page',
  defaultSort: { field: 'sort', order: 'ASC' },
  labelField: 'postName',
  fields: [
    {
      name: 'category',
      label: '岗位类型',
      en: 'Post type',
      type: 'int',
      dict: { code: 'post_category' },
      required: '请选择岗位类型',
      filter: ['equal'],
    },
    {
      name: 'postCode',
      label: '岗位编号',
      en: 'Post code',
      type: 'string',
      maxLength: 12,
      required: '请输入岗位编号',
      filter: true,
      unique: '岗位编号已存在',
    },
    searchedTextField('postName', '岗位名称', 'Post name', 64),
    { name: 'sort', label: '岗位排序', en: 'Sort', type: 'int', required: '请输入岗位排序', sortable: true },
    { name: 'remark', label: '岗位描述', en: 'Description', type: 'text', hideInList: true },
  ],
});
