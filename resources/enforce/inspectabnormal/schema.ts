import { defineResource } from '../../types';
import { fieldStaffMenu } from '../../presets/menus';
import { abnormalFound, openedFinding, openedFindingFields } from '../../findings';
import { parentReference } from '../../presets/fields';

/**
 * 巡检异常: an inspection answered abnormal (`inspect.result` 2). Opened by the server in the
 * inspection's save (server/domains/enforce/inspect.ts), one per inspection, naming its subject, what
 * the inspector wrote and the rectification deadline the inspector set; then the shared finding life
 * (resources/findings.ts): handle (what was done, with evidence) → supervision complete.
 */
export default defineResource({
  name: 'inspectabnormal',
  label: '巡检异常',
  en: 'Inspection finding |||| Inspection findings',
  table: 'biz_inspect_abnormal',
  base: '/api/enforcer/inspectabnormal',
  domain: 'enforce',
  ...openedFinding,
  menu: fieldStaffMenu('enforce_group', '/enforce/inspectabnormal', 'ReportProblem', 2),
  // One finding per inspection (kept against concurrent saves).
  uniqueKeys: [{ fields: ['inspectId'], message: '该巡检已有巡检异常' }],
  fields: openedFindingFields(
    parentReference('inspectId', '巡检记录', 'Inspection', 'inspect', 'inspectNo'),
    ...abnormalFound(2000),
  ),
});
