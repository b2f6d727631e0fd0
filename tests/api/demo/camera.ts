import { expect, it } from 'vitest';
import { call } from '../harness';
import { demoChecks } from './env';

/**
 * Demo data of cameras (server/demo/generators/camera.ts): cameras without stream sources (clearly
 * demo: `DEMO-` serials), each naming a subject; AI events in every review state, approved ones living
 * the finding life with their history, rejected ones with a cause; alarms counted by day; mask checks.
 */
export const describeCameraDemo = demoChecks('camera demo data', ({ env, get, records }) => {
  it('cameras, AI events in every state with history, alarms and mask checks', async () => {
    const cameras = await records('/api/subject/camera/page');
    expect(cameras.length).toBeGreaterThanOrEqual(30);
    expect(cameras.every((c) => String(c.serialNo).startsWith('DEMO-') && !c.streamUrl && c.subjectName)).toBe(true);
    const tree = await get('/api/subject/camera/getCameraSubjects');
    expect(tree.reduce((n: number, s: { cameraCount: number }) => n + s.cameraCount, 0)).toBe(cameras.length);

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
});
