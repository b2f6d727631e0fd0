import type { DemoDistrict } from './districts';
import type { Db } from '../db/connection';
import type { Rng } from './random';

/** What a demo data generator is and gets (server/demo/registry.ts lists them). */

export type Row = Record<string, unknown>;

/** A state change made by a generated row, for the life-cycle history (see `demoHistory`). */
export interface DemoHistoryEntry {
  resource: string;
  recordId: string;
  action: string;
  fromState: number;
  toState: number;
  userId: string | null;
  deptId: string | null;
  time: string;
  comment?: string;
}

export interface DemoContext {
  tenantId: string;
  seed: number;
  /** Dates of the data are spread over the months before this day (yyyy-MM-dd): the day of `now`. */
  today: string;
  /**
   * The moment the run makes its rows at (`yyyy-MM-dd HH:mm:ss`, the server's time zone): no row's own
   * time (created, reported, found, handled, ...) is after it; only obligations (deadlines, expiry
   * dates, a period's end) may lie beyond it.
   */
  now: string;
  /** A time of that day within office hours, never after `now` (server/demo/dates.ts pastTimeOf). */
  timeOf(date: string, rng: Rng): string;
  /** The tenant's admin account: who created and changed the demo rows. */
  adminUserId: string | null;
  /** Live depts of the tenant that hold no other dept (squadrons, sections), in id order. */
  leafDepts: Array<{ id: string; name: string }>;
  /** Where records lie (the seeded districts the tenant's regions include). */
  districts: DemoDistrict[];
  /** Live items of the tenant's business dictionary `code` (key, label), in sort order. */
  dict(code: string): Array<{ key: string; value: string }>;
  /** Ids of the tenant's live rows of another resource (for generators that come after it). */
  idsOf(resource: string): Promise<string[]>;
  /**
   * The tenant's live rows of another resource in id order, camelCase, ids as strings: every column,
   * or `id` and the named declared fields.
   */
  rowsOf(resource: string, fields?: string[]): Promise<Row[]>;
  /** The public origin links of the demo data point at (QR codes; server/config.ts publicBaseOf). */
  publicBase: string;
}

export interface DemoRows {
  rows: Row[];
  history: DemoHistoryEntry[];
}

export interface DemoGenerator {
  /** The declared resource it fills (its table, fields and change counter come from the declaration). */
  resource: string;
  /** Resources whose demo rows must exist first. */
  after?: string[];
  /** How many rows a run at `scale` (the subject count) adds. */
  count(scale: number): number;
  /** Prepares what every row of a run needs (reads `ctx`), then makes rows [from, to). */
  prepare(ctx: DemoContext): Promise<(from: number, to: number) => DemoRows>;
  /**
   * After its rows are in: what follows from them elsewhere (the subjects' credit scores), in the same
   * transaction. Answers the change counters it changed, bumped with the others at the end.
   */
  settle?(db: Db, tenantId: string): Promise<string[]>;
  /**
   * Whether the tenant has this generator's rows already. By default, any row of its table: first start
   * fills only an empty table. A generator whose rows join others the tenant always has (enforcer
   * accounts beside the seeded admin) says how to recognise its own.
   */
  present?(db: Db, tenantId: string): Promise<boolean>;
  /** Run `settle` even when the run added no rows of its own (it derives rows from other tables). */
  alwaysSettle?: boolean;
}
