import type { RowOf } from '../../db/database';

/** What a list joined to its subject reads of it. */
export type SubjectColumnsRow = Pick<RowOf<'subject'>, 'subjectName' | 'creditCode' | 'marketType' | 'address'>;

/**
 * The subject's columns a list row shows beside its own (a checkpoint's assigned subjects, a task's
 * distribution, the subjects' reporting state): name, credit code, market type as a number, address;
 * what the subject lacks is null.
 */
export const subjectColumns = (r: SubjectColumnsRow) => ({
  subjectName: r.subjectName,
  creditCode: r.creditCode ?? null,
  marketType: r.marketType === null ? null : Number(r.marketType),
  address: r.address ?? null,
});
