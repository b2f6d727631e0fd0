import { beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_DONE } from '../../server/crud/actions';
import { SCORE_RANGE } from '../../server/domains/consumer/evaluations';
import { CHOOSE_MARKET_TYPES, NO_TARGETS } from '../../server/domains/desk/notices';
import { NOT_IN_SCOPE } from '../../server/domains/desk/notice-reads';
import { EVALUATION_CHANGE_TYPE } from '../../resources/consumer/evaluation/evaluation-rules';
import { call, login, useServer } from './harness';
import { okCalls } from './business-calls';
import { squadOf } from './tenant-staff';
import { EVALUATION, EVALUATION_IMG, NOTICE } from './api-paths';
import { expectJustNow } from './wire-time';

/**
 * Evaluations and notices: total-evaluation (per subject and overall), evaluationSmSta
 * (paging in the body, period, region and market type filters), the credit record each good or bad
 * evaluation keeps in step with it (insert, a changed score, removal), the photos; notices published to
 * market types or to listed subjects (the read rows written, publish once, no edit after), the read and
 * not-read lists after confirms, and tenant isolation of all of it.
 */
const A = '100001';
const PHOTO = '/api/blade-resource/oss/endpoint/file/eval.jpg';

const s = useServer();
let platform: string, admin: string, enforcer: string, inspector: string;
let deptA: string;
const subj: Record<string, string> = {};
let platformSubject: string;

const calls = okCalls(() => s);
const { ok, get } = calls;

// Subjects here are internet cafés (market type 3) unless a test says otherwise.
const addSubject = (token: string, name: string, over: Record<string, unknown> = {}) =>
  calls.addSubject(token, name, { marketType: 3, ...over });
const evaluate = (token: string, subjectId: string, score: number, over: Record<string, unknown> = {}) =>
  ok(`${EVALUATION}/submit`, token, {
    subjectId,
    score,
    content: `评分${score}`,
    consumerName: '王先生',
    consumerPhone: '13900139000',
    ...over,
  });
const creditOf = async (subjectId: string) =>
  Number((await get('/api/subject/subject/detail', admin, { id: subjectId })).creditScore);
const evaluationCredits = async (subjectId: string) =>
  (
    await get('/api/subject/subjectcredit/page', admin, {
      subjectId,
      changeType: EVALUATION_CHANGE_TYPE,
      current: 1,
      size: 50,
    })
  ).records as Array<Record<string, unknown>>;

beforeAll(async () => {
  platform = (await login(s)).access_token;
  ({ dept: deptA, admin, enforcer, inspector } = await squadOf(s, A, 'ev', ['admin', 'enforcer', 'inspector']));
  subj.ktv = await addSubject(admin, '星光KTV', { marketType: 1, regionCode: '330102', deptId: deptA });
  subj.cafe = await addSubject(admin, '星辰网吧', { marketType: 3, regionCode: '330106', deptId: deptA });
  subj.cafe2 = await addSubject(admin, '极速网咖', { marketType: 3, regionCode: '330106' });
  platformSubject = await addSubject(platform, '平台网吧', { marketType: 3 });
}, 120_000);

describe('evaluations', () => {
  let cafeBad: string;
  let cafeGood4: string;

  // A subject starts at 100 credit points; a good evaluation (4 or 5) adds 1, a bad one (1 or 2) takes 2.
  it("keeps a credit record of each good or bad evaluation, none of a medium one, and the subject's score follows", async () => {
    for (const score of [5, 4, 3]) {
      const saved = await evaluate(enforcer, subj.cafe, score);
      expect(saved).toMatchObject({ subjectId: subj.cafe, score, deptId: deptA, regionCode: '330106' });
      expectJustNow(saved.evaluateTime);
      expect(!!saved.creditId).toBe(score !== 3);
      if (score === 4) cafeGood4 = String(saved.id);
    }
    cafeBad = String((await evaluate(enforcer, subj.cafe, 1, { evaluateTime: '2025-01-15 10:00:00' })).id);
    await evaluate(enforcer, subj.ktv, 5);
    await evaluate(enforcer, subj.ktv, 5);
    expect(await creditOf(subj.cafe)).toBe(100);
    expect(await creditOf(subj.ktv)).toBe(102);
    expect(await creditOf(subj.cafe2)).toBe(100);
    const credits = await evaluationCredits(subj.cafe);
    expect(credits.map((c) => Number(c.changeScore)).sort((a, b) => a - b)).toEqual([-2, 1, 1]);
  });

  it('a changed score replaces the credit record; removal takes it (and the photos) away', async () => {
    const bad = await get(`${EVALUATION}/detail`, admin, { id: cafeBad });
    const changed = await ok(`${EVALUATION}/submit`, admin, { ...bad, score: 5 });
    expect(changed.creditId).toBeTruthy();
    expect(changed.creditId).not.toBe(bad.creditId);
    expect(await creditOf(subj.cafe)).toBe(103);
    const back = await ok(`${EVALUATION}/submit`, admin, { ...changed, score: 1 });
    expect(await creditOf(subj.cafe)).toBe(100);
    expect((await evaluationCredits(subj.cafe)).length).toBe(3);
    expect(back.evaluateTime).toBe('2025-01-15 10:00:00');

    // A photo takes its evaluation's subject whatever the client says.
    const photo = await ok(`${EVALUATION_IMG}/submit`, admin, {
      evaluationId: cafeGood4,
      imageUrl: PHOTO,
      subjectId: subj.ktv,
    });
    expect(photo.subjectId).toBe(subj.cafe);
    const spare = await evaluate(admin, subj.cafe, 4);
    await ok(`${EVALUATION_IMG}/submit`, admin, { evaluationId: spare.id, imageUrl: PHOTO });
    expect(await creditOf(subj.cafe)).toBe(101);
    await ok(`${EVALUATION}/remove`, admin, {}, { ids: String(spare.id) });
    expect(await creditOf(subj.cafe)).toBe(100);
    expect((await evaluationCredits(subj.cafe)).length).toBe(3);
    expect((await get(`${EVALUATION_IMG}/page`, admin, { evaluationId: String(spare.id) })).total).toBe(0);
    expect((await get(`${EVALUATION_IMG}/page`, admin, { evaluationId: cafeGood4 })).total).toBe(1);
  });

  it('refuses a score outside 1..5 and a subject of another tenant', async () => {
    for (const score of [0, 6]) {
      const r = await call(s, `${EVALUATION}/submit`, {
        token: admin,
        body: { subjectId: subj.cafe, score, content: '越界' },
      });
      expect(r.body).toMatchObject({ success: false, msg: SCORE_RANGE });
    }
    expect(
      (
        await call(s, `${EVALUATION}/submit`, {
          token: admin,
          body: { subjectId: platformSubject, score: 5, content: '越权' },
        })
      ).body.success,
    ).toBe(false);
  });

  it('total-evaluation counts one subject or everything the caller sees', async () => {
    // cafe: 5, 4, 3, 1 (the 1 in January 2025); ktv: 5, 5.
    expect(await get(`${EVALUATION}/total-evaluation`, admin, { subjectId: subj.cafe })).toEqual({
      subjectId: subj.cafe,
      total: 4,
      average: 3.25,
      good: 2,
      medium: 1,
      bad: 1,
      scores: { 1: 1, 2: 0, 3: 1, 4: 1, 5: 1 },
    });
    expect(await get(`${EVALUATION}/total-evaluation`, admin)).toMatchObject({
      subjectId: null,
      total: 6,
      average: 3.83,
      good: 4,
      medium: 1,
      bad: 1,
    });
    expect(await get(`${EVALUATION}/total-evaluation`, admin, { subjectId: subj.cafe2 })).toMatchObject({
      total: 0,
      average: 0,
      good: 0,
    });
    expect(
      await get(`${EVALUATION}/total-evaluation`, admin, { subjectId: subj.cafe, period: '2025-01' }),
    ).toMatchObject({
      total: 1,
      average: 1,
      bad: 1,
    });
    expect(
      (await call(s, `${EVALUATION}/total-evaluation`, { token: admin, query: { subjectId: 'x' } })).body.success,
    ).toBe(false);
  });

  it('evaluationSmSta pages the subjects with the paging in the body, filtered by period, region and market type', async () => {
    const first = await ok(`${EVALUATION}/evaluationSmSta`, admin, { current: 1, size: 1 });
    expect(first).toMatchObject({ total: 2, size: 1, current: 1, pages: 2 });
    expect(first.records).toEqual([
      {
        subjectId: subj.cafe,
        subjectName: '星辰网吧',
        marketType: 3,
        regionCode: '330106',
        total: 4,
        average: 3.25,
        good: 2,
        medium: 1,
        bad: 1,
      },
    ]);
    const second = await ok(`${EVALUATION}/evaluationSmSta`, admin, { current: 2, size: 1 });
    expect(second.records).toEqual([
      {
        subjectId: subj.ktv,
        subjectName: '星光KTV',
        marketType: 1,
        regionCode: '330102',
        total: 2,
        average: 5,
        good: 2,
        medium: 0,
        bad: 0,
      },
    ]);
    expect((await ok(`${EVALUATION}/evaluationSmSta`, admin, { current: 3, size: 1 })).records).toEqual([]);
    expect(
      (await ok(`${EVALUATION}/evaluationSmSta`, admin, { current: 1, size: 10, marketType: 1 })).records.map(
        (r: { subjectId: string }) => r.subjectId,
      ),
    ).toEqual([subj.ktv]);
    expect(
      (await ok(`${EVALUATION}/evaluationSmSta`, admin, { current: 1, size: 10, regionCode: '330106' })).records.map(
        (r: { subjectId: string }) => r.subjectId,
      ),
    ).toEqual([subj.cafe]);
    const january = await ok(`${EVALUATION}/evaluationSmSta`, admin, { current: 1, size: 10, period: '2025-01' });
    expect(january).toMatchObject({ total: 1, records: [{ subjectId: subj.cafe, total: 1, bad: 1 }] });
    const byDays = await ok(`${EVALUATION}/evaluationSmSta`, admin, {
      current: 1,
      size: 10,
      startDate: '2025-01-01',
      endDate: '2025-01-15',
    });
    expect(byDays.total).toBe(1);
    expect((await ok(`${EVALUATION}/evaluationSmSta`, admin, { current: 1, size: 10, subjectName: 'KTV' })).total).toBe(
      1,
    );
  });
});

describe('notices', () => {
  let byType: string;

  const submitNotice = (token: string, body: Record<string, unknown>) =>
    call(s, `${NOTICE}/submit`, {
      token,
      body: { title: '关于开展消防检查的通知', category: 1, content: '请各单位开展自查', ...body },
    });
  const lists = async (noticeId: string, query: Record<string, number> = {}) => ({
    read: await get(`${NOTICE}/getSubjectNoticeCheckList`, admin, { noticeId, current: 1, size: 10, ...query }),
    unread: await get(`${NOTICE}/getSubjectNoticeNotCheckList`, admin, { noticeId, current: 1, size: 10, ...query }),
  });
  const names = (page: { records: Array<{ subjectName: string }> }) => page.records.map((r) => r.subjectName);

  it('a draft names its scope; publish writes one read row per subject of the market types, once', async () => {
    expect((await submitNotice(admin, { scopeType: 1 })).body).toMatchObject({
      success: false,
      msg: CHOOSE_MARKET_TYPES,
    });
    const draft = (await submitNotice(admin, { scopeType: 1, marketTypes: '3' })).body.data;
    expect(draft).toMatchObject({ noticeStatus: 0, targetCount: 0 });
    byType = String(draft.id);
    // A draft has no readers yet.
    expect((await lists(byType)).unread.total).toBe(0);
    await ok(`${NOTICE}/publish`, admin, { id: byType });
    const detail = await get(`${NOTICE}/detail`, admin, { id: byType });
    expect(detail).toMatchObject({ noticeStatus: 1, targetCount: 2, readCount: 0, publisherName: '陈管理' });
    expectJustNow(detail.publishTime);
    expect((await call(s, `${NOTICE}/publish`, { token: admin, body: { id: byType } })).body).toMatchObject({
      success: false,
      msg: ALREADY_DONE,
    });
    expect((await submitNotice(admin, { id: byType, scopeType: 1, marketTypes: '1' })).body).toMatchObject({
      success: false,
      msg: '已发布的监管通知不能修改',
    });
    const history = await get(`${NOTICE}/history`, admin, { id: byType });
    expect(JSON.stringify(history)).toContain('publish');
    const { read, unread } = await lists(byType);
    expect(read).toMatchObject({ total: 0, records: [] });
    expect(unread.total).toBe(2);
    expect(names(unread).sort()).toEqual(['星辰网吧', '极速网咖'].sort());
    // The platform's subject of the same market type is not the tenant's: not a target.
    expect(unread.records.map((r: { subjectId: string }) => r.subjectId)).not.toContain(platformSubject);
  });

  it('the read lists follow the confirms, paged', async () => {
    const first = await ok(`${NOTICE}/confirm`, enforcer, { noticeId: byType, subjectId: subj.cafe });
    expectJustNow(first.readTime);
    const again = await ok(`${NOTICE}/confirm`, enforcer, { noticeId: byType, subjectId: subj.cafe });
    expect(again.readTime).toBe(first.readTime);
    const { read, unread } = await lists(byType);
    expect(read.total).toBe(1);
    expect(read.records[0]).toMatchObject({
      subjectId: subj.cafe,
      subjectName: '星辰网吧',
      readTime: first.readTime,
      noticeId: byType,
    });
    expect(unread.total).toBe(1);
    expect(names(unread)).toEqual(['极速网咖']);
    expect((await get(`${NOTICE}/detail`, admin, { id: byType })).readCount).toBe(1);
    // Not a target; a reader without the confirm button.
    expect(
      (await call(s, `${NOTICE}/confirm`, { token: admin, body: { noticeId: byType, subjectId: subj.ktv } })).body,
    ).toMatchObject({ success: false, msg: NOT_IN_SCOPE });
    expect(
      (await call(s, `${NOTICE}/confirm`, { token: inspector, body: { noticeId: byType, subjectId: subj.cafe2 } }))
        .status,
    ).toBe(403);
    await ok(`${NOTICE}/confirm`, admin, {}, { noticeId: byType, subjectId: subj.cafe2 });
    const after = await lists(byType, { size: 1 });
    expect(after.read).toMatchObject({ total: 2, size: 1, pages: 2 });
    expect(after.read.records).toHaveLength(1);
    expect(after.unread).toMatchObject({ total: 0, records: [] });
    const page2 = await get(`${NOTICE}/getSubjectNoticeCheckList`, admin, { noticeId: byType, current: 2, size: 1 });
    expect([...names(after.read), ...names(page2)].sort()).toEqual(['星辰网吧', '极速网咖'].sort());
    expect((await get(`${NOTICE}/detail`, admin, { id: byType })).readCount).toBe(2);
  });

  it('publishes to a list of subjects; a scope without subjects cannot be published', async () => {
    const listed = (await submitNotice(admin, { scopeType: 2, subjectIds: subj.ktv })).body.data;
    await ok(`${NOTICE}/publish`, admin, { id: listed.id });
    expect((await get(`${NOTICE}/detail`, admin, { id: String(listed.id) })).targetCount).toBe(1);
    expect(names((await lists(String(listed.id))).unread)).toEqual(['星光KTV']);
    const empty = (await submitNotice(admin, { scopeType: 1, marketTypes: '8' })).body.data;
    expect((await call(s, `${NOTICE}/publish`, { token: admin, body: { id: empty.id } })).body).toMatchObject({
      success: false,
      msg: NO_TARGETS,
    });
    expect((await get(`${NOTICE}/detail`, admin, { id: String(empty.id) })).noticeStatus).toBe(0);
  });
});

describe('tenant isolation', () => {
  it('another tenant sees none of the evaluations, notices and readers, and cannot confirm or publish them', async () => {
    expect(await get(`${EVALUATION}/total-evaluation`, platform, { subjectId: subj.cafe })).toMatchObject({ total: 0 });
    expect((await get(`${EVALUATION}/total-evaluation`, platform)).total).toBe(0);
    expect((await ok(`${EVALUATION}/evaluationSmSta`, platform, { current: 1, size: 10 })).total).toBe(0);
    const [theirs] = (await get(`${NOTICE}/page`, admin, { current: 1, size: 1 })).records;
    expect(theirs).toBeTruthy();
    expect(
      (await call(s, `${NOTICE}/detail`, { token: platform, query: { id: String(theirs.id) } })).body.data,
    ).toBeNull();
    for (const path of ['getSubjectNoticeCheckList', 'getSubjectNoticeNotCheckList']) {
      expect(
        (
          await call(s, `${NOTICE}/${path}`, {
            token: platform,
            query: { noticeId: String(theirs.id), current: 1, size: 10 },
          })
        ).body,
      ).toMatchObject({ code: 404 });
    }
    expect(
      (
        await call(s, `${NOTICE}/confirm`, {
          token: platform,
          body: { noticeId: String(theirs.id), subjectId: subj.cafe },
        })
      ).body,
    ).toMatchObject({ code: 404 });
    expect(
      (await call(s, `${NOTICE}/publish`, { token: platform, body: { id: String(theirs.id) } })).body.success,
    ).toBe(false);
    // A notice of the tenant cannot name another tenant's subject.
    expect((await submitNoticeAs(admin, { scopeType: 2, subjectIds: platformSubject })).body.success).toBe(false);
    // The platform's own notice to its market type reaches only its own subject.
    const own = (await submitNoticeAs(platform, { scopeType: 1, marketTypes: '3' })).body.data;
    await ok(`${NOTICE}/publish`, platform, { id: own.id });
    expect((await get(`${NOTICE}/detail`, platform, { id: String(own.id) })).targetCount).toBe(1);
    const unread = await get(`${NOTICE}/getSubjectNoticeNotCheckList`, platform, {
      noticeId: String(own.id),
      current: 1,
      size: 10,
    });
    expect(unread.records.map((r: { subjectId: string }) => r.subjectId)).toEqual([platformSubject]);
  });
});

const submitNoticeAs = (token: string, body: Record<string, unknown>) =>
  call(s, `${NOTICE}/submit`, { token, body: { title: '跨租户通知', category: 1, content: '内容', ...body } });
