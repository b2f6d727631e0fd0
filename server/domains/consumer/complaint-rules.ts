import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { isBlank } from '../../http/request';
import type { WriteHook } from '../../crud/hooks';
import { childRowsFollowParent } from '../../crud/child-rows';
import type { UpdateOf } from '../../db/database';
import type complaint from '../../../resources/consumer/complaint/schema';
import { reportNumber } from '../report/report-number';
import { subjectOfWrite } from '../subject/subject-of-write';

/** The evidence resources of a complaint (photos, videos). */
export const COMPLAINT_EVIDENCE = ['complaintimg', 'complaintvideo'] as const;
export type ComplaintEvidence = (typeof COMPLAINT_EVIDENCE)[number];

/** 投诉编号: `TS`, the day it was made and ten base-36 characters of its id (see reportNumber). */
export const complaintNumber = (id: string): string => `TS${reportNumber(id).slice(2)}`;

/**
 * The rules every save and removal of a complaint keeps, in the write's transaction whichever route
 * made it (submit, the app, the demo go through the repository):
 * - a new complaint is numbered, stamped with the time when none was given, and takes its subject's
 *   dept and region when it names none;
 * - only a complaint still 待处理 is edited (the declared actions change the others);
 * - removing complaints removes their evidence (complaintEvidence below).
 */
export function complaintRules(app: FastifyInstance) {
  const complaints = app.repo('complaint');

  const onComplaint: WriteHook<typeof complaint> = async ({ scope, ctx, op, row, before }) => {
    const subject = await subjectOfWrite(scope.trx, ctx.tenantId, row.subjectId);
    const values: UpdateOf<'complaint'> = {};
    if (op === 'insert') values.complaintNo = complaintNumber(String(row.id));
    if (isBlank(row.foundTime))
      values.foundTime =
        op === 'update' && before && !isBlank(before.foundTime) ? before.foundTime : sql<string>`now()`;
    if (isBlank(row.deptId) && subject.deptId !== null && subject.deptId !== undefined)
      values.deptId = String(subject.deptId);
    if (isBlank(row.regionCode) && !isBlank(subject.regionCode)) values.regionCode = subject.regionCode;
    if (Object.keys(values).length === 0) return row;
    return complaints.rewriteIn(scope, ctx, String(row.id), values);
  };

  return { onComplaint, onComplaintsRemoved: complaintEvidence(app).onParentsRemoved };
}

/**
 * A complaint's evidence (`complaintimg`, `complaintvideo`) follows its complaint (server/crud/child-rows.ts):
 * a piece is filed under its complaint's subject, whatever the client sent, and removing complaints
 * removes their evidence. The same rule as a self-check report's evidence (server/domains/report/evidence.ts).
 */
const complaintEvidence = (app: FastifyInstance) =>
  childRowsFollowParent(app, {
    parent: 'complaint',
    children: COMPLAINT_EVIDENCE,
    parentKey: 'complaintId',
    missingParent: '投诉不存在',
  });

/** The save rule of one kind of a complaint's evidence. */
export const evidenceFollowsComplaint = (app: FastifyInstance, name: ComplaintEvidence) =>
  complaintEvidence(app).onChildWrite(name);
