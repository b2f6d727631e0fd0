import type { RollupDef } from '../../db/rollups';
import inspect from '../../../resources/enforce/inspect/schema';
import subject from '../../../resources/subject/subject/schema';
import supervise from '../../../resources/supervise/supervise/schema';
import complaint from '../../../resources/consumer/complaint/schema';
import evaluation from '../../../resources/consumer/evaluation/schema';
import transfer from '../../../resources/transfer/transfer/schema';
import { COUNTED } from './counted';

/** A count table of the statistics (the database's count tables: server/db/database.ts). */
export type StatTable = `stat_${string}_day` | 'stat_subject';

/** A statistic's rollup, its table one of the count tables. */
export interface StatRollup extends RollupDef {
  table: StatTable;
}

/**
 * What a data scope and the statistics' filters read of every counted record: tenant, creator and
 * creating dept (data scope: server/crud/repository.ts `dataScope`), owning dept and region (filters).
 */
const OWNER = ['tenant_id', 'create_user', 'create_dept', 'dept_id', 'region_code'];

/**
 * The count tables of the statistics (server/db/rollups.ts keeps them in the writing transaction):
 * per day the record counts on (COUNTED's date), its owner columns, the subject's market type and
 * the states a statistic groups by. A table's size is the number of distinct such combinations per
 * day, not the number of records.
 */
export const STAT_ROLLUPS = {
  /** Inspections by result. */
  inspect: {
    table: 'stat_inspect_day',
    source: inspect.table,
    day: COUNTED.inspect.date,
    columns: [...OWNER, 'result'],
    subjectMarketType: true,
  },
  /** Live subjects (a stock, no day) by market type, credit level and NFC check. */
  subject: {
    table: 'stat_subject',
    source: subject.table,
    columns: [...OWNER, 'market_type', 'credit_level', 'nfc_status'],
  },
  /** Supervisions by state. */
  supervise: {
    table: 'stat_supervise_day',
    source: supervise.table,
    day: COUNTED.supervise.date,
    columns: [...OWNER, 'supervise_status'],
    subjectMarketType: true,
  },
  /** Complaints by handling state. */
  complaint: {
    table: 'stat_complaint_day',
    source: complaint.table,
    day: COUNTED.complaint.date,
    columns: [...OWNER, 'handle_status'],
    subjectMarketType: true,
  },
  /** Evaluations by score. */
  evaluation: {
    table: 'stat_evaluation_day',
    source: evaluation.table,
    day: COUNTED.evaluation.date,
    columns: [...OWNER, 'score'],
    subjectMarketType: true,
  },
  /** Transfers by sending dept and state. */
  transfer: {
    table: 'stat_transfer_day',
    source: transfer.table,
    day: COUNTED.transfer.date,
    columns: [...OWNER, 'from_dept_id', 'transfer_status'],
    subjectMarketType: true,
  },
} satisfies Record<keyof typeof COUNTED, StatRollup>;

export const ROLLUP_LIST: RollupDef[] = Object.values(STAT_ROLLUPS);
