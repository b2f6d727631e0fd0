import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { ChangeFeed } from '../../db/versions';
import { FINDING_FOUND } from '../../../resources/findings';
import { CASE_NONE, WARN_MISSING } from '../../../resources/report/reportcheckwarn/schema';
import { closedPeriods, type FrequencyPeriod } from './obligations';
import { dueCte, reportOf } from './due-obligations';

export const WARN_TABLE = 'biz_report_check_warn';

export interface SweepOptions {
  /** yyyy-MM-dd in the wire time zone; periods that ended before it are closed. */
  today: string;
  lookBackDays: number;
  /** One tenant (tests, the demo); default every tenant with assignments. */
  tenantId?: string;
  /** Bumps the warning table's change counter of each tenant written to, so cached pages retire. */
  feed?: ChangeFeed;
}

/**
 * The missing-report sweep: for every closed period in the look-back, every subject that had to report
 * a checkpoint (assigned, checkpoint enabled, subject not paused, its reportsubject row enabled with
 * the period inside startDate..endDate) and has no live report for it gets a 未上报 warning.
 *
 * One set-based statement per tenant, in its own transaction. Idempotent: the warning's id is a hash
 * of its natural key (tenant, subject, checkpoint, period, kind), and `on conflict do nothing` skips
 * any warning already there, so a second run, or a second instance running at the same moment, writes
 * nothing new; a warning someone removed keeps its id and is not raised again. A transaction-level
 * advisory lock per tenant lets one instance do the work while another skips that tenant. Answers the
 * warnings written per tenant.
 */
export async function sweepMissingReports(db: Db, opts: SweepOptions): Promise<Record<string, number>> {
  const periods = closedPeriods(opts.today, opts.lookBackDays);
  const written: Record<string, number> = {};
  if (periods.length === 0) return written;
  const tenants = opts.tenantId
    ? [opts.tenantId]
    : (
        await db.selectFrom('biz_subject_checkpoint').select('tenantId').distinct().where('isDeleted', '=', 0).execute()
      ).map((r) => String(r.tenantId));
  for (const tenantId of tenants) {
    const key = `t:${WARN_TABLE}:${tenantId}`;
    let version = 0;
    // Inside a caller's transaction (the demo's fill) the sweep joins it; else each tenant has its own.
    const inTransaction = <T>(fn: (trx: Db) => Promise<T>): Promise<T> =>
      db.isTransaction ? fn(db) : db.transaction().execute(fn);
    const n = await inTransaction(async (trx) => {
      const lock = await sql<{
        got: boolean;
      }>`select pg_try_advisory_xact_lock(hashtext(${`reportcheckwarn-sweep:${tenantId}`})) as got`.execute(trx);
      if (!lock.rows[0]?.got) return 0;
      const count = await insertMissing(trx, tenantId, periods);
      if (count > 0 && opts.feed) version = await opts.feed.bump(trx, key);
      return count;
    });
    if (version && opts.feed) opts.feed.committed([[key, version]]);
    written[tenantId] = n;
  }
  return written;
}

async function insertMissing(trx: Db, tenantId: string, periods: FrequencyPeriod[]): Promise<number> {
  const r = await sql`
    ${dueCte(tenantId, periods)}
    insert into biz_report_check_warn (
      id, tenant_id, subject_id, checkpoint_id, market_type, biz_type, report_frequency, period_start, period_end,
      type, is_ab, warn_time, case_state, handle_status, dept_id, region_code, create_dept, create_time, update_time, status, is_deleted
    )
    select
      (('x' || substr(md5(${tenantId}::text || ':' || d.subject_id::text || ':' || d.checkpoint_id::text || ':' || d.period_start::text || ':' || ${String(WARN_MISSING)}::text), 1, 16))::bit(64)::bigint & 9223372036854775807) as id,
      ${tenantId}::varchar, d.subject_id, d.checkpoint_id, d.market_type, d.biz_type, d.frequency, d.period_start, d.period_end,
      ${WARN_MISSING}::int, 0, now(), ${CASE_NONE}::int, ${FINDING_FOUND}::int, d.dept_id, d.region_code, d.owner_dept, now(), now(), 1, 0
    from due d
    where not exists (select 1 from biz_report_check r where ${reportOf(tenantId)})
    on conflict do nothing
  `.execute(trx);
  return Number(r.numAffectedRows ?? 0);
}

/** Minutes after the start the first sweep runs (at most the interval). */
const FIRST_RUN_MINUTES = 5;

export interface SweepJob {
  /** Runs one sweep now (also what the timer runs); never two at once in this process. */
  runOnce(today?: string): Promise<Record<string, number>>;
  stop(): void;
}

/**
 * The sweep as a job of the server: a few minutes after the start, then every `intervalMinutes` (0:
 * never on its own), stopped on close. A failed run is logged and tried again at the next tick.
 */
export function startSweepJob(
  db: Db,
  opts: {
    intervalMinutes: number;
    lookBackDays: number;
    today: () => string;
    feed?: ChangeFeed;
    log: (err: unknown) => void;
  },
): SweepJob {
  let running: Promise<Record<string, number>> | undefined;
  const runOnce = (today = opts.today()) => {
    running ??= sweepMissingReports(db, { today, lookBackDays: opts.lookBackDays, feed: opts.feed }).finally(
      () => (running = undefined),
    );
    return running;
  };
  const tick = () => void runOnce().catch(opts.log);
  // The first run comes soon after the start (a restarted server catches up), not a whole interval later.
  const first =
    opts.intervalMinutes > 0 ? setTimeout(tick, Math.min(opts.intervalMinutes, FIRST_RUN_MINUTES) * 60_000) : undefined;
  const timer = opts.intervalMinutes > 0 ? setInterval(tick, opts.intervalMinutes * 60_000) : undefined;
  first?.unref();
  timer?.unref();
  return {
    runOnce,
    stop: () => {
      if (first) clearTimeout(first);
      if (timer) clearInterval(timer);
    },
  };
}
