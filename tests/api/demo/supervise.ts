import { engineView } from '../../../server/db/connection';
import { describe, expect, it } from 'vitest';
import { DEMO_TENANT } from '../../../server/db/seed-data';
import { todayIn } from '../../../server/crud/no-past';
import { APPROVAL_STEPS } from '../../../resources/supervise/supervise/schema';

import { allResources } from '../../../resources/declarations';
import { demoGet, demoOnly, type DemoEnv } from './env';
/**
 * Demo supervisions and rectifications (server/demo/generators/supervise.ts) are what the server would
 * have made: one per finding, in every state, each approval step in the history; a completed
 * supervision's finding is complete; rectifications take their finding's deadline, some overdue.
 */
export function describeSuperviseDemo(env: () => DemoEnv) {
  const get = demoGet(env);
  describe('demo supervision and rectification', () => {
    const db = () => env().s.built.app.db;

    it('no step of the history reviews the work of the user who took it (notBy), and every closing step is there', async () => {
      const taken: Record<string, number> = {};
      for (const def of allResources)
        for (const lc of def.lifecycles ?? [])
          for (const action of lc.actions.filter((a) => a.notBy)) {
            const steps = await engineView(db())
              .selectFrom('blade_record_history as h')
              .innerJoin(`${def.table} as r`, 'r.id', 'h.recordId')
              .select(['h.userId', `r.${action.notBy!} as reviewed`])
              .where('h.tenantId', '=', DEMO_TENANT)
              .where('h.resource', '=', def.name)
              .where('h.action', '=', action.name)
              .execute();
            const own = steps.filter((h) => h.reviewed !== null && String(h.reviewed) === String(h.userId));
            expect(own, `${def.name}/${action.name}`).toEqual([]);
            taken[`${def.name}/${action.name}`] = steps.length;
          }
      // The demo still closes and approves: someone other than the handler or the author did it.
      for (const step of [
        'complaint/supervise-complete',
        'inspectabnormal/supervise-complete',
        'supervise/approve-section-chief',
      ])
        expect(taken[step], step).toBeGreaterThan(0);
    });

    it('supervisions in every state, approvals in the history, completed ones with a completed finding', async () => {
      const rows = await demoOnly(db().selectFrom('biz_supervise').selectAll()).execute();
      expect(rows.length).toBeGreaterThan(5);
      expect(new Set(rows.map((r) => Number(r.superviseStatus)))).toEqual(new Set([0, 1, 2, 3, 4]));
      expect(new Set(rows.map((r) => `${r.sourceType}:${r.sourceId}`)).size).toBe(rows.length);
      const history = await demoOnly(db().selectFrom('blade_record_history').select(['recordId', 'action']))
        .where('resource', '=', 'supervise')
        .execute();
      for (const r of rows) {
        const actions = history.filter((h) => String(h.recordId) === String(r.id)).map((h) => h.action);
        const steps = APPROVAL_STEPS.filter((step) => (r as Record<string, unknown>)[step.timeField]).map(
          (step) => step.action,
        );
        expect(actions.filter((a) => a.startsWith('approve-')).sort()).toEqual(steps.sort());
        if (Number(r.superviseStatus) === 2) {
          const table = allResources.find((d) => d.name === r.sourceType)!.table;
          const finding = await engineView(db())
            .selectFrom(table)
            .select('handleStatus')
            .where('id', '=', String(r.sourceId))
            .executeTakeFirstOrThrow();
          expect(Number(finding.handleStatus)).toBe(2);
        }
      }
      const board = await get('/api/subject/supervise/page', { awaitRole: 'director', size: 100 });
      expect(board.total).toBe(rows.filter((r) => Number(r.superviseStatus) === 1).length);
      const corrections = await demoOnly(db().selectFrom('biz_supervise_correct').select('superviseId')).execute();
      expect(corrections.length).toBeGreaterThan(0);
    });

    it("rectifications carry their finding's deadline; the overdue ones are flagged and counted", async () => {
      const rows = await demoOnly(db().selectFrom('biz_correct').selectAll()).execute();
      expect(rows.length).toBeGreaterThan(5);
      const today = todayIn();
      const overdue = rows.filter(
        (r) => Number(r.correctStatus) === 0 && r.deadline && String(r.deadline).slice(0, 10) < today,
      );
      expect(overdue.length).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => Number(r.correctStatus))).size).toBeGreaterThan(1);
      const counts = await get('/api/subject/correct/overdue-count');
      expect(counts).toMatchObject({ overdue: overdue.length, total: rows.length });
      const page = await get('/api/subject/correct/page', { overdue: 1, size: 100 });
      expect(page.total).toBe(overdue.length);
    });
  });
}
