import type { RollupDef } from '../../db/rollups';
import inspect from '../../../resources/enforce/inspect/schema';
import subject from '../../../resources/subject/subject/schema';

/**
 * The count tables of the statistics (server/db/rollups.ts keeps them in the writing transaction).
 * Each keeps what a statistic filters or groups by and what a data scope reads: tenant, creator and
 * creating dept (data scope), owning dept and region (filters), the market type, and the grouped
 * states. Its size is the number of distinct such combinations (per day), not the number of records.
 */
export const STAT_ROLLUPS = {
  /** Inspections per day they were made (`inspect_time`), by result and the subject's market type. */
  inspect: {
    table: 'stat_inspect_day',
    source: inspect.table,
    day: 'inspect_time',
    columns: ['tenant_id', 'create_user', 'create_dept', 'dept_id', 'region_code', 'result'],
    subjectMarketType: true,
  },
  /** Live subjects (a stock) by region, market type, credit level and NFC check. */
  subject: {
    table: 'stat_subject',
    source: subject.table,
    columns: ['tenant_id', 'create_user', 'create_dept', 'dept_id', 'region_code', 'market_type', 'credit_level', 'nfc_status'],
  },
} satisfies Record<string, RollupDef>;

export const ROLLUP_LIST: RollupDef[] = Object.values(STAT_ROLLUPS);
