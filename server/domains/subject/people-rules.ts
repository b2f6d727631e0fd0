import { sql, type Expression } from 'kysely';
import type { WriteHook } from '../../crud/hooks';
import type { WriteScope } from '../../crud/write-scope';
import type { RequestContext } from '../../http/access';
import { badRequest, businessError } from '../../http/errors';
import type employee from '../../../resources/subject/employee/schema';
import type acid from '../../../resources/subject/acid/schema';
import type internetcafedata from '../../../resources/subject/internetcafedata/schema';
import type fireEquip from '../../../resources/subject/fire-equip/schema';
import type reportemployee from '../../../resources/subject/reportemployee/schema';

/**
 * The rules of a subject's people and things that one field cannot say, checked in the save's
 * transaction (a refusal rolls the save back):
 * - an employee is registered once per subject (by ID card);
 * - a test record's employee works at the record's subject;
 * - an internet cafe reports one row per day, with no more terminals in use than it has;
 * - fire equipment comes in a quantity of at least one;
 * - an employee report without its period takes the month of its report time.
 * Rules that compare with other rows lock the subject row first, so two concurrent saves for one
 * subject are checked one after the other and cannot both pass.
 */

export const oneEmployeePerIdCard: WriteHook<typeof employee> = async ({ scope, ctx, row }) => {
  if (await subjectHasTwin(scope, ctx, 'biz_employee', row, sql.ref('idCard'), String(row.idCard)))
    throw businessError('该经营主体已登记此身份证号的从业人员');
};

export const testOfOwnEmployee: WriteHook<typeof acid> = async ({ scope, ctx, row }) => {
  const found = await scope.trx
    .selectFrom('biz_employee')
    .select('subjectId as owner')
    .where('id', '=', String(row.employeeId))
    .where('tenantId', '=', ctx.tenantId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (!found || String(found.owner) !== String(row.subjectId)) throw businessError('所选从业人员不属于该经营主体');
};

const CAFE_COUNTS = [
  ['terminalTotal', '终端总数'],
  ['terminalInUse', '在用终端数'],
  ['onlineUsers', '上网人数'],
  ['minorsRefused', '劝离未成年人数'],
] as const;

export const oneCafeDayPerSubject: WriteHook<typeof internetcafedata> = async ({ scope, ctx, row }) => {
  for (const [name, label] of CAFE_COUNTS) {
    if (row[name] !== null && row[name] !== undefined && Number(row[name]) < 0) throw badRequest(`${label}不能为负数`);
  }
  if (
    row.terminalInUse !== null &&
    row.terminalInUse !== undefined &&
    Number(row.terminalInUse) > Number(row.terminalTotal)
  )
    throw badRequest('在用终端数不能大于终端总数');
  const day = sql<string>`${String(row.dataDate)}::date`;
  if (await subjectHasTwin(scope, ctx, 'biz_internet_cafe_data', row, sql.ref('dataDate'), day))
    throw businessError('该经营主体当日数据已上报,请勿重复添加');
};

/** A report without its period belongs to the month it was reported in. */
export const periodOfReport: WriteHook<typeof reportemployee> = async ({ scope, ctx, row }) => {
  if (row.reportPeriod || typeof row.reportTime !== 'string') return;
  await scope.trx
    .updateTable('biz_report_employee')
    .set({ reportPeriod: row.reportTime.slice(0, 7) })
    .where('id', '=', String(row.id))
    .where('tenantId', '=', ctx.tenantId)
    .execute();
};

export const positiveQuantity: WriteHook<typeof fireEquip> = ({ row }) => {
  if (Number(row.quantity) < 1) throw badRequest('数量应为正整数');
};

/**
 * Whether another live row of `table` of the row's subject has `column` equal to `value`; the subject is
 * locked first, so that no concurrent save of the subject adds one before this save commits.
 */
async function subjectHasTwin(
  scope: WriteScope,
  ctx: RequestContext,
  table: 'biz_employee' | 'biz_internet_cafe_data',
  row: { id?: unknown; subjectId?: unknown },
  column: Expression<unknown>,
  value: unknown,
): Promise<boolean> {
  await lockSubject(scope, ctx, row.subjectId);
  const twin = await scope.trx
    .selectFrom(table)
    .select('id')
    .where('tenantId', '=', ctx.tenantId)
    .where('subjectId', '=', String(row.subjectId))
    .where('isDeleted', '=', 0)
    .where('id', '<>', String(row.id))
    .where(column, '=', value)
    .executeTakeFirst();
  return twin !== undefined;
}

/** Holds the subject row until the transaction ends: saves for one subject are checked in turn. */
async function lockSubject(scope: WriteScope, ctx: RequestContext, subjectId: unknown) {
  await scope.trx
    .selectFrom('biz_subject')
    .select('id')
    .where('id', '=', String(subjectId))
    .where('tenantId', '=', ctx.tenantId)
    .forUpdate()
    .executeTakeFirst();
}
