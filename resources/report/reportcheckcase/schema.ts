import { defineResource } from '../../types';
import { exportedRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import {
  actionTextField,
  actionTimeField,
  requiredDateField,
  requiredReference,
  serialNumberField,
  statusField,
  searchedTextField,
  referenceField,
} from '../../presets/fields';
import { requiredTextParam } from '../../presets/actions';
import { state, step } from '../../presets/lifecycle';
import { fieldStaffMenu } from '../../presets/menus';
import { choicesOf } from '../../presets/choices';

/** The life of a case: waiting for filing, filed (a lian row), not filed (with the reason), closed. */
export const CASE_PENDING = 0;
export const CASE_FILED = 1;
export const CASE_DISMISSED = 2;
export const CASE_CLOSED = 3;

/** Where a case came from; `case-save` of a warning writes 自查预警. */
export const CASE_FROM_WARN = 1;
export const CASE_SOURCE_CHOICES = choicesOf({
  [CASE_FROM_WARN]: ['自查预警', 'Self-check warning'],
  2: ['日常巡查', 'Routine patrol'],
  3: ['投诉举报', 'Complaint'],
  4: ['其他', 'Other'],
});

/**
 * 案件 (docs/domain.md flow 1): a matter to be decided on, opened from a report warning (`case-save`, which
 * links both ways) or entered by hand. 待立案 → 已立案 when its filing (lian) is saved, back when that
 * filing is removed (server/domains/report/case-filing.ts); 待立案 → 不予立案 by `dismiss` with the
 * reason; 已立案 → 已结案 when its filing is closed. One case per warning.
 */
export default defineResource({
  name: 'reportcheckcase',
  label: '案件',
  en: 'Case |||| Cases',
  table: 'biz_report_check_case',
  base: '/api/subject/reportcheckcase',
  domain: 'report',
  ...exportedRecordServing,
  labelField: 'caseNo',
  labelDetail: 'caseName',
  menu: fieldStaffMenu('report_group', '/report/reportcheckcase', 'Gavel', 5, ['enforcer']),
  uniqueKeys: [{ fields: ['warnId'], message: '该预警已转为案件' }],
  fields: [
    serialNumberField('caseNo', '案件编号', 'Case number', { sortable: true }),
    searchedTextField('caseName', '案件名称', 'Case name', 100),
    requiredReference('subjectId', '经营主体', 'Subject', 'subject', 'subjectName'),
    referenceField('checkpointId', '检查点', 'Checkpoint', 'checkpoint', 'checkpointName', {
      filter: ['equal'],
      hideInList: true,
    }),
    {
      name: 'caseSource',
      label: '案件来源',
      en: 'Source',
      type: 'int',
      choices: CASE_SOURCE_CHOICES,
      default: 4,
      filter: ['equal'],
    },
    referenceField('warnId', '来源预警', 'Warning', 'reportcheckwarn', 'warnPeriod', {
      readOnly: true,
      hideInList: true,
    }),
    { name: 'caseReason', label: '案由', en: 'Cause', type: 'text', maxLength: 1000, required: '请输入案由' },
    { name: 'description', label: '案件描述', en: 'Description', type: 'text', maxLength: 2000, hideInList: true },
    requiredDateField('foundDate', '发现日期', 'Found on', 'date'),
    statusField('caseStatus', '案件状态', 'Status', CASE_PENDING),
    referenceField('lianId', '立案', 'Filing', 'lian', 'lianNo', { readOnly: true, hideInList: true }),
    actionTextField('dismissReason', '不予立案原因', 'Reason not filed', 1000),
    actionTimeField('dismissTime', '不予立案时间', 'Not filed at'),
    ...ownershipFields,
  ],
  defaultSort: { field: 'foundDate', order: 'DESC' },
  lifecycles: [
    {
      field: 'caseStatus',
      states: [
        state(CASE_PENDING, '待立案', 'To file', 'warning'),
        state(CASE_FILED, '已立案', 'Filed', 'info'),
        state(CASE_DISMISSED, '不予立案', 'Not filed', 'default'),
        state(CASE_CLOSED, '已结案', 'Closed', 'success'),
      ],
      actions: [
        step('dismiss', '不予立案', 'Do not file', CASE_PENDING, CASE_DISMISSED, {
          icon: 'DoNotDisturb',
          params: [requiredTextParam('cause', '不予立案原因', 'Reason', 1000, 'dismissReason')],
          sets: { dismissTime: 'now' },
        }),
      ],
    },
  ],
});
