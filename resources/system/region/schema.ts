import { defineResource } from '../../types';

/**
 * 行政区划: shared by every tenant, changed only from the platform tenant. Rows are keyed by `code`
 * (GB/T 2260 style, e.g. 330000 浙江省, 330100 杭州市); `parentCode` '00' marks a province, and
 * `ancestors` ("00,330000,...") lists the codes above a row. The wire detail is looked up by code.
 */
export default defineResource({
  name: 'region',
  label: '行政区划',
  table: 'blade_region',
  base: '/api/blade-system/region',
  tenantScoped: false,
  listShape: 'page',
  labelField: 'name',
  codeField: 'code',
  defaultSort: { field: 'sort', order: 'ASC' },
  fields: [
    {
      name: 'code',
      label: '区划编号',
      type: 'string',
      maxLength: 12,
      required: '请输入区划编号',
      filter: true,
      search: true,
      sortable: true,
      unique: '行政区划编号已存在',
    },
    {
      name: 'parentCode',
      label: '父区划编号',
      type: 'string',
      maxLength: 12,
      required: '请输入父区划编号',
      filter: ['equal'],
      index: true,
    },
    { name: 'ancestors', label: '祖区划编号', type: 'string', maxLength: 255, hideInList: true },
    {
      name: 'name',
      label: '区划名称',
      type: 'string',
      maxLength: 32,
      required: '请输入区划名称',
      filter: true,
      search: true,
    },
    { name: 'provinceCode', label: '省级区划编号', type: 'string', maxLength: 12, filter: ['equal'], hideInList: true },
    { name: 'provinceName', label: '省级名称', type: 'string', maxLength: 32, hideInList: true },
    { name: 'cityCode', label: '市级区划编号', type: 'string', maxLength: 12, filter: ['equal'], hideInList: true },
    { name: 'cityName', label: '市级名称', type: 'string', maxLength: 32, hideInList: true },
    { name: 'districtCode', label: '区级区划编号', type: 'string', maxLength: 12, filter: ['equal'], hideInList: true },
    { name: 'districtName', label: '区级名称', type: 'string', maxLength: 32, hideInList: true },
    { name: 'townCode', label: '镇级区划编号', type: 'string', maxLength: 12, hideInList: true },
    { name: 'townName', label: '镇级名称', type: 'string', maxLength: 32, hideInList: true },
    { name: 'villageCode', label: '村级区划编号', type: 'string', maxLength: 12, hideInList: true },
    { name: 'villageName', label: '村级名称', type: 'string', maxLength: 32, hideInList: true },
    {
      name: 'regionLevel',
      label: '区划层级',
      type: 'int',
      dict: { code: 'region' },
      required: '请选择区划层级',
      filter: ['equal'],
    },
    { name: 'sort', label: '排序', type: 'int', default: 0, sortable: true },
    { name: 'remark', label: '备注', type: 'string', maxLength: 255, hideInList: true },
  ],
});
