import { defineResource } from '../../types';
import { dictFields } from '../dict/fields';

/** 业务字典: each tenant keeps its own (market_type, report_item_type, ...). */
export default defineResource({
  name: 'dict-biz',
  label: '业务字典',
  en: 'Business dictionary |||| Business dictionaries',
  table: 'blade_dict_biz',
  base: '/api/blade-system/dict-biz',
  tenantScoped: true,
  // The seeded menu and buttons are dictbiz / dictbiz_add|edit|delete|view.
  menuCode: 'dictbiz',
  sealable: true,
  defaultSort: { field: 'sort', order: 'ASC' },
  fields: dictFields.map((f) => (f.name === 'parentId' ? { ...f, reference: 'dict-biz' } : f)),
});
