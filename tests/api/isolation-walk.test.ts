import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { allResources } from '../../resources/declarations';
import type { ResourceDef } from '../../resources/types';
import { engineView } from '../../server/db/connection';
import { DEMO_TENANT } from '../../server/db/seed-data';
import { fillDemo } from '../../server/demo/fill';
import { demoGenerators } from '../../server/demo/registry';
import { newId } from '../../server/core/ids';
import { declaredRoutes } from '../../server/http/guard';
import { BASIC, call, login, useServer } from './harness';
import { addRole, grantsChanged, ownDeptScope, roleIdsByAlias } from './auth-fixtures';
import { tenantStaff, STAFF_PASSWORD } from './tenant-staff';
import { sheetRows } from './xlsx';

/**
 * Tenant isolation and data scope on every route that reads, not only on calls that take an id.
 *
 * Tenant A (the demo tenant) and a new tenant B get the same demo data. B's rows are recognisable: their
 * ids are collected, and their names carry a mark no demo value has. Every GET route of the route table
 * (lists, pages, trees, selects, boards, statistics, exports, history, options) and every POST export is
 * answered as A's administrator and as a user of A whose role sees only its own dept's records (data
 * scope 3 on every menu), in a dept where the demo creates nothing:
 * - nothing of B (an id anywhere, a marked name) appears in any answer of A;
 * - A's answers are the same before and after B's data exists (counts, boards and statistics too);
 * - the scoped user sees no record of A outside its dept, and its answers stay the same when A gets
 *   more records in other depts (its counts too).
 * A route that needs parameters is called with values of B's rows: the ones the server names
 * (`缺少必要的请求参数: id`) by `PARAM_RESOURCE`, the others by `ROUTE_PARAMS`. A new read route that
 * still answers 400 fails the walk until it is covered here.
 */
const s = useServer();
const A = DEMO_TENANT;
const MARK = '〆';
const db = () => s.built.app.db;

let B: string;
let adminA: string;
let scopedA: string;
/** Every id of a row of tenant B, in any tenant table. */
const idsOfB = new Set<string>();
/** Ids of A's rows of dept-scoped tables: the scoped user's dept has none. */
const scopedIdsOfA = new Set<string>();
/** One id of B per resource, for routes that take one. */
const sampleOfB: Record<string, string> = {};

type Principal = 'admin' | 'scoped';
type Answer = { status: number; body: unknown };
const before = new Map<string, Answer>();
const after = new Map<string, Answer>();
/** The walk again after A has more records outside the scoped user's dept. */
const moreOfA = new Map<string, Answer>();
/** A's records created in the scoped user's dept: none, or the walk proves nothing. */
const inScopedDept: string[] = [];

const tenantDefs = allResources.filter((d) => d.tenantScoped);

/** Answers that change between two calls by themselves: checked for leaks, not compared. */
const CHANGES_BY_ITSELF: Record<string, string> = {
  'GET /api/subject/camera/getAccessToken': 'a fresh token each call',
  'GET /api/blade-log/api/list': "the API log holds the walk's own calls",
  'GET /api/blade-log/api/page': "the API log holds the walk's own calls",
  'GET /api/rest/log-api': "the API log holds the walk's own calls",
};

/** Reads that show rows outside the caller's data scope on purpose. */
const BEYOND_SCOPE: Record<string, string> = {
  'GET /api/blade-auth/oauth/user-info': "the caller's own account",
  'GET /api/blade-user/info': "the caller's own account",
  'GET /api/blade-user/select': 'a picker offers colleagues by name, whoever created them',
  'GET /api/blade-user/selectForInspect': 'a picker offers colleagues by name, whoever created them',
};

/** The route of a walk's answer key (`scoped GET /api/…` → `GET /api/…`). */
const routeOf = (key: string) => key.slice(key.indexOf(' ') + 1);

/**
 * A declaration's `options` is the picker of its references: names only, tenant-wide, since data scope
 * narrows what one reads, not what one may refer to (server/crud/reference-options.ts).
 */
const beyondScope = (route: string) =>
  route in BEYOND_SCOPE || (route.startsWith('GET ') && route.endsWith('/options'));

/** The declaration whose base starts the URL (the longest one). */
const defOfUrl = (url: string): ResourceDef | undefined =>
  allResources.filter((d) => url.startsWith(`${d.base}/`)).sort((x, y) => y.base.length - x.base.length)[0];

/** Which resource a parameter named by the server (`缺少必要的请求参数: <name>`) is an id of; `id` and `taskId` are the route's own. */
const PARAM_RESOURCE: Record<string, string> = {
  subjectId: 'subject',
  checkpointId: 'checkpoint',
  noticeId: 'notice',
  sourceId: 'superviseSource',
  businessId: 'processLeave',
  processInstanceId: 'processInstance',
};

/** Values of B's first row of a resource that routes take: `[name in sampleOfB, field]`. */
const VALUE_PARAMS: Record<string, [string, string]> = {
  subject: ['marketType', 'marketType'],
  camera: ['cameraSerial', 'serialNo'],
  supervise: ['superviseSource', 'sourceId'],
  processLeave: ['processInstance', 'processInstanceId'],
};

/** Parameters that are not a row's id. */
const PLAIN_PARAMS: Record<string, string> = { code: 'market_type' };

/** Routes that refuse a call without parameters in words of their own: what they are called with. */
const ROUTE_PARAMS: Record<string, (b: Record<string, string>) => Record<string, string>> = {
  '/api/app/subject/subject/staBySubjectId': (b) => ({ subjectId: b.subject }),
  '/api/subject/reportcheck/get-list': (b) => ({ subjectId: b.subject }),
  '/api/subject/reportcheckwarn/getCheckpointDetail': (b) => ({ subjectId: b.subject, checkpointId: b.checkpoint }),
  '/api/subject/reportcheckwarn/getCheckpointTypeListById': (b) => ({ id: b.marketType }),
  '/api/subject/reportcheckwarn/list-checkpoint-report': (b) => ({ subjectId: b.subject }),
  '/api/subject/reportcheckwarn/list-report': (b) => ({ subjectId: b.subject }),
  '/api/enforcer/inspect/select': (b) => ({ subjectId: b.subject }),
  '/api/enforcer/onsiteinspect/check-items': (b) => ({ subjectId: b.subject }),
  '/api/subject/camera/getZmUrl': (b) => ({ id: b.camera }),
  '/api/subject/camera/getCloudStreamUrl': (b) => ({ id: b.camera }),
  '/api/subject/camera/getDeviceChannels': (b) => ({ deviceSerial: b.cameraSerial }),
};

const MISSING = /^缺少必要的请求参数: (\w+)$/;

/** The value of a parameter the server asked for: an id of B's rows, or a plain value. */
function valueOf(url: string, name: string): string | undefined {
  if (name in PLAIN_PARAMS) return PLAIN_PARAMS[name];
  const resource = name === 'id' || name === 'taskId' ? defOfUrl(url)?.name : PARAM_RESOURCE[name];
  // A resource of which B has no row is asked for another row of B: A must not reach that either.
  return resource ? (sampleOfB[resource] ?? sampleOfB.user) : undefined;
}

/** The read routes of the walk: every authenticated GET, and every export. */
function readRoutes() {
  return declaredRoutes(s.built.app).filter(
    (r) =>
      r.access !== 'public' &&
      !r.url.includes(':') &&
      !r.url.endsWith('/*') &&
      (r.method === 'GET' || (r.method === 'POST' && /\/export(Excel)?$/.test(r.url))),
  );
}

async function answer(token: string, method: string, url: string, query: Record<string, string>): Promise<Answer> {
  const qs = new URLSearchParams(query);
  const res = await fetch(`${s.url}${url}${qs.size ? `?${qs}` : ''}`, {
    method,
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  // An Excel file is compared by its cells: the zip around them carries the moment it was made.
  if ((res.headers.get('content-type') ?? '').includes('spreadsheet'))
    return { status: res.status, body: await sheetRows(bytes) };
  const text = bytes.toString('utf8');
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: text };
  }
}

const missingParam = (a: Answer) =>
  a.status === 400 ? MISSING.exec(String((a.body as { msg?: string })?.msg ?? ''))?.[1] : undefined;

/**
 * Every answer of the walk for both principals, keyed `principal method url`. Without B's ids (`probe`
 * false) only the routes that need no parameters; with them, each missing parameter the server names is
 * filled from B's rows and the call made again.
 */
async function walk(into: Map<string, Answer>, probe: boolean) {
  for (const r of readRoutes()) {
    const own = Object.hasOwn(ROUTE_PARAMS, r.url) ? ROUTE_PARAMS[r.url] : undefined;
    if (own && !probe) continue;
    for (const [who, token] of [
      ['admin', adminA],
      ['scoped', scopedA],
    ] as Array<[Principal, string]>) {
      const query = own ? own(sampleOfB) : {};
      let a = await answer(token, r.method, r.url, query);
      for (let missing = missingParam(a); missing; missing = missingParam(a)) {
        const value = probe ? valueOf(r.url, missing) : undefined;
        if (value === undefined || missing in query) break;
        query[missing] = value;
        a = await answer(token, r.method, r.url, query);
      }
      if (probe || !missingParam(a)) into.set(`${who} ${r.method} ${r.url}`, a);
    }
  }
}

/** Every string and number in an answer, with the key it stands under. */
function* values(node: unknown, key = ''): Generator<[string, string]> {
  if (node === null || node === undefined) return;
  if (Array.isArray(node)) for (const v of node) yield* values(v, key);
  else if (typeof node === 'object')
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) yield* values(v, k);
  else yield [key, String(node)];
}

/** The `id`s of the objects in an answer: the rows it shows. */
function* rowIds(node: unknown): Generator<string> {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) for (const v of node) yield* rowIds(v);
  else {
    const o = node as Record<string, unknown>;
    if (o.id !== undefined && o.id !== null) yield String(o.id);
    for (const v of Object.values(o)) yield* rowIds(v);
  }
}

async function addScopedUser(): Promise<string> {
  const d = db();
  const adminRole = (await roleIdsByAlias(s, A)).admin;
  const roleId = await addRole(s, A, 'owndept', { roleName: '本部门查看', sort: 9 });
  const menus = await d.selectFrom('blade_role_menu').select('menuId').where('roleId', '=', adminRole).execute();
  for (const m of menus)
    await d.insertInto('blade_role_menu').values({ id: newId(), menuId: m.menuId, roleId }).execute();
  const menuCodes = new Set((await d.selectFrom('blade_menu').select('code').execute()).map((m) => String(m.code)));
  const scopedCodes = new Set(allResources.filter((x) => x.dataScoped).map((x) => x.menuCode ?? x.name));
  for (const code of [...scopedCodes].filter((c) => menuCodes.has(c)))
    await ownDeptScope(s, roleId, code, code, '本部门');
  // A dept of its own, made after A's demo data: no record of A was created in it.
  const dept = await call(s, '/api/blade-system/dept/submit', {
    token: adminA,
    body: { parentId: '0', deptName: '隔离检查科', fullName: '隔离检查科', deptCategory: 1, sort: 99 },
  });
  expect(dept.body.success, JSON.stringify(dept.body)).toBe(true);
  const deptId = String(dept.body.data.id);
  // The demo places records in leaf depts: with a child, this dept gets none, its child does.
  const child = await call(s, '/api/blade-system/dept/submit', {
    token: adminA,
    body: { parentId: deptId, deptName: '隔离检查一组', fullName: '隔离检查一组', deptCategory: 1, sort: 1 },
  });
  expect(child.body.success, JSON.stringify(child.body)).toBe(true);
  await grantsChanged(s);
  await (await tenantStaff(s, A)).create('owndept1', 'owndept', '隔离检查科');
  return deptId;
}

beforeAll(async () => {
  await fillDemo(db(), allResources, { scale: 12, tenantId: A, ownTransactions: true });
  adminA = (await login(s, 'admin', undefined, A)).access_token;
  const scopedDept = await addScopedUser();
  scopedA = (await login(s, 'owndept1', STAFF_PASSWORD, A)).access_token;
  await walk(before, false);

  const platform = (await login(s)).access_token;
  const created = await call(s, '/api/blade-system/tenant/submit', {
    token: platform,
    body: { tenantName: '乙租户', linkman: '王五', contactNumber: '13800000001' },
  });
  B = String(created.body.data.tenantId);
  await fillDemo(db(), allResources, { scale: 12, tenantId: B, ownTransactions: true });
  for (const def of tenantDefs) {
    const rows = await engineView(db()).selectFrom(def.table).select('id').where('tenantId', '=', B).execute();
    for (const r of rows) idsOfB.add(String(r.id));
    if (rows.length) sampleOfB[def.name] = String(rows[0].id);
    const value = VALUE_PARAMS[def.name];
    if (value && rows.length) {
      const row = await engineView(db())
        .selectFrom(def.table)
        .select(value[1])
        .where('id', '=', rows[0].id)
        .executeTakeFirstOrThrow();
      sampleOfB[value[0]] = String((row as Record<string, unknown>)[value[1]]);
    }
    const label = def.fields.find((f) => f.name === def.labelField && (f.type === 'string' || f.type === 'text'));
    if (label)
      await engineView(db())
        .updateTable(def.table)
        .set({ [label.name]: sql`${MARK} || ${sql.ref(label.name)}` })
        .where('tenantId', '=', B)
        .execute();
  }
  await walk(after, true);

  // More of A's dept-scoped records, all outside the scoped user's dept.
  await fillDemo(db(), allResources, {
    scale: 6,
    tenantId: A,
    ownTransactions: true,
    generators: demoGenerators.filter((g) => allResources.find((d) => d.name === g.resource)?.dataScoped),
  });
  for (const def of tenantDefs.filter((d) => d.dataScoped)) {
    const rows = await engineView(db())
      .selectFrom(def.table)
      .select(['id', 'createDept'])
      .where('tenantId', '=', A)
      .execute();
    for (const r of rows)
      if (String(r.createDept) !== scopedDept) scopedIdsOfA.add(String(r.id));
      else inScopedDept.push(`${def.name} ${r.id}`);
  }
  await walk(moreOfA, true);
}, 600_000);

describe('every read route keeps tenants apart and data scope', () => {
  it('walks every read route: none fails, none is left without its parameters', () => {
    const failed = [...after].filter(([, a]) => a.status >= 500).map(([k, a]) => `${k}: ${JSON.stringify(a.body)}`);
    expect(failed).toEqual([]);
    const refused = [...after].filter(([, a]) => a.status === 400).map(([k, a]) => `${k}: ${JSON.stringify(a.body)}`);
    expect(refused).toEqual([]);
    expect(after.size).toBe(readRoutes().length * 2);
  });

  it('shows tenant A nothing of tenant B: no id, no name', () => {
    const leaks: string[] = [];
    for (const [key, a] of after)
      for (const [field, v] of values(a.body))
        if (idsOfB.has(v) || v.includes(MARK)) leaks.push(`${key}: ${field}=${v}`);
    expect(leaks.slice(0, 20)).toEqual([]);
  });

  it("answers tenant A the same before and after tenant B's data exists", () => {
    expect(before.size).toBeGreaterThan(400);
    const changed = [...before]
      .filter(([k]) => !(routeOf(k) in CHANGES_BY_ITSELF))
      .filter(([k, a]) => JSON.stringify(a) !== JSON.stringify(after.get(k)))
      .map(([k]) => k);
    expect(changed).toEqual([]);
  });

  it('shows the dept-scoped user no record of its tenant outside its dept', () => {
    expect(inScopedDept).toEqual([]);
    expect(scopedIdsOfA.size).toBeGreaterThan(500);
    const leaks: string[] = [];
    for (const [key, a] of moreOfA)
      if (key.startsWith('scoped ') && !beyondScope(routeOf(key)))
        for (const id of rowIds(a.body)) if (scopedIdsOfA.has(id)) leaks.push(`${key}: ${id}`);
    expect(leaks.slice(0, 20)).toEqual([]);
  });

  it('answers the dept-scoped user the same when its tenant adds records outside its dept', () => {
    const scoped = [...after].filter(([k]) => k.startsWith('scoped '));
    expect(scoped.length).toBe(readRoutes().length);
    const changed = scoped
      .filter(([k]) => !beyondScope(routeOf(k)) && !(routeOf(k) in CHANGES_BY_ITSELF))
      .filter(([k, a]) => JSON.stringify(a) !== JSON.stringify(moreOfA.get(k)))
      .map(([k]) => k);
    expect(changed).toEqual([]);
  });
});
