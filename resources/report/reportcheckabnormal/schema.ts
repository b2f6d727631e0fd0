import { defineResource } from '../../types';
import { fieldStaffMenu } from '../../presets/menus';
import { abnormalFound, openedFinding, openedFindingFields } from '../../findings';
import { parentReference, requiredReference, dateRangeField } from '../../presets/fields';

/**
 * 自查异常: a self-check report answered abnormal (`isAb` 1). Opened by the server in the report's save
 * (server/domains/report/reportcheck.ts), one open finding per report, naming the report, its
 * checkpoint and period and what the report said; then the shared finding life (resources/findings.ts):
 * handle (what the venue did, with evidence) → supervision complete.
 */
export default defineResource({
  name: 'reportcheckabnormal',
  label: '自查异常',
  en: 'Self-check finding |||| Self-check findings',
  table: 'biz_report_check_abnormal',
  base: '/api/subject/reportcheckabnormal',
  domain: 'report',
  ...openedFinding,
  menu: fieldStaffMenu('report_group', '/report/reportcheckabnormal', 'ReportProblem', 3),
  fields: openedFindingFields(
    parentReference('reportcheckId', '自查上报', 'Self-check report', 'reportcheck', 'reportcheckNo'),
    requiredReference('checkpointId', '检查点', 'Checkpoint', 'checkpoint', 'checkpointName'),
    dateRangeField('periodStart', '上报周期', 'Period from', 'date', { sortable: true }),
    { name: 'periodEnd', label: '周期截止', en: 'Period until', type: 'date', hideInList: true },
    ...abnormalFound(1000),
  ),
});
