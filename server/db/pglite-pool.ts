import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite is a single connection. Kysely's PostgresDialect only needs a pg-like pool, so this adapter
 * hands the one connection out to one borrower at a time: a transaction holds it until release, and
 * concurrent requests queue instead of interleaving statements inside someone else's transaction.
 */
export class PGlitePool {
  private queue: Array<() => void> = [];
  private busy = false;

  constructor(private readonly pg: PGlite) {}

  async connect() {
    if (this.busy) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.busy = true;
    let released = false;
    return {
      query: async (sql: string, params?: readonly unknown[]) => {
        const res = await this.pg.query(sql, params as unknown[]);
        return { command: commandOf(sql), rowCount: res.affectedRows ?? res.rows.length, rows: res.rows };
      },
      release: () => {
        if (released) return;
        released = true;
        const next = this.queue.shift();
        if (next) next();
        else this.busy = false;
      },
    };
  }

  /** The one connection: idle or lent out, and how many borrowers wait for it. */
  use() {
    return { total: 1, idle: this.busy ? 0 : 1, waiting: this.queue.length };
  }

  async end() {
    await this.pg.close();
  }
}

function commandOf(sql: string): string {
  const m = /^\s*(?:with\b[\s\S]*?\)\s*)?(insert|update|delete|merge|select)/i.exec(sql);
  return m ? m[1].toUpperCase() : 'SELECT';
}
