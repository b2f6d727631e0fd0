import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../server/crud/no-past';
import { NOT_RECEIVER, SAME_DEPT } from '../../server/domains/transfer/transfers';
import { UPLOAD_KINDS } from '../../resources/upload-kinds';
import { call, login, useServer } from './harness';
import { dbOf, deptIdsByName } from './auth-fixtures';
import { tenantStaff, type TenantStaff } from './tenant-staff';
import { xlsxRows } from './xlsx';
import { attachCount, HTML_BYTES, noisePng, storedFiles, subjectBody } from './files-fixtures';

/**
 * Transfers and enforcement records: a transfer's life (check, uncheck with its reason,
 * handle) taken only by the receiving dept and only from the declared states, with history; the
 * sender's rules (number, dept, target, source); supervise-list and export; enforcement information
 * saved and updated as multipart forms whose file parts are checked by content (a refused part keeps
 * nothing); enforcement documents numbered per tenant and year; tenant isolation.
 */
const A = '100001';
const TRANSFER = '/api/subject/transfer';
const INFO = '/api/subject/enforceinfo';
const SHEET = '/api/subject/enforcementsheet';
const PDF = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');

const s = useServer();
let platform: string, sender: string, receiver: string, outsider: string, tenantAdmin: string;
let staff: TenantStaff;
let senderId: string, receiverId: string;
const dept: Record<string, string> = {};
let subject: string, otherSubject: string, platformSubject: string;
const today = todayIn();
const year = Number(today.slice(0, 4));

async function okCall(path: string, token: string, body: Record<string, unknown>, query?: Record<string, string>) {
  const r = await call(s, path, { token, body, query });
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 200, success: true });
  return r.body.data;
}
async function get(path: string, token: string, query: Record<string, string | number> = {}) {
  const r = await call(s, path, { token, query });
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 200, success: true });
  return r.body.data;
}
const refused = async (path: string, token: string, body: Record<string, unknown>, msg: string | RegExp) => {
  const r = await call(s, path, { token, body });
  expect(r.body.success, JSON.stringify(r.body)).toBe(false);
  if (typeof msg === 'string') expect(r.body.msg).toBe(msg);
  else expect(r.body.msg).toMatch(msg);
  return r;
};
const detail = async (path: string, token: string, id: string) => get(`${path}/detail`, token, { id });
const historyOf = async (id: string) =>
  (await get(`${TRANSFER}/history`, sender, { id })) as Array<{
    action: string;
    fromState: number;
    toState: number;
    userId: string;
    comment: string | null;
  }>;

const newTransfer = (token: string, over: Record<string, unknown> = {}) =>
  okCall(`${TRANSFER}/submit`, token, {
    subjectId: subject,
    targetType: 1,
    toDeptId: dept.two,
    reason: '涉嫌无证经营,请核查',
    content: '现场发现未悬挂许可证',
    ...over,
  });

/** A multipart form as the web client sends enforcement information: every field appended, then the files. */
function form(
  fields: Record<string, string>,
  parts: Array<{ field: string; bytes: Buffer; name: string; type: string }> = [],
) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (const p of parts) f.append(p.field, new Blob([new Uint8Array(p.bytes)], { type: p.type }), p.name);
  return f;
}
const postForm = (path: string, token: string, f: FormData) => call(s, path, { method: 'POST', token, form: f });
/** Saves an enforcement record as `token`: its fields and files as the multipart form the page posts. */
const saveInfo = (token: string, ...formArgs: Parameters<typeof form>) =>
  postForm(`${INFO}/save`, token, form(...formArgs));
const count = async (table: 'biz_enforce_info', tenantId = A) =>
  Number(
    (
      await dbOf(s)
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('tenantId', '=', tenantId)
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  platform = (await login(s)).access_token;
  staff = await tenantStaff(s, A);
  dept.one = staff.depts['执法一中队'];
  dept.two = staff.depts['执法二中队'];
  dept.market = staff.depts['市场管理科'];
  ({ id: senderId, token: sender } = await staff.add('tfsend', 'enforcer', '执法一中队', '周移交'));
  ({ id: receiverId, token: receiver } = await staff.add('tfrecv', 'enforcer', '执法二中队', '吴接收'));
  outsider = (await staff.add('tfother', 'enforcer', '市场管理科', '郑旁人')).token;
  tenantAdmin = (await staff.add('tfadmin', 'admin', '执法一中队', '王管理')).token;
  subject = (
    await okCall('/api/subject/subject/submit', tenantAdmin, {
      ...subjectBody(),
      deptId: dept.one,
      regionCode: '330106',
    })
  ).id;
  otherSubject = (await okCall('/api/subject/subject/submit', tenantAdmin, subjectBody())).id;
  platformSubject = (await okCall('/api/subject/subject/submit', platform, subjectBody())).id;
}, 120_000);

describe("transfers: the sender's side", () => {
  it('numbers a new transfer and takes its time and sending dept from the server, the ownership from the subject', async () => {
    const t = await newTransfer(sender, {
      fromDeptId: dept.market,
      transferNo: 'X',
      transferStatus: 3,
      transferTime: '2020-01-01 00:00:00',
    });
    expect(t).toMatchObject({
      fromDeptId: dept.one,
      toDeptId: dept.two,
      transferStatus: 0,
      deptId: dept.one,
      regionCode: '330106',
      targetType: 1,
    });
    expect(String(t.transferNo)).toMatch(new RegExp(`^YJ${today.replace(/-/g, '')}\\d{6}$`));
    expect(String(t.transferTime).slice(0, 10)).toBe(today);
    const shown = await detail(TRANSFER, receiver, t.id);
    expect(shown).toMatchObject({ fromDeptName: '执法一中队', toDeptName: '执法二中队', transferNo: t.transferNo });
  });

  it('needs a reason and a target: a dept other than its own, or a named outside authority (never both)', async () => {
    // A transfer of the subject by the sender, refused with this message.
    const refusedTransfer = (body: Record<string, unknown>, message: string) =>
      refused(`${TRANSFER}/submit`, sender, { subjectId: subject, ...body }, message);
    await refusedTransfer({ targetType: 1, toDeptId: dept.two }, '请输入移交原因');
    await refusedTransfer({ targetType: 1, reason: '核查' }, '请选择接收部门');
    await refusedTransfer({ targetType: 1, toDeptId: dept.one, reason: '核查' }, SAME_DEPT);
    await refusedTransfer({ targetType: 2, reason: '核查' }, '请输入接收机关名称');
    await refusedTransfer({ targetType: 1, toDeptId: '123456789', reason: '核查' }, '接收部门不存在');
    const outside = await newTransfer(sender, { targetType: 2, toOrgName: '市公安局治安支队', toDeptId: dept.two });
    expect(outside).toMatchObject({ targetType: 2, toOrgName: '市公安局治安支队', toDeptId: null });
  });

  it('names its source only as a live finding of the tenant about the same subject', async () => {
    const checkpoint = await okCall('/api/subject/checkpoint/submit', tenantAdmin, {
      checkpointName: '消防通道畅通',
      marketType: 1,
      reportFrequency: 1,
      needNfc: 0,
    });
    await okCall('/api/subject/subjectcheckpoint/submit', tenantAdmin, {
      subjectId: subject,
      checkpointId: checkpoint.id,
    });
    const report = await okCall('/api/subject/reportcheck/submit', tenantAdmin, {
      subjectId: subject,
      checkpointId: checkpoint.id,
      periodStart: today,
      isAb: 1,
      reporterName: '店长',
    });
    const finding = (await get('/api/subject/reportcheckabnormal/page', tenantAdmin, { reportcheckId: report.id }))
      .records[0];
    expect(finding).toBeTruthy();
    const t = await newTransfer(sender, { sourceType: 'reportcheckabnormal', sourceId: finding.id });
    expect(t).toMatchObject({ sourceType: 'reportcheckabnormal', sourceId: finding.id });
    // A transfer to dept two of `subject` for 核查, naming the source given.
    const refusedSource = (source: Record<string, unknown>, message: string) =>
      refused(
        `${TRANSFER}/submit`,
        sender,
        { subjectId: subject, targetType: 1, toDeptId: dept.two, reason: '核查', ...source },
        message,
      );
    await refusedSource(
      { subjectId: otherSubject, sourceType: 'reportcheckabnormal', sourceId: finding.id },
      '移交主体与来源记录不一致',
    );
    await refusedSource({ sourceType: 'reportcheckabnormal', sourceId: '123456789' }, '来源记录不存在');
    await refusedSource({ sourceType: 'user', sourceId: senderId }, '来源类型不正确');
    await refusedSource({ sourceType: 'reportcheckabnormal' }, '请同时选择来源类型和来源记录');
  });
});

describe("transfers: the receiving dept's side", () => {
  it("refuses check, uncheck and handle by another dept, the sender and the tenant's admin, and leaves the transfer and its history as they were", async () => {
    const t = await newTransfer(sender);
    for (const token of [outsider, sender, tenantAdmin]) {
      const r = await call(s, `${TRANSFER}/check`, { token, body: { id: t.id } });
      expect(r.status).toBe(403);
      // The sender is refused first as the one who sent it.
      expect(r.body).toMatchObject({ success: false, msg: token === sender ? '创建人本人不能接收' : NOT_RECEIVER });
      const u = await call(s, `${TRANSFER}/uncheck`, { token, body: { id: t.id, checkDesc: '不属于我部门' } });
      expect(u.body).toMatchObject({ success: false, msg: NOT_RECEIVER });
    }
    expect(await detail(TRANSFER, sender, t.id)).toMatchObject({ transferStatus: 0, checkUser: null, checkDesc: null });
    expect(await historyOf(t.id)).toEqual([]);
    // The receiving dept may.
    await okCall(`${TRANSFER}/check`, receiver, { id: t.id });
    expect(await detail(TRANSFER, sender, t.id)).toMatchObject({
      transferStatus: 1,
      checkUser: receiverId,
      checkUserName: '吴接收',
    });
  });

  it('uncheck needs checkDesc; a returned transfer is neither checked nor handled', async () => {
    const t = await newTransfer(sender);
    await refused(`${TRANSFER}/uncheck`, receiver, { id: t.id }, '请输入退回原因');
    await refused(`${TRANSFER}/uncheck`, receiver, { id: t.id, checkDesc: '  ' }, '请输入退回原因');
    expect((await detail(TRANSFER, sender, t.id)).transferStatus).toBe(0);
    await okCall(`${TRANSFER}/uncheck`, receiver, { id: t.id, checkDesc: '不属于本部门管辖' });
    expect(await detail(TRANSFER, sender, t.id)).toMatchObject({
      transferStatus: 2,
      checkDesc: '不属于本部门管辖',
      checkUser: receiverId,
    });
    await refused(`${TRANSFER}/check`, receiver, { id: t.id }, '当前状态为已退回,不能接收');
    await refused(`${TRANSFER}/handle`, receiver, { id: t.id, handleResult: '已处理' }, '当前状态为已退回,不能处理');
    const [returned] = await historyOf(t.id);
    expect(returned).toMatchObject({
      action: 'uncheck',
      fromState: 0,
      toState: 2,
      userId: receiverId,
      comment: '不属于本部门管辖',
    });
  });

  it('check twice is refused; handle only after check, with its result, by the receiving dept; every step in the history', async () => {
    const t = await newTransfer(sender);
    await refused(
      `${TRANSFER}/handle`,
      receiver,
      { id: t.id, handleResult: '已立案查处' },
      '当前状态为待接收,不能处理',
    );
    await okCall(`${TRANSFER}/check`, receiver, { id: t.id });
    await refused(`${TRANSFER}/check`, receiver, { id: t.id }, '该数据已处理,请勿重复操作');
    await refused(`${TRANSFER}/uncheck`, receiver, { id: t.id, checkDesc: '晚了' }, '当前状态为已接收,不能退回');
    await refused(`${TRANSFER}/handle`, receiver, { id: t.id }, '请输入处理结果');
    const byOther = await call(s, `${TRANSFER}/handle`, {
      token: outsider,
      body: { id: t.id, handleResult: '越权处理' },
    });
    expect(byOther.body).toMatchObject({ success: false, msg: NOT_RECEIVER });
    await okCall(`${TRANSFER}/handle`, receiver, { id: t.id, handleResult: '已立案查处' });
    await refused(`${TRANSFER}/handle`, receiver, { id: t.id, handleResult: '再处理' }, '该数据已处理,请勿重复操作');
    expect(await detail(TRANSFER, sender, t.id)).toMatchObject({
      transferStatus: 3,
      handleResult: '已立案查处',
      handleUser: receiverId,
    });
    const steps = (await historyOf(t.id)).reverse();
    expect(steps.map((h) => [h.action, h.fromState, h.toState, h.userId])).toEqual([
      ['check', 0, 1, receiverId],
      ['handle', 1, 3, receiverId],
    ]);
  });

  it("an outside authority's answer is recorded by the sending dept, by someone other than the sender", async () => {
    const t = await newTransfer(sender, { targetType: 2, toOrgName: '市市场监督管理局', toDeptId: '' });
    const r = await call(s, `${TRANSFER}/check`, { token: receiver, body: { id: t.id } });
    expect(r.body).toMatchObject({ success: false, msg: NOT_RECEIVER });
    const own = await call(s, `${TRANSFER}/check`, { token: sender, body: { id: t.id } });
    expect(own.body).toMatchObject({ success: false, msg: '创建人本人不能接收' });
    const colleague = (await staff.add('tfsend2', 'enforcer', '执法一中队', '陈同事')).token;
    await okCall(`${TRANSFER}/check`, colleague, { id: t.id });
    await okCall(`${TRANSFER}/handle`, colleague, { id: t.id, handleResult: '对方已立案' });
  });

  it('the sender edits only a transfer awaiting receipt and removes only one awaiting receipt or returned', async () => {
    const t = await newTransfer(sender);
    await okCall(`${TRANSFER}/submit`, sender, { id: t.id, reason: '补充:涉嫌超时经营' });
    await okCall(`${TRANSFER}/check`, receiver, { id: t.id });
    await refused(`${TRANSFER}/submit`, sender, { id: t.id, reason: '再改' }, '已接收的移交不能修改');
    const removed = await call(s, `${TRANSFER}/remove`, { method: 'POST', token: sender, query: { ids: t.id } });
    expect(removed.body).toMatchObject({ success: false, msg: '已接收的移交不能删除' });
    expect((await detail(TRANSFER, sender, t.id)).reason).toBe('补充:涉嫌超时经营');
    const pending = await newTransfer(sender);
    const ok = await call(s, `${TRANSFER}/remove`, { method: 'POST', token: sender, query: { ids: pending.id } });
    expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
  });

  it('inbox and outbox are the list filtered by receiving and sending dept', async () => {
    const inbox = await get(`${TRANSFER}/page`, receiver, { toDeptId: dept.two, size: 100 });
    expect(inbox.total).toBeGreaterThan(0);
    expect(inbox.records.every((r: { toDeptId: string }) => r.toDeptId === dept.two)).toBe(true);
    const outbox = await get(`${TRANSFER}/page`, sender, { fromDeptId: dept.one, size: 100 });
    expect(outbox.total).toBeGreaterThanOrEqual(inbox.total);
    expect((await get(`${TRANSFER}/page`, sender, { fromDeptId: dept.two })).total).toBe(0);
  });
});

describe('supervise-list and export', () => {
  it('supervise-list lists the transfers awaiting receipt or handling, oldest first, with their waiting days', async () => {
    const all = (await get(`${TRANSFER}/page`, tenantAdmin, { size: 200 })).records as Array<{
      id: string;
      transferStatus: number;
    }>;
    const open = all
      .filter((r) => r.transferStatus === 0 || r.transferStatus === 1)
      .map((r) => r.id)
      .sort();
    const list = await get(`${TRANSFER}/supervise-list`, tenantAdmin, { size: 200 });
    expect(list.total).toBe(open.length);
    expect(list.records.map((r: { id: string }) => r.id).sort()).toEqual(open);
    expect(
      list.records.every(
        (r: { waitDays: number; transferStatus: number }) => r.waitDays === 0 && r.transferStatus <= 1,
      ),
    ).toBe(true);
    const times = list.records.map((r: { transferTime: string }) => r.transferTime);
    expect([...times].sort()).toEqual(times);
    expect(list.records[0]).toHaveProperty('subjectName');
    // The list's filters apply: the accepted ones only.
    const accepted = await get(`${TRANSFER}/supervise-list`, tenantAdmin, { transferStatus: 1, size: 200 });
    expect(accepted.total).toBe(all.filter((r) => r.transferStatus === 1).length);
    expect(accepted.total).toBeGreaterThan(0);
  });

  it('export answers the filtered list as .xlsx', async () => {
    const returned = (await get(`${TRANSFER}/page`, tenantAdmin, { transferStatus: 2 })).total;
    const rows = await xlsxRows(s, `${TRANSFER}/export`, tenantAdmin, { transferStatus: '2' });
    expect(rows.length).toBe(returned + 1);
    expect(rows[0]).toContain('移交编号');
    expect(rows[1]).toContain('已退回');
  });
});

describe('enforcement information: multipart save and update', () => {
  const fields = () => ({
    caseNo: `ZF-${Date.now() % 1e6}`,
    subjectId: subject,
    enforceType: '2',
    basis: '《娱乐场所管理条例》第四十三条',
    result: '责令停业整顿并处罚款',
    penaltyAmount: '5000.50',
    enforceDate: today,
    enforcerIds: `${senderId},${receiverId}`,
    remark: '当场送达',
  });

  it('saves a form with each field appended and its files as parts: links appended, attach rows in the same transaction', async () => {
    const attaches = await attachCount(s, A);
    const r = await saveInfo(sender, fields(), [
      { field: 'images', bytes: noisePng(40, 30), name: 'scene.png', type: 'image/png' },
      { field: 'files', bytes: PDF, name: 'decision.pdf', type: 'application/pdf' },
    ]);
    expect(r.body, JSON.stringify(r.body)).toMatchObject({
      success: true,
      data: {
        enforceType: 2,
        penaltyAmount: 5000.5,
        enforceDate: today,
        enforcerIds: `${senderId},${receiverId}`,
        deptId: dept.one,
        regionCode: '330106',
      },
    });
    const saved = r.body.data;
    expect(String(saved.images)).toMatch(/^\/api\/blade-resource\/oss\/file\/\S+\.png$/);
    expect(String(saved.files)).toMatch(/^\/api\/blade-resource\/oss\/file\/\S+\.pdf$/);
    expect(await attachCount(s, A)).toBe(attaches + 2);
    const shown = await detail(INFO, sender, saved.id);
    expect(shown).toMatchObject({
      caseNo: saved.caseNo,
      subjectName: expect.any(String),
      enforcerNames: expect.stringContaining('周移交'),
    });
  });

  it('update takes the id as a field, changes what is sent, keeps the rest, and appends new files to the links it has', async () => {
    const saved = (
      await saveInfo(sender, fields(), [{ field: 'images', bytes: noisePng(20, 20), name: 'a.png', type: 'image/png' }])
    ).body.data;
    const r = await postForm(
      `${INFO}/update`,
      sender,
      form({ id: saved.id, result: '已整改到位,撤销停业' }, [
        { field: 'images', bytes: noisePng(21, 21), name: 'b.png', type: 'image/png' },
      ]),
    );
    expect(r.body, JSON.stringify(r.body)).toMatchObject({
      success: true,
      data: { id: saved.id, result: '已整改到位,撤销停业', caseNo: saved.caseNo, basis: saved.basis },
    });
    const links = String(r.body.data.images).split(',');
    expect(links).toHaveLength(2);
    expect(links[0]).toBe(saved.images);
    // A field sent blank where it is required is refused; the links a client sends replace the old ones.
    const blank = await postForm(`${INFO}/update`, sender, form({ id: saved.id, result: '' }));
    expect(blank.body).toMatchObject({ success: false, msg: '请输入执法结果' });
    const replaced = await postForm(`${INFO}/update`, sender, form({ id: saved.id, images: links[1] }));
    expect(replaced.body.data.images).toBe(links[1]);
    // Update needs an id of the caller's tenant.
    expect((await postForm(`${INFO}/update`, sender, form({ result: 'x' }))).body).toMatchObject({
      success: false,
      msg: '缺少必要的请求参数: id',
    });
    expect((await postForm(`${INFO}/update`, platform, form({ id: saved.id, result: 'x' }))).status).toBe(404);
  });

  it('a disguised file, a file under another field, a missing field or a negative penalty keeps nothing', async () => {
    const rows = await count('biz_enforce_info');
    const attaches = await attachCount(s, A);
    const files = (await storedFiles(s)).length;
    const disguised = await saveInfo(sender, fields(), [
      { field: 'images', bytes: noisePng(10, 10), name: 'ok.png', type: 'image/png' },
      { field: 'images', bytes: HTML_BYTES, name: 'photo.png', type: 'image/png' },
    ]);
    expect(disguised.status).toBe(400);
    expect(disguised.body.msg).toBe(UPLOAD_KINDS.image.message.replace('%{size}', '10M'));
    const wrongField = await saveInfo(sender, fields(), [
      { field: 'caseNo', bytes: PDF, name: 'x.pdf', type: 'application/pdf' },
    ]);
    expect(wrongField.body).toMatchObject({ success: false, msg: '上传字段不正确' });
    const { caseNo: _omit, ...noCase } = fields();
    const missing = await saveInfo(sender, noCase, [
      { field: 'images', bytes: noisePng(10, 10), name: 'ok.png', type: 'image/png' },
    ]);
    expect(missing.body).toMatchObject({ success: false, msg: '请输入案件编号' });
    const negative = await saveInfo(sender, { ...fields(), penaltyAmount: '-1' }, [
      { field: 'images', bytes: noisePng(10, 10), name: 'ok.png', type: 'image/png' },
    ]);
    expect(negative.body).toMatchObject({ success: false, msg: '罚款金额不能为负数' });
    expect(await count('biz_enforce_info')).toBe(rows);
    expect(await attachCount(s, A)).toBe(attaches);
    expect((await storedFiles(s)).length).toBe(files);
  });

  it('save refuses a JSON body, an id, and a caller without the add right; submit takes the same record as JSON', async () => {
    expect((await call(s, `${INFO}/save`, { token: sender, body: fields() })).body).toMatchObject({
      success: false,
      msg: '请以multipart表单提交',
    });
    expect((await saveInfo(sender, { ...fields(), id: '123' })).body).toMatchObject({
      success: false,
      msg: '新增数据不能指定id',
    });
    const inspector = (await staff.add('tfinsp', 'inspector', '执法一中队')).token;
    expect((await saveInfo(inspector, fields())).status).toBe(403);
    const viaSubmit = await okCall(`${INFO}/submit`, sender, {
      ...fields(),
      images: '/api/blade-resource/oss/file/x.png',
    });
    expect(viaSubmit).toMatchObject({ enforceType: 2, images: '/api/blade-resource/oss/file/x.png' });
  });
});

describe('enforcement documents: numbered per tenant and year', () => {
  const sheet = (over: Record<string, unknown> = {}) => ({
    docType: 1,
    subjectId: subject,
    content: '你单位存在消防通道堵塞问题,责令于七日内整改。',
    issueDeptId: dept.one,
    issueDate: today,
    signer: '王队长',
    ...over,
  });

  it('save numbers documents in one sequence per tenant and year; the kind names the prefix; a removed number is not given again', async () => {
    const first = await okCall(`${SHEET}/save`, sender, sheet());
    const second = await okCall(`${SHEET}/save`, sender, sheet({ docType: 2 }));
    expect(first.docNo).toBe(`责改〔${year}〕0001号`);
    expect(first).toMatchObject({ docYear: year, docSeq: 1, deptId: dept.one, regionCode: '330106' });
    expect(second.docNo).toBe(`检查〔${year}〕0002号`);
    const lastYear = await okCall(`${SHEET}/save`, sender, sheet({ issueDate: `${year - 1}-12-30` }));
    expect(lastYear.docNo).toBe(`责改〔${year - 1}〕0001号`);
    const removed = await call(s, `${SHEET}/remove`, { method: 'POST', token: sender, query: { ids: second.id } });
    expect(removed.body.success).toBe(true);
    expect((await okCall(`${SHEET}/save`, sender, sheet())).docNo).toBe(`责改〔${year}〕0003号`);
  });

  it('concurrent saves draw distinct numbers', async () => {
    const saved = await Promise.all(
      Array.from({ length: 6 }, () => call(s, `${SHEET}/save`, { token: sender, body: sheet({ docType: 7 }) })),
    );
    const numbers = saved.map((r) => {
      expect(r.body.success, JSON.stringify(r.body)).toBe(true);
      return r.body.data.docSeq as number;
    });
    expect(new Set(numbers).size).toBe(6);
    expect(Math.max(...numbers) - Math.min(...numbers)).toBe(5);
  });

  it('update changes the text but never the number; not into another year; save and update keep to their intent', async () => {
    const doc = await okCall(`${SHEET}/save`, sender, sheet());
    const updated = await okCall(`${SHEET}/update`, sender, {
      id: doc.id,
      content: '整改期限延长至十五日。',
      docNo: 'X〔1999〕0001号',
      docType: 3,
    });
    expect(updated).toMatchObject({ id: doc.id, content: '整改期限延长至十五日。', docNo: doc.docNo, docType: 3 });
    await refused(
      `${SHEET}/update`,
      sender,
      { id: doc.id, issueDate: `${year + 1}-01-02` },
      '文书编号已生成,文书日期不能改到其他年度',
    );
    await refused(`${SHEET}/update`, sender, { content: 'x' }, '缺少必要的请求参数: id');
    await refused(`${SHEET}/save`, sender, { ...sheet(), id: doc.id }, '新增数据不能指定id');
    await refused(`${SHEET}/save`, sender, sheet({ signer: '' }), '请输入签发人');
    await refused(`${SHEET}/save`, sender, sheet({ docType: undefined }), '请选择文书类型');
  });

  it('exports the filtered documents', async () => {
    const mine = (await get(`${SHEET}/page`, sender, { docType: 7 })).total;
    const rows = await xlsxRows(s, `${SHEET}/export`, sender, { docType: '7' });
    expect(rows.length).toBe(mine + 1);
    expect(rows[0]).toContain('文书编号');
    expect(rows.slice(1).every((r) => r.includes('送达回证'))).toBe(true);
  });
});

describe('tenant isolation', () => {
  it("another tenant neither sees nor acts on this tenant's transfers, records and documents, and numbers its own", async () => {
    const t = await newTransfer(sender);
    expect((await call(s, `${TRANSFER}/detail`, { token: platform, query: { id: t.id } })).body.data).toBeFalsy();
    expect((await call(s, `${TRANSFER}/check`, { token: platform, body: { id: t.id } })).status).toBe(404);
    expect(
      (await get(`${TRANSFER}/supervise-list`, platform, { size: 200 })).records.some(
        (r: { id: string }) => r.id === t.id,
      ),
    ).toBe(false);
    expect((await get(`${INFO}/page`, platform, { size: 200 })).total).toBe(0);
    const platformDept = (await deptIdsByName(s, '000000'))['执法一中队'];
    const own = await okCall(`${SHEET}/save`, platform, {
      docType: 5,
      subjectId: platformSubject,
      content: '处罚决定',
      issueDeptId: platformDept,
      issueDate: today,
      signer: '平台',
    });
    expect(own.docNo).toBe(`罚决〔${year}〕0001号`);
    expect((await get(`${SHEET}/page`, platform, { size: 200 })).records.map((r: { id: string }) => r.id)).toEqual([
      own.id,
    ]);
    // References into another tenant are refused.
    await refused(
      `${SHEET}/save`,
      platform,
      {
        docType: 5,
        subjectId: subject,
        content: '处罚决定',
        issueDeptId: platformDept,
        issueDate: today,
        signer: '平台',
      },
      '经营主体不存在',
    );
    await refused(
      `${TRANSFER}/submit`,
      sender,
      { subjectId: platformSubject, targetType: 1, toDeptId: dept.two, reason: '核查' },
      '经营主体不存在',
    );
  });
});
