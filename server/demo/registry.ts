import type { DemoGenerator } from './types';
import { subjectGenerator } from './generators/subject';
import { invalidSongGenerator, prohibitedSongGenerator, reportSongGenerator } from './generators/songs';
import { tourismInfoGenerator } from './generators/tourisminfo';
import { employeeGenerator } from './generators/employee';
import { fireEquipGenerator } from './generators/fire-equip';
import { subjectContentGenerator } from './generators/subject-content';
import { checkpointGenerator, subjectCheckpointGenerator } from './generators/checkpoint';
import { templateGenerator } from './generators/template';
import { inspectItemGenerator } from './generators/inspectitem';
import { reportSubjectGenerator } from './generators/reportsubject';
import { subjectCreditGenerator } from './generators/subjectcredit';
import { qrcodeGenerator } from './generators/qrcode';
import { randomCheckGenerators } from './generators/random-checks';
import {
  acidGenerator,
  internetCafeDataGenerator,
  reportEmployeeGenerator,
  reportFacilityGenerator,
} from './generators/subject-reports';
import { reportCheckAbnormalGenerator, reportCheckGenerator } from './generators/reportcheck';
import {
  checkfileGenerator,
  lianGenerator,
  reportCaseGenerator,
  reportWarnGenerator,
} from './generators/report-warnings';
// Inspections (巡检)
import { evaluationSmGenerator, inspectAbnormalGenerator, inspectGenerator } from './generators/inspect';
// Transfers and enforcement records.
import { enforceInfoGenerator, enforcementSheetGenerator, transferGenerator } from './generators/transfer';
// On-site inspections
import {
  onsiteInspectAbnormalGenerator,
  onsiteInspectCheckGenerator,
  onsiteInspectGenerator,
  onsiteInspectOtherGenerator,
} from './generators/onsite';
import { correctGenerator, superviseCorrectGenerator, superviseGenerator } from './generators/supervise';
// Complaints.
import { complaintGenerator, complaintImgGenerator, complaintVideoGenerator } from './generators/complaint';
// Evaluations and notices.
import { evaluationGenerator } from './generators/evaluation';
import { noticeGenerator } from './generators/notice';
// App users and real-name certification.
import { appUserGenerator, userCertificationGenerator } from './generators/appuser';
// Cameras.
import {
  cameraAbnormalGenerator,
  cameraAlarmGenerator,
  cameraGenerator,
  cameraMaskCheckGenerator,
} from './generators/camera';

/**
 * Demo data generators, one module per business resource (server/demo/generators/<resource>.ts).
 * A generator makes row number `index` of its resource from the run seed alone (plus the tenant's
 * depts, dictionaries and regions), so a run is reproducible and a later run appends to an earlier
 * one. Generators run in dependency order: reports, inspections, findings and complaints (later
 * issues) come `after: ['subject']` and read the subjects through `ctx.idsOf('subject')`.
 */

/** Every generator. Add a module and list it here; order by `after`, not by position. */
export const demoGenerators: DemoGenerator[] = [
  subjectGenerator,
  prohibitedSongGenerator,
  reportSongGenerator,
  invalidSongGenerator,
  tourismInfoGenerator,
  employeeGenerator,
  fireEquipGenerator,
  subjectContentGenerator,
  checkpointGenerator,
  subjectCheckpointGenerator,
  templateGenerator,
  inspectItemGenerator,
  reportSubjectGenerator,
  subjectCreditGenerator,
  qrcodeGenerator,
  reportEmployeeGenerator,
  acidGenerator,
  reportFacilityGenerator,
  internetCafeDataGenerator,
  reportCheckGenerator,
  reportCheckAbnormalGenerator,
  ...randomCheckGenerators,
  reportWarnGenerator,
  reportCaseGenerator,
  lianGenerator,
  checkfileGenerator,
  inspectGenerator,
  inspectAbnormalGenerator,
  evaluationSmGenerator,
  transferGenerator,
  enforceInfoGenerator,
  enforcementSheetGenerator,
  onsiteInspectGenerator,
  onsiteInspectCheckGenerator,
  onsiteInspectOtherGenerator,
  onsiteInspectAbnormalGenerator,
  superviseGenerator,
  superviseCorrectGenerator,
  correctGenerator,
  complaintGenerator,
  complaintImgGenerator,
  complaintVideoGenerator,
  evaluationGenerator,
  noticeGenerator,
  appUserGenerator,
  userCertificationGenerator,
  // Cameras.
  cameraGenerator,
  cameraAbnormalGenerator,
  cameraAlarmGenerator,
  cameraMaskCheckGenerator,
];

/**
 * The generators with each one after those it depends on. A dependency outside `generators` is taken
 * as done already (a run of only the generators a database still lacks), but it must exist.
 */
export function inDependencyOrder(generators: DemoGenerator[] = demoGenerators): DemoGenerator[] {
  const byName = new Map(generators.map((g) => [g.resource, g]));
  const known = new Set([...demoGenerators, ...generators].map((g) => g.resource));
  const out: DemoGenerator[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (g: DemoGenerator) => {
    if (state.get(g.resource) === 'done') return;
    if (state.get(g.resource) === 'visiting')
      throw new Error(`demo generators depend on each other in a circle at ${g.resource}`);
    state.set(g.resource, 'visiting');
    for (const dep of g.after ?? []) {
      if (!known.has(dep)) throw new Error(`demo generator ${g.resource} needs ${dep}, which has none`);
      const d = byName.get(dep);
      if (d) visit(d);
    }
    state.set(g.resource, 'done');
    out.push(g);
  };
  generators.forEach(visit);
  return out;
}
