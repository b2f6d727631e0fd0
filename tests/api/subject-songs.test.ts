import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../server/crud/no-past';
import { addDays, REMOVAL_DAYS } from '../../server/domains/subject/songs';
import { call, login, useServer } from './harness';
import { expectNotFound, handleOnce, okCalls, superviseComplete } from './business-calls';
import { squadOf } from './tenant-staff';
import { fetchXlsx, sheetRecords } from './xlsx';
import { PROHIBITED_SONG, REPORT_SONG, SONG_FINDING, SUPERVISE } from './api-paths';
import { expectJustNow } from './wire-time';

/**
 * Songs: the prohibited list (per tenant), the songs a venue reports, the invalid-song finding
 * a hit opens in the same transaction, the shared finding life (handle → supervise-complete, history,
 * get-handle-info), its Excel export, and taking a finding up for supervision (supervise/save).
 */
const A = '100001';

const s = useServer();
let platform: string, admin: string, inspector: string;
let subjectA: string, subjectB: string, platformSubject: string, deptA: string;

const { ok, addSubject } = okCalls(() => s);
let songs = 0;
const ban = async (token: string, songName: string, over: Record<string, unknown> = {}) =>
  (
    await ok(`${PROHIBITED_SONG}/submit`, token, {
      songName,
      reason: 2,
      listDate: '2024-05-01',
      docNo: '文旅市场发〔2024〕12号',
      ...over,
    })
  ).id as string;
const report = async (token: string, subjectId: string, songName: string, over: Record<string, unknown> = {}) =>
  (await ok(`${REPORT_SONG}/submit`, token, { subjectId, songName, songNo: String(10000 + ++songs), ...over }))
    .id as string;

async function findings(token: string, query: Record<string, string>) {
  const r = await call(s, `${SONG_FINDING}/page`, { token, query: { current: 1, size: 100, ...query } });
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  return r.body.data.records as Array<Record<string, unknown>>;
}

beforeAll(async () => {
  platform = (await login(s)).access_token;
  ({ dept: deptA, admin, inspector } = await squadOf(s, A, 'song', ['admin', 'inspector']));
  subjectA = await addSubject(admin, '金星量贩式KTV', { deptId: deptA, regionCode: '330106' });
  subjectB = await addSubject(admin, '华悦歌舞厅');
  platformSubject = await addSubject(platform, '平台歌厅');
}, 120_000);

describe('a reported song on the prohibited list opens a finding in the same save', () => {
  it('a listed song opens one finding with the subject, the entry, the time and the removal deadline; a clean song none', async () => {
    const entry = await ban(admin, '夜色迷情');
    const songId = await report(admin, subjectA, '夜色迷情', { singer: '某歌手' });
    await report(admin, subjectA, '月亮代表我的心', { singer: '邓丽君' });
    const found = await findings(admin, { subjectId: subjectA });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      subjectId: subjectA,
      subjectName: '金星量贩式KTV',
      songName: '夜色迷情',
      singer: '某歌手',
      reportsongId: songId,
      prohibitedsongId: entry,
      handleStatus: 0,
      deadline: addDays(todayIn(), REMOVAL_DAYS),
      deptId: deptA,
      regionCode: '330106',
      tenantId: A,
    });
    expectJustNow(String(found[0].foundTime));
    // The report time is the server's.
    const song = (await call(s, `${REPORT_SONG}/detail`, { token: admin, query: { id: songId } })).body.data;
    expectJustNow(song.reportTime, 'the report time');
    expect(song.nameKey).toBeUndefined();
  });

  it('the same song reported again, written another way, or saved again, stays one open finding', async () => {
    await ban(admin, '红尘醉');
    const first = await report(admin, subjectB, '红尘醉');
    await report(admin, subjectB, '《红尘醉》 (DJ版)');
    await ok(`${REPORT_SONG}/submit`, admin, { id: first, songNo: '88888' });
    await ok(`${REPORT_SONG}/submit`, admin, { id: first, songName: ' 红尘醉（Live） ' });
    expect(await findings(admin, { subjectId: subjectB, songName: '红尘醉' })).toHaveLength(1);
  });

  it('renaming a clean song into a listed one opens the finding', async () => {
    await ban(admin, '迷途羔羊');
    const id = await report(admin, subjectB, '迷途的小羊');
    expect(await findings(admin, { subjectId: subjectB, songName: '迷途' })).toHaveLength(0);
    await ok(`${REPORT_SONG}/submit`, admin, { id, songName: '迷途羔羊' });
    expect(await findings(admin, { subjectId: subjectB, songName: '迷途' })).toHaveLength(1);
  });

  it('an entry naming a singer hits only that singer; a disabled entry hits nothing', async () => {
    await ban(admin, '风中的歌', { singer: '甲乐队' });
    await ban(admin, '停用的歌', { enabled: 0 });
    await report(admin, subjectA, '风中的歌', { singer: '乙歌手' });
    await report(admin, subjectA, '停用的歌');
    expect(await findings(admin, { subjectId: subjectA, songName: '风中的歌' })).toHaveLength(0);
    expect(await findings(admin, { subjectId: subjectA, songName: '停用的歌' })).toHaveLength(0);
    await report(admin, subjectA, '风中的歌', { singer: '甲 乐队' });
    expect(await findings(admin, { subjectId: subjectA, songName: '风中的歌' })).toHaveLength(1);
  });

  it('listing a song venues already reported opens their findings', async () => {
    await report(admin, subjectA, '午夜狂欢曲');
    await report(admin, subjectB, '午夜狂欢曲');
    expect(await findings(admin, { songName: '午夜狂欢曲' })).toHaveLength(0);
    await ban(admin, '午夜狂欢曲');
    const found = await findings(admin, { songName: '午夜狂欢曲' });
    expect(found.map((f) => f.subjectId).sort()).toEqual([subjectA, subjectB].sort());
  });

  it("subjectSongs pages one subject's songs, marking the prohibited ones", async () => {
    const r = await call(s, `${REPORT_SONG}/subjectSongs`, {
      token: inspector,
      query: { subjectId: subjectA, current: 1, size: 50 },
    });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    const records = r.body.data.records as Array<Record<string, unknown>>;
    expect(records.length).toBeGreaterThan(3);
    expect(records.every((x) => x.subjectId === subjectA)).toBe(true);
    expect(records.find((x) => x.songName === '夜色迷情')?.prohibited).toBe(true);
    expect(records.find((x) => x.songName === '月亮代表我的心')?.prohibited).toBe(false);
    expect(
      (await call(s, `${REPORT_SONG}/subjectSongs`, { token: inspector, query: { subjectId: platformSubject } })).body,
    ).toMatchObject({ code: 404, success: false });
  });

  it("the list is the writers': an inspector reads it but cannot add to it", async () => {
    const r = await call(s, `${PROHIBITED_SONG}/submit`, {
      token: inspector,
      body: { songName: '越权', reason: 1, listDate: '2024-01-01' },
    });
    expect(r.status).toBe(403);
    expect((await call(s, `${PROHIBITED_SONG}/page`, { token: inspector })).body.success).toBe(true);
  });
});

describe('the finding life', () => {
  let id: string;
  beforeAll(async () => {
    await ban(admin, '处理测试曲');
    await report(admin, subjectA, '处理测试曲');
    id = String((await findings(admin, { songName: '处理测试曲' }))[0].id);
  });

  it('handle asks what was done, records who, when and the evidence; twice is refused', async () => {
    expect((await superviseComplete(s, SONG_FINDING, admin, id)).body.msg).toBe('当前状态为待处理,不能督办完成');
    await handleOnce(s, SONG_FINDING, admin, id, {
      handleResult: '已从点播系统下架',
      handleImages: '/api/blade-resource/oss/endpoint/file/a.jpg',
    });
  });

  it('supervise-complete closes it, by someone other than its handler; get-handle-info shows the handle record and the history', async () => {
    const own = await superviseComplete(s, SONG_FINDING, admin, id);
    expect(own.body).toMatchObject({ success: false, msg: '处理人本人不能督办完成' });
    const completed = await superviseComplete(s, SONG_FINDING, inspector, id, { superviseOpinion: '核实已整改' });
    expect(completed.body.success).toBe(true);
    const info = (await call(s, `${SONG_FINDING}/get-handle-info`, { token: inspector, query: { id } })).body.data;
    expect(info).toMatchObject({
      id,
      handleStatus: 2,
      handleResult: '已从点播系统下架',
      handleImages: '/api/blade-resource/oss/endpoint/file/a.jpg',
      handleUserName: '陈管理',
      superviseOpinion: '核实已整改',
      superviseUserName: '刘检查',
    });
    expectJustNow(info.handleTime, 'the handling time');
    expect(info.history.map((h: { action: string }) => h.action)).toEqual(['supervise-complete', 'handle']);
    expect(info.history[1]).toMatchObject({
      userName: '陈管理',
      comment: '已从点播系统下架',
      fromStateName: '待处理',
      toStateName: '已处理',
      attachments: '/api/blade-resource/oss/endpoint/file/a.jpg',
    });
    // Handled and closed: reporting the song again is a new violation, a new finding.
    await report(admin, subjectA, '处理测试曲');
    expect((await findings(admin, { songName: '处理测试曲' })).map((f) => f.handleStatus).sort()).toEqual([0, 2]);
  });

  it('inspectors are writers of findings: they may handle one', async () => {
    const [open] = await findings(admin, { songName: '处理测试曲', handleStatus_equal: '0' });
    expect(
      (await call(s, `${SONG_FINDING}/handle`, { token: inspector, body: { id: open.id, handleResult: '检查员处理' } }))
        .body.success,
    ).toBe(true);
  });

  it('exportExcel answers the list as an xlsx file', async () => {
    const bytes = await fetchXlsx(s, `${SONG_FINDING}/exportExcel`, admin, { songName: '处理测试曲' });
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const { sheet, header } = await sheetRecords(bytes);
    expect(header).toEqual(expect.arrayContaining(['经营主体', '歌曲名称', '处理状态']));
    expect(sheet.rowCount).toBe(3);
    const statusColumn = header.indexOf('处理状态') + 1;
    expect([sheet.getRow(2).getCell(statusColumn).value, sheet.getRow(3).getCell(statusColumn).value].sort()).toEqual([
      '已办结',
      '已处理',
    ]);
  });
});

describe('supervise/save', () => {
  let finding: string;
  const future = addDays(todayIn(), 10);
  beforeAll(async () => {
    await ban(admin, '督办测试曲');
    await report(admin, subjectB, '督办测试曲');
    finding = String((await findings(admin, { songName: '督办测试曲' }))[0].id);
  });

  it('takes up a finding: the subject comes from the finding, and only one supervision runs at a time', async () => {
    const saved = await ok(`${SUPERVISE}/save`, admin, {
      sourceType: 'invalidsongabnormal',
      sourceId: finding,
      content: '限期下架违规曲目',
      deadline: future,
      subjectId: subjectA,
    });
    expect(saved).toMatchObject({
      sourceType: 'invalidsongabnormal',
      sourceId: finding,
      subjectId: subjectB,
      superviseStatus: 0,
      content: '限期下架违规曲目',
      deadline: future,
    });
    const again = await call(s, `${SUPERVISE}/save`, {
      token: admin,
      body: { sourceType: 'invalidsongabnormal', sourceId: finding, content: '再次', deadline: future },
    });
    expect(again.body).toMatchObject({ success: false, msg: '该异常已在督办中,请勿重复督办' });
    const page = (await call(s, `${SUPERVISE}/page`, { token: admin, query: { sourceId: finding } })).body.data;
    expect(page.total).toBe(1);
  });

  it('refuses a foreign, missing or non-finding source, and a past deadline', async () => {
    await ban(platform, '平台禁曲');
    await report(platform, platformSubject, '平台禁曲');
    const [foreign] = await findings(platform, { songName: '平台禁曲' });
    expect(foreign.tenantId).toBe('000000');
    const save = (body: Record<string, unknown>) =>
      call(s, `${SUPERVISE}/save`, {
        token: admin,
        body: { sourceType: 'invalidsongabnormal', content: '督办', deadline: future, ...body },
      });
    expect((await save({ sourceId: foreign.id })).body).toMatchObject({ code: 404, success: false });
    expect((await save({ sourceId: '1234567890123' })).body).toMatchObject({ code: 404, success: false });
    expect((await save({ sourceType: 'subject', sourceId: subjectA })).body).toMatchObject({
      code: 400,
      msg: '督办来源类型不正确',
    });
    expect((await save({ sourceId: finding, deadline: '2020-01-01' })).body).toMatchObject({
      code: 400,
      msg: '办理期限不能早于今天',
    });
    // The generic submit keeps the same rule.
    expect(
      (
        await call(s, `${SUPERVISE}/submit`, {
          token: admin,
          body: { sourceType: 'invalidsongabnormal', sourceId: foreign.id, content: '督办', deadline: future },
        })
      ).body,
    ).toMatchObject({ code: 404 });
  });
});

describe('tenant isolation', () => {
  it("each authority keeps its list: another tenant reporting a song on A's list opens nothing", async () => {
    await report(platform, platformSubject, '夜色迷情');
    expect(await findings(platform, { songName: '夜色迷情' })).toHaveLength(0);
    expect((await findings(admin, { songName: '夜色迷情' })).length).toBe(1);
    const lists = (await call(s, `${PROHIBITED_SONG}/page`, { token: platform, query: { size: 100 } })).body.data
      .records as Array<{ songName: string }>;
    expect(lists.map((x) => x.songName)).toEqual(['平台禁曲']);
  });

  it("another tenant's finding can be neither read nor handled", async () => {
    const [mine] = await findings(admin, { songName: '夜色迷情' });
    await expectNotFound(s, platform, [
      [`${SONG_FINDING}/get-handle-info`, { query: { id: String(mine.id) } }],
      [`${SONG_FINDING}/handle`, { body: { id: mine.id, handleResult: '越权' } }],
    ]);
    expect(
      (await call(s, `${SONG_FINDING}/detail`, { token: admin, query: { id: String(mine.id) } })).body.data
        .handleStatus,
    ).toBe(0);
    // A report naming another tenant's subject is refused by the reference check.
    expect(
      (
        await call(s, `${REPORT_SONG}/submit`, {
          token: admin,
          body: { subjectId: platformSubject, songName: '夜色迷情' },
        })
      ).body,
    ).toMatchObject({ code: 400, success: false });
  });
});
