import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { isBlank } from '../../http/request';
import { registerRemoveHook, registerWriteHook, type RemoveHookArgs, type WriteHook } from '../../crud/write-hooks';
import { businessError, notFound } from '../../http/errors';
import { FINDING_FOUND } from '../../../resources/findings';
import { reportNumber } from '../report/report-number';

type Row = Record<string, unknown>;

/** The evidence resources of a complaint (photos, videos). */
export const COMPLAINT_EVIDENCE = ['complaintimg', 'complaintvideo'] as const;

/** Refused when a complaint past 待处理 is edited: what was handled or declined stays as it was. */
export const NOT_EDITABLE = '该投诉已处理,不能修改';

/** 投诉编号: `TS`, the day it was made and ten base-36 characters of its id (see reportNumber). */
export const complaintNumber = (id: string): string => `TS${reportNumber(id).slice(2)}`;

/**
 * The rules every save and removal of a complaint and its evidence keeps, in the write's transaction
 * whichever route made it (submit, the app, the demo go through the repository):
 * - a new complaint is numbered, stamped with the time when none was given, and takes its subject's
 *   dept and region when it names none;
 * - only a complaint still 待处理 is edited (the declared actions change the others);
 * - a piece of evidence takes its complaint's subject (whatever the client sent);
 * - removing complaints removes their evidence.
 * Answers the unregister functions.
 */
export function registerComplaintRules(app: FastifyInstance): Array<() => void> {
  const complaints = app.repo('complaint');
  const subjects = app.repo('subject');
  const table = complaints.def.table;

  const onComplaint: WriteHook = async ({ scope, ctx, op, row, before }) => {
    if (op === 'update' && before && Number(before.handleStatus) !== FINDING_FOUND) throw businessError(NOT_EDITABLE);
    const subject = (await scope.trx
      .selectFrom(subjects.def.table)
      .select(['deptId', 'regionCode'])
      .where((eb) =>
        eb.and([
          eb('tenantId', '=', ctx.tenantId),
          eb('isDeleted', '=', 0),
          eb('id', '=', String(row.subjectId ?? '0')),
        ]),
      )
      .executeTakeFirst()) as Row | undefined;
    if (!subject) throw notFound('经营主体不存在');
    const values: Row = {};
    if (op === 'insert') values.complaintNo = complaintNumber(String(row.id));
    if (isBlank(row.foundTime))
      values.foundTime =
        op === 'update' && before && !isBlank(before.foundTime) ? before.foundTime : sql<string>`now()`;
    if (isBlank(row.deptId) && subject.deptId !== null && subject.deptId !== undefined)
      values.deptId = String(subject.deptId);
    if (isBlank(row.regionCode) && !isBlank(subject.regionCode)) values.regionCode = subject.regionCode;
    if (Object.keys(values).length === 0) return row;
    return complaints.serialize(
      await scope.trx
        .updateTable(table)
        .set(values)
        .where('id', '=', String(row.id))
        .where('tenantId', '=', ctx.tenantId)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  };

  const offs = [registerWriteHook('complaint', onComplaint)];

  for (const name of COMPLAINT_EVIDENCE) {
    const evidence = app.repo(name);
    const onPiece: WriteHook = async ({ scope, ctx, row }) => {
      const complaint = await scope.trx
        .selectFrom(table)
        .select(['id', 'subjectId'])
        .where((eb) =>
          eb.and([
            eb('tenantId', '=', ctx.tenantId),
            eb('isDeleted', '=', 0),
            eb('id', '=', String(row.complaintId ?? '0')),
          ]),
        )
        .executeTakeFirst();
      if (!complaint) throw notFound('投诉不存在');
      if (String(complaint.subjectId) === String(row.subjectId)) return row;
      return evidence.serialize(
        await scope.trx
          .updateTable(evidence.def.table)
          .set({ subjectId: complaint.subjectId })
          .where('id', '=', String(row.id))
          .where('tenantId', '=', ctx.tenantId)
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
    };
    offs.push(registerWriteHook(name, onPiece));
  }

  const onComplaintsRemoved = async ({ scope, ctx, ids }: RemoveHookArgs) => {
    for (const name of COMPLAINT_EVIDENCE) {
      const evidence = app.repo(name);
      const r = await scope.trx
        .updateTable(evidence.def.table)
        .set({ isDeleted: 1, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
        .where((eb) =>
          eb.and([eb('tenantId', '=', ctx.tenantId), eb('isDeleted', '=', 0), eb('complaintId', 'in', ids)]),
        )
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) > 0) scope.touch(evidence.versionKeyFor(ctx));
    }
  };
  offs.push(registerRemoveHook('complaint', onComplaintsRemoved));
  return offs;
}
