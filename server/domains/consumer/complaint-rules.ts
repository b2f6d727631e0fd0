import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { isBlank } from '../../http/request';
import type { RequestContext } from '../../http/access';
import type { RemoveHook, WriteHook } from '../../crud/hooks';
import type { WriteScope } from '../../crud/write-scope';
import type { UpdateOf } from '../../db/database';
import { businessError, notFound } from '../../http/errors';
import { FINDING_FOUND } from '../../../resources/findings';
import type complaint from '../../../resources/consumer/complaint/schema';
import { reportNumber } from '../report/report-number';

/** The evidence resources of a complaint (photos, videos). */
export const COMPLAINT_EVIDENCE = ['complaintimg', 'complaintvideo'] as const;
export type ComplaintEvidence = (typeof COMPLAINT_EVIDENCE)[number];

/** Refused when a complaint past 待处理 is edited: what was handled or declined stays as it was. */
export const NOT_EDITABLE = '该投诉已处理,不能修改';

/** 投诉编号: `TS`, the day it was made and ten base-36 characters of its id (see reportNumber). */
export const complaintNumber = (id: string): string => `TS${reportNumber(id).slice(2)}`;

/**
 * The rules every save and removal of a complaint keeps, in the write's transaction whichever route
 * made it (submit, the app, the demo go through the repository):
 * - a new complaint is numbered, stamped with the time when none was given, and takes its subject's
 *   dept and region when it names none;
 * - only a complaint still 待处理 is edited (the declared actions change the others);
 * - removing complaints removes their evidence.
 */
export function complaintRules(app: FastifyInstance) {
  const complaints = app.repo('complaint');
  const subjects = app.repo('subject');

  const onComplaint: WriteHook<typeof complaint> = async ({ scope, ctx, op, row, before }) => {
    if (op === 'update' && before && Number(before.handleStatus) !== FINDING_FOUND) throw businessError(NOT_EDITABLE);
    const subject = await scope.trx
      .selectFrom(subjects.def.table)
      .select(['deptId', 'regionCode'])
      .where((eb) =>
        eb.and([
          eb('tenantId', '=', ctx.tenantId),
          eb('isDeleted', '=', 0),
          eb('id', '=', String(row.subjectId ?? '0')),
        ]),
      )
      .executeTakeFirst();
    if (!subject) throw notFound('经营主体不存在');
    const values: UpdateOf<'complaint'> = {};
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
        .updateTable(complaints.def.table)
        .set(values)
        .where('id', '=', String(row.id))
        .where('tenantId', '=', ctx.tenantId)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  };

  const onComplaintsRemoved: RemoveHook<typeof complaint> = async ({ scope, ctx, ids }) => {
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

  return { onComplaint, onComplaintsRemoved };
}

/** What the evidence rule reads of a piece (a photo's or a video's wire row). */
interface EvidencePiece {
  scope: WriteScope;
  ctx: RequestContext;
  row: { id: string; complaintId: string | null; subjectId: string | null };
}

/**
 * A piece of a complaint's evidence (`complaintimg`, `complaintvideo`) is filed under its complaint's
 * subject, whatever the client sent, in the save's transaction (the complaint is read within the
 * tenant: the engine's reference check already held it against the caller's scope). The same rule as a
 * self-check report's evidence (server/domains/report/evidence.ts).
 */
export function evidenceFollowsComplaint(app: FastifyInstance, name: ComplaintEvidence) {
  const complaints = app.repo('complaint');
  const evidence = app.repo(name);
  return async ({ scope, ctx, row }: EvidencePiece) => {
    const owner = await scope.trx
      .selectFrom(complaints.def.table)
      .select(['id', 'subjectId'])
      .where((eb) =>
        eb.and([
          eb('tenantId', '=', ctx.tenantId),
          eb('isDeleted', '=', 0),
          eb('id', '=', String(row.complaintId ?? '0')),
        ]),
      )
      .executeTakeFirst();
    if (!owner) throw notFound('投诉不存在');
    if (String(owner.subjectId) === String(row.subjectId)) return row;
    return evidence.serialize(
      await scope.trx
        .updateTable(evidence.def.table)
        .set({ subjectId: owner.subjectId })
        .where('id', '=', String(row.id))
        .where('tenantId', '=', ctx.tenantId)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  };
}
