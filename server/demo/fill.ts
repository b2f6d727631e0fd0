import { sql } from 'kysely';
import { engineView, type Db } from '../db/connection';
import { ChangeFeed } from '../db/versions';
import { liveOfTenant } from '../db/live-rows';
import { DEMO_TENANT } from '../db/seed-data';
import { loadConfig, publicBaseOf } from '../config';
import { BASE_FIELDS, snake, type ResourceDef } from '../../resources/types';
import { allResources } from '../../resources/declarations';
import { districts as allDistricts } from './districts';
import { dateOf, now as nowIn, pastTimeOf } from './dates';
import { demoHistory } from './history';
import { demoGenerators, inDependencyOrder } from './registry';
import type { DemoContext, DemoGenerator, Row } from './types';

/** The default run seed: the same demo data everywhere unless a run asks for another. */
export const DEFAULT_SEED = 20260801;

export interface FillOptions {
  /** Subjects to add; other resources scale from it (their generator's `count`). */
  scale: number;
  tenantId?: string;
  seed?: number;
  /** The moment the data ends at (yyyy-MM-dd HH:mm:ss); default now in `timeZone`. */
  now?: string;
  timeZone?: string;
  /** Rows per INSERT statement (PostgreSQL allows 65,535 parameters: keep rows × columns below). */
  batchRows?: number;
  /** Origin of the links demo rows carry (QR codes); default the configured one (publicBaseOf). */
  publicBase?: string;
  /** Statements per transaction when `ownTransactions`. */
  batchesPerTransaction?: number;
  /**
   * true (the CLI): the rows are written in transactions of their own, a few batches each, so a
   * million rows never sit in one transaction. false: `db` is the caller's transaction.
   */
  ownTransactions: boolean;
  generators?: DemoGenerator[];
  /** Rows of a generator (by resource) instead of its `count(scale)`: the bench's million inspections of 100,000 subjects. */
  counts?: Record<string, number>;
  onProgress?: (resource: string, done: number, total: number) => void;
}

/**
 * What the generators read of a tenant: its depts, districts, dictionaries and admin; `now` is the
 * moment the rows are made at (yyyy-MM-dd HH:mm:ss).
 */
export async function contextOf(
  db: Db,
  tenantId: string,
  seed: number,
  now: string,
  defs: readonly ResourceDef[] = [],
  publicBase = publicBaseOf(loadConfig()),
): Promise<DemoContext> {
  // The declarations of this run, else every one (a test may run a generator of its own declaration).
  const declared = defs.length ? defs : allResources;
  const depts = (
    await db
      .selectFrom('blade_dept')
      .select(['id', 'parentId', 'deptName'])
      .where('tenantId', '=', tenantId)
      .where('isDeleted', '=', 0)
      .orderBy('id')
      .execute()
  ).map((r) => ({ id: String(r.id), parentId: String(r.parentId), name: String(r.deptName ?? '') }));
  const parents = new Set(depts.map((d) => d.parentId));
  const seededRegions = new Set(
    (await db.selectFrom('blade_region').select('code').where('isDeleted', '=', 0).execute()).map((r) =>
      String(r.code),
    ),
  );
  const inRegions = allDistricts.filter((d) => seededRegions.has(d.code));
  const dictRows = await db
    .selectFrom('blade_dict_biz')
    .select(['code', 'dictKey', 'dictValue'])
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .where('parentId', '<>', '0')
    .orderBy('code')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const adminUserId = await tenantAdminId(db, tenantId);
  return {
    tenantId,
    seed,
    today: dateOf(now),
    now,
    timeOf: (date, rng) => pastTimeOf(date, rng, now),
    adminUserId,
    leafDepts: depts.filter((d) => !parents.has(d.id)).map(({ id, name }) => ({ id, name })),
    // A database whose regions were edited away still gets placed data: the built-in districts.
    districts: inRegions.length ? inRegions : allDistricts,
    dict: (code) =>
      dictRows.filter((r) => r.code === code).map((r) => ({ key: String(r.dictKey), value: String(r.dictValue) })),
    idsOf: async (resource) => (await liveRows(db, tenantId, declared, resource, [])).map((r) => String(r.id)),
    rowsOf: (resource, fields) => liveRows(db, tenantId, declared, resource, fields),
    publicBase,
  };
}

/** The id of a tenant's admin account (`admin`), or null when it has none. */
export async function tenantAdminId(db: Db, tenantId: string): Promise<string | null> {
  const admin = await db
    .selectFrom('blade_user')
    .select('id')
    .where((eb) => eb.and([...liveOfTenant(eb, tenantId), eb('account', '=', 'admin')]))
    .executeTakeFirst();
  return admin ? String(admin.id) : null;
}

/** Live rows of a tenant in id order: every column, or `id` and the named declared or audit fields; ids as strings. */
async function liveRows(
  db: Db,
  tenantId: string,
  defs: readonly ResourceDef[],
  resource: string,
  fields?: string[],
): Promise<Row[]> {
  const def = defs.find((d) => d.name === resource);
  if (!def) throw new Error(`demo data: no declaration ${resource}`);
  const declared = new Set<string>([...BASE_FIELDS, ...def.fields.map((f) => f.name)]);
  const base = engineView(db)
    .selectFrom(def.table)
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .orderBy('id');
  const rows = await (
    fields ? base.select(['id', ...fields.filter((f) => declared.has(f))]) : base.selectAll()
  ).execute();
  return rows.map((r) =>
    Object.fromEntries(
      Object.entries(r as Row).map(([k, v]) => [
        k,
        k === 'id' || k.endsWith('Id') ? (v === null ? null : String(v)) : v,
      ]),
    ),
  );
}

/** Only declared columns: a generator that knows a field the declaration dropped cannot break a run. */
function columnsOf(def: ResourceDef): Set<string> {
  return new Set([...BASE_FIELDS, ...def.fields.map((f) => f.name)]);
}

/**
 * One multi-row insert as a single JSON parameter that the database unpacks itself
 * (json_populate_recordset, typed by the table's row type): far cheaper per row than thousands of bound
 * parameters, on PGlite and PostgreSQL alike. Columns the rows leave out take their defaults. A row
 * that clashes with a unique value already there is skipped. Answers the ids written.
 */
async function insertRows(trx: Db, table: string, columns: Set<string>, rows: Row[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const names = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => columns.has(k));
  const cols = sql.join(names.map((n) => sql.id(snake(n))));
  const json = JSON.stringify(rows.map((r) => Object.fromEntries(names.map((n) => [snake(n), r[n] ?? null]))));
  const t = sql.id(table);
  const r = await sql<{
    id: string;
  }>`insert into ${t} (${cols}) select ${cols} from json_populate_recordset(null::${t}, ${json}::json) on conflict do nothing returning id`.execute(
    trx,
  );
  return r.rows.map((row) => String(row.id));
}

/**
 * Fills a tenant (the demo tenant by default) with `scale` subjects and whatever later generators add,
 * appending to rows already there (row numbers continue), in multi-row inserts. A row that would
 * clash with a unique value already present is skipped. The tables' change counters are bumped at
 * the end, so running servers drop cached pages and totals. Answers the rows added per resource.
 */
export async function fillDemo(
  db: Db,
  defs: readonly ResourceDef[],
  opts: FillOptions,
): Promise<Record<string, number>> {
  const tenantId = opts.tenantId ?? DEMO_TENANT;
  const seed = opts.seed ?? DEFAULT_SEED;
  const ctx = await contextOf(
    db,
    tenantId,
    seed,
    opts.now ?? nowIn(opts.timeZone ?? 'Asia/Shanghai'),
    defs,
    opts.publicBase,
  );
  const batchRows = opts.batchRows ?? 1000;
  const perTransaction = opts.batchesPerTransaction ?? 5;
  const added: Record<string, number> = {};
  const touched: string[] = [];
  const filled = new Set<string>();
  for (const gen of inDependencyOrder(opts.generators ?? demoGenerators)) {
    const def = defs.find((d) => d.name === gen.resource);
    if (!def) throw new Error(`demo generator ${gen.resource}: no such declaration`);
    if (!def.tenantScoped) throw new Error(`demo generator ${gen.resource}: demo data belongs to a tenant`);
    const columns = columnsOf(def);
    const total = opts.counts?.[gen.resource] ?? gen.count(opts.scale);
    // Row numbers continue after the tenant's rows (removed ones too), so an appended run repeats nothing.
    const existing = await engineView(db)
      .selectFrom(def.table)
      .select(sql<string>`count(*)`.as('n'))
      .where('tenantId', '=', tenantId)
      .executeTakeFirstOrThrow();
    const start = Number(existing.n);
    const make = await gen.prepare(ctx);
    let inserted = 0;
    const writeBatches = async (trx: Db, from: number, to: number) => {
      for (let at = from; at < to; at += batchRows) {
        const { rows, history } = make(start + at, start + Math.min(at + batchRows, to));
        const kept = new Set(await insertRows(trx, def.table, columns, rows));
        inserted += kept.size;
        await demoHistory(
          trx,
          tenantId,
          history.filter((h) => kept.has(h.recordId)),
        );
      }
    };
    const span = batchRows * perTransaction;
    for (let at = 0; at < total; at += span) {
      const to = Math.min(at + span, total);
      if (opts.ownTransactions) await db.transaction().execute((trx) => writeBatches(trx, at, to));
      else await writeBatches(db, at, to);
      opts.onProgress?.(gen.resource, to, total);
    }
    added[gen.resource] = inserted;
    if (inserted > 0) {
      touched.push(`t:${def.table}:${tenantId}`);
      filled.add(def.table);
    }
    if ((inserted > 0 || gen.alwaysSettle) && gen.settle) {
      const settle = gen.settle.bind(gen);
      touched.push(
        ...(opts.ownTransactions
          ? await db.transaction().execute((trx) => settle(trx, tenantId))
          : await settle(db, tenantId)),
      );
    }
  }
  if (touched.length) {
    const bump = async (trx: Db) => {
      const feed = new ChangeFeed(trx);
      for (const key of new Set(touched)) await feed.bump(trx, key);
    };
    if (opts.ownTransactions) await db.transaction().execute(bump);
    else await bump(db);
  }
  // The planner's statistics of the filled tables at once, not when autovacuum comes round (PGlite has none).
  for (const table of filled) await sql`analyze ${sql.id(table)}`.execute(db);
  return added;
}
