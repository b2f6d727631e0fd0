import { defineResource } from '../../types';
import { remarkField, dateRangeField, textField } from '../../presets/fields';
import { ownershipFields } from '../../business-fields';
import { enabledField, subjectReference, reportFrequencyField } from '../../presets/subject';
import { fieldStaffMenu } from '../../presets/menus';

/**
 * 自查主体: a subject that must self-report (企业自查, docs/domain.md flow 1), once per subject: from when to
 * when, how often (the default period of its checkpoints' reports), and the staff member answerable
 * for the reports. Self-check reports and their warnings count only enabled rows within the period.
 * Its dept and region are the subject's when not given (server/domains/subject/report-subject.ts).
 */
export default defineResource({
  name: 'reportsubject',
  label: '自查主体',
  en: 'Self-reporting subject |||| Self-reporting subjects',
  table: 'biz_report_subject',
  base: '/api/subject/reportsubject',
  domain: 'report',
  tenantScoped: true,
  listShape: 'page',
  menu: fieldStaffMenu('report_group', '/report/reportsubject', 'AssignmentInd', 1, []),
  relatedTabs: false,
  fields: [
    { ...subjectReference, unique: '该主体已在自查主体名单中' },
    reportFrequencyField,
    dateRangeField('startDate', '开始日期', 'From', 'date', { required: '请选择开始日期' }),
    { name: 'endDate', en: 'Until', label: '结束日期', type: 'date', filter: ['datege', 'datele'] },
    textField('staffName', '负责人', 'Responsible staff', 32, { required: '请输入负责人', filter: true, search: true }),
    textField('staffPhone', '负责人电话', 'Staff phone', 11, { required: '请输入负责人电话', format: 'phone' }),
    ...ownershipFields,
    enabledField,
    remarkField,
  ],
});
