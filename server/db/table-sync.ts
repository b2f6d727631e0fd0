import { sql } from 'kysely';
import type { Db } from './connection';
import type { FieldDef, ResourceDef } from '../../resources/types';
import { snake } from '../../resources/types';

/**
 * Tables of declared resources come from their declarations: created when missing, and columns a
 * declaration gains are added. Changing a column's type or dropping one needs a hand-written
 * migration (server/db/migrations.ts): this step is additive only, so it can never lose data.
 * Identifiers come from the declarations (code), never from requests, and go through sql.id/sql.ref.
 */
export function columnType(f: FieldDef): string {
  switch (f.type) {
    case 'string':
      return `varchar(${f.maxLength ?? 255})`;
    case 'text':
    case 'images':
    case 'videos':
    case 'files':
    case 'json':
      return 'text';
    case 'int':
      return 'integer';
    case 'number':
      return 'numeric';
    case 'id':
      return 'bigint';
    // A long id list (a tenant package's menus: a hundred ids and more) is declared with a larger maxLength.
    case 'ids':
      return f.maxLength && f.maxLength > 2000 ? 'text' : 'varchar(2000)';
    case 'date':
      return 'date';
    case 'datetime':
      return 'timestamptz';
    case 'image':
    case 'video':
    case 'file':
      return 'varchar(1000)';
  }
}

export async function syncResourceTables(db: Db, defs: readonly ResourceDef[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // One instance at a time when several start together on one PostgreSQL.
    await sql`select pg_advisory_xact_lock(727001)`.execute(trx);
    for (const def of defs) await syncTable(trx, def);
  });
}

async function syncTable(db: Db, def: ResourceDef) {
  const t = sql.id(def.table);
  await sql`create table if not exists ${t} (
    id bigint primary key,
    create_user bigint,
    create_dept bigint,
    create_time timestamptz not null default now(),
    update_user bigint,
    update_time timestamptz not null default now(),
    status integer not null default 1,
    is_deleted integer not null default 0
  )`.execute(db);
  if (def.tenantScoped) {
    await sql`alter table ${t} add column if not exists tenant_id varchar(12) not null default '000000'`.execute(db);
  }
  for (const f of def.fields) {
    const col = snake(f.name);
    await sql`alter table ${t} add column if not exists ${sql.id(col)} ${sql.raw(columnType(f))}`.execute(db);
  }
  const lead = def.tenantScoped ? sql`tenant_id, ` : sql``;
  // The list's usual access path: live rows of a tenant, newest first; also serves keyset counts.
  await sql`create index if not exists ${sql.id(`${def.table}_live_idx`)} on ${t} (${lead}is_deleted, create_time desc, id desc)`.execute(
    db,
  );
  for (const f of def.fields) {
    const col = snake(f.name);
    if (f.unique) {
      await sql`create unique index if not exists ${sql.id(`${def.table}_${col}_uq`)} on ${t} (${lead}${sql.id(col)}) where is_deleted = 0`.execute(
        db,
      );
    } else if (f.index || f.type === 'id') {
      await sql`create index if not exists ${sql.id(`${def.table}_${col}_idx`)} on ${t} (${sql.id(col)})`.execute(db);
    }
  }
  for (const key of def.uniqueKeys ?? []) {
    const cols = key.fields.map(snake);
    await sql`create unique index if not exists ${sql.id(uniqueKeyIndex(def.table, key.fields))} on ${t} (${lead}${sql.join(cols.map((c) => sql.id(c)))}) where is_deleted = 0`.execute(
      db,
    );
  }
}

/** The index name of a declared combination of unique fields (`uniqueKeys`). */
export const uniqueKeyIndex = (table: string, fields: readonly string[]): string =>
  `${table}_${fields.map(snake).join('_')}_uq`;
