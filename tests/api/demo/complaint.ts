import { expect, it } from 'vitest';
import { demoChecks } from './env';

/**
 * Demo data of complaints (server/demo/generators/complaint.ts): complaints about demo subjects over
 * months in every state (待处理, 已处理, 已办结, 不予受理), each change with its history row, the
 * handled and declined ones with the answer told to the consumer; evidence rows naming their
 * complaint and its subject (without files).
 */
export const describeComplaintDemo = demoChecks('complaint demo data', ({ get, records }) => {
  it('complaints in every state with their history and replies; evidence names its complaint', async () => {
    const complaints = await records('/api/consumer/complaint/page');
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
    const photos = await records('/api/consumer/complaintimg/page');
    const videos = await records('/api/consumer/complaintvideo/page');
    expect(photos.length).toBeGreaterThan(5);
    expect(videos.length).toBeGreaterThan(2);
    const byId = new Map(complaints.map((c) => [c.id, c]));
    for (const piece of [...photos, ...videos]) expect(piece.subjectId).toBe(byId.get(piece.complaintId)?.subjectId);
  });
});
