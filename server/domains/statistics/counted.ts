import type { ExpressionBuilder } from 'kysely';
import type { DeclarationOf, ResourceName } from '../../../resources/declarations';
import type { Database } from '../../db/database';

/**
 * What the statistics count and how (plain declarations, read by the counts of the records,
 * grouped-counts.ts, and by the count tables, rollup-defs.ts and rollup-reads.ts). Columns are named
 * as SQL names them: the count tables are made from these names (server/db/rollups.ts).
 */
interface CountedResource {
  resource: ResourceName;
  /** The day the record counts on (a datetime column), or null: a stock (rows created up to the end day). */
  date: string | null;
  /** The column that holds the record's subject (`id` for subjects). */
  subject: 'id' | 'subject_id';
}

/** The counted resources of the statistics (their tables: resources/<domain>/<name>/schema.ts). */
export const COUNTED = {
  subject: { resource: 'subject', date: null, subject: 'id' },
  inspect: { resource: 'inspect', date: 'inspect_time', subject: 'subject_id' },
  supervise: { resource: 'supervise', date: 'create_time', subject: 'subject_id' },
  transfer: { resource: 'transfer', date: 'create_time', subject: 'subject_id' },
  evaluation: { resource: 'evaluation', date: 'evaluate_time', subject: 'subject_id' },
  complaint: { resource: 'complaint', date: 'found_time', subject: 'subject_id' },
} satisfies Record<string, CountedResource>;

/** The resources the statistics count, and their tables. */
export type CountedName = (typeof COUNTED)[keyof typeof COUNTED]['resource'];
export type CountedTable = DeclarationOf<CountedName>['table'];

/** Conditions on a counted table (or on one of them: a narrower builder is one of these too). */
export type CountedEb = ExpressionBuilder<Database, CountedTable>;

/** What one counted resource is counted by. */
export interface CountSpec extends CountedResource {
  resource: CountedName;
}

/**
 * What a statistic groups by: a column of the record, `day` (the day the record counts on, yyyy-MM-dd)
 * or `subjectMarketType` (the market type of the record's subject).
 */
export type Group = string;

/**
 * An extra figure per group that adds up: the records with `column op value`, or the sum of a column.
 * Declared rather than written as SQL, so the same figure reads from the records or from a rollup.
 */
export type Aggregate = { count: [column: string, op: '=' | '>=', value: number] } | { sum: string };

export const countWhere = (column: string, op: '=' | '>=', value: number): Aggregate => ({
  count: [column, op, value],
});
