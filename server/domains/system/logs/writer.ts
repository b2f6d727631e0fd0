import type { InsertObject } from 'kysely';
import type { Db } from '../../../db/connection';
import type { Database } from '../../../db/database';
import type { ChangeFeed } from '../../../db/versions';

export type LogTable = 'blade_log_api' | 'blade_log_usual' | 'blade_log_error';
/** A row of one log table as it is written. */
export type LogRow<T extends LogTable> = InsertObject<Database, T>;
type Queued = { [T in LogTable]: { table: T; row: LogRow<T> } }[LogTable];

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
  private queue: Queued[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
    public onError: (e: unknown) => void,
    private readonly delayMs = 200,
    private readonly maxBatch = 200,
  ) {}

  add<T extends LogTable>(table: T, row: LogRow<T>) {
    this.queue.push({ table, row } as Queued);
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

  private async write(batch: Queued[]) {
    const api: LogRow<'blade_log_api'>[] = [];
    const usual: LogRow<'blade_log_usual'>[] = [];
    const errors: LogRow<'blade_log_error'>[] = [];
    const keys = new Set<string>();
    for (const entry of batch) {
      if (entry.table === 'blade_log_api') api.push(entry.row);
      else if (entry.table === 'blade_log_usual') usual.push(entry.row);
      else errors.push(entry.row);
      keys.add(tableVersionKey(entry.table, String(entry.row.tenantId)));
      keys.add(tableVersionKey(entry.table, '*'));
    }
    const seen: Array<[string, number]> = [];
    await this.db.transaction().execute(async (trx) => {
      for (const rows of chunks(api)) await trx.insertInto('blade_log_api').values(rows).execute();
      for (const rows of chunks(usual)) await trx.insertInto('blade_log_usual').values(rows).execute();
      for (const rows of chunks(errors)) await trx.insertInto('blade_log_error').values(rows).execute();
      for (const key of [...keys].sort()) seen.push([key, await this.feed.bump(trx, key)]);
    });
    await this.feed.confirm(keys, seen);
  }
}

/** Rows in insert statements of at most CHUNK rows. */
const chunks = <R>(rows: R[]): R[][] =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));
