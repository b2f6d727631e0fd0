import type { ResourceDef } from './types';
import param from './system/param/schema';
import tenant from './system/tenant/schema';
import tenantPackage from './system/tenant-package/schema';
import client from './system/client/schema';
import user from './system/user/schema';
import role from './system/role/schema';
import dept from './system/dept/schema';
import post from './system/post/schema';
import dict from './system/dict/schema';
import dictBiz from './system/dict-biz/schema';
import menu from './system/menu/schema';
import topMenu from './system/top-menu/schema';
import dataScope from './system/data-scope/schema';
import apiScope from './system/api-scope/schema';
import region from './system/region/schema';
import examine from './system/examine/schema';
import logUsual from './system/log-usual/schema';
import logApi from './system/log-api/schema';
import logError from './system/log-error/schema';
import reportItem from './system/report-item/schema';
import subject from './subject/subject/schema';
import employee from './subject/employee/schema';
import reportemployee from './subject/reportemployee/schema';
import acid from './subject/acid/schema';
import reportfacility from './subject/reportfacility/schema';
import reportfacilitynumber from './subject/reportfacilitynumber/schema';
import fireEquip from './subject/fire-equip/schema';
import internetcafedata from './subject/internetcafedata/schema';
import subjectContent from './subject/subject-content/schema';
import oss from './platform/oss/schema';
import attach from './platform/attach/schema';
import prohibitedsong from './subject/prohibitedsong/schema';
import reportsong from './subject/reportsong/schema';
import invalidsongabnormal from './subject/invalidsongabnormal/schema';
import supervise from './supervise/supervise/schema';
import tourisminfo from './subject/tourisminfo/schema';
import checkpoint from './subject/checkpoint/schema';
import subjectcheckpoint from './subject/subjectcheckpoint/schema';
import template from './subject/template/schema';
import inspectitem from './subject/inspectitem/schema';
import reportsubject from './subject/reportsubject/schema';
import subjectcredit from './subject/subjectcredit/schema';
import qrcode from './subject/qrcode/schema';
import reportcheck from './report/reportcheck/schema';
import reportworkimg from './report/reportworkimg/schema';
import reportworkvideo from './report/reportworkvideo/schema';
import reportcheckabnormal from './report/reportcheckabnormal/schema';
import inspectrandomtask from './random/inspectrandomtask/schema';
import inspectrandom from './random/inspectrandom/schema';
import reportrandomtask from './random/reportrandomtask/schema';
import reportrandomtasksubject from './random/reportrandomtasksubject/schema';
import reportrandom from './random/reportrandom/schema';
import reportrandomreject from './random/reportrandomreject/schema';
import reportcheckwarn from './report/reportcheckwarn/schema';
import reportcheckcase from './report/reportcheckcase/schema';
import lian from './report/lian/schema';
import checkfile from './report/checkfile/schema';
// Inspections (巡检)
import inspect from './enforce/inspect/schema';
import inspectabnormal from './enforce/inspectabnormal/schema';
import evaluationsm from './enforce/evaluationsm/schema';
// Transfers and enforcement records.
import transfer from './transfer/transfer/schema';
import enforceinfo from './transfer/enforceinfo/schema';
import enforcementsheet from './transfer/enforcementsheet/schema';
// On-site inspections
import onsiteinspect from './enforce/onsiteinspect/schema';
import onsiteinspectcheck from './enforce/onsiteinspectcheck/schema';
import onsiteinspectother from './enforce/onsiteinspectother/schema';
import onsiteinspectabnormal from './enforce/onsiteinspectabnormal/schema';
// Supervision and rectification.
import supervisecorrect from './supervise/supervisecorrect/schema';
import superviseattach from './supervise/superviseattach/schema';
import correct from './supervise/correct/schema';
// Complaints.
import complaint from './consumer/complaint/schema';
import complaintimg from './consumer/complaintimg/schema';
import complaintvideo from './consumer/complaintvideo/schema';
// Evaluations and notices.
import evaluation from './consumer/evaluation/schema';
import evaluationimg from './consumer/evaluationimg/schema';
import notice from './desk/notice/schema';
import noticesubject from './desk/noticesubject/schema';
// App users and real-name certification.
import appuser from './consumer/appuser/schema';
import usercertification from './consumer/usercertification/schema';
import consumerattach from './consumer/consumerattach/schema';
// Workflow: models, deployments, instances, tasks, their history and the leave form.
import flowModel from './workflow/flowmodel/schema';
import flowDefinition from './workflow/flowdefinition/schema';
import flowInstance from './workflow/flowinstance/schema';
import flowTask from './workflow/flowtask/schema';
import flowHistory from './workflow/flowhistory/schema';
import processLeave from './workflow/leave/schema';
// Data sources, the code generator and saved reports.
import datasource from './develop/datasource/schema';
import code from './develop/code/schema';
import savedreport from './develop/savedreport/schema';
// SMS configs and their send log (outbox).
import sms from './platform/sms/schema';
import smslog from './platform/smslog/schema';
// Cameras, AI events, alarms and remote patrol.
import camera from './camera/camera/schema';
import cameraabnormal from './camera/cameraabnormal/schema';
import cameraalarm from './camera/cameraalarm/schema';
import cameraMaskCheck from './camera/cameraMaskCheck/schema';

/** The declarations, each with its own type. */
const declarations = [
  tenant,
  tenantPackage,
  client,
  user,
  role,
  dept,
  post,
  dict,
  dictBiz,
  menu,
  topMenu,
  dataScope,
  apiScope,
  param,
  region,
  logUsual,
  logApi,
  logError,
  reportItem,
  examine,
  subject,
  oss,
  attach,
  prohibitedsong,
  reportsong,
  invalidsongabnormal,
  supervise,
  tourisminfo,
  employee,
  reportemployee,
  acid,
  reportfacility,
  reportfacilitynumber,
  fireEquip,
  internetcafedata,
  subjectContent,
  checkpoint,
  subjectcheckpoint,
  template,
  inspectitem,
  reportsubject,
  subjectcredit,
  qrcode,
  reportcheck,
  reportworkimg,
  reportworkvideo,
  reportcheckabnormal,
  inspectrandomtask,
  inspectrandom,
  reportrandomtask,
  reportrandomtasksubject,
  reportrandom,
  reportrandomreject,
  reportcheckwarn,
  reportcheckcase,
  lian,
  checkfile,
  inspect,
  inspectabnormal,
  evaluationsm,
  transfer,
  enforceinfo,
  enforcementsheet,
  onsiteinspect,
  onsiteinspectcheck,
  onsiteinspectother,
  onsiteinspectabnormal,
  supervisecorrect,
  superviseattach,
  correct,
  complaint,
  complaintimg,
  complaintvideo,
  evaluation,
  evaluationimg,
  notice,
  noticesubject,
  appuser,
  usercertification,
  consumerattach,
  // Workflow.
  flowModel,
  flowDefinition,
  flowInstance,
  flowTask,
  flowHistory,
  processLeave,
  // Data sources, the code generator and saved reports.
  datasource,
  code,
  savedreport,
  // SMS.
  sms,
  smslog,
  // Cameras.
  camera,
  cameraabnormal,
  cameraalarm,
  cameraMaskCheck,
] as const satisfies readonly ResourceDef[];

/** Every declared resource. The server builds tables and routes from this list. */
export const allResources: readonly ResourceDef[] = declarations;

/** A declared resource, with its names as written. */
export type Declaration = (typeof declarations)[number];

/** The name of a declared resource (`repo()`, references, menus). */
export type ResourceName = Declaration['name'];

/** The declaration of a resource by its name. */
export type DeclarationOf<N extends ResourceName> = Extract<Declaration, { name: N }>;
