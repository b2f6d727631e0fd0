import { beforeAll, describe, expect, it } from 'vitest';
import { creditCheckChar } from '../../resources/formats';
import { call, login, useServer } from './harness';
import { SUBJECT, SUBJECT_CREDIT, SUBJECT_QR } from './api-paths';
import { tenantStaff } from './tenant-staff';

/**
 * : the credit records and the score and level they give the subject
 * (kept in step on insert, update, move and removal, in the save's transaction), tenant isolation of
 * both resources, and one QR code per subject.
 */
const A = '100001';

const s = useServer();
let tenantAdmin: string, tenantAdminId: string, platform: string;

let serial = 0;
function creditCode(): string {
  serial += 1;
  const first17 = `91330106${String(Date.now() % 1e5).padStart(5, '0')}${String(serial).padStart(4, '0')}`;
  return first17 + creditCheckChar(first17);
}

async function createSubject(token: string): Promise<string> {
  const r = await call(s, `${SUBJECT}/submit`, {
    token,
    body: {
      subjectName: `信用测试主体${++serial}`,
      creditCode: creditCode(),
      marketType: 1,
      legalPerson: '李四',
      contactPhone: '13800138000',
      address: '示范区文化路2号',
    },
  });
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 200, success: true });
  return r.body.data.id;
}

const subjectOf = async (id: string, token = tenantAdmin) =>
  (await call(s, `${SUBJECT}/detail`, { token, query: { id } })).body.data;

async function addCredit(token: string, subjectId: string, changeScore: number, over: Record<string, unknown> = {}) {
  return call(s, `${SUBJECT_CREDIT}/submit`, {
    token,
    body: { subjectId, changeScore, changeDate: '2026-03-01', changeType: 3, cause: '违规接纳未成年人', ...over },
  });
}

beforeAll(async () => {
  platform = (await login(s)).access_token;
  const admin = await login(s, 'admin', undefined, A);
  tenantAdmin = admin.access_token;
  tenantAdminId = admin.user_id;
});

describe('credit records move the subject score and level', () => {
  it('a new subject starts at 100, excellent', async () => {
    const id = await createSubject(tenantAdmin);
    expect(await subjectOf(id)).toMatchObject({ creditScore: 100, creditLevel: 1 });
  });

  it('insert, update, removal recompute the score and level; bounds hold; the recorder is the caller', async () => {
    const id = await createSubject(tenantAdmin);
    const minus = await addCredit(tenantAdmin, id, -20);
    expect(minus.body, JSON.stringify(minus.body)).toMatchObject({ success: true });
    expect(minus.body.data.recordUser).toBe(tenantAdminId);
    expect(await subjectOf(id)).toMatchObject({ creditScore: 80, creditLevel: 2 });

    const more = await addCredit(tenantAdmin, id, -15, { changeType: 2, cause: '投诉属实' });
    expect(more.body.success).toBe(true);
    expect(await subjectOf(id)).toMatchObject({ creditScore: 65, creditLevel: 3 });

    // Editing a change moves the score by the difference.
    const edit = await call(s, `${SUBJECT_CREDIT}/submit`, {
      token: tenantAdmin,
      body: { id: more.body.data.id, changeScore: -50 },
    });
    expect(edit.body, JSON.stringify(edit.body)).toMatchObject({ success: true });
    expect(await subjectOf(id)).toMatchObject({ creditScore: 30, creditLevel: 4 });

    // Removal restores what the record took away.
    const removed = await call(s, `${SUBJECT_CREDIT}/remove`, {
      token: tenantAdmin,
      method: 'POST',
      query: { ids: more.body.data.id },
    });
    expect(removed.body.success).toBe(true);
    expect(await subjectOf(id)).toMatchObject({ creditScore: 80, creditLevel: 2 });

    // Rewards beyond the ceiling stop at 120; penalties below zero stop at 0.
    await addCredit(tenantAdmin, id, 100, { changeType: 4, cause: '年度表彰' });
    expect(await subjectOf(id)).toMatchObject({ creditScore: 120, creditLevel: 1 });
    await addCredit(tenantAdmin, id, -120);
    await addCredit(tenantAdmin, id, -120);
    expect(await subjectOf(id)).toMatchObject({ creditScore: 0, creditLevel: 4 });
  });

  it('moving a record to another subject recomputes both', async () => {
    const first = await createSubject(tenantAdmin);
    const second = await createSubject(tenantAdmin);
    const r = await addCredit(tenantAdmin, first, -30);
    expect(await subjectOf(first)).toMatchObject({ creditScore: 70, creditLevel: 3 });
    await call(s, `${SUBJECT_CREDIT}/submit`, { token: tenantAdmin, body: { id: r.body.data.id, subjectId: second } });
    expect(await subjectOf(first)).toMatchObject({ creditScore: 100, creditLevel: 1 });
    expect(await subjectOf(second)).toMatchObject({ creditScore: 70, creditLevel: 3 });
  });

  it('each level starts exactly at its floor: 90 优秀, 75 良好, 60 一般, below 较差', async () => {
    const id = await createSubject(tenantAdmin);
    const steps: Array<[number, number, number]> = [
      // [change, score after, level after]
      [-10, 90, 1],
      [-1, 89, 2],
      [-14, 75, 2],
      [-1, 74, 3],
      [-14, 60, 3],
      [-1, 59, 4],
    ];
    for (const [change, creditScore, creditLevel] of steps) {
      const r = await addCredit(tenantAdmin, id, change);
      expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
      expect(await subjectOf(id)).toMatchObject({ creditScore, creditLevel });
    }
  });

  it('one record moves the score by at most 120 either way', async () => {
    const id = await createSubject(tenantAdmin);
    for (const change of [121, -121]) {
      const r = await addCredit(tenantAdmin, id, change);
      expect(r.body).toMatchObject({ success: false, msg: '分值变化须在-120到120之间' });
    }
    expect(await subjectOf(id)).toMatchObject({ creditScore: 100, creditLevel: 1 });
    expect((await addCredit(tenantAdmin, id, -120)).body).toMatchObject({ success: true });
    expect(await subjectOf(id)).toMatchObject({ creditScore: 0, creditLevel: 4 });
    expect((await addCredit(tenantAdmin, id, 120)).body).toMatchObject({ success: true });
    expect(await subjectOf(id)).toMatchObject({ creditScore: 100, creditLevel: 1 });
  });

  it('a record given its recorder keeps it', async () => {
    const id = await createSubject(tenantAdmin);
    const recorder = await (await tenantStaff(s, A)).create('credit_recorder', 'enforcer', '执法一中队');
    const r = await addCredit(tenantAdmin, id, -1, { recordUser: recorder });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
    expect(r.body.data.recordUser).toBe(recorder);
  });

  it('refuses a record without reason or with an out-of-range change, and the score stays', async () => {
    const id = await createSubject(tenantAdmin);
    const noCause = await addCredit(tenantAdmin, id, -5, { cause: '' });
    expect(noCause.body).toMatchObject({ success: false, msg: '请输入变更原因' });
    const tooMuch = await addCredit(tenantAdmin, id, -500);
    expect(tooMuch.body).toMatchObject({ success: false });
    expect(await subjectOf(id)).toMatchObject({ creditScore: 100, creditLevel: 1 });
    const list = await call(s, `${SUBJECT_CREDIT}/page`, { token: tenantAdmin, query: { subjectId_equal: id } });
    expect(list.body.data.total).toBe(0);
  });

  it('clients cannot set the score or level through the subject submit', async () => {
    const id = await createSubject(tenantAdmin);
    await call(s, `${SUBJECT}/submit`, { token: tenantAdmin, body: { id, creditScore: 5, creditLevel: 4 } });
    expect(await subjectOf(id)).toMatchObject({ creditScore: 100, creditLevel: 1 });
  });

  it('lists carry the subject name and filter by subject', async () => {
    const id = await createSubject(tenantAdmin);
    await addCredit(tenantAdmin, id, 5, { changeType: 5, cause: '整改完成' });
    const page = await call(s, `${SUBJECT_CREDIT}/page`, { token: tenantAdmin, query: { subjectId_equal: id } });
    expect(page.body.data.total).toBe(1);
    expect(page.body.data.records[0].subjectName).toMatch(/^信用测试主体/);
    expect(page.body.data.records[0].changeScore).toBe(5);
  });
});

describe('tenant isolation of credit records', () => {
  it('another tenant can neither see, score, edit nor remove them', async () => {
    const id = await createSubject(tenantAdmin);
    const own = await addCredit(tenantAdmin, id, -10);
    const recordId = own.body.data.id;

    const foreign = await call(s, `${SUBJECT_CREDIT}/page`, { token: platform, query: { subjectId_equal: id } });
    expect(foreign.body.data.total).toBe(0);
    expect(
      (await call(s, `${SUBJECT_CREDIT}/detail`, { token: platform, query: { id: recordId } })).body.data,
    ).toBeNull();

    // A record aimed at another tenant's subject is refused, and that subject's score stays.
    const aimed = await addCredit(platform, id, -50);
    expect(aimed.body).toMatchObject({ success: false, msg: '经营主体不存在' });
    const edit = await call(s, `${SUBJECT_CREDIT}/submit`, {
      token: platform,
      body: { id: recordId, changeScore: -90 },
    });
    expect(edit.body.success).toBe(false);
    const remove = await call(s, `${SUBJECT_CREDIT}/remove`, {
      token: platform,
      method: 'POST',
      query: { ids: recordId },
    });
    expect(remove.body.success).toBe(false);
    expect(await subjectOf(id)).toMatchObject({ creditScore: 90, creditLevel: 1 });
  });
});

describe('one QR code per subject', () => {
  it('a new code gets a link with a random token (never the id), counters start empty', async () => {
    const id = await createSubject(tenantAdmin);
    const r = await call(s, `${SUBJECT_QR}/submit`, {
      token: tenantAdmin,
      body: { subjectId: id, content: 'https://evil.example/x', scanCount: 99 },
    });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
    const code = r.body.data;
    expect(code.content).toMatch(/^http:\/\/localhost:\d+\/qr\/[A-Za-z0-9_-]{24}$/);
    expect(code.content).not.toContain(id);
    expect(code.content).not.toContain(code.id);
    expect(code).toMatchObject({ subjectId: id, scanCount: 0, validFlag: 1, lastScanTime: null });
    const stored = (await call(s, `${SUBJECT_QR}/detail`, { token: tenantAdmin, query: { id: code.id } })).body.data;
    expect(stored).toMatchObject({ content: code.content, subjectName: expect.stringMatching(/^信用测试主体/) });

    // Another subject's code has another token; an update keeps the content.
    const other = await call(s, `${SUBJECT_QR}/submit`, {
      token: tenantAdmin,
      body: { subjectId: await createSubject(tenantAdmin) },
    });
    expect(other.body.data.content).not.toBe(code.content);
    const edit = await call(s, `${SUBJECT_QR}/submit`, {
      token: tenantAdmin,
      body: { id: code.id, validFlag: 0, content: 'x' },
    });
    expect(edit.body.data).toMatchObject({ validFlag: 0, content: code.content });
  });

  it('a second code for the same subject is refused; after removal a new one can be made', async () => {
    const id = await createSubject(tenantAdmin);
    const first = await call(s, `${SUBJECT_QR}/submit`, { token: tenantAdmin, body: { subjectId: id } });
    expect(first.body.success).toBe(true);
    const second = await call(s, `${SUBJECT_QR}/submit`, { token: tenantAdmin, body: { subjectId: id } });
    expect(second.body).toMatchObject({ success: false, msg: '该经营主体已有二维码' });
    const page = await call(s, `${SUBJECT_QR}/page`, { token: tenantAdmin, query: { subjectId_equal: id } });
    expect(page.body.data.total).toBe(1);
    await call(s, `${SUBJECT_QR}/remove`, { token: tenantAdmin, method: 'POST', query: { ids: first.body.data.id } });
    const again = await call(s, `${SUBJECT_QR}/submit`, { token: tenantAdmin, body: { subjectId: id } });
    expect(again.body.success).toBe(true);
    expect(again.body.data.content).not.toBe(first.body.data.content);
  });

  it('another tenant cannot see a code nor make one for a foreign subject', async () => {
    const id = await createSubject(tenantAdmin);
    const own = await call(s, `${SUBJECT_QR}/submit`, { token: tenantAdmin, body: { subjectId: id } });
    expect(
      (await call(s, `${SUBJECT_QR}/detail`, { token: platform, query: { id: own.body.data.id } })).body.data,
    ).toBeNull();
    expect(
      (await call(s, `${SUBJECT_QR}/page`, { token: platform, query: { subjectId_equal: id } })).body.data.total,
    ).toBe(0);
    const foreign = await call(s, `${SUBJECT_QR}/submit`, { token: platform, body: { subjectId: id } });
    expect(foreign.body).toMatchObject({ success: false, msg: '经营主体不存在' });
    const remove = await call(s, `${SUBJECT_QR}/remove`, {
      token: platform,
      method: 'POST',
      query: { ids: own.body.data.id },
    });
    expect(remove.body.success).toBe(false);
  });
});
