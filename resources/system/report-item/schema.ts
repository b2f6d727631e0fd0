import { defineResource } from '../../types';

/**
 * 上报项配置 (docs/spec.md §3 "Report item config", §2 "Report item child list"): the items a business
 * dictionary entry asks subjects to report, listed under it like its children. Rights follow the
 * business dictionary (dictbiz_*). The messages are docs/spec.md §5's, word for word (the name's message
 * is the dictionary's 请输入字典编号, the type's 请选择市场类型, as the original screen has them).
 */
export default defineResource({
  name: 'report-item',
  label: '上报项配置',
  en: 'Report item |||| Report items',
  table: 'blade_report_item',
  base: '/api/blade-system/report-item',
  tenantScoped: true,
  menuCode: 'dictbiz',
  defaultSort: { field: 'sort', order: 'ASC' },
  fields: [
    {
      name: 'parentId',
      label: '所属字典',
      en: 'Dictionary',
      type: 'id',
      reference: 'dict-biz',
      filter: ['equal'],
      index: true,
      hideInList: true,
    },
    {
      name: 'name',
      label: '上报项名称',
      en: 'Report item name',
      type: 'string',
      maxLength: 255,
      required: '请输入字典编号',
      filter: true,
      search: true,
    },
    { name: 'sort', label: '排序', en: 'Sort', type: 'int', required: '请输入字典排序', sortable: true },
    {
      name: 'type',
      label: '上报项类型',
      en: 'Report item type',
      type: 'int',
      dict: { code: 'report_item_type', biz: true },
      required: '请选择市场类型',
      filter: ['equal'],
    },
    { name: 'cfg', label: '自定义配置', en: 'Custom config', type: 'json' },
  ],
});
