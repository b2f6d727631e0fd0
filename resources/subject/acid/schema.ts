import { defineResource } from '../../types';
import { businessRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { subjectField } from '../../presets/subject';
import { parentReference, remarkField, requiredBizDictField, requiredDateField } from '../../presets/fields';
import { subjectMenu } from '../../presets/menus';

/**
 * 从业人员检测记录 (核酸/健康检测): an employee's test and its result, with the report picture. The
 * employee must work at the record's subject (checked on save, server/domains/subject/people-rules.ts).
 */
export default defineResource({
  name: 'acid',
  label: '从业人员检测',
  en: 'Employee test |||| Employee tests',
  table: 'biz_acid',
  base: '/api/subject/acid',
  domain: 'subject',
  ...businessRecordServing,
  defaultSort: { field: 'testDate', order: 'DESC' },
  menu: subjectMenu('/subject/acid', 'MonitorHeart', 12, ['inspector']),
  fields: [
    subjectField,
    parentReference('employeeId', '从业人员', 'Employee', 'employee', 'employeeName'),
    requiredBizDictField('testType', '检测类型', 'Test', 'health_test_type'),
    requiredDateField('testDate', '检测日期', 'Tested on', 'date'),
    requiredBizDictField('result', '检测结果', 'Result', 'health_test_result'),
    { name: 'institution', label: '检测机构', en: 'Institution', type: 'string', maxLength: 100, filter: true },
    { name: 'reportImage', label: '检测报告', en: 'Report', type: 'image', hideInList: true },
    ...ownershipFields,
    remarkField,
  ],
});
