import { describe, expect, it } from 'vitest';
import { findingText } from '../../../server/domains/enforce/onsite-rules';

import { demoGet, demoOnly, historyRecordIds, live, type DemoEnv } from './env';
/**
 * Demo on-site inspections (server/demo/generators/onsite.ts) are what the server's saves would have
 * left: one item row per enabled item of the subject's market type, the result and failed count
 * computed from the rows and other problems, a deadline on the abnormal ones and exactly one finding
 * each saying what the rows say; enforcers from the demo staff; handled findings and finished visits
 * with their history.
 */
export function describeOnsiteDemo(env: () => DemoEnv) {
  const get = demoGet(env);
  describe('demo on-site inspections', () => {
    const db = () => env().s.built.app.db;

    it('visits carry the item rows of their market type, a computed result and one finding when abnormal', async () => {
      const d = db();
      const visits = await live(d.selectFrom('biz_onsite_inspect').selectAll()).execute();
      expect(visits.length).toBeGreaterThanOrEqual(12);
      const items = await live(d.selectFrom('biz_inspect_item').selectAll()).where('enabled', '=', 1).execute();
      const checks = await live(d.selectFrom('biz_onsite_inspect_check').selectAll())
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const others = await live(d.selectFrom('biz_onsite_inspect_other').selectAll())
        .orderBy('createTime')
        .orderBy('id')
        .execute();
      const findings = await live(d.selectFrom('biz_onsite_inspect_abnormal').selectAll()).execute();
      const staff = new Map(
        (await demoOnly(d.selectFrom('blade_user').select(['id', 'account'])).execute()).map((u) => [
          String(u.id),
          String(u.account),
        ]),
      );
      for (const v of visits) {
        const id = String(v.id);
        const own = checks.filter((c) => String(c.onsiteinspectId) === id);
        expect(own.map((c) => String(c.itemId)).sort()).toEqual(
          items
            .filter((i) => i.marketType === v.marketType)
            .map((i) => String(i.id))
            .sort(),
        );
        const failed = own.filter((c) => Number(c.checkResult) === 2);
        const noted = others.filter((o) => String(o.onsiteinspectId) === id);
        const abnormal = failed.length > 0 || noted.length > 0;
        expect([v.result, v.failCount]).toEqual([abnormal ? 2 : 1, failed.length]);
        for (const e of String(v.enforcerIds).split(',')) expect(staff.get(e)).toMatch(/^zf\d{3}$/);
        const mine = findings.filter((f) => String(f.onsiteinspectId) === id);
        if (!abnormal) {
          expect(mine).toHaveLength(0);
          continue;
        }
        expect(v.deadline).toBeTruthy();
        expect(mine).toHaveLength(1);
        expect(mine[0]).toMatchObject({
          description: findingText(failed, noted),
          subjectId: v.subjectId,
          deadline: v.deadline,
          foundTime: v.inspectTime,
        });
      }
      expect(visits.some((v) => v.result === 2)).toBe(true);
      expect(visits.some((v) => v.result === 1)).toBe(true);
    });

    it('handled findings and finished visits have their history, and read through the API', async () => {
      const d = db();
      const handled = await live(d.selectFrom('biz_onsite_inspect_abnormal').select('id'))
        .where('handleStatus', '>', 0)
        .execute();
      expect(handled.length).toBeGreaterThan(0);
      expect(await historyRecordIds(env().s, 'onsiteinspectabnormal', 'handle')).toEqual(
        new Set(handled.map((f) => String(f.id))),
      );
      const finished = await live(d.selectFrom('biz_onsite_inspect').select('id'))
        .where('inspectStatus', '=', 1)
        .execute();
      expect(await historyRecordIds(env().s, 'onsiteinspect', 'finish')).toEqual(
        new Set(finished.map((v) => String(v.id))),
      );
      const info = await get('/api/enforcer/onsiteinspectabnormal/get-handle-info', { id: String(handled[0].id) });
      expect(info.history.length).toBeGreaterThan(0);
      const page = await get('/api/enforcer/onsiteinspect/page', { result: 2, size: 5 });
      expect(page.total).toBeGreaterThan(0);
      expect(page.records[0].subjectName).toBeTruthy();
    });
  });
}
