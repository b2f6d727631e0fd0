import type { FieldDef, ViaFilter } from '../types';
import { parentReference } from './fields';

/**
 * How a business record names the subject (经营主体) it is about. Most records belong to one; the
 * statistics count records by the subject's market type. Pure data: no React, no server code.
 */

/** The subject a record belongs to: required, picked by name, filtered by id. */
export const subjectField = parentReference('subjectId', '经营主体', 'Subject', 'subject', 'subjectName');

/**
 * The subject of a record the server fills in, copied from the record it belongs to or comes from (an
 * attachment's supervision, a photo's report, a filing's case): read only here. Spread it with
 * `index: true` where lists select by it.
 */
export const readOnlySubjectField = {
  name: 'subjectId',
  label: '经营主体',
  en: 'Subject',
  type: 'id',
  reference: 'subject',
  labelAs: 'subjectName',
  readOnly: true,
  filter: ['equal'],
} as const satisfies FieldDef;

/**
 * The market type of a record's subject as a list filter (`subjectMarketType_equal`): the statistics
 * count records by it (server/domains/statistics/stat-query.ts), so their drill-downs select by it.
 */
export const subjectMarketTypeFilter: ViaFilter = { name: 'subjectMarketType', via: 'subjectId', field: 'marketType' };
