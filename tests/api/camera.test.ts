import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_YOURS } from '../../server/crud/actions';
import { SOURCE_UNREACHABLE, TOO_MANY_STREAMS } from '../../server/domains/camera/gateway/ffmpeg-gateway';
import { CAMERA_MISSING } from '../../server/domains/camera/live';
import { TOKEN_INVALID, TOKEN_MISSING } from '../../server/domains/camera/open-api';
import { STREAM_URL_PATTERN } from '../../resources/camera/camera/schema';
import { NOT_A_FINDING } from '../../resources/camera/cameraabnormal/schema';
import { todayIn } from '../../server/crud/no-past';
import { addDays } from '../../resources/report-periods';
import { call, login, startServer, type TestServer } from './harness';
import { createUser, deptIdsByName, roleIdsByAlias } from './auth-fixtures';
import { creditCode, expectNoDetail, okCalls } from './business-calls';
import { serveTestClip, type TestClip } from './test-clip';

/**
 * Cameras: an AI event's approval opens its finding (once), rejection needs its cause; the
 * open API's token expires; the ffmpeg gateway turns a test clip (ffmpeg's testsrc, served over HTTP)
 * into HLS whose playlist and segments are fetched through the signed link, shared by two viewers,
 * ended by the last stop (no ffmpeg left), recorded and found by record/time/query; an unreachable
 * source answers a clear error and leaves no process; another tenant sees none of it.
 */
const A = '100001';
const TOKEN_SECONDS = 4;
const IDLE_SECONDS = 5;

let s: TestServer;
let admin: string, platform: string, recorder: string;
let subjectA: string;
let clip: TestClip | undefined;
let clipUrl: string, tmp: string;

const { ok, get } = okCalls(() => s);
const today = todayIn();

/** ffmpeg processes whose arguments contain `needle`. */
function ffmpegsWith(needle: string): string[] {
  const out = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  return out.split('\n').filter((l) => l.includes('ffmpeg') && l.includes(needle));
}
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const waitFor = async (what: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!what() && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  return what();
};

/** An open API call with a fresh access token. */
async function openApi(path: string, body: Record<string, unknown>, token = admin) {
  const { accessToken } = await get('/api/subject/camera/getAccessToken', token);
  return (await call(s, `/api/openapi/${path}`, { token, body: { accessToken, ...body } })).body;
}

const addCamera = async (over: Record<string, unknown> = {}) =>
  (
    await ok('/api/subject/camera/submit', admin, {
      subjectId: subjectA,
      cameraName: '大厅',
      serialNo: `SN${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
      channelNo: 1,
      platform: 'gateway',
      streamUrl: clipUrl,
      ...over,
    })
  ).id as string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'camera-test-'));
  // A camera's video: 30 s of ffmpeg's test pattern.
  clip = await serveTestClip(tmp, 30);
  clipUrl = clip.url;

  s = await startServer({
    cameraTokenSeconds: TOKEN_SECONDS,
    cameraSegmentSeconds: 1,
    cameraStartSeconds: 10,
    cameraIdleSeconds: IDLE_SECONDS,
    cameraMaxStreams: 1,
    cameraMediaDir: path.join(tmp, 'media'),
  });
  platform = (await login(s)).access_token;
  const roles = await roleIdsByAlias(s, A);
  const dept = (await deptIdsByName(s, A))['执法一中队'];
  // Two admins: who records an AI event by hand does not confirm it, so the second one records them.
  const [camadmin, camrecorder] = [
    ['camadmin', '视频管理'],
    ['camrecorder', '事件录入'],
  ].map(([account, name]) => ({ tenantId: A, account, password: 'Camera#2026', roleIds: [roles.admin], name }));
  for (const u of [camadmin, camrecorder]) await createUser(s, { ...u, deptIds: [dept] });
  admin = (await login(s, 'camadmin', 'Camera#2026', A)).access_token;
  recorder = (await login(s, 'camrecorder', 'Camera#2026', A)).access_token;
  subjectA = (
    await ok('/api/subject/subject/submit', admin, {
      subjectName: '星光网吧',
      creditCode: creditCode(),
      marketType: 1,
      legalPerson: '张三',
      contactPhone: '13800138000',
      address: '西湖区文三路1号',
      deptId: dept,
      regionCode: '330106',
    })
  ).id;
}, 120_000);

afterAll(async () => {
  await s?.close();
  clip?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('cameras', () => {
  it('checks the form: name required, only rtsp/http(s) sources', async () => {
    const missing = await call(s, '/api/subject/camera/submit', {
      token: admin,
      body: { subjectId: subjectA, serialNo: 'X1', channelNo: 1, platform: 'gateway' },
    });
    expect(missing.body.msg).toBe('请输入摄像头名称');
    const local = await call(s, '/api/subject/camera/submit', {
      token: admin,
      body: {
        subjectId: subjectA,
        cameraName: '后门',
        serialNo: 'X1',
        channelNo: 1,
        platform: 'gateway',
        streamUrl: 'file:///etc/passwd',
      },
    });
    expect(local.body.msg).toBe(STREAM_URL_PATTERN.message);
  });

  it('lists the patrol tree, device channels and cameras per market type', async () => {
    const serial = `NVR${Date.now()}`;
    const one = await addCamera({ serialNo: serial, channelNo: 1, cameraName: '通道一' });
    const two = await addCamera({ serialNo: serial, channelNo: 2, cameraName: '通道二' });
    const tree = await get('/api/subject/camera/getCameraSubjects', admin);
    const node = tree.find((n: { id: string }) => n.id === subjectA);
    expect(node.subjectName).toBe('星光网吧');
    expect(node.children.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining([one, two]));
    const channels = await get('/api/subject/camera/getDeviceChannels', admin, { deviceSerial: serial });
    expect(channels.map((c: { cameraId: string; channelNo: number }) => [c.cameraId, c.channelNo])).toEqual([
      [one, 1],
      [two, 2],
    ]);
    expect(await openApi('nvr/channel/list', { deviceSerial: serial })).toMatchObject({ code: 200, data: channels });
    const sta = (await call(s, '/api/subject/camera/listForStaNew', { token: admin, body: {} })).body.data as Array<
      Record<string, unknown>
    >;
    console.log('STA', JSON.stringify(sta));
    // The two channels just added, on subject A (市场类型 1), not yet seen online; every other type empty.
    expect(sta.map((r) => [r.key, r.name, r.value, r.online, r.offline])).toEqual([
      ['1', '歌舞娱乐场所', 2, 0, 2],
      ['2', '游艺娱乐场所', 0, 0, 0],
      ['3', '互联网上网服务营业场所', 0, 0, 0],
      ['4', '旅行社', 0, 0, 0],
      ['5', '演出场所', 0, 0, 0],
      ['6', '艺术品经营单位', 0, 0, 0],
      ['7', 'A级旅游景区', 0, 0, 0],
      ['8', '星级饭店', 0, 0, 0],
    ]);
  });
});

describe('AI events', () => {
  let camera: string;
  beforeAll(async () => {
    camera = await addCamera({ cameraName: '吧台' });
  });
  const addEvent = async () =>
    (
      await ok('/api/subject/cameraabnormal/submit', recorder, {
        cameraId: camera,
        subjectId: subjectA,
        eventType: 1,
        eventTime: `${today} 10:00:00`,
        description: '疑似未成年人进入',
      })
    ).id as string;

  it('approval opens the finding in the same transaction, once; the finding life follows', async () => {
    const id = await addEvent();
    const before = await get('/api/subject/cameraabnormal/detail', admin, { id });
    expect(before).toMatchObject({
      reviewStatus: 0,
      handleStatus: NOT_A_FINDING,
      subjectId: subjectA,
      cameraName: '吧台',
    });
    // Not a finding yet: nothing to handle.
    const early = await call(s, '/api/subject/cameraabnormal/handle', {
      token: admin,
      body: { id, handleResult: '已处理' },
    });
    expect(early.body).toMatchObject({ success: false, msg: '当前状态为未确认,不能处理' });

    await ok('/api/subject/cameraabnormal/approved', admin, {}, { id });
    const after = await get('/api/subject/cameraabnormal/detail', admin, { id });
    expect(after).toMatchObject({ reviewStatus: 1, handleStatus: 0 });
    // A confirmed camera finding is due seven days after it was confirmed.
    expect(after.deadline).toBe(addDays(today, 7));
    expect(after.reviewUser).toBeTruthy();
    const open = await get('/api/subject/cameraabnormal/page', admin, { handleStatus: 0, current: 1, size: 50 });
    expect(open.records.map((r: { id: string }) => r.id)).toContain(id);

    const twice = await call(s, '/api/subject/cameraabnormal/approved', { token: admin, query: { id }, body: {} });
    expect(twice.body).toMatchObject({ success: false, msg: '该数据已处理,请勿重复操作' });

    await ok('/api/subject/cameraabnormal/handle', admin, { id, handleResult: '已约谈经营者,加强身份核验' });
    const history = await get('/api/subject/cameraabnormal/history', admin, { id });
    expect(history.map((h: { action: string }) => h.action)).toEqual(expect.arrayContaining(['approved', 'handle']));
  });

  it('rejection needs its cause and opens no finding', async () => {
    const id = await addEvent();
    const bare = await call(s, '/api/subject/cameraabnormal/reject', { token: admin, body: { id } });
    expect(bare.body.msg).toBe('请输入驳回原因');
    await ok('/api/subject/cameraabnormal/reject', admin, { id, cause: '误报:为成年顾客' });
    const row = await get('/api/subject/cameraabnormal/detail', admin, { id });
    expect(row).toMatchObject({ reviewStatus: 2, rejectCause: '误报:为成年顾客', handleStatus: NOT_A_FINDING });
    const approve = await call(s, '/api/subject/cameraabnormal/approved', { token: admin, query: { id }, body: {} });
    expect(approve.body.msg).toBe('当前状态为已驳回,不能确认异常');
  });

  it('exports to Excel (exportExcel)', async () => {
    const r = await fetch(`${s.url}/api/subject/cameraabnormal/exportExcel`, {
      method: 'POST',
      headers: { 'Blade-Auth': `bearer ${admin}`, Authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0' },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('another tenant can neither see nor review them', async () => {
    const id = await addEvent();
    const foreign = await call(s, '/api/subject/cameraabnormal/approved', { token: platform, query: { id }, body: {} });
    expect(foreign.body.msg).toBe(NOT_YOURS);
    expect((await get('/api/subject/cameraabnormal/detail', admin, { id })).reviewStatus).toBe(0);
  });
});

describe('alarms', () => {
  it('counts alarms by day, every day of the range present', async () => {
    const camera = await addCamera({ cameraName: '门口' });
    for (const t of ['09:00:00', '15:30:00'])
      await ok('/api/subject/cameraalarm/submit', admin, {
        cameraId: camera,
        subjectId: subjectA,
        alarmType: 1,
        alarmTime: `${today} ${t}`,
        alarmContent: '移动侦测',
      });
    const days = (await call(s, '/api/subject/cameraalarm/staByTimeNew', { token: admin, body: { cameraId: camera } }))
      .body.data as Array<{ time: string; count: number }>;
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toEqual({ time: today, count: 2 });
    expect(days.slice(0, -1).every((d) => d.count === 0)).toBe(true);
    const hours = (
      await call(s, '/api/subject/cameraalarm/staByTimeNew', {
        token: admin,
        body: { cameraId: camera, type: 'hour', startTime: today, endTime: `${today} 23:59:59` },
      })
    ).body.data as Array<{ time: string; count: number }>;
    expect(hours).toHaveLength(24);
    expect(hours.filter((h) => h.count > 0).map((h) => h.time)).toEqual([`${today} 09:00`, `${today} 15:00`]);
    const found = await openApi('alarm/query', {
      cameraId: camera,
      startTime: `${today} 00:00:00`,
      endTime: `${today} 23:59:59`,
    });
    expect(found.data.total).toBe(2);
  });
});

describe('the open API token', () => {
  it('is required, and refused once expired', async () => {
    const none = await call(s, '/api/openapi/device/list', { token: admin, body: {} });
    expect(none.body.msg).toBe(TOKEN_MISSING);
    const { accessToken, expireTime } = await get('/api/subject/camera/getAccessToken', admin);
    expect(expireTime).toBe(TOKEN_SECONDS);
    const fresh = await call(s, '/api/openapi/device/list', { token: admin, body: { accessToken } });
    expect(fresh.body).toMatchObject({ code: 200 });
    expect(fresh.body.data.total).toBeGreaterThan(0);
    // Another session's token is not this one's.
    const stolen = await call(s, '/api/openapi/device/list', { token: platform, body: { accessToken } });
    expect(stolen.body.msg).toBe(TOKEN_INVALID);
    await new Promise((r) => setTimeout(r, (TOKEN_SECONDS + 1.2) * 1000));
    const expired = await call(s, '/api/openapi/device/list', { token: admin, body: { accessToken } });
    expect(expired.body.msg).toBe(TOKEN_INVALID);
  });
});

describe('live and recorded video through the ffmpeg gateway', () => {
  it('starts a playable HLS stream, shares it, stops it with the last viewer, and finds the recording', async () => {
    const camera = await addCamera({ cameraName: '包厢走廊' });
    const started = await openApi('live/video/start', { cameraId: camera });
    expect(started.code, JSON.stringify(started)).toBe(200);
    const url = started.data.url as string;
    expect(url).toMatch(/^\/api\/camera-media\/[^/]+\/live-[0-9a-f]{6}\.m3u8$/);

    const playlist = await fetch(`${s.url}${url}`);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toContain('mpegurl');
    const text = await playlist.text();
    expect(text).toContain('#EXTM3U');
    const segment = text.split('\n').find((l) => l.endsWith('.ts'))!;
    const bytes = new Uint8Array(await (await fetch(`${s.url}${url.replace(/[^/]+$/, segment)}`)).arrayBuffer());
    expect(bytes.length).toBeGreaterThan(188);
    expect(bytes[0]).toBe(0x47); // MPEG-TS sync byte

    // A second viewer joins the same ffmpeg.
    const again = await openApi('live/video/start', { cameraId: camera });
    expect(again.data).toMatchObject({ url: expect.stringMatching(/live-[0-9a-f]{6}\.m3u8$/), viewers: 2 });
    expect(again.data.url.split('/').pop()).toBe(url.split('/').pop());
    expect(ffmpegsWith(clipUrl)).toHaveLength(1);
    const pid = Number(ffmpegsWith(clipUrl)[0].trim().split(/\s+/)[0]);
    expect((await get('/api/subject/camera/detail', admin, { id: camera })).online).toBe(1);

    expect((await openApi('live/video/stop', { cameraId: camera })).data).toBe(true);
    expect(alive(pid)).toBe(true);
    expect((await openApi('live/video/get', { cameraId: camera })).data.viewers).toBe(1);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await openApi('live/video/stop', { cameraId: camera })).data).toBe(true);
    expect(await waitFor(() => !alive(pid))).toBe(true);
    expect(ffmpegsWith(clipUrl)).toHaveLength(0);
    expect((await openApi('live/video/get', { cameraId: camera })).data).toBeNull();
    expect(await get('/api/subject/camera/getCloudStreams', admin)).toEqual([]);

    const records = await openApi('record/time/query', {
      cameraId: camera,
      startTime: `${today} 00:00:00`,
      endTime: `${todayIn(undefined, new Date(Date.now() + 86_400_000))} 00:00:00`,
    });
    expect(records.code, JSON.stringify(records)).toBe(200);
    expect(records.data.records.length).toBeGreaterThan(0);
    const vod = await fetch(`${s.url}${records.data.url}`);
    expect(vod.status).toBe(200);
    const vodText = await vod.text();
    expect(vodText).toContain('#EXT-X-ENDLIST');
    expect(vodText.split('\n').filter((l) => l.endsWith('.ts')).length).toBeGreaterThan(1);
  }, 60_000);

  it('answers a clear error for an unreachable source and leaves no process', async () => {
    const dead = 'http://127.0.0.1:1/nothing-here.ts';
    const camera = await addCamera({ cameraName: '仓库', streamUrl: dead });
    const r = await openApi('live/video/start', { cameraId: camera });
    expect(r.success).toBe(false);
    expect(r.msg).toContain(SOURCE_UNREACHABLE);
    expect(r.msg).not.toContain('127.0.0.1');
    expect(ffmpegsWith(dead)).toHaveLength(0);
    expect((await get('/api/subject/camera/detail', admin, { id: camera })).online).toBe(0);
    expect((await openApi('live/video/get', { cameraId: camera })).data).toBeNull();
  }, 30_000);

  it('caps the streams running at once, and stops a stream nobody fetches', async () => {
    const first = await addCamera({ cameraName: '一号' });
    const second = await addCamera({ cameraName: '二号' });
    const started = await openApi('live/video/start', { cameraId: first });
    expect(started.code, JSON.stringify(started)).toBe(200);
    const refused = await openApi('live/video/start', { cameraId: second });
    expect(refused.msg).toBe(TOO_MANY_STREAMS(1));
    expect(ffmpegsWith(clipUrl)).toHaveLength(1);
    // Nobody stops it and nobody fetches it: the idle timeout ends it.
    expect(await waitFor(() => ffmpegsWith(clipUrl).length === 0, (IDLE_SECONDS + 4) * 1000)).toBe(true);
    expect((await openApi('live/video/get', { cameraId: first })).data).toBeNull();
  }, 30_000);

  it('keeps another tenant out of a camera and its media', async () => {
    const camera = await addCamera({ cameraName: '前台' });
    const foreign = await openApi('live/video/start', { cameraId: camera }, platform);
    expect(foreign.msg).toBe(CAMERA_MISSING);
    expect(ffmpegsWith(clipUrl)).toHaveLength(0);
    const forged = await fetch(`${s.url}/api/camera-media/not-a-token/live-abcdef.m3u8`);
    expect(forged.status).toBe(404);
    await expectNoDetail(s, platform, '/api/subject/camera', camera);
  });
});
