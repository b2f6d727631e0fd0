import type { Repository } from '../../crud/repository';
import type { WriteHookArgs } from '../../crud/write-hooks';

type Row = Record<string, unknown>;

const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

/**
 * The responsible dept and region of a record about a subject, where the writer left them empty: the
 * subject's (so data scope and the region filters find the record where the subject is). Answers the
 * column values to set, none when nothing is missing or the subject names none.
 */
export async function ownershipFromSubject(
  scope: WriteHookArgs['scope'],
  ctx: WriteHookArgs['ctx'],
  subjects: Repository,
  row: Row,
): Promise<Row> {
  if ((!blank(row.deptId) && !blank(row.regionCode)) || blank(row.subjectId)) return {};
  const subject = await subjects.findRow(ctx, String(row.subjectId), scope.trx);
  const set: Row = {};
  if (subject && blank(row.deptId) && !blank(subject.deptId)) set.dept_id = String(subject.deptId);
  if (subject && blank(row.regionCode) && !blank(subject.regionCode)) set.region_code = String(subject.regionCode);
  return set;
}
