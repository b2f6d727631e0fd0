import { defineResource } from '../../types';
import { enforcementStaffField } from '../../presets/inspection';
import { exportedRecordServing } from '../../presets/serving';
import { oneStepLifecycle, state } from '../../presets/lifecycle';
import { ownershipFields } from '../../business-fields';
import { readOnlySubjectField } from '../../presets/subject';
import {
  actionTextField,
  actionTimeField,
  nameField,
  referenceField,
  remarkField,
  requiredDateField,
  requiredReference,
  statusField,
} from '../../presets/fields';
import { requiredTextParam } from '../../presets/actions';
import { fieldStaffMenu } from '../../presets/menus';

export const LIAN_OPEN = 0;
export const LIAN_CLOSED = 1;

/**
 * 立案 (case filing, docs/domain.md flow 1): a case filed for handling, with its filing number, date, cause,
 * the handling dept and its enforcers. Saving one files its case (待立案 → 已立案, refused for a case in
 * any other state), removing it puts the case back to 待立案, closing it (`close`, with the result)
 * closes the case; all in the same transaction with their history (server/domains/report/case-filing.ts).
 * One filing per case.
 */
export default defineResource({
  name: 'lian',
  label: '立案',
  en: 'Case filing |||| Case filings',
  table: 'biz_lian',
  base: '/api/subject/lian',
  domain: 'report',
  ...exportedRecordServing,
  labelField: 'lianNo',
  menu: fieldStaffMenu('report_group', '/report/lian', 'AssignmentTurnedIn', 6, ['enforcer']),
  fields: [
    nameField('lianNo', '立案编号', 'Filing number', 64, { unique: '立案编号已存在' }),
    referenceField('caseId', '案件', 'Case', 'reportcheckcase', 'caseNo', {
      required: '请选择案件',
      unique: '该案件已立案',
      filter: ['equal'],
    }),
    readOnlySubjectField,
    requiredDateField('lianDate', '立案日期', 'Filed on', 'date'),
    { name: 'cause', label: '立案案由', en: 'Cause', type: 'text', maxLength: 1000, required: '请输入立案案由' },
    requiredReference('handleDeptId', '承办部门', 'Handling dept', 'dept', 'handleDeptName'),
    enforcementStaffField,
    statusField('lianStatus', '办理状态', 'Status', LIAN_OPEN, { sortable: false }),
    actionTextField('closeResult', '结案情况', 'Result', 1000),
    actionTimeField('closeTime', '结案时间', 'Closed at'),
    remarkField,
    ...ownershipFields,
  ],
  defaultSort: { field: 'lianDate', order: 'DESC' },
  lifecycles: [
    oneStepLifecycle(
      'lianStatus',
      state(LIAN_OPEN, '办理中', 'In hand', 'warning'),
      state(LIAN_CLOSED, '已结案', 'Closed', 'success'),
      {
        name: 'close',
        label: '结案',
        en: 'Close',
        icon: 'TaskAlt',
        params: [requiredTextParam('closeResult', '结案情况', 'Result', 1000, 'closeResult')],
        sets: { closeTime: 'now' },
      },
    ),
  ],
});
