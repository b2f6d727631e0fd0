import { defineResource } from '../../types';
import { exportedRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { subjectField } from '../../presets/subject';
import { bizDictField, dateRangeField, remarkField, requiredBizDictField, textField } from '../../presets/fields';
import { subjectMenu } from '../../presets/menus';

/**
 * 设施上报: the facilities a subject reports (rooms, halls, terminals, machines, stages). Every save and
 * removal recounts the subject's facilities of that kind into `reportfacilitynumber` in the same
 * transaction (server/domains/subject/facility-count.ts).
 */
export default defineResource({
  name: 'reportfacility',
  label: '设施上报',
  en: 'Reported facility |||| Reported facilities',
  table: 'biz_report_facility',
  base: '/api/subject/reportfacility',
  domain: 'subject',
  ...exportedRecordServing,
  labelField: 'facilityName',
  menu: subjectMenu('/subject/reportfacility', 'MeetingRoom', 13, ['inspector']),
  fields: [
    subjectField,
    requiredBizDictField('facilityType', '设施类型', 'Kind', 'facility_type'),
    textField('facilityName', '名称/编号', 'Name / number', 64, {
      required: '请输入设施名称或编号',
      filter: true,
      search: true,
    }),
    { name: 'area', label: '面积(㎡)', en: 'Area (m²)', type: 'number' },
    { name: 'capacity', label: '容纳人数', en: 'Capacity', type: 'int' },
    bizDictField('facilityStatus', '使用状态', 'Status', 'facility_status', { default: 1 }),
    { name: 'photos', label: '照片', en: 'Photos', type: 'images', hideInList: true },
    dateRangeField('reportTime', '上报时间', 'Reported at', 'datetime', { sortable: true }),
    ...ownershipFields,
    remarkField,
  ],
});
