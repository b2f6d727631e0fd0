import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { DEMO_TENANT } from '../../../server/db/seed-data';
import { demoChecks, historyRecordIds } from './env';

/** The findings of the demo (every kind that opens one on a subject), by resource and table. */
const FINDINGS = {
  inspectabnormal: 'biz_inspect_abnormal',
  onsiteinspectabnormal: 'biz_onsite_inspect_abnormal',
  reportcheckabnormal: 'biz_report_check_abnormal',
  invalidsongabnormal: 'biz_invalid_song_abnormal',
  cameraabnormal: 'biz_camera_abnormal',
  complaint: 'biz_complaint',
} as const;

/**
 * Findings of the demo (server/demo/generators/shared/findings.ts): most are closed through their
 * declared actions, so only a few percent of the 300 subjects have an open one (待处理 or 已处理) and
 * show 异常未办结 on the one map; every handled or closed finding has the history of its actions.
 */
export const describeOpenFindingsDemo = demoChecks('demo findings', ({ env, get }) => {
  it('only a few percent of the subjects have an open finding; closed ones went through their actions', async () => {
    const db = env().s.built.app.db;
    const open = new Set<string>();
    for (const [resource, table] of Object.entries(FINDINGS)) {
      const rows = await sql<{ id: string; subject: string; state: number }>`
        select id::text as id, subject_id::text as subject, handle_status as state from ${sql.id(table)}
        where tenant_id = ${DEMO_TENANT} and is_deleted = 0`.execute(db);
      for (const r of rows.rows) if ([0, 1].includes(Number(r.state))) open.add(r.subject);
      const handled = await historyRecordIds(env().s, resource, 'handle');
      const completed = await historyRecordIds(env().s, resource, 'supervise-complete');
      const ids = (state: number) => rows.rows.filter((r) => Number(r.state) === state).map((r) => r.id);
      expect(ids(2).length, resource).toBeGreaterThan(0);
      for (const id of [...ids(1), ...ids(2)]) expect(handled.has(id), `${resource} ${id} handle`).toBe(true);
      for (const id of ids(2)) expect(completed.has(id), `${resource} ${id} supervise-complete`).toBe(true);
    }
    // 300 subjects: between 1% and 8% of them (3 to 24) have an open finding.
    expect(open.size).toBeGreaterThanOrEqual(3);
    expect(open.size).toBeLessThanOrEqual(24);
    // The map agrees: a few subjects are red, not most of them.
    const sta = await get('/api/subject/subject/sta');
    expect(sta.total).toBe(300);
    expect(sta.finding).toBeGreaterThanOrEqual(1);
    expect(sta.finding).toBeLessThanOrEqual(24);
  });
});
