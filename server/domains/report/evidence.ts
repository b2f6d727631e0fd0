import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { RemoveHook, WriteHookArgs } from '../../crud/hooks';
import { notFound } from '../../http/errors';
import type reportcheck from '../../../resources/report/reportcheck/schema';
import type reportworkimg from '../../../resources/report/reportworkimg/schema';

/** The evidence resources of a self-check report (photos, videos). */
export const EVIDENCE = ['reportworkimg', 'reportworkvideo'] as const;
type Evidence = (typeof EVIDENCE)[number];

/** What the rule reads of a piece: the fields every kind of evidence shares (resources/report/evidence-fields.ts). */
type PieceWrite = Pick<WriteHookArgs<typeof reportworkimg>, 'scope' | 'ctx'> & {
  row: { id: string; reportcheckId: string | null; subjectId: string | null };
};

/**
 * Evidence rows that follow their parent report (a self-check report's photos `reportworkimg` and
 * videos `reportworkvideo`), in the transaction of each write:
 * - `onPiece(name)`: a piece takes its subject from its report (whatever the client sent, so the
 *   evidence cannot be filed under another subject). The report was checked against the caller's
 *   tenant and data scope by the engine's reference check; it is read here within the tenant again,
 *   as hooks run for every route.
 * - `onReportsRemoved`: removing reports removes their evidence.
 */
export function evidenceFollowsReport(app: FastifyInstance) {
  const reports = app.repo('reportcheck');

  const onPiece =
    (name: Evidence) =>
    async ({ scope, ctx, row }: PieceWrite) => {
      const evidence = app.repo(name);
      const report = await scope.trx
        .selectFrom(reports.def.table)
        .select(['id', 'subjectId'])
        .where((eb) =>
          eb.and([
            eb('tenantId', '=', ctx.tenantId),
            eb('isDeleted', '=', 0),
            eb('id', '=', String(row.reportcheckId)),
          ]),
        )
        .executeTakeFirst();
      if (!report) throw notFound('自查上报不存在');
      if (String(report.subjectId) === String(row.subjectId)) return row;
      return evidence.serialize(
        await scope.trx
          .updateTable(evidence.def.table)
          .set({ subjectId: report.subjectId })
          .where('id', '=', String(row.id))
          .where('tenantId', '=', ctx.tenantId)
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
    };

  const onReportsRemoved: RemoveHook<typeof reportcheck> = async ({ scope, ctx, ids }) => {
    for (const name of EVIDENCE) {
      const evidence = app.repo(name);
      const r = await scope.trx
        .updateTable(evidence.def.table)
        .set({ isDeleted: 1, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
        .where((eb) =>
          eb.and([eb('tenantId', '=', ctx.tenantId), eb('isDeleted', '=', 0), eb('reportcheckId', 'in', ids)]),
        )
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) > 0) scope.touch(evidence.versionKeyFor(ctx));
    }
  };

  return { onPiece, onReportsRemoved };
}
