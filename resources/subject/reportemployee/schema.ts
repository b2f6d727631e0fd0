import { flagChoices } from '../../presets/choices';
import { defineResource } from '../../types';
import { exportedRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { idCardField, subjectField } from '../../presets/subject';
import { remarkField, searchedTextField, dateRangeField, textField } from '../../presets/fields';
import { subjectMenu } from '../../presets/menus';

/**
 * 从业人员上报: the employees a subject reports from the app, one report per period (month): who
 * works there, their post, health certificate and training. Read, exported and corrected here. The
 * period (yyyy-MM) is the report time's month unless given (server/domains/subject/people-rules.ts).
 */
export default defineResource({
  name: 'reportemployee',
  label: '从业人员上报',
  en: 'Reported employee |||| Reported employees',
  table: 'biz_report_employee',
  base: '/api/subject/reportemployee',
  domain: 'subject',
  ...exportedRecordServing,
  labelField: 'name',
  defaultSort: { field: 'reportTime', order: 'DESC' },
  menu: subjectMenu('/subject/reportemployee', 'Groups', 11, []),
  fields: [
    subjectField,
    textField('reportPeriod', '上报期间', 'Period', 7, {
      pattern: { source: '^\\d{4}-(0[1-9]|1[0-2])$', message: '上报期间格式应为yyyy-MM' },
      filter: ['equal'],
      sortable: true,
    }),
    searchedTextField('name', '姓名', 'Name', 32),
    { ...idCardField, filter: ['equal'] },
    { name: 'post', label: '岗位', en: 'Post', type: 'string', maxLength: 64, filter: true },
    { name: 'healthCertNo', label: '健康证编号', en: 'Health certificate no.', type: 'string', maxLength: 64 },
    {
      name: 'healthCertExpiry',
      label: '健康证有效期至',
      en: 'Health certificate valid until',
      type: 'date',
      hideInList: true,
    },
    {
      name: 'trained',
      label: '培训情况',
      en: 'Training',
      type: 'int',
      choices: flagChoices(['已培训', 'Trained'], ['未培训', 'Not trained']),
      default: 0,
      filter: ['equal'],
    },
    { name: 'trainingDate', label: '培训日期', en: 'Trained on', type: 'date', hideInList: true },
    dateRangeField('reportTime', '上报时间', 'Reported at', 'datetime', { required: '请输入上报时间', sortable: true }),
    ...ownershipFields,
    remarkField,
  ],
});
