import { describe, expect, it } from 'vitest';
import { addDays } from '../../../resources/report-periods';
import { todayIn } from '../../../server/crud/no-past';
import { demoGet, type DemoEnv } from './env';

/**
 * The demo tenant: the dashboard's numbers are not zero, and each equals the count of the
 * records behind it as the lists count them (same filters, same scope).
 */
export function describeStatisticsDemo(env: () => DemoEnv) {
  const get = demoGet(env);
  const total = async (path: string, query: Record<string, string> = {}) =>
    Number((await get(path, { current: '1', size: '1', ...query })).total);
  const sum = (rows: Array<{ value: number }>) => rows.reduce((n, r) => n + r.value, 0);
  const today = todayIn();
  const range = { sdate: addDays(today, -3650), edate: today };

  describe('statistics demo data', () => {
    it("the dashboard counts the demo tenant's subjects, inspections and credit as the lists do", async () => {
      const subjects = await total('/api/subject/subject/page');
      expect(subjects).toBeGreaterThan(0);
      expect(sum(await get('/api/app/subject/subject/pie', range))).toBe(subjects);
      const credit = await get('/api/app/subject/subject/detail', range);
      expect(credit.total).toBe(subjects);
      expect(credit.excellent).toBe(await total('/api/subject/subject/page', { creditLevel_equal: '1' }));
      expect(credit.excellentRate).toBeGreaterThan(0);

      const bounds = { inspectTime_datege: `${range.sdate} 00:00:00`, inspectTime_datele: `${range.edate} 23:59:59` };
      const inspections = await total('/api/enforcer/inspect/page', bounds);
      expect(inspections).toBeGreaterThan(0);
      const results = (await get('/api/app/minier/enforce/results', range)) as Array<{ key: string; value: number }>;
      expect(sum(results)).toBe(inspections);
      expect(results.find((r) => r.key === '2')?.value).toBe(
        await total('/api/enforcer/inspect/page', { ...bounds, result_equal: '2' }),
      );
      expect(sum(await get('/api/statistics/inspectType/getList', range))).toBe(inspections);
    });
  });
}
