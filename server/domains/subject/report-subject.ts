import type { WriteHook } from '../../crud/hooks';
import type reportsubject from '../../../resources/subject/reportsubject/schema';

/**
 * 自查主体 rows take the dept and region of their subject when the form leaves them empty, so data
 * scope and region filters see them where they see the subject. The subject is read in the save's
 * transaction, within the caller's tenant (the engine has checked the reference already).
 */
export const fillOwnership: WriteHook<typeof reportsubject> = async ({ scope, ctx, row }) => {
  if (row.deptId && row.regionCode) return;
  const subject = await scope.trx
    .selectFrom('biz_subject')
    .select(['deptId', 'regionCode'])
    .where('id', '=', String(row.subjectId))
    .where('tenantId', '=', ctx.tenantId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (!subject) return;
  await scope.trx
    .updateTable('biz_report_subject')
    .set({ deptId: row.deptId ?? subject.deptId ?? null, regionCode: row.regionCode ?? subject.regionCode ?? null })
    .where('id', '=', String(row.id))
    .where('tenantId', '=', ctx.tenantId)
    .execute();
};
