import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { DRAW_ALGORITHM, draw } from '../../server/domains/random/draw';
import { call, login, useServer } from './harness';
import { okCalls } from './business-calls';
import { tenantStaff, type TenantStaff } from './tenant-staff';
import {
  RANDOM_INSPECT,
  RANDOM_INSPECT_TASK,
  RANDOM_REPORT,
  RANDOM_REPORT_REJECT,
  RANDOM_REPORT_TASK,
} from './api-paths';

/**
 * 双随机一公开: the random inspection task's reproducible draw (extract, verify-draw), who may
 * be drawn, publishing, the enforcers' results; the random self-report tasks' distribution, the
 * report's review with its rejection records and resubmission; another tenant's ids refused.
 */
const A = '100001';

const s = useServer();
let platform: string, admin: string;
const normal: string[] = [];
let paused: string, otherType: string, closed: string, platformSubject: string;
let staff: TenantStaff;

const calls = okCalls(() => s);
const { ok, get } = calls;
async function refused(
  path: string,
  token: string,
  body: Record<string, unknown> | undefined,
  query?: Record<string, string>,
) {
  const r = await call(s, path, { token, body, query, method: body === undefined ? 'GET' : 'POST' });
  expect(r.body.success, JSON.stringify(r.body)).toBe(false);
  return r.body.msg as string;
}

// Subjects here are registered in 西湖区 (330106) unless a test says otherwise.
const addSubject = (token: string, name: string, over: Record<string, unknown> = {}) =>
  calls.addSubject(token, name, { regionCode: '330106', ...over });
const addTask = async (over: Record<string, unknown> = {}) =>
  (
    await ok(`${RANDOM_INSPECT_TASK}/submit`, admin, {
      taskName: '2026年第四季度歌舞娱乐场所双随机抽查',
      marketTypes: '1',
      regionCode: '330100',
      subjectCount: 3,
      enforcerCount: 2,
      startDate: '2026-10-01',
      endDate: '2026-12-31',
      ...over,
    })
  ).id as string;
const detail = async (base: string, id: string) => get(`${base}/detail`, admin, { id });
const drawnRows = async (taskId: string) =>
  (await get(`${RANDOM_INSPECT}/page`, admin, { taskId, current: '1', size: '100' })).records as Array<
    Record<string, unknown>
  >;

beforeAll(async () => {
  platform = (await login(s)).access_token;
  staff = await tenantStaff(s, A);
  admin = (await staff.add('rndadmin', 'admin', '执法一中队', '周管理')).token;
  for (const [i, name] of ['吴执法', '郑执法', '王执法'].entries())
    await staff.create(`rndinsp${i}`, 'inspector', '执法一中队', name);
  for (let i = 0; i < 6; i++) normal.push(await addSubject(admin, `星光KTV${i}号店`));
  paused = await addSubject(admin, '已暂停歌厅');
  await ok('/api/subject/subject/pause', admin, { ids: paused, pauseReason: '停业装修' });
  otherType = await addSubject(admin, '欢乐游艺厅', { marketType: 2 });
  closed = await addSubject(admin, '停业整顿歌厅', { businessStatus: 2 });
  await addSubject(admin, '外区歌厅', { regionCode: '330206' });
  platformSubject = await addSubject(platform, '平台歌厅');
}, 120_000);

describe('extract: a reproducible draw of the eligible subjects and enforcers', () => {
  let taskId: string;
  it('draws, stores seed, algorithm and sorted inputs, writes the drawn rows; verify-draw re-runs it', async () => {
    taskId = await addTask();
    await ok(`${RANDOM_INSPECT_TASK}/extract`, admin, { id: taskId, seed: 'seed-2026Q4' });
    const task = await detail(RANDOM_INSPECT_TASK, taskId);
    expect(task).toMatchObject({
      taskStatus: 1,
      drawSeed: 'seed-2026Q4',
      drawAlgorithm: DRAW_ALGORITHM,
      candidateSubjectCount: 6,
      candidateEnforcerCount: 3,
    });
    const candidates = String(task.candidateSubjectIds).split(',');
    expect(candidates).toEqual([...normal].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1)));
    const drawn = String(task.drawnSubjectIds).split(',');
    expect(drawn).toHaveLength(3);
    // Anyone holding the seed and the sorted inputs gets the same draw.
    expect(drawn).toEqual(draw('seed-2026Q4', 'subject', candidates, 3));
    expect(String(task.drawnEnforcerIds).split(',')).toEqual(
      draw('seed-2026Q4', 'enforcer', String(task.candidateEnforcerIds).split(','), 2),
    );
    const rows = await drawnRows(taskId);
    expect(rows.map((r) => r.subjectId).sort()).toEqual([...drawn].sort());
    for (const r of rows) expect(String(r.enforcerIds).split(',')).toHaveLength(2);
    expect(rows.every((r) => r.inspectStatus === 0)).toBe(true);
    const verified = await get(`${RANDOM_INSPECT_TASK}/verify-draw`, admin, { id: taskId });
    expect(verified).toMatchObject({ matches: true, seed: 'seed-2026Q4', subjectIds: drawn });
  });

  it('the same seed and inputs draw the same subjects again; the new draw replaces the drawn rows', async () => {
    const before = (await drawnRows(taskId)).map((r) => r.id);
    const first = (await detail(RANDOM_INSPECT_TASK, taskId)).drawnSubjectIds;
    await ok(`${RANDOM_INSPECT_TASK}/extract`, admin, { id: taskId, seed: 'seed-2026Q4' });
    expect((await detail(RANDOM_INSPECT_TASK, taskId)).drawnSubjectIds).toBe(first);
    const after = await drawnRows(taskId);
    expect(after).toHaveLength(3);
    expect(after.some((r) => before.includes(r.id))).toBe(false);
    // Without a seed one is made and stored; the draw still verifies.
    await ok(`${RANDOM_INSPECT_TASK}/extract`, admin, { id: taskId });
    const task = await detail(RANDOM_INSPECT_TASK, taskId);
    expect(task.drawSeed).toMatch(/^[0-9a-f]{32}$/);
    expect((await get(`${RANDOM_INSPECT_TASK}/verify-draw`, admin, { id: taskId })).matches).toBe(true);
  });

  it('paused, closed, other market types and other regions are never candidates; nor subjects drawn by another task within N days', async () => {
    const task = await detail(RANDOM_INSPECT_TASK, taskId);
    const candidates = String(task.candidateSubjectIds).split(',');
    for (const never of [paused, otherType, closed]) expect(candidates).not.toContain(never);
    const second = await addTask({ taskName: '近期不重复抽查', excludeDays: 30, subjectCount: 1 });
    await ok(`${RANDOM_INSPECT_TASK}/extract`, admin, { id: second, seed: 'x' });
    const drawnFirst = String(task.drawnSubjectIds).split(',');
    const again = String((await detail(RANDOM_INSPECT_TASK, second)).candidateSubjectIds).split(',');
    expect(again).toHaveLength(3);
    for (const id of drawnFirst) expect(again).not.toContain(id);
  });

  it("two draws at once that exclude each other's subjects never draw the same subject", async () => {
    for (let i = 0; i < 4; i++) await addSubject(admin, `滨江KTV${i}号店`, { regionCode: '330108' });
    const terms = { regionCode: '330108', subjectCount: 2, excludeDays: 30 };
    const [x, y] = [
      await addTask({ ...terms, taskName: '并发抽取甲' }),
      await addTask({ ...terms, taskName: '并发抽取乙' }),
    ];
    const answers = await Promise.all(
      [x, y].map((id) => call(s, `${RANDOM_INSPECT_TASK}/extract`, { token: admin, body: { id } })),
    );
    for (const r of answers) expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    const [dx, dy] = [
      String((await detail(RANDOM_INSPECT_TASK, x)).drawnSubjectIds).split(','),
      String((await detail(RANDOM_INSPECT_TASK, y)).drawnSubjectIds).split(','),
    ];
    expect(new Set([...dx, ...dy]).size).toBe(4);
  });

  it('too few candidates: a clear message and nothing drawn', async () => {
    const big = await addTask({ subjectCount: 50, regionCode: '330106' });
    expect(await refused(`${RANDOM_INSPECT_TASK}/extract`, admin, { id: big })).toBe(
      '符合条件的经营主体只有6个,不足抽取数量50个',
    );
    expect(await detail(RANDOM_INSPECT_TASK, big)).toMatchObject({ taskStatus: 0, drawSeed: null });
    expect(await drawnRows(big)).toHaveLength(0);
    // Nothing drawn, nothing to publish: the refusal names the task's state and the action.
    expect(await refused(`${RANDOM_INSPECT_TASK}/publish`, admin, { id: big })).toBe('当前状态为待抽取,不能发布');
    expect((await detail(RANDOM_INSPECT_TASK, big)).taskStatus).toBe(0);
    const many = await addTask({ enforcerCount: 9 });
    expect(await refused(`${RANDOM_INSPECT_TASK}/extract`, admin, { id: many })).toBe(
      '可抽取的执法人员只有3名,不足抽取数量9名',
    );
  });

  it('publish fixes the draw: extract, edit and removal refused; results recorded only after publishing; the last result completes the task', async () => {
    const [first] = await drawnRows(taskId);
    expect(await refused(`${RANDOM_INSPECT}/record`, admin, { id: first.id, result: 1, content: '证照齐全' })).toBe(
      '任务发布后才能登记检查结果',
    );
    await ok(`${RANDOM_INSPECT_TASK}/publish`, admin, { id: taskId });
    expect(await refused(`${RANDOM_INSPECT_TASK}/extract`, admin, { id: taskId, seed: 'other' })).toBe(
      '已发布的任务不能重新抽取',
    );
    expect(await refused(`${RANDOM_INSPECT_TASK}/submit`, admin, { id: taskId, taskName: '改名' })).toBe(
      '已发布的双随机抽查任务不能修改',
    );
    expect(
      (await call(s, `${RANDOM_INSPECT_TASK}/remove`, { token: admin, method: 'POST', query: { ids: taskId } })).body
        .msg,
    ).toBe('已发布的双随机抽查任务不能删除');
    // Submit never sets the result: the life is the only way.
    expect(
      await refused(`${RANDOM_INSPECT}/submit`, admin, {
        id: first.id,
        taskId,
        subjectId: first.subjectId,
        enforcerIds: first.enforcerIds,
        result: 2,
      }),
    ).toBe('已发布任务的抽查记录不能修改');
    expect(await refused(`${RANDOM_INSPECT}/record`, admin, { id: first.id, content: '证照齐全' })).toBe(
      '请选择正常或异常',
    );
    expect(await refused(`${RANDOM_INSPECT}/record`, admin, { id: first.id, result: 1 })).toBe('请输入巡检内容');
    expect(await refused(`${RANDOM_INSPECT_TASK}/complete`, admin, { id: taskId })).toBe(
      '尚有抽中主体未登记检查结果,不能完成任务',
    );
    // An enforcer who was not drawn for the subject cannot record its result.
    const outsider = (await staff.add('rndenf', 'enforcer', null, '冯执法')).token;
    expect(await refused(`${RANDOM_INSPECT}/record`, outsider, { id: first.id, result: 1, content: '代登记' })).toBe(
      '只有抽中的执法人员可以登记该主体的检查结果',
    );
    const rows = await drawnRows(taskId);
    for (const [i, r] of rows.entries()) {
      expect((await detail(RANDOM_INSPECT_TASK, taskId)).taskStatus).toBe(2);
      await ok(`${RANDOM_INSPECT}/record`, admin, {
        id: r.id,
        result: i === 0 ? 2 : 1,
        content: i === 0 ? '消防通道堵塞' : '证照齐全,经营规范',
      });
    }
    expect((await detail(RANDOM_INSPECT_TASK, taskId)).taskStatus).toBe(3);
    expect(await refused(`${RANDOM_INSPECT_TASK}/extract`, admin, { id: taskId })).toBe('已发布的任务不能重新抽取');
    expect(await detail(RANDOM_INSPECT, String(rows[0].id))).toMatchObject({
      inspectStatus: 1,
      result: 2,
      content: '消防通道堵塞',
    });
    const history = await get(`${RANDOM_INSPECT_TASK}/history`, admin, { id: taskId });
    expect((history as Array<{ action: string }>).map((h) => h.action)).toEqual(
      expect.arrayContaining(['extract', 'publish', 'complete']),
    );
  });
});

describe('random self-reports: distribution, review, rejection records, resubmission', () => {
  let rtask: string;
  let reportId: string;
  it('submit-distribution leaves exactly the given set; foreign ids are refused and change nothing', async () => {
    rtask = (
      await ok(`${RANDOM_REPORT_TASK}/submit`, admin, {
        taskName: '消防安全随机自查',
        requirement: '上传消防通道及灭火器照片',
        startDate: '2026-11-01',
        endDate: '2026-11-30',
      })
    ).id;
    await ok(`${RANDOM_REPORT_TASK}/submit-distribution`, admin, {
      taskId: rtask,
      subjectIds: normal.slice(0, 3).join(','),
    });
    const set = async () =>
      (
        (await get(`${RANDOM_REPORT_TASK}/get-distribution-datas`, admin, { taskId: rtask })) as Array<{
          subjectId: string;
        }>
      )
        .map((r) => r.subjectId)
        .sort();
    expect(await set()).toEqual(normal.slice(0, 3).sort());
    const answer = await ok(`${RANDOM_REPORT_TASK}/submit-distribution`, admin, {
      taskId: rtask,
      subjectIds: [normal[1], normal[3]],
    });
    expect(answer).toEqual({ added: 1, removed: 2, total: 2 });
    expect(await set()).toEqual([normal[1], normal[3]].sort());
    expect(
      await refused(`${RANDOM_REPORT_TASK}/submit-distribution`, admin, {
        taskId: rtask,
        subjectIds: `${normal[1]},${platformSubject}`,
      }),
    ).toBe('数据不存在或无权操作');
    expect(await set()).toEqual([normal[1], normal[3]].sort());
    expect((await detail(RANDOM_REPORT_TASK, rtask)).subjectTotal).toBe(2);
    const all = await get(`${RANDOM_REPORT_TASK}/all-list`, admin);
    expect((all as Array<{ id: string }>).map((t) => t.id)).toContain(rtask);
  });

  it('only a subject the task was sent to reports; a reject needs its cause and writes its record', async () => {
    expect(
      await refused(`${RANDOM_REPORT}/submit`, admin, { taskId: rtask, subjectId: normal[0], content: '已自查' }),
    ).toBe('该主体未被下发此任务');
    // Reported by an inspector, reviewed by the admin (who reports does not approve).
    const reporter = (await staff.add('rndrep', 'inspector', '执法一中队', '钱上报')).token;
    reportId = (
      await ok(`${RANDOM_REPORT}/submit`, reporter, {
        taskId: rtask,
        subjectId: normal[1],
        content: '消防通道畅通,灭火器在有效期内',
      })
    ).id;
    const dist = (await get(`${RANDOM_REPORT_TASK}/get-distribution-datas`, admin, { taskId: rtask })) as Array<
      Record<string, unknown>
    >;
    expect(dist.find((d) => d.subjectId === normal[1])).toMatchObject({ reportState: 1, reportId });
    expect(
      await refused(`${RANDOM_REPORT_TASK}/submit-distribution`, admin, { taskId: rtask, subjectIds: normal[3] }),
    ).toBe('已上报的主体不能取消下发');
    const SENT = '/api/subject/reportrandomtasksubject';
    const reportedRow = dist.find((d) => d.subjectId === normal[1])!;
    expect(
      (await call(s, `${SENT}/remove`, { token: admin, method: 'POST', query: { ids: String(reportedRow.id) } })).body
        .msg,
    ).toBe('已上报的主体不能取消下发');
    // A distribution row written by hand counts on the task like one sent by submit-distribution.
    const byHand = (await ok(`${SENT}/submit`, admin, { taskId: rtask, subjectId: normal[4] })).id as string;
    expect((await detail(RANDOM_REPORT_TASK, rtask)).subjectTotal).toBe(3);
    expect(
      (await call(s, `${SENT}/remove`, { token: admin, method: 'POST', query: { ids: byHand } })).body.success,
    ).toBe(true);
    expect((await detail(RANDOM_REPORT_TASK, rtask)).subjectTotal).toBe(2);
    expect(await refused(`${RANDOM_REPORT}/reject`, admin, { id: reportId })).toBe('请输入驳回原因');
    await ok(`${RANDOM_REPORT}/reject`, admin, { id: reportId, cause: '缺少灭火器照片' });
    const records = (await get(`${RANDOM_REPORT_REJECT}/page`, admin, { reportId, current: '1', size: '10' })).records;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ reportId, taskId: rtask, subjectId: normal[1], cause: '缺少灭火器照片' });
    expect(records[0].rejectUser).toBeTruthy();
    expect(await refused(`${RANDOM_REPORT_REJECT}/submit`, admin, { cause: '手工' })).toBe('驳回记录由驳回操作生成');
  });

  it('a rejected report is not approved until resubmitted; detail by distribution row (isReport) shows it with its rejections', async () => {
    // Approve (and a second reject) start only from 待审核: a rejected report comes back with resubmit first.
    expect(await refused(`${RANDOM_REPORT}/approved`, admin, { id: reportId })).toBe('当前状态为已驳回,不能通过');
    // A second reject is a true repeat: the report is already where a reject leads.
    expect(await refused(`${RANDOM_REPORT}/reject`, admin, { id: reportId, cause: '再驳' })).toBe(
      '该数据已处理,请勿重复操作',
    );
    await ok(`${RANDOM_REPORT}/resubmit`, admin, {
      id: reportId,
      content: '已补充灭火器照片',
      images: '/api/blade-resource/oss/file/a.jpg',
    });
    expect(await detail(RANDOM_REPORT, reportId)).toMatchObject({
      reviewStatus: 0,
      content: '已补充灭火器照片',
      rejectCount: 1,
    });
    await ok(`${RANDOM_REPORT}/approved`, admin, { id: reportId });
    expect(await refused(`${RANDOM_REPORT}/submit`, admin, { id: reportId, content: '改' })).toBe(
      '已通过的上报不能修改',
    );
    const dist = (await get(`${RANDOM_REPORT_TASK}/get-distribution-datas`, admin, { taskId: rtask })) as Array<
      Record<string, unknown>
    >;
    const row = dist.find((d) => d.subjectId === normal[1])!;
    expect(row.reportState).toBe(2);
    const byRow = await get(`${RANDOM_REPORT}/detail`, admin, { id: String(row.id), isReport: '1' });
    expect(byRow).toMatchObject({ id: reportId, reviewStatus: 1, taskName: '消防安全随机自查' });
    expect(byRow.rejects).toHaveLength(1);
    const history = await get(`${RANDOM_REPORT}/history`, admin, { id: reportId });
    expect((history as Array<{ action: string }>).map((h) => h.action)).toEqual(
      expect.arrayContaining(['reject', 'resubmit', 'approved']),
    );
  });
});

describe('another tenant', () => {
  it("cannot draw, verify, record or distribute with tenant A's ids", async () => {
    const taskId = await addTask({ taskName: '他租户不可见' });
    await ok(`${RANDOM_INSPECT_TASK}/extract`, admin, { id: taskId, seed: 'a' });
    const [row] = await drawnRows(taskId);
    expect(await refused(`${RANDOM_INSPECT_TASK}/extract`, platform, { id: taskId })).toBe('数据不存在或无权操作');
    expect(
      (await call(s, `${RANDOM_INSPECT_TASK}/verify-draw`, { token: platform, query: { id: taskId } })).body.success,
    ).toBe(false);
    expect(
      (await call(s, `${RANDOM_INSPECT_TASK}/detail`, { token: platform, query: { id: taskId } })).body.data,
    ).toBeNull();
    await ok(`${RANDOM_INSPECT_TASK}/publish`, admin, { id: taskId });
    expect(await refused(`${RANDOM_INSPECT}/record`, platform, { id: row.id, result: 1, content: '越权' })).toBe(
      '数据不存在或无权操作',
    );
    const rtask = (
      await ok(`${RANDOM_REPORT_TASK}/submit`, admin, {
        taskName: '租户A任务',
        requirement: '自查',
        startDate: '2026-11-01',
        endDate: '2026-11-30',
      })
    ).id;
    expect(
      (
        await call(s, `${RANDOM_REPORT_TASK}/submit-distribution`, {
          token: platform,
          body: { taskId: rtask, subjectIds: platformSubject },
        })
      ).body.success,
    ).toBe(false);
    expect(
      (await call(s, `${RANDOM_REPORT_TASK}/get-distribution-datas`, { token: platform, query: { taskId: rtask } }))
        .body.success,
    ).toBe(false);
  });
});

describe('every call of the random bases in api-calls.tsv', () => {
  it('is routed and answers the Blade envelope, never a 500', async () => {
    const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'api-calls.tsv');
    const bases = [
      RANDOM_INSPECT_TASK,
      RANDOM_INSPECT,
      RANDOM_REPORT_TASK,
      RANDOM_REPORT,
      RANDOM_REPORT_REJECT,
      '/api/subject/reportrandomtasksubject',
    ];
    const rows = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .map((l) => l.split('\t'))
      .filter(([, p]) => bases.some((b) => p.startsWith(`${b}/`)));
    const taskId = await addTask({ taskName: '信封检查' });
    for (const [method, p] of rows) {
      const query: Record<string, string> = { current: '1', size: '10', id: taskId, taskId, isReport: '0', ids: '1' };
      const r = await call(s, p, { token: admin, method, query, body: method === 'POST' ? { id: '1' } : undefined });
      // A missing record answers 404 with its own message; an unrouted path answers 请求资源不存在.
      expect(r.status, `${method} ${p}`).not.toBe(500);
      expect(r.body.msg, `${method} ${p}`).not.toBe('请求资源不存在');
      expect(typeof r.body.code, `${method} ${p}: ${JSON.stringify(r.body)}`).toBe('number');
      expect(typeof r.body.success, `${method} ${p}`).toBe('boolean');
    }
    expect(rows).toHaveLength(30);
  });
});
