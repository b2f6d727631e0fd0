import type { Repository } from '../../crud/repository';
import type { WriteScope } from '../../crud/write-scope';
import type { RequestContext } from '../../http/access';
import type subject from '../../../resources/subject/subject/schema';

const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

/** What the rule reads of a record about a subject. */
export interface OwnedRow {
  subjectId: string | null;
  deptId: string | null;
  regionCode: string | null;
}

/**
 * The responsible dept and region of a record about a subject, where the writer left them empty: the
 * subject's (so data scope and the region filters find the record where the subject is). Answers the
 * column values to set, none when nothing is missing or the subject names none.
 */
export async function ownershipFromSubject(
  scope: WriteScope,
  ctx: RequestContext,
  subjects: Repository<typeof subject>,
  row: OwnedRow,
): Promise<{ deptId?: string; regionCode?: string }> {
  if ((!blank(row.deptId) && !blank(row.regionCode)) || blank(row.subjectId)) return {};
  const found = await subjects.findRow(ctx, String(row.subjectId), scope.trx);
  const set: { deptId?: string; regionCode?: string } = {};
  if (found && blank(row.deptId) && !blank(found.deptId)) set.deptId = String(found.deptId);
  if (found && blank(row.regionCode) && !blank(found.regionCode)) set.regionCode = String(found.regionCode);
  return set;
}
