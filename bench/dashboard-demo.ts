/**
 * The dashboard on demo-generator data (BENCH_ROUTES=dashboardDemo): the demo tenant filled by the demo
 * generator (server/demo/fill.ts) with BENCH_DEMO_SCALE subjects (default 100,000: its districts, depts,
 * market types, credit levels) and BENCH_INSPECT_ROWS inspections (default 1,000,000, over its last 120
 * days, by its enforcers, one in four abnormal): the spread of a real tenant, so the count tables hold
 * what such a tenant's would. Then the dashboard calls of bench/dashboard.ts for this year.
 */
import { sql } from 'kysely';
import type { Db } from '../server/db/connection';
import { fillDemo } from '../server/demo/fill';
import { DEMO_TENANT } from '../server/db/seed-data';
import { subjectGenerator } from '../server/demo/generators/subject';
import { demoEnforcerGenerator } from '../server/demo/generators/random-checks';
import { inspectGenerator } from '../server/demo/generators/inspect';
import { allResources } from '../resources/declarations';
import { INSPECT_ROWS } from './inspect';

export const DEMO_SCALE = Number(process.env.BENCH_DEMO_SCALE || 100_000);

/** What the writes of the demo scenario name: open, NFC-unchecked subjects of the demo tenant (the writes check and uncheck them) and one of its enforcers. */
export interface DemoTargets {
  tenantId: string;
  enforcerId: string;
  subjectIds: string[];
}

export async function seedDemoDashboard(db: Db, timeZone: string): Promise<DemoTargets> {
  let shown = '';
  await fillDemo(db, allResources, {
    scale: DEMO_SCALE,
    ownTransactions: true,
    timeZone,
    batchRows: 1000,
    generators: [subjectGenerator, demoEnforcerGenerator, inspectGenerator],
    counts: { inspect: INSPECT_ROWS },
    onProgress: (resource, done, total) => {
      const line = `${resource} ${Math.floor((done / total) * 10) * 10}%`;
      if (line !== shown) console.log(`    demo ${line}`);
      shown = line;
    },
  });
  await sql`vacuum analyze biz_subject`.execute(db);
  await sql`vacuum analyze biz_inspect`.execute(db);
  const enforcer = await sql<{
    id: string;
  }>`select split_part(enforcer_id, ',', 1) as id from biz_inspect where tenant_id = ${DEMO_TENANT} and enforcer_id is not null limit 1`.execute(
    db,
  );
  const subjects = await sql<{
    id: string;
  }>`select id::text as id from biz_subject where tenant_id = ${DEMO_TENANT} and is_deleted = 0 and pause_status = 0 and nfc_status = 0 order by id limit 1000`.execute(
    db,
  );
  return { tenantId: DEMO_TENANT, enforcerId: enforcer.rows[0].id, subjectIds: subjects.rows.map((r) => r.id) };
}
