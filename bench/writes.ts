/**
 * The write scenarios of `npm run bench` (BENCH_ROUTES=writes, and in the default run): with 4, 8 and 16
 * concurrent writers, `submit` of a plain resource (a new parameter) and the write an enforcer makes most,
 * an abnormal inspection (the inspection, the finding it opens, their history and the count tables).
 * Each writer sends one request at a time, so the writers are autocannon's connections. The figures
 * show how throughput grows with writers: writers that queue on one row do not grow it.
 */
import { sql } from 'kysely';
import type { Db } from '../server/db/connection';

/** The writer counts every write scenario is measured with. */
export const WRITERS = [4, 8, 16] as const;

/** The subjects the bench's inspections name, in their own id range; the inspector is bench/inspect.ts's. */
const FIRST_SUBJECT = 4300000000000001;
const SUBJECTS = 1_000;

/** 1,000 operating subjects of the platform tenant for the inspections to name. */
export async function seedWriteSubjects(db: Db): Promise<void> {
  await sql`insert into biz_subject (id, tenant_id, subject_name, credit_code, market_type, legal_person, contact_phone, address, region_code,
      pause_status, nfc_status, create_time, update_time, status, is_deleted)
    select ${String(FIRST_SUBJECT - 1)}::bigint + g, '000000', '写入主体' || g || '号', '91330100XR' || lpad(g::text, 8, '0'), (g % 8) + 1, '法人' || g,
      '139' || lpad(g::text, 8, '0'), '文一路' || g || '号', '330106', 0, 0, now() - interval '400 days', now(), 1, 0
    from generate_series(1, ${SUBJECTS}) g`.execute(db);
  await sql`vacuum analyze biz_subject`.execute(db);
}

/** A write scenario: its route and the body of its n-th request. */
export interface WriteScenario {
  name: string;
  path: string;
  body: (n: number) => Record<string, unknown>;
}

export function writeScenarios(enforcerId: string): WriteScenario[] {
  const stamp = `${process.pid}.${Date.now()}`;
  return [
    {
      name: 'submit (insert)',
      path: '/api/blade-system/param/submit',
      body: (n) => ({ paramName: 'bench', paramKey: `bench.submit.${stamp}.${n}`, paramValue: 'v' }),
    },
    {
      name: 'abnormal inspection',
      path: '/api/enforcer/inspect/submit',
      body: (n) => ({
        subjectId: String(FIRST_SUBJECT + (n % SUBJECTS)),
        content: `安全出口堆放杂物,责令整改 ${n}`,
        enforcerId,
        result: 2,
        timeLimit: '2099-12-31',
      }),
    },
  ];
}

/** Throughput at each writer count, and the growth from the fewest writers to the most. */
export function growthLine(name: string, rpsByWriters: number[]): string {
  const steps = WRITERS.map((w, i) => `${w}: ${rpsByWriters[i]}`).join(', ');
  const growth = rpsByWriters[rpsByWriters.length - 1] / Math.max(1, rpsByWriters[0]);
  return `  ${name}: req/s by writers ${steps}; ${WRITERS[WRITERS.length - 1]} writers / ${WRITERS[0]} = ${growth.toFixed(2)}x`;
}
