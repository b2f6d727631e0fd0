import { sql } from 'kysely';
import type { Db } from './connection';

/**
 * Count tables ("rollups") kept current by the database itself: one row per combination of the kept
 * columns (and the day) with the number `n` of live source rows that have it. Statement-level
 * triggers with transition tables add the rows a statement inserts and subtract those it removes or
 * changes, in the writing transaction, whoever writes: the engine's repositories, a module's own SQL,
 * the demo generator's and the bench's bulk inserts (one aggregate per statement, not per row). So a
 * rollup is never stale, and reading it sums a few hundred rows where counting the source reads a
 * million. The statistics read them (server/domains/statistics/rollup-reads.ts).
 *
 * Everything here is generated from code (the declarations of server/domains/statistics/rollup-defs.ts),
 * never from request text; names are checked against a strict pattern before they are quoted.
 */
export interface RollupDef {
  /** The rollup table. */
  table: string;
  /** The counted table. */
  source: string;
  /** The timestamp column whose day (in the server's time zone) a row counts on; none: a stock, every live row counts. */
  day?: string;
  /** Source columns kept as they are (nulls kept as nulls). */
  columns: string[];
  /**
   * The market type of the row's subject (`biz_subject.market_type` through `subject_id`), kept as
   * `market_type`: a subject's change of market type moves the counts of its rows.
   */
  subjectMarketType?: boolean;
}

const SUBJECTS = 'biz_subject';
const META = 'stat_rollup';

/** The tables the rollups keep (and their definitions' table): derived, so a copy of a database leaves them out and the target recounts. */
export const rollupTables = (defs: RollupDef[]): string[] => [META, ...defs.map((d) => d.table)];
/** One rollup sync at a time when several instances start on one PostgreSQL. */
const SYNC_LOCK = 727004;

const NAME = /^[a-z][a-z0-9_]{0,62}$/;
const id = (name: string): string => {
  if (!NAME.test(name)) throw new Error(`rollup: bad identifier ${name}`);
  return `"${name}"`;
};
const literal = (text: string): string => {
  if (!/^[A-Za-z0-9_/+-]{1,64}$/.test(text)) throw new Error(`rollup: bad time zone ${text}`);
  return `'${text}'`;
};

/** The rollup's key columns, in order. */
export const rollupKeys = (def: RollupDef): string[] => [
  ...(def.day ? ['day'] : []),
  ...def.columns,
  ...(def.subjectMarketType ? ['market_type'] : []),
];

/**
 * `select <keys>, <sign>count(*) from <rows> r [join subjects s] where live group by keys`: the key of
 * each live row of `rows` (a transition table or the source), the subject's market type taken from
 * `marketType` (an expression over `s`, the subject row joined on `r.subject_id`).
 */
function countsOf(
  def: RollupDef,
  tz: string,
  rows: string,
  sign: '' | '-',
  subjects = `left join ${id(SUBJECTS)} s on s.id = r.subject_id`,
  marketType = 's.market_type',
): string {
  const exprs = [
    ...(def.day ? [`(r.${id(def.day)} at time zone ${literal(tz)})::date`] : []),
    ...def.columns.map((c) => `r.${id(c)}`),
    ...(def.subjectMarketType ? [marketType] : []),
  ].map((e, i) => `${e} as ${id(rollupKeys(def)[i])}`);
  const groups = exprs.map((_, i) => String(i + 1)).join(', ');
  const live = [`r.is_deleted = 0`, ...(def.day ? [`r.${id(def.day)} is not null`] : [])].join(' and ');
  return `select ${exprs.join(', ')}, ${sign}count(*) as n from ${rows} r ${def.subjectMarketType ? subjects : ''} where ${live} group by ${groups} order by ${groups}`;
}

/** Adds the counts of a select (its columns the rollup's keys and n) to the rollup, in key order (no deadlocks between writers). */
function upsert(def: RollupDef, select: string): string {
  const keys = rollupKeys(def).map(id).join(', ');
  return `insert into ${id(def.table)} (${keys}, n) ${select} on conflict (${keys}) do update set n = ${id(def.table)}.n + excluded.n`;
}

/** The trigger function on the source: the old rows out, the new rows in. */
function sourceFunction(def: RollupDef, tz: string): string {
  return `create or replace function ${id(`${def.table}_apply`)}() returns trigger language plpgsql as $rollup$
begin
  if TG_OP <> 'INSERT' then ${upsert(def, countsOf(def, tz, 'oldrows', '-'))}; end if;
  if TG_OP <> 'DELETE' then ${upsert(def, countsOf(def, tz, 'newrows', ''))}; end if;
  return null;
end $rollup$`;
}

/**
 * The trigger function on the subjects (for a rollup kept by the subject's market type): the rows of
 * a subject whose market type changed (or that was added or removed outright) move from the old type
 * to the new one.
 */
function subjectFunction(def: RollupDef, tz: string): string {
  // Most subject updates change something else: only a changed market type reads the source.
  const move = (changed: string) => `if exists (${changed}) then
      ${upsert(def, countsOf(def, tz, id(def.source), '-', `join (${changed}) s on s.id = r.subject_id`, 's.before'))};
      ${upsert(def, countsOf(def, tz, id(def.source), '', `join (${changed}) s on s.id = r.subject_id`, 's.after'))};
    end if`;
  return `create or replace function ${id(`${def.table}_subjects`)}() returns trigger language plpgsql as $rollup$
begin
  if TG_OP = 'UPDATE' then
    ${move('select o.id, o.market_type as before, n.market_type as after from oldrows o join newrows n on n.id = o.id where o.market_type is distinct from n.market_type')};
  elsif TG_OP = 'DELETE' then
    ${move('select o.id, o.market_type as before, null::integer as after from oldrows o')};
  else
    ${move('select n.id, null::integer as before, n.market_type as after from newrows n')};
  end if;
  return null;
end $rollup$`;
}

/** The three statement triggers (one per event: a trigger with transition tables has one) calling `fn` on `table`. */
function triggers(table: string, fn: string, prefix: string): string[] {
  const on = (event: string, refs: string, suffix: string) =>
    `create or replace trigger ${id(`${prefix}_${suffix}`)} after ${event} on ${id(table)} referencing ${refs} for each statement execute function ${id(fn)}()`;
  return [
    on('insert', 'new table as newrows', 'ins'),
    on('update', 'old table as oldrows new table as newrows', 'upd'),
    on('delete', 'old table as oldrows', 'del'),
  ];
}

/** Every statement that (re)defines the rollup's functions and triggers, in order: also its definition, stored to tell when the rollup must be rebuilt. */
function definitionOf(def: RollupDef, tz: string): string[] {
  return [
    sourceFunction(def, tz),
    ...triggers(def.source, `${def.table}_apply`, def.table),
    ...(def.subjectMarketType
      ? [subjectFunction(def, tz), ...triggers(SUBJECTS, `${def.table}_subjects`, `${def.table}_s`)]
      : []),
  ];
}

/** Recounts a rollup from its source (under a lock that holds the source's writers until it commits). */
export async function rebuildRollup(db: Db, def: RollupDef, tz: string): Promise<void> {
  await sql.raw(`lock table ${id(def.source)} in share mode`).execute(db);
  if (def.subjectMarketType) await sql.raw(`lock table ${id(SUBJECTS)} in share mode`).execute(db);
  await sql.raw(`delete from ${id(def.table)}`).execute(db);
  await sql.raw(upsert(def, countsOf(def, tz, id(def.source), ''))).execute(db);
}

/**
 * Brings the rollups to their definitions: creates what is missing, (re)defines the triggers, and
 * recounts a rollup whose definition changed (new columns, another time zone) or that is new. Only
 * rollups whose tables are all declared (`tables`) are kept.
 */
export async function syncRollups(db: Db, defs: RollupDef[], tz: string, tables: Set<string>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SYNC_LOCK})`.execute(trx);
    await sql
      .raw(`create table if not exists ${id(META)} (name varchar(64) primary key, definition text not null)`)
      .execute(trx);
    for (const def of defs) {
      if (!tables.has(def.source) || (def.subjectMarketType && !tables.has(SUBJECTS))) continue;
      const statements = definitionOf(def, tz);
      const definition = statements.join(';\n');
      const stored = await sql<{
        definition: string;
      }>`select definition from ${sql.id(META)} where name = ${def.table}`.execute(trx);
      if (stored.rows[0]?.definition === definition) {
        // Present and current; the triggers are declared again all the same (a copied database may lack them).
        for (const s of statements) await sql.raw(s).execute(trx);
        continue;
      }
      await sql.raw(`drop table if exists ${id(def.table)}`).execute(trx);
      // The key columns take the source's types: a select of no rows creates the table.
      await sql
        .raw(`create table ${id(def.table)} as ${countsOf(def, tz, id(def.source), '')} with no data`)
        .execute(trx);
      await sql.raw(`alter table ${id(def.table)} alter column n set not null`).execute(trx);
      await sql
        .raw(
          `create unique index ${id(`${def.table}_uq`)} on ${id(def.table)} (${rollupKeys(def).map(id).join(', ')}) nulls not distinct`,
        )
        .execute(trx);
      for (const s of statements) await sql.raw(s).execute(trx);
      await rebuildRollup(trx, def, tz);
      await sql`insert into ${sql.id(META)} (name, definition) values (${def.table}, ${definition})
        on conflict (name) do update set definition = excluded.definition`.execute(trx);
    }
  });
}

/** The rows a rollup holds that a recount from the source would not (empty when it is current): for tests and checks. */
export async function rollupDrift(db: Db, def: RollupDef, tz: string): Promise<Array<Record<string, unknown>>> {
  const keys = rollupKeys(def).map(id).join(', ');
  const stored = `select ${keys}, sum(n)::bigint as n from ${id(def.table)} group by ${keys} having sum(n) <> 0`;
  const counted = countsOf(def, tz, id(def.source), '');
  const r = await sql
    .raw<Record<string, unknown>>(`(${stored} except all (${counted})) union all ((${counted}) except all ${stored})`)
    .execute(db);
  return r.rows;
}
