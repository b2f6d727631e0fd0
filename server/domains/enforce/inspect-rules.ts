import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { RequestContext } from '../../http/access';
import type { WriteScope } from '../../crud/write-scope';
import type { RemoveHook, WriteHook } from '../../crud/hooks';
import { badRequest, businessError, notFound } from '../../http/errors';
import { isBlank } from '../../http/request';
import { todayIn } from '../../crud/no-past';
import { reportNumber } from '../report/report-number';
import { INSPECTION_ROLES } from '../system/users/selects';
import { FINDING_FOUND } from '../../../resources/findings';
import type inspect from '../../../resources/enforce/inspect/schema';
import { INSPECT_MESSAGES, RESULT_ABNORMAL, RESULT_NORMAL } from '../../../resources/enforce/inspect/schema';
import type inspectabnormal from '../../../resources/enforce/inspectabnormal/schema';
import type { UpdateOf } from '../../db/database';
import { subjectOfWrite } from '../subject/subject-of-write';
import { rowExists } from '../../crud/repository';
import { commaList } from '../../core/comma-list';

type Row = Record<string, unknown>;

export const NOT_INSPECTOR = '检查人须为本单位在职的检查员或执法人员';
export const FINDING_OPEN_NO_NORMAL = '该巡检已生成巡检异常,不能改为正常';
export const FINDING_HANDLED_FIXED = '该巡检的异常已处理,不能再修改经营主体或整改止期';
export const FINDING_HANDLED_NO_REMOVE = '该巡检的异常已处理,不能删除';
export const FINDING_SUPERVISED_NO_REMOVE = '该巡检的异常正在督办,不能删除';
export const FINDING_NEEDS_ABNORMAL = '该巡检结果为正常,不能登记巡检异常';

const has = (body: Row, key: string) => Object.prototype.hasOwnProperty.call(body, key);
const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/** 巡检编号: `XJ`, the day it was recorded and ten base-36 characters of its id (see report-number.ts). */
export const inspectNumber = (id: string): string => `XJ${reportNumber(id).slice(2)}`;

/**
 * The docs/spec.md §5 checks of an inspection form in the form's order (result, deadline when abnormal,
 * content, inspectors), before the generic validation, on the body a client sent (`stored`: the row
 * an update changes, as the wire shows it). The result decides about the deadline: a normal
 * inspection keeps none (one sent is ignored, past or not); an abnormal one needs one, and an
 * unchanged one is not checked against today again (an edit days later keeps its deadline).
 */
export function checkInspectForm(body: Row, stored?: Row): void {
  const result = has(body, 'result') ? body.result : stored?.result;
  if ((!stored || has(body, 'result')) && isBlank(result)) throw badRequest(INSPECT_MESSAGES.result);
  if (!isBlank(result) && ![RESULT_NORMAL, RESULT_ABNORMAL].includes(Number(result)))
    throw badRequest(INSPECT_MESSAGES.result);
  if (Number(result) === RESULT_NORMAL) {
    if (has(body, 'timeLimit') || stored?.timeLimit) body.timeLimit = null;
    return;
  }
  const timeLimit = has(body, 'timeLimit') ? body.timeLimit : stored?.timeLimit;
  if (isBlank(timeLimit)) throw badRequest(INSPECT_MESSAGES.timeLimit);
  if (stored && has(body, 'timeLimit') && same(body.timeLimit, stored.timeLimit)) delete body.timeLimit;
}

/**
 * The inspection's domain rules, as write and remove hooks (server/crud/write-hooks.ts): whatever
 * route saves an inspection (submit, monitor-save), in its transaction:
 * - the result is 1 or 2; an abnormal one has its deadline, a normal one none;
 * - the inspectors are active users of the tenant holding an inspection role (as selectForInspect lists them);
 * - it gets its number, its time (now when not given) and the subject's dept and region when not given;
 * - turning abnormal (a new abnormal one, or normal → abnormal) opens its finding (`inspectabnormal`:
 *   subject, description = content, found at the inspection time, deadline = timeLimit); while the
 *   finding waits to be handled it follows the inspection's edits; once handled, the subject and the
 *   deadline it was handled against are fixed; an inspection with a finding cannot turn normal.
 * Removing an inspection takes its waiting finding with it; a handled or supervised one keeps it.
 */
export function inspectRules(app: FastifyInstance) {
  const inspections = app.repo('inspect');
  const findings = app.repo('inspectabnormal');
  const supervisions = app.repo('supervise');
  const users = app.repo('user');
  const roles = app.repo('role');

  const tenantWide = (ctx: RequestContext): RequestContext => ({ ...ctx, isAdministrator: true });

  async function checkInspectors(scope: WriteScope, ctx: RequestContext, ids: string[]): Promise<void> {
    if (ids.length === 0) throw badRequest(INSPECT_MESSAGES.enforcerId);
    const roleIds = (
      await scope.trx
        .selectFrom(roles.def.table)
        .select('id')
        .where((eb) => eb.and([roles.scope(eb, tenantWide(ctx)), eb('roleAlias', 'in', INSPECTION_ROLES)]))
        .execute()
    ).map((r) => String(r.id));
    if (roleIds.length === 0) throw badRequest(NOT_INSPECTOR);
    const found = await scope.trx
      .selectFrom(users.def.table)
      .select('id')
      .where((eb) =>
        eb.and([
          users.scope(eb, tenantWide(ctx)),
          eb('status', '=', 1),
          eb('id', 'in', ids),
          eb.or(roleIds.map((id) => eb(sql<string>`',' || role_id || ','`, 'like', `%,${id},%`))),
        ]),
      )
      .execute();
    if (found.length !== ids.length) throw badRequest(NOT_INSPECTOR);
  }

  /** The inspection's live findings, locked (one at most: a unique key). */
  const liveFindings = (scope: WriteScope, ctx: RequestContext, inspectIds: string[]) =>
    scope.trx
      .selectFrom(findings.def.table)
      .selectAll()
      .where((eb) => eb.and([findings.scope(eb, tenantWide(ctx)), eb('inspectId', 'in', inspectIds)]))
      .orderBy('id')
      .forUpdate()
      .execute() as Promise<Row[]>;

  async function openFinding(scope: WriteScope, ctx: RequestContext, inspection: Row, subject: Row): Promise<void> {
    // The finding belongs where the subject does (the data scope reads create_dept).
    const dept = String(subject.deptId ?? '') || ctx.deptId;
    await findings.insertIn(
      scope,
      { ...ctx, deptId: dept },
      {
        subjectId: String(inspection.subjectId),
        inspectId: String(inspection.id),
        description: String(inspection.content ?? ''),
        foundTime: inspection.inspectTime,
        deadline: inspection.timeLimit,
        handleStatus: FINDING_FOUND,
        deptId: inspection.deptId ?? null,
        regionCode: inspection.regionCode ?? null,
      },
    );
  }

  /** A waiting finding follows its inspection: subject, what was found, when, the deadline, ownership. */
  async function followInspection(
    scope: WriteScope,
    ctx: RequestContext,
    finding: Row,
    inspection: Row,
  ): Promise<void> {
    const values: Row = {
      subjectId: String(inspection.subjectId),
      description: String(inspection.content ?? ''),
      foundTime: inspection.inspectTime,
      deadline: inspection.timeLimit,
      deptId: inspection.deptId ?? null,
      regionCode: inspection.regionCode ?? null,
    };
    const wire: Row = findings.serialize(finding);
    if (Object.entries(values).every(([k, v]) => same(wire[k], v))) return;
    await scope.trx
      .updateTable(findings.def.table)
      .set({ ...values, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
      .where('id', '=', String(finding.id))
      .where('tenantId', '=', ctx.tenantId)
      .execute();
    scope.touch(findings.versionKeyFor(ctx));
  }

  const onInspect: WriteHook<typeof inspect> = async ({ scope, ctx, op, row, before }) => {
    const result = Number(row.result);
    if (![RESULT_NORMAL, RESULT_ABNORMAL].includes(result)) throw badRequest(INSPECT_MESSAGES.result);
    if (result === RESULT_ABNORMAL && isBlank(row.timeLimit)) throw badRequest(INSPECT_MESSAGES.timeLimit);
    if (result === RESULT_ABNORMAL && op === 'insert' && String(row.timeLimit) < todayIn())
      throw badRequest(INSPECT_MESSAGES.pastTimeLimit);
    if (isBlank(row.content)) throw badRequest(INSPECT_MESSAGES.content);
    const enforcers = commaList(row.enforcerId);
    if (op === 'insert' || !same(before?.enforcerId, row.enforcerId))
      await checkInspectors(scope, ctx, [...new Set(enforcers)]);
    const subject = await subjectOfWrite(scope.trx, ctx.tenantId, row.subjectId);

    const values: UpdateOf<'inspect'> = {
      inspectNo: isBlank(row.inspectNo) ? inspectNumber(String(row.id)) : row.inspectNo,
      inspectTime: isBlank(row.inspectTime) ? sql<string>`now()` : row.inspectTime,
      timeLimit: result === RESULT_NORMAL ? null : row.timeLimit,
      deptId: isBlank(row.deptId) ? (subject.deptId ?? null) : row.deptId,
      regionCode: isBlank(row.regionCode) ? (subject.regionCode ?? null) : row.regionCode,
    };
    const saved = await inspections.rewriteIn(scope, ctx, String(row.id), values);

    const [finding] = op === 'insert' ? [] : await liveFindings(scope, ctx, [String(saved.id)]);
    const wasAbnormal = op === 'update' && Number(before?.result) === RESULT_ABNORMAL;
    if (result === RESULT_NORMAL) {
      if (wasAbnormal && finding) throw businessError(FINDING_OPEN_NO_NORMAL);
    } else if (!finding) {
      if (!wasAbnormal) await openFinding(scope, ctx, saved, subject);
    } else if (Number(finding.handleStatus) === FINDING_FOUND) {
      await followInspection(scope, ctx, finding, saved);
    } else if (!same(before?.subjectId, saved.subjectId) || !same(before?.timeLimit, saved.timeLimit)) {
      throw businessError(FINDING_HANDLED_FIXED);
    }
    return saved;
  };

  const onInspectRemove: RemoveHook<typeof inspect> = async ({ scope, ctx, ids }) => {
    const live = await liveFindings(scope, ctx, ids);
    if (live.length === 0) return;
    if (live.some((f) => Number(f.handleStatus) !== FINDING_FOUND)) throw businessError(FINDING_HANDLED_NO_REMOVE);
    const findingIds = live.map((f) => String(f.id));
    const supervised = await rowExists(supervisions, scope.trx, tenantWide(ctx), (eb) => [
      eb('sourceType', '=', findings.def.name),
      eb('sourceId', 'in', findingIds),
    ]);
    if (supervised) throw businessError(FINDING_SUPERVISED_NO_REMOVE);
    await findings.removeIn(scope, ctx, findingIds);
  };

  /**
   * A finding recorded or edited by hand names what its inspection names: an abnormal inspection of
   * the tenant, its subject; its dept and region when not given.
   */
  const onFinding: WriteHook<typeof inspectabnormal> = async ({ scope, ctx, row }) => {
    const inspection = await scope.trx
      .selectFrom(inspections.def.table)
      .select(['subjectId', 'result', 'deptId', 'regionCode'])
      .where((eb) => eb.and([inspections.scope(eb, tenantWide(ctx)), eb('id', '=', String(row.inspectId ?? '0'))]))
      .executeTakeFirst();
    if (!inspection) throw notFound('巡检记录不存在');
    if (Number(inspection.result) !== RESULT_ABNORMAL) throw businessError(FINDING_NEEDS_ABNORMAL);
    const values = {
      subjectId: inspection.subjectId,
      deptId: isBlank(row.deptId) ? (inspection.deptId ?? null) : row.deptId,
      regionCode: isBlank(row.regionCode) ? (inspection.regionCode ?? null) : row.regionCode,
    };
    if (Object.entries(values).every(([k, v]) => same(row[k as keyof typeof values], v))) return;
    return findings.rewriteIn(scope, ctx, String(row.id), values);
  };

  return { onInspect, onInspectRemove, onFinding };
}
