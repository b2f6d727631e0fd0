import { defineResource } from '../../types';
import { businessRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { subjectField } from '../../presets/subject';
import { bizDictField, remarkField } from '../../presets/fields';
import { subjectMenu } from '../../presets/menus';

/**
 * 设施数量: how many facilities of each kind a subject has, one row per subject and kind. Computed, not
 * entered: every save or removal of a reported facility recounts its subject and kind in the same
 * transaction (server/domains/subject/facility-count.ts), so the counts always match the facility list.
 */
export default defineResource({
  name: 'reportfacilitynumber',
  label: '设施数量',
  en: 'Facility count |||| Facility counts',
  table: 'biz_report_facility_number',
  base: '/api/subject/reportfacilitynumber',
  domain: 'subject',
  ...businessRecordServing,
  serverCreated: '设施数量由设施上报自动统计,不能手工新增',
  menu: subjectMenu('/subject/reportfacilitynumber', 'FormatListNumbered', 14, []),
  fields: [
    { ...subjectField, readOnly: true },
    bizDictField('facilityType', '设施类型', 'Kind', 'facility_type', { readOnly: true }),
    { name: 'facilityCount', label: '数量', en: 'Count', type: 'int', readOnly: true, sortable: true },
    { name: 'inUseCount', label: '正常使用数', en: 'In use', type: 'int', readOnly: true },
    { name: 'reportDate', label: '统计日期', en: 'Counted on', type: 'date', readOnly: true, sortable: true },
    ...ownershipFields.map((f) => ({ ...f, readOnly: true })),
    remarkField,
  ],
});
