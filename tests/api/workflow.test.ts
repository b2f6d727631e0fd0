import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, call, login, startServer, type TestServer } from './harness';
import { createUser, deptIdsByName, roleIdsByAlias } from './auth-fixtures';
import { LEAVE_BPMN } from '../../server/domains/workflow/leave-bpmn';

/**
 * The leave process on bpmn-engine through the API, on the database the run selects. In the
 * middle of the process the server is replaced: on PostgreSQL a second instance on the same database
 * takes over; on PGlite (kept in a data dir for this file) the server is closed and started again on it.
 */
let server: TestServer;
const retired: TestServer[] = [];
const PW = 'Flow@Test#2026';
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let leaveDefinitionId = '';

async function signIn(tenant = '000000') {
  for (const who of ['applicant', 'manager', 'manager2', 'hr'])
    tokens[who] = (await login(server, `wf_${who}`, PW, tenant)).access_token;
  tokens.admin = (await login(server, 'admin', ADMIN_PASSWORD, tenant)).access_token;
}

/** PGlite's data dir of this file (PostgreSQL runs make a scratch database instead). */
const dataDir = process.env.DATABASE_URL ? '' : fs.mkdtempSync(path.join(os.tmpdir(), 'workflow-'));
const onDisk = () => (dataDir ? { dataDir, pgliteInMemory: false } : {});

beforeAll(async () => {
  server = await startServer(onDisk());
  const roles = await roleIdsByAlias(server, '000000');
  const depts = await deptIdsByName(server, '000000');
  const dept = Object.values(depts)[0];
  const other = Object.values(depts)[1];
  ids.dept = dept;
  ids.applicant = await createUser(server, {
    account: 'wf_applicant',
    password: PW,
    roleIds: [roles.inspector],
    deptIds: [dept],
  });
  ids.manager = await createUser(server, {
    account: 'wf_manager',
    password: PW,
    roleIds: [roles.section_chief],
    deptIds: [dept],
  });
  ids.manager2 = await createUser(server, {
    account: 'wf_manager2',
    password: PW,
    roleIds: [roles.section_chief],
    deptIds: [dept],
  });
  ids.hr = await createUser(server, { account: 'wf_hr', password: PW, roleIds: [roles.admin], deptIds: [other] });
  await signIn();
}, 120_000);

afterAll(async () => {
  await server?.close();
  for (const s of retired.reverse()) await s.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const ok = (r: { status: number; body: any }) => {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  return r.body.data;
};

function upload(name: string, xml: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.append('files', new Blob([xml], { type: 'text/xml' }), name);
  return call(server, '/api/blade-flow/manager/deploy-upload', { token: tokens.admin, form });
}

const todo = async (who: string) =>
  ok(await call(server, '/api/blade-flow/work/todo-list', { token: tokens[who], query: { current: 1, size: 20 } }))
    .records;
const claimable = async (who: string) =>
  ok(await call(server, '/api/blade-flow/work/claim-list', { token: tokens[who], query: { current: 1, size: 20 } }))
    .records;
const complete = (who: string, task: any, pass: boolean, comment = '') =>
  call(server, '/api/blade-flow/work/complete-task', {
    token: tokens[who],
    body: { taskId: task.id, processInstanceId: task.processInstanceId, pass, comment, variables: {} },
  });
const startLeave = async (reason: string) =>
  ok(
    await call(server, '/api/blade-desk/process/leave/start-process', {
      token: tokens.applicant,
      body: {
        processDefinitionId: leaveDefinitionId,
        startTime: '2026-12-01 09:00:00',
        endTime: '2026-12-03 18:00:00',
        reason,
      },
    }),
  );

async function restart() {
  if (server.kind !== 'postgres') {
    // The embedded database: the server ends, and a new one opens the same data dir.
    await server.close();
    server = await startServer(onDisk());
    await signIn();
    return;
  }
  // A new server instance on the same database continues; the first stays up until the end (it owns
  // the scratch database) but is not called again.
  retired.push(server);
  server = await startServer({ databaseUrl: server.databaseUrl });
  await signIn();
}

describe('workflow: deployments', () => {
  it('seeds the leave process, and a new upload of its key is the next version', async () => {
    const start = ok(await call(server, '/api/blade-flow/work/start-list', { token: tokens.applicant }));
    const seeded = start.records.find((r: any) => r.processKey === 'Leave');
    expect(seeded).toMatchObject({ name: '请假流程', version: 1, suspensionState: 1 });
    const deployed = ok(await upload('leave.bpmn20.xml', LEAVE_BPMN, { category: '1' }));
    expect(deployed[0]).toMatchObject({ processKey: 'Leave', version: 2, category: '1' });
    leaveDefinitionId = deployed[0].id;
    const after = ok(await call(server, '/api/blade-flow/work/start-list', { token: tokens.applicant })).records.filter(
      (r: any) => r.processKey === 'Leave',
    );
    expect(after.map((r: any) => r.version)).toEqual([2]);
    const listed = ok(
      await call(server, '/api/blade-flow/manager/list', { token: tokens.admin, query: { processKey_equal: 'Leave' } }),
    );
    expect((listed.records ?? listed).length).toBe(2);
  });

  it('refuses a broken file with its parse error, and a file without a process', async () => {
    const broken = await upload(
      'broken.bpmn',
      '<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"><process id="x"',
    );
    expect(broken.status).toBe(400);
    expect(broken.body.msg).toMatch(/^broken\.bpmn: 流程文件解析失败: .+/);
    const empty = await upload(
      'empty.bpmn',
      '<?xml version="1.0"?><definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="x"></definitions>',
    );
    expect(empty.body.msg).toBe('empty.bpmn: 流程文件须包含一个可执行的流程');
  });
});

describe('workflow: the leave process', () => {
  let instanceId = '';
  let businessId = '';

  it('starts from the form and offers the manager step to the applicant dept managers', async () => {
    const bad = await call(server, '/api/blade-desk/process/leave/start-process', {
      token: tokens.applicant,
      body: {
        processDefinitionId: leaveDefinitionId,
        startTime: '2026-12-03 09:00:00',
        endTime: '2026-12-01 09:00:00',
        reason: 'x',
      },
    });
    expect(bad.body.msg).toBe('结束时间不能早于开始时间');
    const started = await startLeave('家中有事');
    instanceId = started.processInstanceId;
    businessId = started.id;
    expect(await todo('applicant')).toEqual([]);
    const offered = await claimable('manager');
    expect(offered.map((t: any) => [t.taskName, t.processInstanceId])).toEqual([['部门经理审批', instanceId]]);
    expect(await claimable('hr')).toEqual([]);
    const detail = ok(
      await call(server, '/api/blade-desk/process/leave/detail', { token: tokens.applicant, query: { businessId } }),
    );
    expect(detail).toMatchObject({
      reason: '家中有事',
      processInstanceId: instanceId,
      processState: 1,
      currentTask: '部门经理审批',
    });
  });

  it('lets one manager claim; the second is refused; unclaimed tasks cannot be completed', async () => {
    const [task] = await claimable('manager2');
    expect((await complete('manager2', task, true)).body.msg).toBe('请先签收任务');
    ok(await call(server, '/api/blade-flow/work/claim-task', { token: tokens.manager, body: { taskId: task.id } }));
    const second = await call(server, '/api/blade-flow/work/claim-task', {
      token: tokens.manager2,
      body: { taskId: task.id },
    });
    expect(second.body).toMatchObject({ success: false, msg: '该任务已被他人签收' });
    expect((await todo('manager')).map((t: any) => t.id)).toEqual([task.id]);
    expect((await complete('manager2', task, true)).body.msg).toBe('该任务不是您的待办');
  });

  it('rejects back to the applicant, who resubmits', async () => {
    const [task] = await todo('manager');
    expect((await complete('manager', task, false)).body.msg).toBe('请输入驳回意见');
    ok(await complete('manager', task, false, '时间太长'));
    const [adjust] = await todo('applicant');
    expect(adjust).toMatchObject({ taskName: '调整申请', processInstanceId: instanceId });
    ok(await complete('applicant', adjust, true, '已调整'));
    expect((await claimable('manager2')).map((t: any) => t.taskName)).toEqual(['部门经理审批']);
    const done = ok(await call(server, '/api/blade-flow/work/done-list', { token: tokens.manager }));
    expect(done.records.map((t: any) => [t.taskName, t.outcome, t.comment])).toEqual([
      ['部门经理审批', 'reject', '时间太长'],
    ]);
  });

  it(
    'continues after a restart from the saved state, then HR approves and the process ends',
    { timeout: 240_000 },
    async () => {
      await restart();
      const [task] = await claimable('manager2');
      ok(await call(server, '/api/blade-flow/work/claim-task', { token: tokens.manager2, body: { taskId: task.id } }));
      ok(await complete('manager2', task, true, '同意'));
      const [hrTask] = await claimable('hr');
      expect(hrTask.taskName).toBe('人事审批');
      ok(await call(server, '/api/blade-flow/work/claim-task', { token: tokens.hr, body: { taskId: hrTask.id } }));
      const last = ok(await complete('hr', hrTask, true, '准假'));
      expect(last.ended).toBe(true);
      const detail = ok(
        await call(server, '/api/blade-desk/process/leave/detail', { token: tokens.applicant, query: { businessId } }),
      );
      expect(detail).toMatchObject({ processState: 2, currentTask: '' });
      const sent = ok(await call(server, '/api/blade-flow/work/send-list', { token: tokens.applicant }));
      expect(sent.records.find((r: any) => r.id === instanceId)).toMatchObject({ processState: 2 });
    },
  );

  it('answers the history in order with assignees and comments, and the path for the diagram', async () => {
    const steps = ok(
      await call(server, '/api/blade-flow/process/history-flow-list', {
        token: tokens.applicant,
        query: { processInstanceId: instanceId },
      }),
    );
    expect(
      steps.map((s: any) => [s.historyActivityName, s.assignee ?? null, s.outcome ?? null, s.comment ?? null]),
    ).toEqual([
      ['发起申请', ids.applicant, null, null],
      ['部门经理审批', ids.manager, 'reject', '时间太长'],
      ['调整申请', ids.applicant, 'pass', '已调整'],
      ['部门经理审批', ids.manager2, 'pass', '同意'],
      ['人事审批', ids.hr, 'pass', '准假'],
      ['审批通过', null, null, null],
    ]);
    const view = ok(
      await call(server, '/api/blade-flow/process/resource-view', {
        token: tokens.applicant,
        query: { processInstanceId: instanceId },
      }),
    );
    expect(view.xml).toContain('<process id="Leave"');
    expect(view.finished).toEqual(
      expect.arrayContaining(['start', 'toManager', 'managerReject', 'resubmit', 'toHr', 'toEnd', 'end']),
    );
    expect(view.finished).not.toContain('withdrawn');
    expect(view.current).toEqual([]);
  });
});

describe('workflow: state changes and tenancy', () => {
  it('suspend blocks new starts and completions; activate allows them again', async () => {
    const running = await startLeave('suspend check');
    ok(
      await call(server, '/api/blade-flow/manager/change-state', {
        token: tokens.admin,
        body: { processId: leaveDefinitionId, state: 'suspend' },
      }),
    );
    const refused = await call(server, '/api/blade-desk/process/leave/start-process', {
      token: tokens.applicant,
      body: {
        processDefinitionId: leaveDefinitionId,
        startTime: '2026-12-01 09:00',
        endTime: '2026-12-01 18:00',
        reason: 'x',
      },
    });
    expect(refused.body).toMatchObject({ success: false, msg: '流程已挂起,不能发起' });
    const start = ok(await call(server, '/api/blade-flow/work/start-list', { token: tokens.applicant }));
    expect(start.records.some((r: any) => r.id === leaveDefinitionId)).toBe(false);
    const [task] = (await claimable('manager')).filter((t: any) => t.processInstanceId === running.processInstanceId);
    ok(await call(server, '/api/blade-flow/work/claim-task', { token: tokens.manager, body: { taskId: task.id } }));
    expect((await complete('manager', task, true)).body.msg).toBe('流程已挂起,不能办理');
    ok(
      await call(server, '/api/blade-flow/manager/change-state', {
        token: tokens.admin,
        body: { processId: leaveDefinitionId, state: 'active' },
      }),
    );
    ok(await complete('manager', task, true));
  });

  it('refuses to delete a deployment with running instances unless cascade, and deletes an instance with a reason', async () => {
    const running = await startLeave('delete check');
    const defs = ok(
      await call(server, '/api/blade-flow/manager/list', {
        token: tokens.admin,
        query: { id_equal: leaveDefinitionId },
      }),
    );
    const deploymentId = (defs.records ?? defs)[0].deploymentId;
    const refused = await call(server, '/api/blade-flow/manager/delete-deployment', {
      token: tokens.admin,
      method: 'POST',
      query: { deploymentIds: deploymentId },
    });
    expect(refused.body.msg).toMatch(/^该部署还有\d+个运行中的流程,不能删除$/);
    const noReason = await call(server, '/api/blade-flow/follow/delete-process-instance', {
      token: tokens.admin,
      body: { processInstanceId: running.processInstanceId },
    });
    expect(noReason.body.msg).toBe('请输入删除原因');
    ok(
      await call(server, '/api/blade-flow/follow/delete-process-instance', {
        token: tokens.admin,
        body: { processInstanceId: running.processInstanceId, deleteReason: '测试终止' },
      }),
    );
    expect((await claimable('manager')).some((t: any) => t.processInstanceId === running.processInstanceId)).toBe(
      false,
    );
    ok(
      await call(server, '/api/blade-flow/manager/delete-deployment', {
        token: tokens.admin,
        method: 'POST',
        query: { deploymentIds: deploymentId, cascade: 'true' },
      }),
    );
    const left = ok(
      await call(server, '/api/blade-flow/follow/list', {
        token: tokens.admin,
        query: { processDefinitionId_equal: leaveDefinitionId, processState_equal: 1 },
      }),
    );
    expect((left.records ?? left).length).toBe(0);
  });

  it('answers 400 naming the parameter when a detail is asked without its id', async () => {
    /** A missing required parameter: HTTP 400 naming it, as every route answers it. */
    const missing = (name: string) => ({ code: 400, success: false, data: null, msg: `缺少必要的请求参数: ${name}` });
    const leave = await call(server, '/api/blade-desk/process/leave/detail', { token: tokens.applicant });
    expect([leave.status, leave.body]).toEqual([400, missing('businessId')]);
    const flow = await call(server, '/api/blade-flow/process/history-flow-list', { token: tokens.applicant });
    expect([flow.status, flow.body]).toEqual([400, missing('processInstanceId')]);
  });

  it('keeps another tenant out of these processes', async () => {
    const other = (await login(server, 'admin', ADMIN_PASSWORD, '100001')).access_token;
    const start = ok(await call(server, '/api/blade-flow/work/start-list', { token: other }));
    expect(start.records.every((r: any) => r.tenantId === '100001')).toBe(true);
    const seeded = start.records.find((r: any) => r.processKey === 'Leave');
    expect(seeded).toBeTruthy();
    const sent = ok(await call(server, '/api/blade-flow/work/send-list', { token: tokens.applicant }));
    const foreign = await call(server, '/api/blade-flow/process/history-flow-list', {
      token: other,
      query: { processInstanceId: sent.records[0].id },
    });
    expect(foreign.status).toBe(404);
    const follow = ok(await call(server, '/api/blade-flow/follow/list', { token: other }));
    expect((follow.records ?? follow).length).toBe(0);
    const startForeign = await call(server, '/api/blade-desk/process/leave/start-process', {
      token: other,
      body: {
        processDefinitionId: sent.records[0].processDefinitionId,
        startTime: '2026-12-01 09:00',
        endTime: '2026-12-01 18:00',
        reason: 'x',
      },
    });
    expect(startForeign.body.msg).toBe('流程定义不存在');
  });
});
