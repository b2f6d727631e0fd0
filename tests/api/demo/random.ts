import { expect, it } from 'vitest';
import { demoChecks } from './env';

/**
 * Demo data of 双随机 (server/demo/generators/random-checks.ts): tasks in every state whose draws verify,
 * their drawn rows and results, self-report tasks sent to subjects with reports approved, pending and
 * rejected (each rejection with its record), the distribution rows in step with the reports.
 */
export const describeRandomDemo = demoChecks('random checks demo data', ({ get, records }) => {
  it('tasks in every state; every drawn one verifies and has one row per drawn subject, results for complete ones', async () => {
    const tasks = await records('/api/subject/inspectrandomtask/page', { size: '100' });
    expect(new Set(tasks.map((t) => t.taskStatus))).toEqual(new Set([0, 1, 2, 3]));
    for (const t of tasks.filter((x) => Number(x.taskStatus) > 0)) {
      expect((await get('/api/subject/inspectrandomtask/verify-draw', { id: String(t.id) })).matches).toBe(true);
      const rows = await records('/api/enforcer/inspectrandom/page', { taskId: String(t.id), size: '100' });
      expect(rows.map((r) => r.subjectId).sort()).toEqual(String(t.drawnSubjectIds).split(',').sort());
      if (Number(t.taskStatus) === 3)
        expect(rows.every((r) => r.inspectStatus === 1 && [1, 2].includes(Number(r.result)))).toBe(true);
      if (Number(t.taskStatus) === 1) expect(rows.every((r) => r.inspectStatus === 0)).toBe(true);
    }
  });

  it('reports approved, pending and rejected; each rejection has its record; distribution rows agree', async () => {
    const reports = await records('/api/subject/reportrandom/page', { size: '200' });
    expect(new Set(reports.map((r) => r.reviewStatus))).toEqual(new Set([0, 1, 2]));
    const rejects = await records('/api/subject/reportrandomreject/page', { size: '200' });
    expect(rejects.length).toBe(reports.filter((r) => Number(r.rejectCount) > 0).length);
    const tasks = (await get('/api/subject/reportrandomtask/all-list')) as Array<Record<string, unknown>>;
    const states = { 0: 1, 1: 2, 2: 3 } as Record<number, number>;
    for (const t of tasks) {
      const sent = (await get('/api/subject/reportrandomtask/get-distribution-datas', {
        taskId: String(t.id),
      })) as Array<Record<string, unknown>>;
      expect(sent.length).toBe(Number(t.subjectTotal));
      for (const d of sent) {
        const report = reports.find((r) => r.taskId === d.taskId && r.subjectId === d.subjectId);
        expect(d.reportState).toBe(report ? states[Number(report.reviewStatus)] : 0);
      }
    }
  });
});
