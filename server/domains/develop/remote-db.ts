import pg from 'pg';
import mysql from 'mysql2/promise';

/**
 * One short connection to a data source (PostgreSQL or MySQL/MariaDB): the connection test and the
 * code generator's reading of tables and columns. Never pooled: these are rare administrator calls.
 */

export type SourceKind = 'pg' | 'mysql';

export interface SourceAddress {
  kind: SourceKind;
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
}

export interface SourceColumn {
  name: string;
  /** The database's own type name, lower case (`varchar`, `int8`, `datetime`). */
  dataType: string;
  maxLength: number | null;
  nullable: boolean;
  hasDefault: boolean;
  comment: string;
}

export interface SourceTable {
  name: string;
  comment: string;
}

/** Seconds a connection attempt and a query may take. */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Hosts a data source may not name: the cloud instance metadata services, which the server would
 * otherwise reach with its own network position.
 */
const METADATA_HOSTS =
  /^(169\.254\.\d{1,3}\.\d{1,3}|100\.100\.100\.200|\[?fe80:.*|metadata\.google\.internal|metadata)$/i;

/** `host[:port]/database` (optionally `jdbc:`- or driver-prefixed) read into its parts, or a Chinese message. */
export function parseAddress(kind: string, url: string): { host: string; port: number; database: string } | string {
  if (kind !== 'pg' && kind !== 'mysql') return '请选择数据库类型';
  const text = url
    .trim()
    .replace(/^jdbc:/i, '')
    .replace(/^(postgres|postgresql|mysql|mariadb):\/\//i, '');
  const m = /^(\[[0-9a-f:.]+\]|[A-Za-z0-9._-]+)(?::(\d{1,5}))?\/([A-Za-z0-9_$-]+)(?:\?.*)?$/i.exec(text);
  if (!m) return '连接地址格式不正确,例如 127.0.0.1:5432/postgres';
  const host = m[1].replace(/^\[|\]$/g, '');
  if (METADATA_HOSTS.test(host)) return '连接地址不可用';
  const port = m[2] ? Number(m[2]) : kind === 'pg' ? 5432 : 3306;
  if (port < 1 || port > 65535) return '连接地址的端口不正确';
  return { host, port, database: m[3] };
}

interface Session {
  query<T>(text: string, params: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

async function open(a: SourceAddress): Promise<Session> {
  if (a.kind === 'pg') {
    const client = new pg.Client({
      host: a.host,
      port: a.port,
      database: a.database,
      user: a.user,
      password: a.password,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: CONNECT_TIMEOUT_MS,
      statement_timeout: CONNECT_TIMEOUT_MS,
    });
    // A server that drops the connection later must not crash the process through an unhandled 'error'.
    client.on('error', () => undefined);
    try {
      await client.connect();
    } catch (e) {
      await client.end().catch(() => undefined);
      throw e;
    }
    return {
      async query<T>(text: string, params: unknown[]) {
        return (await client.query(text, params)).rows as T[];
      },
      close: () => client.end().catch(() => undefined),
    };
  }
  const conn = await mysql.createConnection({
    host: a.host,
    port: a.port,
    database: a.database,
    user: a.user,
    password: a.password,
    connectTimeout: CONNECT_TIMEOUT_MS,
  });
  conn.on('error', () => undefined);
  return {
    async query<T>(text: string, params: unknown[]) {
      const [rows] = await conn.query({ sql: text, values: params, timeout: CONNECT_TIMEOUT_MS });
      return rows as T[];
    },
    close: () => conn.end().catch(() => undefined),
  };
}

/** Runs `fn` on one connection, closed afterwards whatever happens. */
export async function withSource<T>(a: SourceAddress, fn: (s: Session) => Promise<T>): Promise<T> {
  const session = await open(a);
  try {
    return await fn(session);
  } finally {
    await session.close();
  }
}

/** The driver's reason of a failure, one line, without the password should a driver ever echo it. */
export function reasonOf(error: unknown, password: string): string {
  const e = error as { message?: string; code?: string };
  let text = String(e?.message || e?.code || error)
    .split('\n')[0]
    .trim();
  if (password) text = text.split(password).join('******');
  if (!text || text === 'undefined') text = String(e?.code ?? '未知错误');
  return text.slice(0, 300);
}

/** Connects and runs `select 1`; throws the driver's error. */
export async function testConnection(a: SourceAddress): Promise<void> {
  await withSource(a, async (s) => {
    await s.query('select 1 as ok', []);
  });
}

/** The base tables of the source's schema (PostgreSQL: `public`; MySQL: the connection's database). */
export async function listTables(a: SourceAddress): Promise<SourceTable[]> {
  return withSource(a, async (s) => {
    if (a.kind === 'pg') {
      const rows = await s.query<{ name: string; comment: string | null }>(
        `select c.relname as name, obj_description(c.oid, 'pg_class') as comment
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
        [],
      );
      return rows.map((r) => ({ name: r.name, comment: r.comment ?? '' }));
    }
    const rows = await s.query<{ name: string; comment: string | null }>(
      `select table_name as name, table_comment as comment from information_schema.tables
        where table_schema = database() and table_type = 'BASE TABLE' order by table_name`,
      [],
    );
    return rows.map((r) => ({ name: r.name, comment: r.comment ?? '' }));
  });
}

/** What both dialects' catalogue queries read of a column, under the same names. */
interface CatalogColumn {
  name: string;
  type: string;
  len: number | null;
  comment: string | null;
}

/** A column as read from the catalogue; the dialects say nullability and defaults each their own way. */
const sourceColumn = (c: CatalogColumn, nullable: boolean, hasDefault: boolean): SourceColumn => ({
  name: c.name,
  dataType: String(c.type).toLowerCase(),
  maxLength: c.len === null ? null : Number(c.len),
  nullable,
  hasDefault,
  comment: c.comment ?? '',
});

/** A table's columns in their order, with comments and nullability; null when there is no such table. */
export async function readTable(
  a: SourceAddress,
  table: string,
): Promise<{ comment: string; columns: SourceColumn[] } | null> {
  return withSource(a, async (s) => {
    if (a.kind === 'pg') {
      const t = await s.query<{ oid: number; comment: string | null }>(
        `select c.oid, obj_description(c.oid, 'pg_class') as comment from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'p')`,
        [table],
      );
      if (!t[0]) return null;
      const cols = await s.query<CatalogColumn & { notnull: boolean; hasdef: boolean }>(
        `select a.attname as name, t.typname as type,
                case when a.atttypmod > 4 and t.typname in ('varchar', 'bpchar') then a.atttypmod - 4 end as len,
                a.attnotnull as notnull, a.atthasdef as hasdef, col_description(a.attrelid, a.attnum) as comment
           from pg_attribute a join pg_type t on t.oid = a.atttypid
          where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped order by a.attnum`,
        [t[0].oid],
      );
      return {
        comment: t[0].comment ?? '',
        columns: cols.map((c) => sourceColumn(c, !c.notnull, Boolean(c.hasdef))),
      };
    }
    const t = await s.query<{ comment: string | null }>(
      `select table_comment as comment from information_schema.tables where table_schema = database() and table_name = ?`,
      [table],
    );
    if (!t[0]) return null;
    const cols = await s.query<CatalogColumn & { nullable: string; def: string | null; extra: string }>(
      `select column_name as name, data_type as type, character_maximum_length as len, is_nullable as nullable,
              column_default as def, extra, column_comment as comment
         from information_schema.columns where table_schema = database() and table_name = ? order by ordinal_position`,
      [table],
    );
    return {
      comment: t[0].comment ?? '',
      columns: cols.map((c) =>
        sourceColumn(c, c.nullable === 'YES', c.def !== null || /auto_increment/i.test(c.extra ?? '')),
      ),
    };
  });
}
