import type { ResourceDef } from './types';
import type { ResourceName } from './declarations';
import { type ResourceScreens } from './engine';

/*
 * The declarations themselves load with the session (resources/declarationStore.ts); screens load only
 * when a resource page opens.
 */

type ScreensModule = { default: ResourceScreens };

/**
 * Resources with screens of their own (`resources/<domain>/<name>/index.ts`); others are generated.
 * Keyed by the declarations' names, so a misspelt one does not compile.
 */
export const resourceScreens: Partial<Record<ResourceName, () => Promise<ScreensModule>>> = {
  param: () => import('./system/param'),
  user: () => import('./system/user'),
  role: () => import('./system/role'),
  menu: () => import('./system/menu'),
  'top-menu': () => import('./system/top-menu'),
  dept: () => import('./system/dept'),
  post: () => import('./system/post'),
  region: () => import('./system/region'),
  tenant: () => import('./system/tenant'),
  'tenant-package': () => import('./system/tenant-package'),
  client: () => import('./system/client'),
  'data-scope': () => import('./system/data-scope'),
  'api-scope': () => import('./system/api-scope'),
  'dict-biz': () => import('./system/dict-biz'),
  'log-usual': () => import('./system/log-usual'),
  'log-api': () => import('./system/log-api'),
  'log-error': () => import('./system/log-error'),
  oss: () => import('./platform/oss'),
  invalidsongabnormal: () => import('./subject/invalidsongabnormal'),
  subject: () => import('./subject/subject'),
  fireEquip: () => import('./subject/fire-equip'),
  checkpoint: () => import('./subject/checkpoint'),
  reportcheck: () => import('./report/reportcheck'),
  reportcheckabnormal: () => import('./report/reportcheckabnormal'),
  inspectrandomtask: () => import('./random/inspectrandomtask'),
  reportrandomtask: () => import('./random/reportrandomtask'),
  reportrandom: () => import('./random/reportrandom'),
  reportcheckwarn: () => import('./report/reportcheckwarn'),
  // Inspections (巡检)
  inspect: () => import('./enforce/inspect'),
  inspectabnormal: () => import('./enforce/inspectabnormal'),
  // Transfers and enforcement records.
  transfer: () => import('./transfer/transfer'),
  enforceinfo: () => import('./transfer/enforceinfo'),
  enforcementsheet: () => import('./transfer/enforcementsheet'),
  // On-site inspections
  onsiteinspect: () => import('./enforce/onsiteinspect'),
  onsiteinspectabnormal: () => import('./enforce/onsiteinspectabnormal'),
  // Supervision and rectification; the examine queue's handle button.
  supervise: () => import('./supervise/supervise'),
  correct: () => import('./supervise/correct'),
  examine: () => import('./system/examine'),
  // Complaints.
  complaint: () => import('./consumer/complaint'),
  // Evaluations and notices.
  evaluation: () => import('./consumer/evaluation'),
  notice: () => import('./desk/notice'),
  // App users and real-name certification.
  appuser: () => import('./consumer/appuser'),
  usercertification: () => import('./consumer/usercertification'),
  consumerattach: () => import('./consumer/consumerattach'),
  // The model's edit page leads to the designer.
  flowModel: () => import('./workflow/flowmodel'),
  // Data sources, the code generator and saved reports.
  datasource: () => import('./develop/datasource'),
  code: () => import('./develop/code'),
  savedreport: () => import('./develop/savedreport'),
  // SMS configs (启用, 发送测试, the write-only secret).
  sms: () => import('./platform/sms'),
  // Cameras.
  camera: () => import('./camera/camera'),
  cameraabnormal: () => import('./camera/cameraabnormal'),
  cameraalarm: () => import('./camera/cameraalarm'),
};

/** The screens of a resource, generated from its declaration when it has no module of its own. */
export function loadScreens(def: ResourceDef): Promise<ResourceScreens> {
  const own = resourceScreens[def.name as ResourceName];
  if (own) return own().then((module) => module.default);
  return import('./engine/buildScreens').then(({ buildScreens }) => buildScreens(def));
}

// Straight from its file, not the engine's entry point: the registry is in the first chunk, the engine is not.
// eslint-disable-next-line no-restricted-imports
export { offeredScreens } from './engine/offeredScreens';
