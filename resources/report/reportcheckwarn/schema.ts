import { defineResource, type LifeCycle } from '../../types';
import { fieldStaffMenu } from '../../presets/menus';
import { ownershipFields } from '../../business-fields';
import { FINDING_FOUND, findingFields, findingLifecycle, findingServing } from '../../findings';
import { IS_AB_CHOICES } from '../reportcheck/schema';
import {
  bizTypeField,
  copiedMarketTypeField,
  readOnlySubjectField,
  copiedReportFrequencyField,
} from '../../presets/subject';
import {
  actionTimeField,
  recordedTimeField,
  remarkField,
  dateRangeField,
  referenceField,
  statusField,
} from '../../presets/fields';
import { state, step } from '../../presets/lifecycle';
import { choicesOf } from '../../presets/choices';

/** Kinds of warning (`type`): the period closed without a report, or the report said abnormal. */
export const WARN_MISSING = 1;
export const WARN_ABNORMAL = 2;
export const WARN_TYPE_CHOICES = choicesOf({
  [WARN_MISSING]: ['未上报', 'Not reported'],
  [WARN_ABNORMAL]: ['上报异常', 'Abnormal report'],
});

/**
 * A fourth state of the warning's finding life: a late report (or a corrected one) took the reason
 * away. Only the server moves a warning there, from 待处理 (server/domains/report/warn-clear.ts), with a
 * history row; a cleared warning is kept, no longer counted as open, and takes no further action.
 */
export const WARN_CLEARED = 3;

/** Whether the warning became a case (`case-save`): the case's life is its own (reportcheckcase). */
export const CASE_NONE = 0;
export const CASE_OPENED = 1;

const warnLife = findingLifecycle();
const findingLife: LifeCycle = {
  ...warnLife,
  states: [...warnLife.states, state(WARN_CLEARED, '已消除', 'Cleared by a report', 'default')],
};

const caseLife: LifeCycle = {
  field: 'caseState',
  states: [state(CASE_NONE, '未转案件', 'No case', 'default'), state(CASE_OPENED, '已转案件', 'Case opened', 'info')],
  actions: [
    step('case-save', '转为案件', 'Open a case', CASE_NONE, CASE_OPENED, {
      icon: 'Gavel',
      params: [
        { name: 'caseName', label: '案件名称', en: 'Case name', type: 'string', maxLength: 100 },
        { name: 'caseReason', label: '案由', en: 'Cause', type: 'text', maxLength: 1000, required: '请输入案由' },
        { name: 'description', label: '案件描述', en: 'Description', type: 'text', maxLength: 2000 },
      ],
    }),
  ],
};

/**
 * 上报预警 (企业自查, docs/domain.md flow 1): one per subject, checkpoint, period and kind, should-have-reported
 * against reported. Written by the server only: the sweep writes 未上报 warnings for periods that closed
 * without a report (server/domains/report/warn-sweep.ts), the report's save writes 上报异常 warnings
 * (warn-hooks.ts); a late report clears the missing warning of its period (state 已消除).
 *
 * Who must report: the subject's checkpoint assignments (subjectcheckpoint), the checkpoint enabled,
 * the subject's reportsubject row enabled with the period inside its startDate..endDate, the subject
 * not paused. The checkpoint's `reportFrequency` names the period (the reportsubject's when the
 * checkpoint has none). Market type and business category are the checkpoint's, copied so the board
 * groups and filters without joins.
 *
 * The shared finding life (handle → supervise-complete), `case-save` (a case in the same transaction,
 * once), `batch-complete` (supervise-complete of the selected warnings that allow it, the others
 * named with the reason). The query calls of docs/spec.md §3 are in server/domains/report/warn-queries.ts.
 */
export default defineResource({
  name: 'reportcheckwarn',
  label: '上报预警',
  en: 'Report warning |||| Report warnings',
  table: 'biz_report_check_warn',
  base: '/api/subject/reportcheckwarn',
  domain: 'report',
  ...findingServing,
  labelField: 'periodStart',
  serverCreated: '预警由系统根据上报情况生成,不能手动新增',
  exportAliases: ['exportExcel'],
  defaultSort: { field: 'periodStart', order: 'DESC' },
  menu: fieldStaffMenu('report_group', '/report/reportcheckwarn', 'NotificationImportant', 4),
  extraButtons: [{ code: 'reportcheckwarn_batchComplete', name: '批量办结', en: 'Complete selected' }],
  uniqueKeys: [
    { fields: ['subjectId', 'checkpointId', 'periodStart', 'type'], message: '该主体检查点本周期已有此类预警' },
  ],
  fields: [
    readOnlySubjectField,
    referenceField('checkpointId', '检查点', 'Checkpoint', 'checkpoint', 'checkpointName', {
      readOnly: true,
      filter: ['equal'],
    }),
    copiedMarketTypeField,
    { ...bizTypeField, readOnly: true, hideInList: true },
    copiedReportFrequencyField,
    dateRangeField('periodStart', '上报周期', 'Period from', 'date', { readOnly: true, sortable: true, index: true }),
    dateRangeField('periodEnd', '周期截止', 'Period until', 'date', { readOnly: true }),
    {
      name: 'type',
      label: '预警类型',
      en: 'Kind',
      type: 'int',
      choices: WARN_TYPE_CHOICES,
      readOnly: true,
      filter: ['equal'],
    },
    {
      name: 'isAb',
      label: '是否异常',
      en: 'Abnormal',
      type: 'int',
      choices: IS_AB_CHOICES,
      readOnly: true,
      default: 0,
      filter: ['equal'],
      hideInList: true,
    },
    recordedTimeField('warnTime', '预警时间', 'Raised at'),
    referenceField('reportcheckId', '相关上报', 'Report', 'reportcheck', 'reportNo', {
      readOnly: true,
      hideInList: true,
    }),
    actionTimeField('clearTime', '消除时间', 'Cleared at'),
    statusField('caseState', '转案件', 'Case', CASE_NONE, { sortable: false }),
    referenceField('caseId', '案件', 'Case', 'reportcheckcase', 'caseNo', { readOnly: true, hideInList: true }),
    remarkField,
    ...findingFields(),
    ...ownershipFields,
  ],
  lifecycles: [findingLife, caseLife],
});

/** States a warning counts as open in: found, not handled and not cleared. */
export const OPEN_STATES = [FINDING_FOUND];
