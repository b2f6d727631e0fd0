import { expect, it } from 'vitest';
import { call } from '../harness';
import { demoChecks } from './env';

/**
 * Demo data of cameras (server/demo/generators/camera.ts): cameras without stream sources (clearly
 * demo: `DEMO-` serials), each naming a subject, four of them on the gateway's test signal, 在线 and
 * playing through the open API, the others 离线; AI events in every review state, approved ones living
 * the finding life with their history, rejected ones with a cause; alarms counted by day; mask checks.
 */
export const describeCameraDemo = demoChecks('camera demo data', ({ env, get, records }) => {
  it('cameras, AI events in every state with history, alarms and mask checks', async () => {
    const cameras = await records('/api/subject/camera/page');
    expect(cameras.length).toBeGreaterThanOrEqual(30);
    expect(cameras.every((c) => String(c.serialNo).startsWith('DEMO-') && !c.streamUrl && c.subjectName)).toBe(true);
    const tree = await get('/api/subject/camera/getCameraSubjects');
    expect(tree.reduce((n: number, s: { cameraCount: number }) => n + s.cameraCount, 0)).toBe(cameras.length);

    // Four cameras play the test signal and are 在线; every other one is 离线.
    const playable = cameras.filter((c) => c.platform === 'testsrc');
    expect(playable).toHaveLength(4);
    expect(cameras.filter((c) => c.online === 1).map((c) => c.id)).toEqual(playable.map((c) => c.id));
    expect(cameras.filter((c) => c.online === 0)).toHaveLength(cameras.length - 4);

    const events = await records('/api/subject/cameraabnormal/page');
    expect(new Set(events.map((e) => e.reviewStatus))).toEqual(new Set([0, 1, 2]));
    // Only approved events are findings (未确认 -1 otherwise).
    expect(events.filter((e) => e.reviewStatus !== 1).every((e) => e.handleStatus === -1)).toBe(true);
    const approved = events.filter((e) => e.reviewStatus === 1);
    expect(new Set(approved.map((e) => e.handleStatus))).toEqual(new Set([0, 1, 2]));
    expect(events.filter((e) => e.reviewStatus === 2).every((e) => e.rejectCause)).toBe(true);
    const complete = approved.find((e) => e.handleStatus === 2)!;
    const history = await get('/api/subject/cameraabnormal/history', { id: String(complete.id) });
    expect(history.map((h: { action: string }) => h.action).sort()).toEqual([
      'approved',
      'handle',
      'supervise-complete',
    ]);

    const alarms = await get('/api/subject/cameraalarm/page', { current: '1', size: '1' });
    expect(alarms.total).toBeGreaterThanOrEqual(120);
    const r = await call(env().s, '/api/subject/cameraalarm/staByTimeNew', { token: env().token, body: {} });
    expect((r.body.data as Array<{ count: number }>).reduce((n, d) => n + d.count, 0)).toBeGreaterThan(0);
    expect((await get('/api/subject/cameraMaskCheck/page', { current: '1', size: '1' })).total).toBeGreaterThanOrEqual(
      60,
    );
  });

  it('a test-signal camera plays: the open API starts it and its playlist lists MPEG-TS segments; an offline one has no source', async () => {
    const openApi = async (path: string, body: Record<string, unknown>) => {
      const { accessToken } = await get('/api/subject/camera/getAccessToken');
      return (await call(env().s, `/api/openapi/${path}`, { token: env().token, body: { accessToken, ...body } })).body;
    };
    const cameras = await records('/api/subject/camera/page');
    const live = cameras.find((c) => c.platform === 'testsrc')!;
    const started = await openApi('live/video/start', { cameraId: live.id });
    expect(started.code, JSON.stringify(started)).toBe(200);
    const url = String(started.data.url);
    const playlist = await (await fetch(`${env().s.url}${url}`)).text();
    expect(playlist).toContain('#EXTM3U');
    const segment = playlist.split('\n').find((l) => l.endsWith('.ts'))!;
    const bytes = new Uint8Array(await (await fetch(`${env().s.url}${url.replace(/[^/]+$/, segment)}`)).arrayBuffer());
    expect(bytes.length).toBeGreaterThan(188);
    expect(bytes[0]).toBe(0x47); // MPEG-TS sync byte
    expect((await openApi('live/video/stop', { cameraId: live.id })).data).toBe(true);

    const offline = cameras.find((c) => c.online === 0)!;
    expect(await openApi('live/video/start', { cameraId: offline.id })).toMatchObject({
      success: false,
      msg: '该摄像头未设置视频源地址',
    });
  });
});
