import type { FastifyInstance } from 'fastify';
import type { ActionDef, LifeCycle } from '../../../resources/types';
import {
  CASE_CLOSED,
  CASE_DISMISSED,
  CASE_FILED,
  CASE_PENDING,
} from '../../../resources/report/reportcheckcase/schema';
import { CASE_NONE, CASE_OPENED } from '../../../resources/report/reportcheckwarn/schema';
import { LIAN_CLOSED } from '../../../resources/report/lian/schema';
import { registerActionHook } from '../../crud/action-hooks';
import type { Repository } from '../../crud/repository';
import { registerRemoveHook, registerWriteHook, type RemoveHookArgs, type WriteHookArgs } from '../../crud/write-hooks';
import { todayIn } from '../../crud/no-past';
import { badRequest, businessError, notFound } from '../../http/errors';
import { serverTransition } from './server-transition';

type Row = Record<string, unknown>;

/** The case's state changes its filing makes (history names; no route of their own). */
const FILE: ActionDef = { name: 'file', label: '立案', en: 'Filed', from: [CASE_PENDING], to: CASE_FILED };
const UNFILE: ActionDef = {
  name: 'unfile',
  label: '撤销立案',
  en: 'Filing removed',
  from: [CASE_FILED],
  to: CASE_PENDING,
};
const CLOSE: ActionDef = { name: 'close', label: '结案', en: 'Closed', from: [CASE_FILED], to: CASE_CLOSED };
/** The warning's side when its case is removed: it may become a case again. */
const CASE_REMOVED: ActionDef = {
  name: 'case-removed',
  label: '案件已删除',
  en: 'Case removed',
  from: [CASE_OPENED],
  to: CASE_NONE,
};

/** A case number people can read out: AJ, the day, and the id's last digits (unique with the id). */
export const caseNumber = (id: string, day = todayIn()): string => `AJ${day.replace(/-/g, '')}${id.slice(-6)}`;

/**
 * Cases, their filing and documents (domain.md flow 1), in the transaction of each save: a new case gets
 * its number; saving a filing files its case (only a case waiting for it) and copies the case's
 * subject and ownership; removing a filing puts its case back; closing a filing closes its case; a
 * document's filing must be its case's. The hooks are this app's and leave with it.
 */
export function registerCaseFiling(app: FastifyInstance) {
  const cases = app.repo('reportcheckcase');
  const lians = app.repo('lian');
  const warns = app.repo('reportcheckwarn');
  const warnCaseLife = (warns.def.lifecycles ?? []).find((l) => l.field === 'caseState') as LifeCycle;
  const caseLife = (cases.def.lifecycles ?? [])[0] as LifeCycle;

  async function onCase({ scope, op, row }: WriteHookArgs): Promise<Row | void> {
    if (op !== 'insert' || row.caseNo) return;
    const saved = await scope.trx
      .updateTable(cases.def.table)
      .set({ case_no: caseNumber(String(row.id)) })
      .where('id', '=', String(row.id))
      .returningAll()
      .executeTakeFirstOrThrow();
    return cases.serialize(saved);
  }

  async function caseOf(scope: WriteHookArgs['scope'], tenantId: string, caseId: string): Promise<Row> {
    const found = (await scope.trx
      .selectFrom(cases.def.table)
      .selectAll()
      .where((eb) =>
        eb.and([
          eb(eb.ref('tenant_id'), '=', tenantId),
          eb(eb.ref('is_deleted'), '=', 0),
          eb(eb.ref('id'), '=', caseId),
        ]),
      )
      .forUpdate()
      .executeTakeFirst()) as Row | undefined;
    if (!found) throw notFound('案件不存在或无权操作');
    return found;
  }

  async function onLian({ scope, ctx, op, row, before }: WriteHookArgs): Promise<Row | void> {
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
        subject_id: theCase.subjectId ?? null,
        dept_id: row.deptId ?? theCase.deptId ?? null,
        region_code: row.regionCode ?? theCase.regionCode ?? null,
      })
      .where('id', '=', String(row.id))
      .returningAll()
      .executeTakeFirstOrThrow();
    return lians.serialize(saved);
  }

  async function onLianRemoved({ scope, ctx, rows }: RemoveHookArgs) {
    if (rows.some((lian) => Number(lian.lianStatus) === LIAN_CLOSED)) throw businessError('已结案的立案不能删除');
    for (const lian of rows) {
      await serverTransition(scope, ctx, cases, caseLife, UNFILE, { id: String(lian.caseId) }, { lianId: null });
    }
  }

  /** A case with a filing stays (remove the filing first); a removed case frees its warning for a new one. */
  async function onCaseRemoved({ scope, ctx, rows }: RemoveHookArgs) {
    if (rows.some((c) => c.lianId && Number(c.caseStatus) !== CASE_PENDING))
      throw businessError('该案件已立案,请先删除立案');
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
  }

  async function onCheckfile({ scope, ctx, row }: WriteHookArgs) {
    if (!row.lianId) return;
    const lian = (await scope.trx
      .selectFrom(lians.def.table)
      .select(['id', 'case_id'])
      .where((eb) =>
        eb.and([
          eb(eb.ref('tenant_id'), '=', ctx.tenantId),
          eb(eb.ref('is_deleted'), '=', 0),
          eb(eb.ref('id'), '=', String(row.lianId)),
        ]),
      )
      .executeTakeFirst()) as Row | undefined;
    if (!lian) throw notFound('立案不存在或无权操作');
    if (String(lian.caseId) !== String(row.caseId)) throw badRequest('所选立案不属于该案件');
  }

  const offs = [
    registerWriteHook('reportcheckcase', onCase),
    registerWriteHook('lian', onLian),
    registerRemoveHook('lian', onLianRemoved),
    registerRemoveHook('reportcheckcase', onCaseRemoved),
    registerWriteHook('checkfile', onCheckfile),
    registerActionHook('lian', 'close', async ({ scope, ctx, rows }) => {
      for (const lian of rows)
        await serverTransition(
          scope,
          ctx,
          cases,
          caseLife,
          CLOSE,
          { id: String(lian.caseId) },
          {},
          { closeResult: lian.closeResult },
        );
    }),
  ];
  app.addHook('onClose', async () => offs.forEach((off) => off()));
}

/** A case opened from a warning, in the action's transaction (warn-actions.ts). */
export async function openCaseIn(
  scope: WriteHookArgs['scope'],
  ctx: WriteHookArgs['ctx'],
  cases: Repository,
  values: Row,
): Promise<Row> {
  return cases.insertIn(scope, ctx, {
    ...values,
    found_date: values.found_date ?? todayIn(),
    case_status: CASE_PENDING,
  });
}
