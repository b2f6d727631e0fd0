import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { registerRemoveHook, registerWriteHook, type RemoveHookArgs, type WriteHookArgs } from '../../crud/write-hooks';
import { notFound } from '../../http/errors';

type Row = Record<string, unknown>;

/** The evidence resources of a self-check report (photos, videos). */
export const EVIDENCE = ['reportworkimg', 'reportworkvideo'] as const;

/**
 * A self-check report's photos and videos (`reportworkimg`, `reportworkvideo`): a piece takes its
 * subject from its report in the save's transaction (whatever the client sent, so the evidence cannot
 * be filed under another subject), and removing reports removes their evidence in the removal's
 * transaction. The report was checked against the caller's tenant and data scope by the engine's
 * reference check; it is read here within the tenant again, as hooks run for every route.
 */
export function registerReportEvidence(app: FastifyInstance) {
  const reports = app.repo('reportcheck');
  const offs: Array<() => void> = [];

  for (const name of EVIDENCE) {
    const evidence = app.repo(name);
    const onPiece = async ({ scope, ctx, row }: WriteHookArgs): Promise<Row> => {
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
    offs.push(registerWriteHook(name, onPiece));
  }

  const onReportsRemoved = async ({ scope, ctx, ids }: RemoveHookArgs) => {
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
  offs.push(registerRemoveHook('reportcheck', onReportsRemoved));
  app.addHook('onClose', async () => {
    for (const off of offs) off();
  });
}
