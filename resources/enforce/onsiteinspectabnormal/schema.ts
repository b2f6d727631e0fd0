import { defineResource } from '../../types';
import { fieldStaffMenu } from '../../presets/menus';
import { abnormalFound, openedFinding, openedFindingFields } from '../../findings';
import { parentReference, dateRangeField } from '../../presets/fields';

/**
 * 现场检查异常: the finding of an on-site inspection that failed items or noted other problems. One per
 * inspection (not one per failed item): the enforcers leave one rectification order per visit, with
 * one deadline, and the venue remedies and is supervised for the visit as a whole; the description
 * names every failed item and other problem. Opened, kept in step and (while still 待处理) withdrawn by
 * the inspection's saves (server/domains/enforce/onsite-rules.ts), then the shared finding life
 * (resources/findings.ts): handle → supervision complete.
 */
export default defineResource({
  name: 'onsiteinspectabnormal',
  label: '现场检查异常',
  en: 'On-site finding |||| On-site findings',
  table: 'biz_onsite_inspect_abnormal',
  base: '/api/enforcer/onsiteinspectabnormal',
  domain: 'enforce',
  ...openedFinding,
  menu: fieldStaffMenu('enforce_group', '/enforce/onsiteinspectabnormal', 'ReportProblem', 7),
  fields: openedFindingFields(
    parentReference('onsiteinspectId', '现场检查', 'On-site inspection', 'onsiteinspect', 'inspectNo'),
    ...abnormalFound(2000, dateRangeField('deadline', '整改止期', 'Remedy by', 'date', { sortable: true })),
  ),
});
