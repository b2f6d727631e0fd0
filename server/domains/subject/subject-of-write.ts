import type { Db } from '../../db/connection';
import { notFound } from '../../http/errors';

/**
 * The subject a write names (a complaint's, an inspection's, a report's): a live subject of the caller's
 * tenant, whatever the caller's data scope (the scope narrows what one lists, not what a rule reads),
 * with what the rules copy from it. Refused `经营主体不存在` when there is none.
 */
export async function subjectOfWrite(db: Db, tenantId: string, id: unknown) {
  const subject = await db
    .selectFrom('biz_subject')
    .select(['id', 'marketType', 'deptId', 'regionCode', 'createDept'])
    .where((eb) => eb.and([eb('tenantId', '=', tenantId), eb('isDeleted', '=', 0), eb('id', '=', String(id ?? '0'))]))
    .executeTakeFirst();
  if (!subject) throw notFound('经营主体不存在');
  return subject;
}
