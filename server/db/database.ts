import type { ColumnType, InsertObject, Selectable, UpdateObject } from 'kysely';
import type { Declaration, DeclarationOf, ResourceName } from '../../resources/declarations';
import type { FieldType } from '../../resources/types';
import type { ColumnKind, SYSTEM_TABLES } from './system-tables';

/**
 * The database as the query builder sees it: every declared resource's table (its audit columns and its
 * fields, named as the declaration names them), the tables of the hand-written migrations
 * (system-tables.ts), and the statistics' count tables. Columns are camelCase, as the wire names them;
 * Kysely's CamelCasePlugin writes them snake_case. A misspelt table or column does not compile.
 */
export type Database = DeclaredTables & SystemTables & CountTables;

/**
 * What a column reads back as and what a write may give it: int8, numeric, dates and timestamps are
 * text (server/db/connection.ts), integers are numbers; every declared column may be null.
 */
type Text = ColumnType<string | null, string | number | null | undefined, string | number | null>;
type Int = ColumnType<number | null, number | string | null | undefined, number | string | null>;
type NotNullText = ColumnType<string, string | number | undefined, string | number>;
type NotNullInt = ColumnType<number, number | string | undefined, number | string>;

type FieldColumn<T extends FieldType> = T extends 'int' ? Int : Text;

/** The audit columns every declared table carries (resources/types.ts BASE_FIELDS). */
interface AuditColumns {
  id: NotNullText;
  createUser: Text;
  createDept: Text;
  createTime: NotNullText;
  updateUser: Text;
  updateTime: NotNullText;
  status: NotNullInt;
  isDeleted: NotNullInt;
}

type FieldsOf<D> = D extends { fields: readonly (infer F)[] } ? F : never;

/** One declared table: its audit columns, the tenant column when tenant scoped, and one column per field. */
export type TableOf<D extends Declaration> = AuditColumns &
  (D extends { tenantScoped: true } ? { tenantId: NotNullText } : unknown) & {
    [F in FieldsOf<D> as F extends { name: infer N extends string } ? N : never]: F extends {
      type: infer T extends FieldType;
    }
      ? FieldColumn<T>
      : never;
  };

type DeclaredTables = { [D in Declaration as D['table']]: TableOf<D> };

type KindColumn<K extends string> = K extends `${infer Kind}?`
  ? Kind extends 'integer'
    ? Int
    : Text
  : K extends 'integer'
    ? NotNullInt
    : NotNullText;

type SystemTables = {
  -readonly [T in keyof typeof SYSTEM_TABLES]: {
    -readonly [C in keyof (typeof SYSTEM_TABLES)[T]]: KindColumn<(typeof SYSTEM_TABLES)[T][C] & string>;
  };
};

/**
 * The statistics' count tables (server/db/rollups.ts): made at start from their declarations
 * (server/domains/statistics/rollup-defs.ts) and read only through them, so their columns are the
 * declarations' concern, not this type's.
 */
type CountTables = { [T in `stat_${string}_day` | 'stat_subject']: Record<string, ColumnType<unknown>> };

/** How the kinds of system-tables.ts are spelt as PostgreSQL reports them (information_schema). */
export const KIND_OF_PG_TYPE: Record<string, ColumnKind> = {
  bigint: 'bigint',
  integer: 'integer',
  numeric: 'numeric',
  text: 'text',
  'character varying': 'text',
  date: 'date',
  'timestamp with time zone': 'timestamp',
};

/** The table of a declared resource, by the resource's name. */
export type TableOfResource<N extends ResourceName> = DeclaredTables[DeclarationOf<N>['table']];

/** A row of a declared resource's table as the query builder reads it back. */
export type RowOf<N extends ResourceName> = Selectable<TableOfResource<N>>;

/** The values an update of a declared resource's row may set (every column optional; values or SQL expressions). */
export type UpdateOf<N extends ResourceName> = UpdateObject<Database, DeclarationOf<N>['table']>;

/** The values an insert into a declared resource's table may give (values or SQL expressions). */
export type InsertOf<N extends ResourceName> = InsertObject<Database, DeclarationOf<N>['table']>;
