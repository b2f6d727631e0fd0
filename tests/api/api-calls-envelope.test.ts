import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { allResources } from '../../resources/declarations';
import type { FieldDef, ResourceDef } from '../../resources/types';
import { declaredRoutes } from '../../server/http/guard';
import { BASIC, call, login, md5, useServer } from './harness';
import {
  createUser,
  dbOf,
  liveIdOf,
  menuIdsByCode,
  otherPlatformDept,
  platformAdminGrants,
  roleIdsByAlias,
} from './auth-fixtures';
import { PNG_1X1, creditCode, subjectBody, upload } from './files-fixtures';
import { idCard } from './business-calls';

/**
 * Every call of the specification's call list (docs/api-calls.tsv) under /api/blade-system, /api/blade-user,
 * /api/blade-log, the storage routes (/api/blade-resource/oss, /attach), the reports and random checks
 * and the subject domain (the subject and what hangs on it, the prohibited songs, the supervision a
 * finding's screen saves),
 * made as the platform administrator with plausible parameters, answers the
 * protocol's envelope R {code: number, success: boolean, msg, data}, never a 404 or a 500; an export
 * answers an .xlsx file.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// The specification's list of calls, kept with the documentation.
const CALLS = path.resolve(repoRoot, 'docs', 'api-calls.tsv');
const SUBJECT_DOMAIN = [
  'subject',
  'checkpoint',
  'subjectcheckpoint',
  'template',
  'inspectitem',
  'qrcode',
  'reportsubject',
  'employee',
  'reportemployee',
  'acid',
  'reportfacility',
  'reportfacilitynumber',
  'fireEquip',
  'internetcafedata',
  'subjectContent',
  'subjectcredit',
  'reportsong',
  'invalidsongabnormal',
];
/** Self-check reports, their warnings and cases, and the double-random checks. */
const REPORT_DOMAIN = [
  'reportcheck',
  'reportworkimg',
  'reportworkvideo',
  'reportcheckabnormal',
  'reportcheckwarn',
  'reportcheckcase',
  'lian',
  'checkfile',
  'inspectrandomtask',
  'reportrandomtask',
  'reportrandomtasksubject',
  'reportrandom',
  'reportrandomreject',
];
/** Inspections, on-site inspections, supervision and rectification, transfers and enforcement records. */
const ENFORCE_DOMAIN = [
  'inspect',
  'inspectabnormal',
  'evaluationsm',
  'onsiteinspect',
  'onsiteinspectcheck',
  'onsiteinspectother',
  'onsiteinspectabnormal',
];
const SUPERVISE_DOMAIN = [
  'supervise',
  'supervisecorrect',
  'superviseattach',
  'correct',
  'transfer',
  'enforceinfo',
  'enforcementsheet',
];
/** App users, certification, complaints, evaluations, notices. */
const CONSUMER_DOMAIN = [
  'complaint',
  'complaintimg',
  'complaintvideo',
  'evaluation',
  'evaluationimg',
  'usercertification',
  'consumerattach',
];
const PREFIXES = [
  '/api/blade-system',
  '/api/blade-user',
  '/api/blade-log',
  '/api/blade-resource/oss',
  '/api/blade-resource/attach',
  '/api/enforcer/prohibitedsong/',
  '/api/enforcer/inspectrandom/',
  ...[...SUBJECT_DOMAIN, ...REPORT_DOMAIN, ...SUPERVISE_DOMAIN].map((b) => `/api/subject/${b}/`),
  ...ENFORCE_DOMAIN.map((b) => `/api/enforcer/${b}/`),
  ...CONSUMER_DOMAIN.map((b) => `/api/consumer/${b}/`),
  '/api/system/appuser/',
  '/api/blade-desk/notice/',
  // Data sources, the code generator, saved reports.
  '/api/blade-develop/',
  '/api/blade-report/',
  // SMS.
  '/api/blade-resource/sms/',
  // Statistics, the app's statistics.
  '/api/statistics/',
  '/api/app/',
  // Cameras, AI events, alarms, mask checks, the open API.
  '/api/subject/camera/',
  '/api/subject/cameraabnormal/',
  '/api/subject/cameraalarm/',
  '/api/subject/cameraMaskCheck/',
  '/api/openapi/',
  // Workflow (models, deployments, instances, work, the leave process).
  '/api/blade-flow/',
  '/api/blade-desk/process/',
];
const SUBJECT = '/api/subject/subject';
const DATASOURCE = '/api/blade-develop/datasource';
const CHECKPOINT = '/api/subject/checkpoint';
const EXCLUDED = new Set<string>();
const EXACT = new Set<string>();

/**
 * Rows this server does not serve yet, each with its reason. A listed route that does exist is
 * called anyway (so the list can only hide what is really missing).
 */
const NOT_YET: Record<string, string> = {};

interface Row {
  method: string;
  path: string;
  params: string[];
}

function readCalls(): Row[] {
  const lines = fs.readFileSync(CALLS, 'utf8').split('\n').slice(1).filter(Boolean);
  return lines
    .map((line) => line.split('\t'))
    .map(([method, p, params]) => ({ method, path: p, params: params === '-' ? [] : params.split(',') }))
    .filter(
      (r) => (PREFIXES.some((prefix) => r.path.startsWith(prefix)) || EXACT.has(r.path)) && !EXCLUDED.has(r.path),
    );
}

const s = useServer();
let token: string;
const rows = readCalls();
const fixtures: Record<string, string> = {};
let seq = 0;

const baseOf = (p: string) => p.slice(0, p.lastIndexOf('/'));
const isBusiness = (base: string) =>
  [
    '/api/subject/',
    '/api/enforcer/',
    '/api/consumer/',
    '/api/system/appuser',
    '/api/blade-desk/',
    '/api/blade-develop/',
    '/api/blade-report/',
    '/api/blade-resource/sms',
  ].some((p) => base.startsWith(p));
const defOf = (base: string): ResourceDef | undefined => allResources.find((d) => d.base === base);
const unique = (prefix: string, max = 255) => `${prefix}${Date.now().toString(36)}${seq++}`.slice(-Math.min(max, 20));

/** A value a field accepts, by its type; references point at rows that exist. */
function valueFor(f: FieldDef): unknown {
  switch (f.format) {
    // A phone that must be unique (an app user's account) is a new one each time.
    case 'phone':
      return f.unique
        ? `139${String(Date.now() % 1e4).padStart(4, '0')}${String(seq++ % 1e4).padStart(4, '0')}`
        : '13800138000';
    case 'idCard':
      return idCard();
    case 'creditCode':
      return creditCode();
    default:
      break;
  }
  switch (f.name) {
    case 'menuId':
      return fixtures.menuId;
    case 'roleId':
      return fixtures.roleId;
    case 'deptId':
      return fixtures.deptId;
    case 'scopePath':
      return '/api/envelope-test';
    case 'category':
      return 1;
    case 'isSealed':
      return 0;
    case 'parentCode':
      return '00';
    case 'code':
      return f.maxLength && f.maxLength <= 12 ? String(900000000000 + seq++).slice(0, f.maxLength) : unique('c');
  }
  if (f.reference === 'user') return fixtures.inspectorId;
  if (f.reference === 'dept') return fixtures.deptId;
  if (f.name === 'marketTypes') return '1';
  switch (f.type) {
    case 'int':
    case 'number':
      return 1;
    case 'id':
      return '0';
    case 'ids':
      return fixtures.roleId;
    // A deadline that may not be past gets a day far ahead.
    case 'date':
      return f.noPast ? '2099-12-31' : '2024-01-01';
    case 'datetime':
      return '2024-01-01 00:00:00';
    case 'image':
    case 'images':
      return 'https://example.com/a.png';
    case 'video':
    case 'videos':
      return 'https://example.com/a.mp4';
    case 'file':
    case 'files':
      return 'https://example.com/a.pdf';
    case 'json':
      return '{}';
    default:
      return unique('t', f.maxLength ?? 255);
  }
}

/** An insert body for a declared resource: its required and unique fields; a subject of its own when it names one. */
async function newBody(base: string): Promise<Record<string, unknown>> {
  if (base === SUBJECT) return subjectBody();
  const def = defOf(base);
  if (!def) return {};
  const body: Record<string, unknown> = {};
  for (const f of def.fields)
    if (!f.readOnly && !f.serverOnly && (f.required || f.unique || f.name === 'parentCode')) body[f.name] = valueFor(f);
  // A fresh subject each time: some records are one per subject (a self-reporting subject, a QR code).
  for (const f of def.fields)
    if (f.reference === 'subject' && f.type === 'id' && f.required) body[f.name] = await created(SUBJECT);
  // Other required business references point at a fresh record of their own (a filing's case, a piece of evidence's report).
  for (const f of def.fields) {
    const target =
      f.type === 'id' && f.required && f.reference !== 'subject'
        ? allResources.find((d) => d.name === f.reference)
        : undefined;
    if (target && isBusiness(target.base)) body[f.name] = await created(target.base);
  }
  if (base === '/api/blade-user') body.deptId = fixtures.deptId;
  // A notice to market types names them (the default scope).
  if (base === '/api/blade-desk/notice') body.marketTypes = '1';
  // A storage config wants its write-only secret and a reachable-looking endpoint.
  if (base === '/api/blade-resource/oss')
    Object.assign(body, { endpoint: 'http://127.0.0.1:9', secretKey: 'envelope-secret' });
  // A data source names a reachable database; generated code names its data source and an API base; a
  // saved report names a screen of the app.
  if (base === DATASOURCE) Object.assign(body, { kind: 'pg', url: '127.0.0.1:5432/postgres', username: 'postgres' });
  if (base === '/api/blade-develop/code')
    Object.assign(body, { datasourceId: await created(DATASOURCE), apiPath: `/api/blade-walk/w${seq++}` });
  if (base === '/api/blade-report/report/rest') body.path = '/system/param';
  // An SMS config wants its write-only secret, and the sign name and app id of the kinds that need them.
  if (base === '/api/blade-resource/sms')
    Object.assign(body, { secretKey: 'envelope-secret', signName: '签名', appId: '1400000000' });
  return body;
}

/** The first record of a page with these filters (a record the server made as a consequence). */
async function firstOf(base: string, query: Record<string, string>): Promise<string> {
  const r = await call(s, `${base}/page`, { token, query: { ...query, current: '1', size: '1' } });
  const id = r.body?.data?.records?.[0]?.id;
  if (!id) throw new Error(`no row of ${base} for ${JSON.stringify(query)}: ${JSON.stringify(r.body)}`);
  return String(id);
}

async function submitted(base: string, body: Record<string, unknown>): Promise<Record<string, string>> {
  const r = await call(s, `${base}/submit`, { token, body: { ...(await newBody(base)), ...body } });
  if (!r.body?.data?.id) throw new Error(`could not create a row of ${base}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}

/** A self-check report of a fresh subject on a checkpoint assigned to it (abnormal: it opens a finding and a warning). */
async function selfReport(isAb: number): Promise<Record<string, string>> {
  const subjectId = await created(SUBJECT);
  const checkpointId = await created(CHECKPOINT);
  await submitted('/api/subject/subjectcheckpoint', { subjectId, checkpointId });
  return submitted('/api/subject/reportcheck', { subjectId, checkpointId, periodStart: '2024-01-01', isAb });
}

/** Records only the server makes, made the way it makes them (a report's finding, a drawn row, a rejection). */
const SERVER_MADE: Record<string, () => Promise<string>> = {
  '/api/subject/reportcheck': async () => (await selfReport(0)).id,
  '/api/subject/reportcheckabnormal': async () =>
    firstOf('/api/subject/reportcheckabnormal', { reportcheckId: (await selfReport(1)).id }),
  '/api/subject/reportcheckwarn': async () =>
    firstOf('/api/subject/reportcheckwarn', { subjectId: (await selfReport(1)).subjectId }),
  '/api/enforcer/inspectrandom': async () => {
    await created(SUBJECT);
    const taskId = (
      await submitted('/api/subject/inspectrandomtask', {
        subjectCount: 1,
        enforcerCount: 1,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      })
    ).id;
    const drawn = await call(s, '/api/subject/inspectrandomtask/extract', {
      token,
      method: 'POST',
      query: { id: taskId },
    });
    if (!drawn.body?.success) throw new Error(`extract: ${JSON.stringify(drawn.body)}`);
    return firstOf('/api/enforcer/inspectrandom', { taskId });
  },
  '/api/subject/reportrandom': async () => {
    const subjectId = await created(SUBJECT);
    const taskId = await created('/api/subject/reportrandomtask');
    await call(s, '/api/subject/reportrandomtask/submit-distribution', {
      token,
      method: 'POST',
      query: { taskId, subjectIds: subjectId },
    });
    return (await submitted('/api/subject/reportrandom', { taskId, subjectId })).id;
  },
  // An abnormal inspection opens its finding; an on-site inspection makes its item rows, and a
  // problem noted on it opens its finding; supervisions and rectifications name a finding.
  '/api/enforcer/inspectabnormal': async () =>
    firstOf('/api/enforcer/inspectabnormal', {
      inspectId: (await submitted('/api/enforcer/inspect', { result: 2, timeLimit: '2099-12-31' })).id,
    }),
  '/api/enforcer/onsiteinspect': async () => {
    const subjectId = await created(SUBJECT);
    await submitted('/api/subject/inspectitem', { marketType: 1 });
    return (await submitted('/api/enforcer/onsiteinspect', { subjectId, deadline: '2099-12-31' })).id;
  },
  '/api/enforcer/onsiteinspectcheck': async () =>
    firstOf('/api/enforcer/onsiteinspectcheck', { onsiteinspectId: await created('/api/enforcer/onsiteinspect') }),
  '/api/enforcer/onsiteinspectabnormal': async () => {
    const onsiteinspectId = await created('/api/enforcer/onsiteinspect');
    await submitted('/api/enforcer/onsiteinspectother', { onsiteinspectId, description: '安全出口被堵塞' });
    return firstOf('/api/enforcer/onsiteinspectabnormal', { onsiteinspectId });
  },
  '/api/subject/supervise': async () =>
    (
      await submitted('/api/subject/supervise', {
        sourceType: 'inspectabnormal',
        sourceId: await created('/api/enforcer/inspectabnormal'),
      })
    ).id,
  '/api/subject/correct': async () =>
    (
      await submitted('/api/subject/correct', {
        sourceType: 'inspectabnormal',
        sourceId: await created('/api/enforcer/inspectabnormal'),
      })
    ).id,
  // To another dept of the tenant (one's own is refused; receiving it is that dept's, so check answers 403 here).
  '/api/subject/transfer': async () =>
    (await submitted('/api/subject/transfer', { toDeptId: fixtures.otherDeptId })).id,
  '/api/subject/reportrandomreject': async () => {
    const reportId = await created('/api/subject/reportrandom');
    const r = await call(s, '/api/subject/reportrandom/reject', {
      token,
      method: 'POST',
      body: { id: reportId, cause: '材料不全' },
    });
    if (!r.body?.success) throw new Error(`reject: ${JSON.stringify(r.body)}`);
    return firstOf('/api/subject/reportrandomreject', { reportId });
  },
};

async function created(base: string): Promise<string> {
  if (SERVER_MADE[base]) return SERVER_MADE[base]();
  // Attachments come from uploads only; one is made before any storage config is enabled (beforeAll).
  if (base === '/api/blade-resource/attach') return fixtures.attachId;
  // Facility counts are the server's, made by reporting a facility.
  if (base === '/api/subject/reportfacilitynumber') {
    const subjectId = await created(SUBJECT);
    await call(s, '/api/subject/reportfacility/submit', {
      token,
      body: { ...(await newBody('/api/subject/reportfacility')), subjectId },
    });
    const counted = await call(s, `${base}/page`, { token, query: { subjectId, size: 1 } });
    return counted.body.data.records[0].id;
  }
  const r = await call(s, `${base}/submit`, { token, body: await newBody(base) });
  if (!r.body?.data?.id) throw new Error(`could not create a row of ${base}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data.id;
}

async function someId(base: string): Promise<string> {
  const r = await call(s, `${base}/page`, { token, query: { size: 1 } });
  return r.body?.data?.records?.[0]?.id ?? '1';
}

let leave: Promise<{ id: string; processInstanceId: string; deploymentId: string; taskId: string }> | undefined;
/** A leave started by the walk on the seeded leave process (seed step flow:leave), with its first task. */
function walkLeave() {
  leave ??= (async () => {
    const defs = await call(s, '/api/blade-flow/manager/list', { token, query: { current: '1', size: '50' } });
    const def = (defs.body.data.records ?? defs.body.data).find(
      (d: Record<string, unknown>) => d.key === 'Leave' || d.processKey === 'Leave',
    );
    if (!def) throw new Error(`no seeded leave process: ${JSON.stringify(defs.body).slice(0, 300)}`);
    const started = await call(s, '/api/blade-desk/process/leave/start-process', {
      token,
      body: {
        processDefinitionId: def.id,
        startTime: '2026-12-01 09:00:00',
        endTime: '2026-12-02 18:00:00',
        reason: '调用检查',
      },
    });
    if (!started.body.success) throw new Error(`leave not started: ${JSON.stringify(started.body)}`);
    const task = await dbOf(s)
      .selectFrom('blade_flow_task')
      .select('id')
      .where('processInstanceId', '=', started.body.data.processInstanceId)
      .executeTakeFirstOrThrow();
    return {
      id: String(started.body.data.id),
      processInstanceId: String(started.body.data.processInstanceId),
      deploymentId: String(def.deploymentId),
      taskId: String(task.id),
    };
  })();
  return leave;
}

async function openApiToken(): Promise<string> {
  const r = await call(s, '/api/subject/camera/getAccessToken', { token });
  return r.body.data.accessToken;
}

/** Parameters whose plausible value is the same on every route. */
const PLAIN_VALUES: Record<string, string> = {
  current: '1',
  size: '10',
  parentCode: '00',
  domain: 'localhost',
  name: '访客',
  password: md5('Guest#2026'),
  oauthId: '',
  oldPassword: md5('not-the-password'),
  oldInspectPassword: md5('not-the-password'),
  newPassword: md5('New#Pass2026'),
  newPassword1: md5('New#Pass2026'),
  newInspectPassword: md5('New#Pass2026'),
  newInspectPassword1: md5('New#Pass2026'),
  userType: '1',
  userExt: '',
  dataScopeIds: '',
  apiScopeIds: '',
  marketType: '1',
  marketTypeIds: '1',
  bizType: '101',
  sDate: '2024-01-01',
  eDate: '2024-12-31',
  status: '0',
  isAb: '1',
  viewType: '1',
  isReport: '0',
  operate: 'handle',
  type: 'inspectabnormal',
  role: 'section_chief',
  system: 'saber',
  // Statistics: a period, a market type, a dept.
  sdate: '2024-01-01',
  edate: '2024-12-31',
  dict_key: '1',
  isfk: '1',
  mode: '1',
  // An SMS to one phone through a config of the caller's (it is queued; no provider is called in this walk).
  phones: '13800138000',
  params: '{"code":"1234"}',
  cause: '材料不全',
  checkDesc: '不属于本部门职责',
};

/** Parameters that name a row the tests' fixtures hold (the fixture's name). */
const FIXTURE_VALUES: Record<string, string> = {
  deptId: 'deptId',
  dept: 'deptId',
  roleId: 'roleId',
  userIds: 'userId',
  userId: 'inspectorId',
  menuIds: 'topMenuMenuId',
  topMenuId: 'topMenuId',
  topMenuIds: 'topMenuId',
};

/** Parameters that name a record the walk makes through the resource at this path. */
const MADE_IN: Record<string, string> = {
  subjectId: SUBJECT,
  subjectIds: SUBJECT,
  checkpointId: CHECKPOINT,
  checkPointId: CHECKPOINT,
  checkpointIds: CHECKPOINT,
  datasourceId: DATASOURCE,
  noticeId: '/api/blade-desk/notice',
  inspectId: '/api/enforcer/inspect',
  // A finding of an inspection, as the supervision look-ups name it.
  sourceId: '/api/enforcer/inspectabnormal',
};

/** Plausible values of each parameter of a row, by parameter name and route. */
async function argsOf(row: Row): Promise<{ query: Record<string, string>; body?: unknown }> {
  const base = baseOf(row.path);
  const op = row.path.slice(base.length + 1);
  const query: Record<string, string> = {};
  let body: unknown;
  /** A parameter whose value depends on the route, or that the walk leaves out. */
  const otherArg = async (p: string) => {
    switch (p) {
      // A business action acts on a record that exists (a made-up id is a 404, as it should be).
      case 'id':
        query.id = op === 'detail' ? await someId(base) : isBusiness(base) ? await created(base) : '1';
        break;
      case 'ids':
        if (base.endsWith('/tenant') && op === 'setting') {
          query.ids = fixtures.tenantRowId;
          query.accountNumber = '-1';
          break;
        }
        query.ids = await created(base);
        // Unchecking needs a checked tag: check it first, so the call does what its name says.
        if (op === 'uncheckNfc')
          await call(s, `${base}/checkNfc`, { token, method: 'POST', query: { ids: query.ids } });
        break;
      case 'body':
        // The open API takes JSON naming its access token (GET camera/getAccessToken) and a camera.
        if (base.startsWith('/api/openapi'))
          body = { accessToken: await openApiToken(), cameraId: await created('/api/subject/camera') };
        else if (op === 'submit') body = await newBody(base);
        else if (op === 'update' && isBusiness(base)) body = { ...(await newBody(base)), id: await created(base) };
        else if (op === 'update') body = { id: fixtures.userId, realName: '改名' };
        else body = { realName: '管理员', name: 'admin', phone: '13800000000', email: 'admin@example.com' };
        break;
      case 'tenantId':
        query.tenantId = row.path.endsWith('register-guest') ? '100001' : '000000';
        break;
      case 'parentId':
        query.parentId = row.path.endsWith('/child-list') ? fixtures.dictParentId : '0';
        break;
      case 'roleIds':
        query.roleIds = row.path.endsWith('/role/grant') ? await created('/api/blade-system/role') : fixtures.roleId;
        break;
      case 'code':
        if (base === '/api/blade-resource/sms/endpoint') {
          const made = await call(s, '/api/blade-resource/sms/detail', {
            token,
            query: { id: await created('/api/blade-resource/sms') },
          });
          query.code = made.body.data.smsCode;
          break;
        }
        query.code =
          op === 'tree'
            ? 'DICT'
            : base.endsWith('dict-biz')
              ? 'market_type'
              : base.endsWith('/region')
                ? fixtures.regionCode
                : 'sex';
        break;
      case 'account':
        query.account = unique('guest');
        break;
      case 'taskId':
        query.taskId = base.startsWith('/api/blade-flow')
          ? (await walkLeave()).taskId
          : await created('/api/subject/reportrandomtask');
        break;
      case 'dt':
        query.dt = new Date().toISOString().slice(0, 10);
        break;
      // Workflow: the seeded leave process, started once by the walk.
      case 'businessId':
        query.businessId = (await walkLeave()).id;
        break;
      case 'processInstanceId':
        query.processInstanceId = (await walkLeave()).processInstanceId;
        break;
      // Refused (the walk's leave is running), so the leave process stays deployed for the other calls.
      case 'deploymentIds':
        query.deploymentIds = (await walkLeave()).deploymentId;
        break;
      // Left out: the list's filters, and what goes with an upload's file or a settings form.
      case 'filters':
      case 'multipart':
      case 'settings':
      case 'category':
      case 'tenantIds':
      case 'files':
        break;
      default:
        throw new Error(`no plausible value for parameter ${p} of ${row.method} ${row.path}`);
    }
  };
  for (const p of row.params) {
    if (Object.hasOwn(PLAIN_VALUES, p)) query[p] = PLAIN_VALUES[p];
    else if (Object.hasOwn(FIXTURE_VALUES, p)) query[p] = fixtures[FIXTURE_VALUES[p]];
    else if (Object.hasOwn(MADE_IN, p)) query[p] = await created(MADE_IN[p]);
    else await otherArg(p);
  }
  // The list names no user for these two, but Blade's calls carry the user's id.
  if (row.path === '/api/blade-user/platform-detail' || row.path === '/api/blade-user/update-platform')
    query.userId = fixtures.userId;
  // Blade's enable names the config by id (the list writes no parameter for it).
  if (row.path.endsWith('/oss/enable')) query.id = await created(base);
  // A model is deployed by its id (the call list gives no parameter).
  if (row.path.endsWith('/blade-flow/model/deploy')) query.modelId = await created('/api/blade-flow/model');
  // The app's statistics of one subject name it (the call list gives no parameter).
  if (row.path.endsWith('/staBySubjectId')) query.subjectId = await created(SUBJECT);
  return { query, body };
}

beforeAll(async () => {
  token = (await login(s)).access_token;
  const db = dbOf(s);
  const admin = await platformAdminGrants(s);
  fixtures.roleId = admin.roleIds[0];
  fixtures.deptId = admin.deptIds[0];
  fixtures.otherDeptId = await otherPlatformDept(s);
  [fixtures.menuId, fixtures.topMenuMenuId] = await menuIdsByCode(s, ['param', 'desk']);
  fixtures.topMenuId = await liveIdOf(s, 'blade_top_menu', '000000', 'code', 'desk');
  fixtures.tenantRowId = await liveIdOf(s, 'blade_tenant', '000000', 'tenantId', '000000');
  const region = await db
    .selectFrom('blade_region')
    .select('code')
    .where('isDeleted', '=', 0)
    .orderBy('code')
    .executeTakeFirst();
  fixtures.regionCode = String(region?.code ?? '110000');
  fixtures.userId = await created('/api/blade-user');
  // An inspector to draw, assign and name as enforcer (the random checks draw from inspectors and enforcers).
  const roles = await roleIdsByAlias(s, '000000');
  fixtures.inspectorId = await createUser(s, {
    tenantId: '000000',
    account: 'envinspector',
    password: 'Envelope#2026',
    roleIds: [roles.inspector],
    deptIds: [fixtures.deptId],
    name: '信封检查员',
  });
  const sex = await db
    .selectFrom('blade_dict')
    .select('id')
    .where('code', '=', 'sex')
    .where('parentId', '=', '0')
    .executeTakeFirstOrThrow();
  fixtures.dictParentId = String(sex.id);
  const uploaded = await upload(s, '/api/blade-resource/oss/endpoint/put-file', {
    token,
    bytes: PNG_1X1,
    fileName: 'envelope.png',
    query: { kind: 'image' },
  });
  fixtures.attachId = String(uploaded.body.data.attachId);
});

describe('the shared call list answers the protocol envelope', () => {
  it('reads the rows of our prefixes', () => {
    expect(rows.length).toBeGreaterThan(100);
    for (const key of Object.keys(NOT_YET))
      expect(
        rows.map((r) => `${r.method} ${r.path}`),
        key,
      ).toContain(key);
  });

  it.each(rows.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (key, row) => {
    const served = declaredRoutes(s.built.app).some((r) => r.method === row.method && r.url === row.path);
    if (!served && NOT_YET[key]) return;
    expect(served, `${key} is not served and not listed in NOT_YET`).toBe(true);
    const { query, body } = await argsOf(row);
    if (/\/export(Excel|CheckWarnExcel)?$/.test(row.path)) {
      const res = await fetch(`${s.url}${row.path}`, {
        method: row.method,
        headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` },
      });
      expect(res.status, key).toBe(200);
      expect(res.headers.get('content-type'), key).toContain('spreadsheetml');
      expect((await res.arrayBuffer()).byteLength, key).toBeGreaterThan(0);
      return;
    }
    const r = row.params.includes('multipart')
      ? await upload(s, row.path, {
          token,
          bytes: PNG_1X1,
          fileName: 'envelope.png',
          query: { kind: 'image' },
          fields: row.path.endsWith('/uploadPlanImage') ? { id: await created(SUBJECT) } : {},
        })
      : await call(s, row.path, { method: row.method, token, query, body });
    const what = `${key} -> ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`;
    if (process.env.SHOW_CALLS) console.log(what.slice(0, 160));
    expect(r.status, what).not.toBe(404);
    expect(r.status, what).toBeLessThan(500);
    expect(typeof r.body, what).toBe('object');
    expect(typeof r.body.code, what).toBe('number');
    expect(typeof r.body.success, what).toBe('boolean');
    expect(typeof r.body.msg, what).toBe('string');
    expect('data' in r.body, what).toBe(true);
    expect(r.body.success, what).toBe(r.body.code === 200);
  });
});
