import { describe, expect, it } from 'vitest';
import { demoGet, type DemoEnv } from './env';

/**
 * Demo data of complaints (server/demo/generators/complaint.ts): complaints about demo subjects over
 * months in every state (待处理, 已处理, 已办结, 不予受理), each change with its history row, the
 * handled and declined ones with the answer told to the consumer; evidence rows naming their
 * complaint and its subject (without files).
 */
export function describeComplaintDemo(env: () => DemoEnv) {
  const get = demoGet(env);
  describe('complaint demo data', () => {
    it('complaints in every state with their history and replies; evidence names its complaint', async () => {
      const complaints = (await get('/api/consumer/complaint/page', { current: '1', size: '1000' })).records as Array<
        Record<string, any>
      >;
      expect(complaints.length).toBeGreaterThanOrEqual(40);
      expect(new Set(complaints.map((c) => c.handleStatus))).toEqual(new Set([0, 1, 2, 3]));
      expect(new Set(complaints.map((c) => c.foundTime.slice(0, 7))).size).toBeGreaterThan(3);
      for (const c of complaints) {
        expect(
          c.subjectName && c.consumerName && /^1[3-9]\d{9}$/.test(c.consumerPhone) && /^TS\d{8}D/.test(c.complaintNo),
        ).toBeTruthy();
        expect(Boolean(c.replyContent)).toBe(c.handleStatus !== 0);
      }
      const complete = complaints.find((c) => c.handleStatus === 2)!;
      const info = await get('/api/consumer/complaint/get-handle-info', { id: String(complete.id) });
      expect(info.history.map((h: { action: string }) => h.action)).toEqual(['supervise-complete', 'handle']);
      const declined = complaints.find((c) => c.handleStatus === 3)!;
      expect(
        (await get('/api/consumer/complaint/history', { id: String(declined.id) })).map(
          (h: { action: string }) => h.action,
        ),
      ).toEqual(['reject']);
      const photos = (await get('/api/consumer/complaintimg/page', { current: '1', size: '1000' })).records as Array<
        Record<string, any>
      >;
      const videos = (await get('/api/consumer/complaintvideo/page', { current: '1', size: '1000' })).records as Array<
        Record<string, any>
      >;
      expect(photos.length).toBeGreaterThan(5);
      expect(videos.length).toBeGreaterThan(2);
      const byId = new Map(complaints.map((c) => [c.id, c]));
      for (const piece of [...photos, ...videos]) expect(piece.subjectId).toBe(byId.get(piece.complaintId)?.subjectId);
    });
  });
}
