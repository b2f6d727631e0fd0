import { defineResource } from '../../types';
import { dictFields } from './fields';

/** 系统字典: shared by all tenants. */
export default defineResource({
  name: 'dict',
  label: '系统字典',
  en: 'System dictionary |||| System dictionaries',
  table: 'blade_dict',
  base: '/api/blade-system/dict',
  tenantScoped: false,
  sealable: true,
  defaultSort: { field: 'sort', order: 'ASC' },
  fields: dictFields,
});
