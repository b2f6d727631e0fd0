import { defineResource } from '../../types';
import { exportedRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { subjectField } from '../../presets/subject';
import { remarkField, requiredBizDictField, textField } from '../../presets/fields';
import { subjectMenu } from '../../presets/menus';

/**
 * 消防器材: a subject's fire equipment with its expiry date. Whether it has expired (or expires within
 * 30 days) is computed on every read, never stored, so it is always current: lists and details carry
 * `expiryState` (0 正常, 1 即将过期, 2 已过期) and `expiryDays`, and the list takes `expiryState` as a
 * filter (server/domains/subject/fire-equip.ts).
 */
export default defineResource({
  name: 'fireEquip',
  label: '消防器材',
  en: 'Fire equipment |||| Fire equipment',
  table: 'biz_fire_equip',
  base: '/api/subject/fireEquip',
  domain: 'subject',
  ...exportedRecordServing,
  defaultSort: { field: 'expiryDate', order: 'ASC' },
  menu: subjectMenu('/subject/fireEquip', 'FireExtinguisher', 15, ['inspector']),
  fields: [
    subjectField,
    requiredBizDictField('equipType', '器材类型', 'Kind', 'fire_equip_type'),
    { name: 'model', label: '规格型号', en: 'Model', type: 'string', maxLength: 64, filter: true, search: true },
    { name: 'quantity', label: '数量', en: 'Quantity', type: 'int', required: '请输入数量' },
    { name: 'location', label: '放置位置', en: 'Location', type: 'string', maxLength: 100, filter: true },
    { name: 'productionDate', label: '生产日期', en: 'Made on', type: 'date', hideInList: true },
    {
      name: 'expiryDate',
      label: '有效期至',
      en: 'Expires on',
      type: 'date',
      required: '请选择有效期',
      filter: ['datege', 'datele', 'datelt'],
      sortable: true,
    },
    { name: 'lastCheckDate', label: '最近检查日期', en: 'Last checked', type: 'date', sortable: true },
    { name: 'responsiblePerson', label: '责任人', en: 'Responsible', type: 'string', maxLength: 32, filter: true },
    textField('responsiblePhone', '责任人电话', 'Responsible phone', 11, { format: 'phone', hideInList: true }),
    { name: 'photos', label: '照片', en: 'Photos', type: 'images', hideInList: true },
    ...ownershipFields,
    remarkField,
  ],
});
