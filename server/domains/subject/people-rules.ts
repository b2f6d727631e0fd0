import { sql } from 'kysely';
import { registerWriteHook, type WriteHook } from '../../crud/write-hooks';
import type { WriteScope } from '../../crud/write-scope';
import type { RequestContext } from '../../http/access';
import { badRequest, businessError } from '../../http/errors';

type Row = Record<string, unknown>;

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
export function registerPeopleRules() {
  registerWriteHook('employee', oneEmployeePerIdCard);
  registerWriteHook('acid', testOfOwnEmployee);
  registerWriteHook('internetcafedata', oneCafeDayPerSubject);
  registerWriteHook('fireEquip', positiveQuantity);
  registerWriteHook('reportemployee', periodOfReport);
}

/** Module-level functions: every app built in a process registers them again, and they run once. */
const oneEmployeePerIdCard: WriteHook = async ({ scope, ctx, row }) => {
  await lockSubject(scope, ctx, row.subjectId);
  const twin = await others(scope, ctx, 'biz_employee', row)
    .where('id_card', '=', String(row.idCard))
    .executeTakeFirst();
  if (twin) throw businessError('该经营主体已登记此身份证号的从业人员');
};

const testOfOwnEmployee: WriteHook = async ({ scope, ctx, row }) => {
  const employee = await scope.trx
    .selectFrom('biz_employee')
    .select('subject_id as owner')
    .where('id', '=', String(row.employeeId))
    .where('tenant_id', '=', ctx.tenantId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  if (!employee || String(employee.owner) !== String(row.subjectId))
    throw businessError('所选从业人员不属于该经营主体');
};

const oneCafeDayPerSubject: WriteHook = async ({ scope, ctx, row }) => {
  for (const [name, label] of [
    ['terminalTotal', '终端总数'],
    ['terminalInUse', '在用终端数'],
    ['onlineUsers', '上网人数'],
    ['minorsRefused', '劝离未成年人数'],
  ]) {
    if (row[name] !== null && row[name] !== undefined && Number(row[name]) < 0) throw badRequest(`${label}不能为负数`);
  }
  if (
    row.terminalInUse !== null &&
    row.terminalInUse !== undefined &&
    Number(row.terminalInUse) > Number(row.terminalTotal)
  )
    throw badRequest('在用终端数不能大于终端总数');
  await lockSubject(scope, ctx, row.subjectId);
  const twin = await others(scope, ctx, 'biz_internet_cafe_data', row)
    .where('data_date', '=', sql<string>`${String(row.dataDate)}::date`)
    .executeTakeFirst();
  if (twin) throw businessError('该经营主体当日数据已上报,请勿重复添加');
};

/** A report without its period belongs to the month it was reported in. */
const periodOfReport: WriteHook = async ({ scope, ctx, row }) => {
  if (row.reportPeriod || typeof row.reportTime !== 'string') return;
  await scope.trx
    .updateTable('biz_report_employee')
    .set({ report_period: row.reportTime.slice(0, 7) })
    .where('id', '=', String(row.id))
    .where('tenant_id', '=', ctx.tenantId)
    .execute();
};

const positiveQuantity: WriteHook = ({ row }) => {
  if (Number(row.quantity) < 1) throw badRequest('数量应为正整数');
};

/** Holds the subject row until the transaction ends: saves for one subject are checked in turn. */
async function lockSubject(scope: WriteScope, ctx: RequestContext, subjectId: unknown) {
  await scope.trx
    .selectFrom('biz_subject')
    .select('id')
    .where('id', '=', String(subjectId))
    .where('tenant_id', '=', ctx.tenantId)
    .forUpdate()
    .executeTakeFirst();
}

/** The tenant's other live rows of the same subject (not the one just saved). */
function others(scope: WriteScope, ctx: RequestContext, table: string, row: Row) {
  return scope.trx
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', ctx.tenantId)
    .where('subject_id', '=', String(row.subjectId))
    .where('is_deleted', '=', 0)
    .where('id', '<>', String(row.id));
}
