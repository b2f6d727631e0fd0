import { expect, it } from 'vitest';
import { demoChecks } from './env';

/**
 * Demo data of 巡检 (server/demo/generators/inspect.ts): inspections normal and abnormal, one finding
 * per abnormal inspection naming its content and deadline, findings in every state with their history,
 * and evaluations of inspections by their inspectors.
 */
export const describeInspectDemo = demoChecks('inspection demo data', ({ get, records }) => {
  it('abnormal inspections have their finding; findings in every state with history; evaluations name their inspection', async () => {
    const inspections = await records('/api/enforcer/inspect/page');
    expect(inspections.length).toBeGreaterThan(40);
    expect(new Set(inspections.map((r) => r.result))).toEqual(new Set([1, 2]));
    expect(
      inspections.every(
        (r) => (r.result === 2) === !!r.timeLimit && r.enforcerName && r.subjectName && /^XJ\d{8}D/.test(r.inspectNo),
      ),
    ).toBe(true);
    const findings = await records('/api/enforcer/inspectabnormal/page');
    const abnormal = inspections.filter((r) => r.result === 2);
    expect(findings.map((f) => f.inspectId).sort()).toEqual(abnormal.map((r) => r.id).sort());
    for (const f of findings) {
      const inspection = abnormal.find((r) => r.id === f.inspectId)!;
      expect(f).toMatchObject({
        subjectId: inspection.subjectId,
        description: inspection.content,
        deadline: inspection.timeLimit,
        foundTime: inspection.inspectTime,
      });
    }
    expect(new Set(findings.map((f) => f.handleStatus))).toEqual(new Set([0, 1, 2]));
    const complete = findings.find((f) => f.handleStatus === 2)!;
    const info = await get('/api/enforcer/inspectabnormal/get-handle-info', { id: String(complete.id) });
    expect(info.history.map((h: { action: string }) => h.action)).toEqual(['supervise-complete', 'handle']);
    const evaluations = await records('/api/enforcer/evaluationsm/page');
    expect(evaluations.length).toBeGreaterThan(10);
    for (const e of evaluations) {
      const inspection = inspections.find((r) => r.id === e.inspectId)!;
      expect(e).toMatchObject({ subjectId: inspection.subjectId, inspectNo: inspection.inspectNo });
      expect(String(inspection.enforcerId).split(',')).toContain(e.evaluator);
    }
  });
});
