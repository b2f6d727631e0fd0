/**
 * The base paths of the resources the API tests call, written out once. They are literals on purpose:
 * a declaration that moved its path would fail the tests instead of being followed by them.
 */

// 经营主体 (subjects) and what hangs off them.
export const SUBJECT = '/api/subject/subject';
export const SUBJECT_CREDIT = '/api/subject/subjectcredit';
export const SUBJECT_QR = '/api/subject/qrcode';
export const TOURISM_INFO = '/api/subject/tourisminfo';
export const CHECKPOINT = '/api/subject/checkpoint';
export const CHECKPOINT_ASSIGNMENT = '/api/subject/subjectcheckpoint';

// Self-check reports, songs and the supervision of findings.
export const REPORT_CHECK = '/api/subject/reportcheck';
export const REPORT_CHECK_FINDING = '/api/subject/reportcheckabnormal';
export const REPORT_WORK_IMG = '/api/subject/reportworkimg';
export const REPORT_WORK_VIDEO = '/api/subject/reportworkvideo';
export const REPORT_SONG = '/api/subject/reportsong';
export const PROHIBITED_SONG = '/api/enforcer/prohibitedsong';
export const SONG_FINDING = '/api/subject/invalidsongabnormal';
export const SUPERVISE = '/api/subject/supervise';
export const SUPERVISE_CORRECT = '/api/subject/supervisecorrect';
export const SUPERVISE_ATTACH = '/api/subject/superviseattach';
export const CORRECT = '/api/subject/correct';

// Report warnings, the cases they become and their 立案 filings.
export const REPORT_CHECK_WARN = '/api/subject/reportcheckwarn';
export const REPORT_CHECK_CASE = '/api/subject/reportcheckcase';
export const FILING = '/api/subject/lian';

// 双随机: random inspection and random self-report tasks.
export const RANDOM_INSPECT_TASK = '/api/subject/inspectrandomtask';
export const RANDOM_INSPECT = '/api/enforcer/inspectrandom';
export const RANDOM_REPORT_TASK = '/api/subject/reportrandomtask';
export const RANDOM_REPORT = '/api/subject/reportrandom';
export const RANDOM_REPORT_REJECT = '/api/subject/reportrandomreject';

// Enforcers' inspections and on-site inspections.
export const INSPECT = '/api/enforcer/inspect';
export const INSPECT_FINDING = '/api/enforcer/inspectabnormal';
export const INSPECT_EVALUATION = '/api/enforcer/evaluationsm';
export const ONSITE = '/api/enforcer/onsiteinspect';
export const ONSITE_CHECK = '/api/enforcer/onsiteinspectcheck';
export const ONSITE_OTHER = '/api/enforcer/onsiteinspectother';
export const ONSITE_FINDING = '/api/enforcer/onsiteinspectabnormal';

// Consumers: complaints, evaluations; the desk's notices.
export const COMPLAINT = '/api/consumer/complaint';
export const COMPLAINT_IMG = '/api/consumer/complaintimg';
export const COMPLAINT_VIDEO = '/api/consumer/complaintvideo';
export const EVALUATION = '/api/consumer/evaluation';
export const EVALUATION_IMG = '/api/consumer/evaluationimg';
export const NOTICE = '/api/blade-desk/notice';

// Menus as the signed-in user gets them, and the role grants.
export const MENU = '/api/blade-system/menu';
export const MENU_ROUTES = '/api/blade-system/menu/routes';
export const MENU_BUTTONS = '/api/blade-system/menu/buttons';
export const TOP_MENU = '/api/blade-system/menu/top-menu';
export const ROLE = '/api/blade-system/role';

// Files served by the object store.
export const OSS_FILE = '/api/blade-resource/oss/file';
