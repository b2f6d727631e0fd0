import { describe, expect, it } from 'vitest';
import { periodOf } from '../../../resources/report-periods';
import { todayIn } from '../../../server/crud/no-past';
import { demoGet, demoOnly, historyRecordIds, live, type DemoEnv } from './env';

/**
 * Demo self-check reports (server/demo/generators/reportcheck.ts) obey the save's rules: assigned
 * checkpoints of enabled self-reporting subjects, periods named by the checkpoint's frequency, one
 * report per period, the NFC tag of the assignment, lateness; some periods unreported; one finding per
 * abnormal report, some handled with their history.
 */
export function describeReportCheckDemo(env: () => DemoEnv) {
  const get = demoGet(env);
  const db = () => env().s.built.app.db;
  describe('demo self-check reports', () => {
    it("reports follow the save's rules, and some periods are left unreported", async () => {
      const d = db();
      const reports = await live(d.selectFrom('biz_report_check').selectAll()).execute();
      expect(reports.length).toBeGreaterThan(50);
      const checkpoints = new Map(
        (await demoOnly(d.selectFrom('biz_checkpoint').selectAll()).execute()).map((c) => [String(c.id), c]),
      );
      const assignments = new Map(
        (await live(d.selectFrom('biz_subject_checkpoint').selectAll()).execute()).map((a) => [
          `${a.subjectId}:${a.checkpointId}`,
          a,
        ]),
      );
      const listed = new Set(
        (await demoOnly(d.selectFrom('biz_report_subject').select('subjectId')).where('enabled', '=', 1).execute()).map(
          (r) => String(r.subjectId),
        ),
      );
      const today = todayIn();
      for (const r of reports) {
        const cp = checkpoints.get(String(r.checkpointId))!;
        const assignment = assignments.get(`${r.subjectId}:${r.checkpointId}`);
        expect(assignment).toBeTruthy();
        expect(listed.has(String(r.subjectId))).toBe(true);
        const period = periodOf(Number(cp.reportFrequency), String(r.periodStart));
        expect([String(r.periodStart).slice(0, 10), String(r.periodEnd).slice(0, 10)]).toEqual([
          period.start,
          period.end,
        ]);
        expect(period.start <= today).toBe(true);
        expect(Number(r.isLate)).toBe(String(r.reportTime).slice(0, 10) > period.end ? 1 : 0);
        if (Number(cp.needNfc) === 1) expect(r.nfcCode).toBe(assignment!.nfcCode);
      }
      expect(new Set(reports.map((r) => `${r.subjectId}:${r.checkpointId}:${String(r.periodStart)}`)).size).toBe(
        reports.length,
      );
      expect(reports.some((r) => Number(r.isLate) === 1)).toBe(true);
      // Unreported periods exist: the subject-page owes more than was reported.
      const page = await get('/api/subject/reportcheck/subject-page', { size: 100 });
      const rows = page.records as Array<{ expectedCount: number; reportCount: number }>;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.reduce((n, r) => n + r.expectedCount, 0)).toBeGreaterThan(
        rows.reduce((n, r) => n + r.reportCount, 0),
      );
    });

    it('one finding per abnormal report, some handled with history', async () => {
      const d = db();
      const abnormal = await demoOnly(d.selectFrom('biz_report_check').select(['id', 'remark']))
        .where('isAb', '=', 1)
        .execute();
      const found = await demoOnly(d.selectFrom('biz_report_check_abnormal').selectAll()).execute();
      expect(abnormal.length).toBeGreaterThan(0);
      expect(found.map((f) => String(f.reportcheckId)).sort()).toEqual(abnormal.map((r) => String(r.id)).sort());
      const handled = found.filter((f) => Number(f.handleStatus) > 0);
      expect(handled.length).toBeGreaterThan(0);
      expect(await historyRecordIds(env().s, 'reportcheckabnormal', 'handle')).toEqual(
        new Set(handled.map((f) => String(f.id))),
      );
      const info = await get('/api/subject/reportcheckabnormal/get-handle-info', { id: String(handled[0].id) });
      expect(info.history.length).toBeGreaterThan(0);
    });
  });
}
