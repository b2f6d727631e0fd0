import { engineView } from '../../server/db/connection';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { allResources } from '../../resources/declarations';
import {
  type ActionDef,
  type ActionParam,
  type FieldDef,
  type LifeCycle,
  type ResourceDef,
} from '../../resources/types';
import { newId } from '../../server/core/ids';
import { call, login, useServer } from './harness';
import { anotherAdministrator, createUser, otherPlatformDept, roleIdsByAlias } from './auth-fixtures';
import { creditCode, idCard } from './business-calls';

/**
 * One walk over every declaration : for each resource with a submit
 * route, a body missing one required field (left out, then blank), all others valid, is answered
 * with exactly that field's message, and the complete body is accepted; for each declared action,
 * a record in a state outside `from` is refused and one in each from-state is moved to `to`.
 *
 * The declarations themselves are compared with tests/fixtures/declared-rules.json, so a rule that
 * disappears from a declaration fails here too (the walk alone would just stop checking it). A new
 * rule or resource: add it to the fixture; a rule removed on purpose: remove it there.
 *
 * Everything runs as the platform administrator (every button, platform-only resources included),
 * so tenant-scoped rows land in tenant 000000.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * Each action's from-states and end state as the business states them, with the action's and the
 * states' Chinese labels its refusals name, written by hand (see the file).
 */
const ACTION_RULES = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'tests', 'fixtures', 'action-rules.json'), 'utf8'),
) as Record<
  string,
  { field: string; from: number[]; to: number; rule: string; action: string; states: Record<string, string> }
>;
const RULES = JSON.parse(fs.readFileSync(path.join(repoRoot, 'tests', 'fixtures', 'declared-rules.json'), 'utf8')) as {
  required: Record<string, Record<string, string>>;
  actions: Record<string, Record<string, string>>;
};

type Body = Record<string, unknown>;

/**
 * Resources whose submit is custom and wants more than their declared required fields, or whose
 * generated values need a nudge. Each entry says why.
 */
const TWEAKS: Record<string, (body: Body) => Body | Promise<Body>> = {
  // An API rule's path is a request path prefix (server/domains/scopes.ts refuses one without a leading /).
  'api-scope': (b) => ({ ...b, scopePath: '/api/walk' }),
  // The secret key is write-only (serverOnly, so the walk never fills it) and required on insert by the oss module.
  oss: (b) => ({ ...b, secretKey: 'walk-secret' }),
  // A supervision's source is a live finding of the caller's tenant, with no other supervision under way
  // (server/domains/supervise/supervise.ts): a fresh finding each time.
  supervise: async (b) => ({ ...b, sourceType: 'inspectabnormal', sourceId: await freshFinding() }),
  // A rectification too names a live finding, one under way at a time (server/domains/supervise/correct.ts).
  correct: async (b) => ({ ...b, sourceType: 'inspectabnormal', sourceId: await freshFinding() }),
  // Inspectors are the tenant's active inspection staff (server/domains/enforce/inspect-rules.ts), not any user.
  inspect: async (b) => ({ ...b, enforcerId: await walkInspector() }),
  // The same for on-site inspections; a deadline, so that a problem noted on it (an other finding) is accepted.
  onsiteinspect: async (b) => ({ ...b, enforcerIds: await walkInspector(), deadline: '2099-01-01' }),
  // A finding is one per abnormal inspection, which opens it itself: by hand only for one whose finding was removed.
  inspectabnormal: async (b) => ({
    ...b,
    inspectId: await inspectionWithoutFinding(
      'inspect',
      { result: 2, timeLimit: '2099-01-01' },
      'inspectabnormal',
      'inspect_id',
    ),
  }),
  onsiteinspectabnormal: async (b) => ({
    ...b,
    onsiteinspectId: await inspectionWithoutFinding('onsiteinspect', {}, 'onsiteinspectabnormal', 'onsiteinspect_id'),
  }),
  // An app user's phone is its account, unique in the tenant.
  appuser: (b) => ({
    ...b,
    phone: `139${String(Date.now() % 1e4).padStart(4, '0')}${String(++serial % 1e4).padStart(4, '0')}`,
  }),
  // A notice to market types names them, and publishing needs a subject of one (server/domains/desk/notices.ts).
  notice: async (b) => {
    await freshRow('subject');
    return { ...b, marketTypes: await firstChoice({ dict: { code: 'market_type', biz: true } }) };
  },
  // A transfer goes to another dept than the sender's (server/domains/transfer/transfers.ts).
  transfer: async (b) => ({ ...b, toDeptId: await otherPlatformDept(s) }),
  // A draw needs an eligible subject and enforcer in the caller's tenant (server/domains/random/inspect-tasks.ts).
  inspectrandomtask: async (b) => ({ ...b, ...(await drawable()) }),
  // A report comes only from a subject its task was sent to, once (server/domains/random/report-reviews.ts): a fresh task sent to one.
  reportrandom: async (b) => ({ ...b, ...(await sentTask()) }),
  // A self-check report is of a checkpoint assigned to its subject, once per period, for a period begun
  // (server/domains/report/reportcheck.ts): a fresh subject with the checkpoint, a past period.
  reportcheck: async (b) => ({ ...b, ...(await assignedCheckpoint()), periodStart: '2024-01-01' }),
  // A case is filed once (server/domains/report/case-filing.ts): a fresh case each time.
  lian: async (b) => ({ ...b, caseId: await freshRow('reportcheckcase') }),
  // A data source's address is host:port/database (server/domains/develop/datasource.ts), generated
  // code's API base a path under /api, a saved report's screen a menu route of the app.
  datasource: (b) => ({ ...b, url: '127.0.0.1:5432/walk' }),
  code: (b) => ({ ...b, apiPath: `/api/blade-walk/w${++serial}` }),
  savedreport: (b) => ({ ...b, path: '/system/param' }),
  // An SMS config's secret is write-only (serverOnly) and required on insert; Aliyun and Tencent kinds want a sign
  // name, Tencent an app id (server/domains/sms/configs.ts).
  sms: (b) => ({ ...b, secretKey: 'walk-secret', signName: '签名', appId: '1400000000' }),
};

/** A row made now through its submit, for records that are one per target. */
async function freshRow(name: string): Promise<string> {
  const def = allResources.find((d) => d.name === name)!;
  const made = await call(s, `${def.base}/submit`, { token, body: await validBody(def) });
  expect(made.body.success, `${name}: ${JSON.stringify(made.body)}`).toBe(true);
  return String(made.body.data.id);
}

/** The walk's inspector: an active user of tenant 000000 holding the inspector role. */
async function walkInspector(): Promise<string> {
  const found = await s.built.app.db
    .selectFrom('blade_user')
    .select('id')
    .where('account', '=', 'walkinspector')
    .executeTakeFirst();
  if (found) return String(found.id);
  const roles = await roleIdsByAlias(s, '000000');
  return createUser(s, { account: 'walkinspector', password: 'Walk#2026', roleIds: [roles.inspector], name: 'walk' });
}

/**
 * The id of the row of `table` that the server made beside a valid `resource` record saved with
 * `extra`: the row whose `column` names the record.
 */
async function madeBeside(resource: string, extra: Body, table: string, column: string): Promise<string> {
  const def = allResources.find((d) => d.name === resource)!;
  const made = await call(s, `${def.base}/submit`, { token, body: { ...(await validBody(def)), ...extra } });
  expect(made.body.success, JSON.stringify(made.body)).toBe(true);
  const row = await engineView(s.built.app.db)
    .selectFrom(table)
    .select('id')
    .where(column, '=', String(made.body.data.id))
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** The finding a fresh abnormal inspection opened. */
const freshFinding = () =>
  madeBeside('inspect', { result: 2, timeLimit: '2099-01-01' }, 'biz_inspect_abnormal', 'inspectId');

/**
 * An abnormal inspection whose finding was removed through the API (an on-site one is abnormal by a
 * problem noted on it), so that a finding may be recorded for it by hand.
 */
async function inspectionWithoutFinding(
  inspection: string,
  extra: Body,
  finding: string,
  column: string,
): Promise<string> {
  const def = allResources.find((d) => d.name === inspection)!;
  const made = await call(s, `${def.base}/submit`, { token, body: { ...(await validBody(def)), ...extra } });
  expect(made.body.success, JSON.stringify(made.body)).toBe(true);
  const id = String(made.body.data.id);
  if (inspection === 'onsiteinspect') {
    const other = await call(s, '/api/enforcer/onsiteinspectother/submit', {
      token,
      body: { onsiteinspectId: id, description: '安全出口堵塞' },
    });
    expect(other.body.success, JSON.stringify(other.body)).toBe(true);
  }
  const findingDef = allResources.find((d) => d.name === finding)!;
  const opened = await engineView(s.built.app.db)
    .selectFrom(findingDef.table)
    .select('id')
    .where(column, '=', id)
    .where('isDeleted', '=', 0)
    .executeTakeFirstOrThrow();
  const removed = await call(s, `${findingDef.base}/remove`, {
    token,
    method: 'POST',
    query: { ids: String(opened.id) },
  });
  expect(removed.body.success, JSON.stringify(removed.body)).toBe(true);
  return id;
}

/** A fresh subject with the walk's checkpoint assigned to it. */
async function assignedCheckpoint(): Promise<Body> {
  const subjectId = await freshRow('subject');
  const checkpointId = await referenceTo('checkpoint');
  const assigned = await call(s, '/api/subject/subjectcheckpoint/submit', { token, body: { subjectId, checkpointId } });
  expect(assigned.body.success, JSON.stringify(assigned.body)).toBe(true);
  return { subjectId, checkpointId };
}

/**
 * Rows only the server makes, made the way it makes them, for the life-cycle walk: a warning is
 * raised by an abnormal self-check report (server/domains/report/warn-hooks.ts).
 */
const SERVER_MADE: Record<string, () => Promise<string>> = {
  reportcheckwarn: () => madeBeside('reportcheck', { isAb: 1 }, 'biz_report_check_warn', 'reportcheckId'),
};

/** A subject and an inspector of tenant 000000 for a random task to draw, and the task's terms naming them. */
async function drawable(): Promise<Body> {
  await walkInspector();
  const subject = await call(s, '/api/subject/subject/submit', {
    token,
    body: await validBody(allResources.find((d) => d.name === 'subject')!),
  });
  expect(subject.body.success, JSON.stringify(subject.body)).toBe(true);
  return {
    marketTypes: String(subject.body.data.marketType),
    subjectCount: 1,
    enforcerCount: 1,
    regionCode: null,
    deptId: null,
  };
}

/** A random self-report task sent to one subject. */
async function sentTask(): Promise<Body> {
  const task = await call(s, '/api/subject/reportrandomtask/submit', {
    token,
    body: await validBody(allResources.find((d) => d.name === 'reportrandomtask')!),
  });
  const subjectId = await referenceTo('subject');
  const sent = await call(s, '/api/subject/reportrandomtask/submit-distribution', {
    token,
    body: { taskId: task.body.data.id, subjectIds: subjectId },
  });
  expect(sent.body.success, JSON.stringify(sent.body)).toBe(true);
  return { taskId: task.body.data.id, subjectId };
}

const s = useServer();
let token: string;
/** Who takes the actions that may not be taken by the user they review (`notBy`). */
let reviewer: string;
const REVIEWER_PASSWORD = 'Walk#Review2026';
let serial = 0;
const unique = () => `${Date.now().toString(36)}${(++serial).toString(36)}`;

const dictKeys = new Map<string, string>();
/** The first key of a field's dictionary, read through the dictionary API as a form would. */
async function firstChoice(f: Pick<FieldDef, 'dict' | 'choices'>): Promise<string> {
  if (f.choices?.length) return f.choices[0].id;
  const { code, biz } = f.dict!;
  const key = `${biz ? 'biz' : 'sys'}:${code}`;
  if (!dictKeys.has(key)) {
    const r = await call(s, `/api/blade-system/${biz ? 'dict-biz' : 'dict'}/dictionary`, { token, query: { code } });
    const first = (r.body.data ?? [])[0];
    if (!first) throw new Error(`dictionary ${code} has no items`);
    dictKeys.set(key, String(first.dictKey));
  }
  return dictKeys.get(key)!;
}

/** A live row of the target resource the caller may reference: an existing one, or one made now. */
async function referenceTo(target: string): Promise<string> {
  const def = allResources.find((d) => d.name === target);
  if (!def) throw new Error(`unknown reference target ${target}`);
  let q = engineView(s.built.app.db).selectFrom(def.table).select('id').where('isDeleted', '=', 0);
  if (def.tenantScoped) q = q.where('tenantId', '=', '000000');
  const row = await q.orderBy('id').executeTakeFirst();
  if (row) return String(row.id);
  const made = await call(s, `${def.base}/submit`, { token, body: await validBody(def) });
  expect(made.body.success, `${target}: ${JSON.stringify(made.body)}`).toBe(true);
  return String(made.body.data.id);
}

/** A valid value of one field or action parameter, from its type, dictionary, format and reference. */
async function valueFor(f: FieldDef | ActionParam): Promise<unknown> {
  if (f.dict || f.choices?.length) {
    const v = await firstChoice(f);
    return f.type === 'int' || f.type === 'number' ? Number(v) : v;
  }
  const reference = 'reference' in f ? f.reference : undefined;
  if ((f.type === 'id' || f.type === 'ids') && reference) return referenceTo(reference);
  if (f.format === 'creditCode') return creditCode('110105');
  if (f.format === 'phone') return '13800138000';
  if (f.format === 'idCard') return idCard();
  switch (f.type) {
    case 'int':
    case 'number':
      return 1;
    case 'id':
    case 'ids':
      return newId();
    case 'date':
      return '2099-01-01';
    case 'datetime':
      return '2099-01-01 10:00:00';
    case 'json':
      return '{}';
    case 'image':
    case 'images':
      return '/api/blade-resource/oss/walk.png';
    case 'video':
    case 'videos':
      return '/api/blade-resource/oss/walk.mp4';
    case 'file':
    case 'files':
      return '/api/blade-resource/oss/walk.pdf';
    default: {
      // Letters first and no punctuation: fits identifier patterns (role alias) and URLs aside.
      if ('url' in f && f.url) return `https://example.com/${unique()}`;
      const v = `w${unique()}`;
      return f.maxLength ? v.slice(-Math.min(v.length, f.maxLength)).replace(/^[^a-z]/, 'w') : v;
    }
  }
}

/** Every required, client-writable field of a declaration filled with a valid value. */
async function validBody(def: ResourceDef): Promise<Body> {
  const body: Body = {};
  for (const f of def.fields) if (f.required && !f.readOnly && !f.serverOnly) body[f.name] = await valueFor(f);
  return (await TWEAKS[def.name]?.(body)) ?? body;
}

// Resources whose rows only the server makes (attachments) have no insert to walk.
const hasSubmit = (def: ResourceDef) => (!def.operations || def.operations.includes('submit')) && !def.serverCreated;

beforeAll(async () => {
  token = (await login(s)).access_token;
  // A second administrator in the same depts takes the actions that review the first one's work (notBy).
  await anotherAdministrator(s, 'walkreviewer', REVIEWER_PASSWORD);
  reviewer = (await login(s, 'walkreviewer', REVIEWER_PASSWORD)).access_token;
});

describe('the declarations keep their rules', () => {
  it('every declared required message and action is the recorded one (a lost rule fails here)', () => {
    const required: Record<string, Record<string, string>> = {};
    const actions: Record<string, Record<string, string>> = {};
    for (const def of allResources) {
      const fields = def.fields.filter((f) => f.required);
      if (fields.length) required[def.name] = Object.fromEntries(fields.map((f) => [f.name, f.required!]));
      for (const lc of def.lifecycles ?? [])
        for (const a of lc.actions) (actions[def.name] ??= {})[a.name] = `${lc.field}: ${a.from.join(',')} -> ${a.to}`;
    }
    // A new resource or rule is recorded on purpose: UPDATE_DECLARED_RULES=1 rewrites the file, and the diff is reviewed.
    if (process.env.UPDATE_DECLARED_RULES)
      fs.writeFileSync(
        path.join(repoRoot, 'tests', 'fixtures', 'declared-rules.json'),
        JSON.stringify({ required, actions }, null, 2) + '\n',
      );
    expect({ required, actions }).toEqual(process.env.UPDATE_DECLARED_RULES ? { required, actions } : RULES);
  });

  it('every declared action has its hand-written rule, and no rule names an action that is gone', () => {
    const declared = allResources.flatMap((def) =>
      (def.lifecycles ?? []).flatMap((lc) => lc.actions.map((a) => `${def.name}/${a.name}`)),
    );
    expect(declared.sort()).toEqual(Object.keys(ACTION_RULES).sort());
  });
});

describe.each(allResources.filter(hasSubmit).map((def) => [def.name, def] as const))(
  '%s: submit answers each required message',
  (_name, def) => {
    const required = def.fields.filter((f) => f.required && !f.readOnly && !f.serverOnly);

    it.each(required.map((f) => [f.name, f] as const))('missing %s', async (_field, f) => {
      for (const missing of [undefined, '']) {
        const body = await validBody(def);
        if (missing === undefined) delete body[f.name];
        else body[f.name] = missing;
        const r = await call(s, `${def.base}/submit`, { token, body });
        expect(r.body, `${def.name}.${f.name} ${missing === undefined ? 'left out' : 'blank'}`).toMatchObject({
          code: 400,
          success: false,
          msg: f.required,
        });
      }
    });

    it('accepts the complete body', async () => {
      const r = await call(s, `${def.base}/submit`, { token, body: await validBody(def) });
      expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 200, success: true });
    });
  },
);

/**
 * Actions whose success needs domain state no declaration says, each with why (the domain's API tests
 * walk them): the walk reaches the states past them by a direct write, and checks only that they are
 * refused outside their from-states (in the engine's or the domain's own words), the state unchanged.
 */
const GUARDED: Record<string, string> = {
  'inspectrandomtask/extract':
    'draws from eligible subjects and enforcers; a published task answers 已发布的任务不能重新抽取 (tests/api/random-checks.test.ts)',
  'inspectrandomtask/complete': "needs every drawn subject's result recorded",
  'inspectrandom/record': 'only for a published task',
  'transfer/check':
    "only the receiving dept (tests/api/transfer-enforcement.test.ts); the walk sends to another dept than the admin's",
  'transfer/uncheck': 'only the receiving dept',
  'transfer/handle': 'only the receiving dept, after it received the transfer',
  'supervise/approve-section-chief': 'only a holder of the 科长 role, in turn (tests/api/supervise-flow.test.ts)',
  'supervise/approve-director': 'only a holder of the 局长 role, after the 科长, with the finding handled',
  'supervise/reject': 'only the reviewer whose step it is (the role named), with the cause',
};
const guarded = (def: ResourceDef, action: ActionDef) => `${def.name}/${action.name}` in GUARDED;

/** The shortest chain of actions from one state to another, if the life cycle has one. */
function pathTo(
  lc: LifeCycle,
  from: number,
  to: number,
  skip: (a: ActionDef) => boolean = () => false,
): ActionDef[] | undefined {
  const seen = new Map<number, ActionDef[]>([[from, []]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift()!;
    if (at === to) return seen.get(at);
    for (const a of lc.actions.filter((x) => x.from.includes(at) && !seen.has(x.to) && !skip(x))) {
      seen.set(a.to, [...seen.get(at)!, a]);
      queue.push(a.to);
    }
  }
  return undefined;
}

const withLifecycles = allResources.filter((def) => def.lifecycles?.length);

describe.each(withLifecycles.map((def) => [def.name, def] as const))(
  '%s: each action keeps its from-state rule',
  (_name, def) => {
    const db = () => s.built.app.db;
    const stateOf = async (id: string, lc: LifeCycle) =>
      Number(
        (
          await engineView(db())
            .selectFrom(def.table)
            .select((eb) => eb.ref(lc.field).as('state'))
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).state,
      );

    async function paramsOf(action: ActionDef): Promise<Body> {
      const out: Body = {};
      for (const p of action.params ?? []) if (p.required) out[p.name] = await valueFor(p);
      return out;
    }

    const act = async (action: ActionDef, id: string, params?: Body) =>
      call(s, `${def.base}/${action.name}`, {
        method: 'POST',
        token: action.notBy ? reviewer : token,
        query: action.bulk ? { ids: id } : { id },
        body: params ?? (await paramsOf(action)),
      });

    /** A fresh record in `state`: through the declared actions when they lead there, else by a direct write. */
    async function recordIn(lc: LifeCycle, state: number): Promise<string> {
      let id: string;
      if (SERVER_MADE[def.name]) id = await SERVER_MADE[def.name]();
      else {
        const made = await call(s, `${def.base}/submit`, { token, body: await validBody(def) });
        expect(made.body.success, JSON.stringify(made.body)).toBe(true);
        id = String(made.body.data.id);
      }
      const chain = pathTo(lc, await stateOf(id, lc), state, (a) => guarded(def, a));
      if (chain) {
        for (const a of chain)
          expect((await act(a, id)).body, `${a.name} on the way to ${state}`).toMatchObject({ success: true });
      } else {
        await engineView(db())
          .updateTable(def.table)
          .set({ [lc.field]: state })
          .where('id', '=', id)
          .execute();
      }
      expect(await stateOf(id, lc)).toBe(state);
      return id;
    }

    const cases = (def.lifecycles ?? []).flatMap((lc) =>
      lc.actions.flatMap((action) => lc.states.map((st) => [action.name, st.code, lc, action] as const)),
    );

    it.each(cases)('%s from state %i', async (_a, state, lc, action) => {
      // What must happen comes from the hand-written rule, not from the declaration under test.
      const rule = ACTION_RULES[`${def.name}/${action.name}`];
      expect(rule, `${def.name}/${action.name} has no rule in tests/fixtures/action-rules.json`).toBeDefined();
      expect(rule.field).toBe(lc.field);
      const allowed = rule.from.includes(state);
      const id = await recordIn(lc, state);
      for (const p of (action.params ?? []).filter((x) => x.required)) {
        const params = await paramsOf(action);
        delete params[p.name];
        expect((await act(action, id, params)).body, `${action.name} without ${p.name}`).toMatchObject({
          code: 400,
          success: false,
          msg: p.required,
        });
      }
      const r = await act(action, id);
      if (guarded(def, action)) {
        if (!allowed) expect(r.body, GUARDED[`${def.name}/${action.name}`]).toMatchObject({ success: false });
        if (!allowed) expect(await stateOf(id, lc)).toBe(state);
      } else if (allowed) {
        expect(r.body, rule.rule).toEqual({ code: 200, success: true, data: true, msg: '操作成功' });
        expect(await stateOf(id, lc), rule.rule).toBe(rule.to);
      } else if (state === rule.to) {
        // Already where the action leads: a true repeat.
        expect(r.body, rule.rule).toEqual({ code: 400, success: false, data: null, msg: '该数据已处理,请勿重复操作' });
        expect(await stateOf(id, lc)).toBe(state);
      } else {
        // Any other state is named, with the action, and carried as codes for the English screen.
        expect(r.body, rule.rule).toEqual({
          code: 400,
          success: false,
          data: { resource: def.name, field: rule.field, state, action: action.name },
          msg: `当前状态为${rule.states[state]},不能${rule.action}`,
        });
        expect(await stateOf(id, lc)).toBe(state);
      }
    });
  },
);
