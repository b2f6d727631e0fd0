import type { FastifyInstance } from 'fastify';
import type { LifeCycle } from '../../../resources/types';
import { step } from '../../../resources/presets/lifecycle';
import type reportcheckcase from '../../../resources/report/reportcheckcase/schema';
import {
  CASE_CLOSED,
  CASE_DISMISSED,
  CASE_FILED,
  CASE_PENDING,
} from '../../../resources/report/reportcheckcase/schema';
import { CASE_NONE, CASE_OPENED } from '../../../resources/report/reportcheckwarn/schema';
import type lian from '../../../resources/report/lian/schema';
import type checkfile from '../../../resources/report/checkfile/schema';
import type { ActionHook, RemoveHook, WriteHook } from '../../crud/hooks';
import type { Repository } from '../../crud/repository';
import type { WireRowOf } from '../../crud/wire-row';
import type { WriteScope } from '../../crud/write-scope';
import { todayIn } from '../../crud/no-past';
import type { InsertOf } from '../../db/database';
import type { RequestContext } from '../../http/access';
import { badRequest, businessError, notFound } from '../../http/errors';
import { serverTransition } from './server-transition';

/** The case's state changes its filing makes (history names; no route of their own). */
const FILE = step('file', '立案', 'Filed', CASE_PENDING, CASE_FILED);
const UNFILE = step('unfile', '撤销立案', 'Filing removed', CASE_FILED, CASE_PENDING);
const CLOSE = step('close', '结案', 'Closed', CASE_FILED, CASE_CLOSED);
/** The warning's side when its case is removed: it may become a case again. */
const CASE_REMOVED = step('case-removed', '案件已删除', 'Case removed', CASE_OPENED, CASE_NONE);

/** A case number people can read out: AJ, the day, and the id's last digits (unique with the id). */
export const caseNumber = (id: string, day = todayIn()): string => `AJ${day.replace(/-/g, '')}${id.slice(-6)}`;

/**
 * Cases, their filing and documents (docs/domain.md flow 1), in the transaction of each save: a new case gets
 * its number; saving a filing files its case (only a case waiting for it) and copies the case's
 * subject and ownership; removing a filing puts its case back; closing a filing closes its case; a
 * case with a filing stays, and a removed case frees its warning; a document's filing must be its case's.
 */
export function caseFilingRules(app: FastifyInstance) {
  const cases = app.repo('reportcheckcase');
  const lians = app.repo('lian');
  const warns = app.repo('reportcheckwarn');
  const warnCaseLife = (warns.def.lifecycles ?? []).find((l) => l.field === 'caseState') as LifeCycle;
  const caseLife = (cases.def.lifecycles ?? [])[0] as LifeCycle;

  const onCase: WriteHook<typeof reportcheckcase> = async ({ scope, op, row }) => {
    if (op !== 'insert' || row.caseNo) return;
    const saved = await scope.trx
      .updateTable(cases.def.table)
      .set({ caseNo: caseNumber(String(row.id)) })
      .where('id', '=', String(row.id))
      .returningAll()
      .executeTakeFirstOrThrow();
    return cases.serialize(saved);
  };

  async function caseOf(scope: WriteScope, tenantId: string, caseId: string) {
    const found = await scope.trx
      .selectFrom(cases.def.table)
      .selectAll()
      .where((eb) => eb.and([eb('tenantId', '=', tenantId), eb('isDeleted', '=', 0), eb('id', '=', caseId)]))
      .forUpdate()
      .executeTakeFirst();
    if (!found) throw notFound('案件不存在或无权操作');
    return found;
  }

  const onLian: WriteHook<typeof lian> = async ({ scope, ctx, op, row, before }) => {
    const caseId = String(row.caseId);
    if (op === 'update') {
      if (before && String(before.caseId) !== caseId) throw badRequest('立案后不能更换案件');
      return;
    }
    const theCase = await caseOf(scope, ctx.tenantId, caseId);
    const state = Number(theCase.caseStatus);
    if (state === CASE_DISMISSED) throw businessError('该案件已不予立案,不能立案');
    if (state !== CASE_PENDING) throw businessError('该案件已立案');
    await serverTransition(
      scope,
      ctx,
      cases,
      caseLife,
      FILE,
      { id: caseId },
      { lianId: String(row.id) },
      { lianNo: row.lianNo },
    );
    const saved = await scope.trx
      .updateTable(lians.def.table)
      .set({
        subjectId: theCase.subjectId ?? null,
        deptId: row.deptId ?? theCase.deptId ?? null,
        regionCode: row.regionCode ?? theCase.regionCode ?? null,
      })
      .where('id', '=', String(row.id))
      .returningAll()
      .executeTakeFirstOrThrow();
    return lians.serialize(saved);
  };

  const onLianRemoved: RemoveHook<typeof lian> = async ({ scope, ctx, rows }) => {
    for (const filing of rows) {
      await serverTransition(scope, ctx, cases, caseLife, UNFILE, { id: String(filing.caseId) }, { lianId: null });
    }
  };

  /** Closing a filing closes its case. */
  const onLianClosed: ActionHook<typeof lian> = async ({ scope, ctx, rows }) => {
    for (const filing of rows)
      await serverTransition(
        scope,
        ctx,
        cases,
        caseLife,
        CLOSE,
        { id: String(filing.caseId) },
        {},
        { closeResult: filing.closeResult },
      );
  };

  /** A removed case (its life cycle lets only an untouched, waiting one go) frees its warning for a new one. */
  const onCaseRemoved: RemoveHook<typeof reportcheckcase> = async ({ scope, ctx, rows }) => {
    for (const c of rows) {
      if (c.warnId)
        await serverTransition(
          scope,
          ctx,
          warns,
          warnCaseLife,
          CASE_REMOVED,
          { id: String(c.warnId), caseId: String(c.id) },
          { caseId: null },
        );
    }
  };

  const onCheckfile: WriteHook<typeof checkfile> = async ({ scope, ctx, row }) => {
    if (!row.lianId) return;
    const filing = await scope.trx
      .selectFrom(lians.def.table)
      .select(['id', 'caseId'])
      .where((eb) =>
        eb.and([eb('tenantId', '=', ctx.tenantId), eb('isDeleted', '=', 0), eb('id', '=', String(row.lianId))]),
      )
      .executeTakeFirst();
    if (!filing) throw notFound('立案不存在或无权操作');
    if (String(filing.caseId) !== String(row.caseId)) throw badRequest('所选立案不属于该案件');
  };

  return { onCase, onLian, onLianRemoved, onLianClosed, onCaseRemoved, onCheckfile };
}

/** A case opened from a warning, in the action's transaction (warn-actions.ts). */
export async function openCaseIn(
  scope: WriteScope,
  ctx: RequestContext,
  cases: Repository<typeof reportcheckcase>,
  values: InsertOf<'reportcheckcase'>,
): Promise<WireRowOf<typeof reportcheckcase>> {
  return cases.insertIn(scope, ctx, {
    ...values,
    foundDate: values.foundDate ?? todayIn(),
    caseStatus: CASE_PENDING,
  });
}
