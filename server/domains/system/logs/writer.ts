import type { Db } from '../../../db/connection';
import type { ChangeFeed } from '../../../db/versions';

export type LogTable = 'blade_log_api' | 'blade_log_usual' | 'blade_log_error';
type Row = Record<string, unknown>;

/** The change counter of a table's rows, as the repository names it (per tenant, and '*' for all). */
export const tableVersionKey = (table: string, tenantId: string) => `t:${table}:${tenantId}`;

const MAX_QUEUE = 20_000;
const CHUNK = 500;

/**
 * Log rows are queued and written in batches a moment later, so recording never slows the request
 * that is logged. One batch is one transaction that also bumps the tables' change counters, so log
 * lists (whose totals are cached on those counters) show new rows at once. If the database is
 * unreachable the queue is bounded: the oldest rows are dropped rather than the memory.
 */
export class LogWriter {
  private queue: Array<{ table: LogTable; row: Row }> = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
    public onError: (e: unknown) => void,
    private readonly delayMs = 200,
    private readonly maxBatch = 200,
  ) {}

  add(table: LogTable, row: Row) {
    this.queue.push({ table, row });
    if (this.queue.length > MAX_QUEUE) this.queue.splice(0, this.queue.length - MAX_QUEUE);
    if (this.queue.length >= this.maxBatch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.delayMs).unref();
  }

  /** Writes everything queued so far (tests and shutdown call it; the timer does otherwise). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    while (this.flushing) await this.flushing;
    if (this.queue.length === 0) return;
    const batch = this.queue.splice(0, this.queue.length);
    this.flushing = this.write(batch)
      // One bad row must not cost the others: retry them one by one. When rows keep failing the
      // database itself is in trouble; the rest of the batch is dropped with one report.
      .catch(async (batchError) => {
        let failures = 0;
        for (const entry of batch) {
          if (failures >= 3) return this.onError(batchError);
          await this.write([entry]).catch((e) => {
            failures++;
            this.onError(e);
          });
        }
      })
      .finally(() => (this.flushing = undefined));
    await this.flushing;
  }

  private async write(batch: Array<{ table: LogTable; row: Row }>) {
    const byTable = new Map<LogTable, Row[]>();
    const keys = new Set<string>();
    for (const { table, row } of batch) {
      byTable.set(table, [...(byTable.get(table) ?? []), row]);
      keys.add(tableVersionKey(table, String(row.tenant_id)));
      keys.add(tableVersionKey(table, '*'));
    }
    const seen: Array<[string, number]> = [];
    await this.db.transaction().execute(async (trx) => {
      for (const [table, rows] of byTable) {
        for (let i = 0; i < rows.length; i += CHUNK)
          await trx
            .insertInto(table)
            .values(rows.slice(i, i + CHUNK))
            .execute();
      }
      for (const key of [...keys].sort()) seen.push([key, await this.feed.bump(trx, key)]);
    });
    for (const [key, v] of seen) this.feed.seen(key, v);
  }
}
