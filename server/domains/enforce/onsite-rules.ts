import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { RequestContext } from '../../http/access';
import type { WriteScope } from '../../crud/write-scope';
import type { RemoveHookArgs, WriteHookArgs } from '../../crud/hooks';
import { badRequest, businessError, notFound } from '../../http/errors';
import { newId } from '../../core/ids';
import { FINDING_FOUND } from '../../../resources/findings';
import type onsiteinspect from '../../../resources/enforce/onsiteinspect/schema';
import { DEADLINE_REQUIRED, MODE_ONSITE, ONSITE_FINISHED } from '../../../resources/enforce/onsiteinspect/schema';
import type onsiteinspectcheck from '../../../resources/enforce/onsiteinspectcheck/schema';
import type onsiteinspectother from '../../../resources/enforce/onsiteinspectother/schema';
import type onsiteinspectabnormal from '../../../resources/enforce/onsiteinspectabnormal/schema';
import type { UpdateOf } from '../../db/database';
import { CHECK_FAIL } from '../../../resources/enforce/onsiteinspectcheck/schema';
import { INSPECTION_ROLES } from '../system/users/selects';
import { reportNumber } from '../report/report-number';
import { subjectOfWrite } from '../subject/subject-of-write';
import { createdBy } from '../../crud/created-by';
import { rowExists } from '../../crud/repository';
import { commaList } from '../../core/comma-list';

type Row = Record<string, unknown>;

export const FINISHED = '现场检查已完成,不能修改';
export const HANDLED = '该现场检查的异常已处理,不能修改';
export const HANDLED_REMOVE = '该现场检查的异常已处理,不能删除';
export const SUBJECT_FIXED = '现场检查的经营主体不能更改,请删除后重新登记';
export const NOT_INSPECTOR = '检查人须为本单位在职的执法检查人员';
export const ONE_FINDING = '该现场检查已有异常记录';

const RESULT_NORMAL = 1;
const RESULT_ABNORMAL = 2;

const blank = (v: unknown): boolean => v === null || v === undefined || String(v).trim() === '';

/** 检查编号: `XC`, the day and the id in base 36 (the self-check report's numbering, server/domains/report/report-number.ts). */
export const inspectNumber = (id: string): string => `XC${reportNumber(id).slice(2)}`;

/**
 * What the finding says: the failed items (with their notes) and the other problems, in the
 * checklist's order. Kept in step with the inspection while the finding is 待处理.
 */
export function findingText(failed: Array<Record<string, unknown>>, others: Array<Record<string, unknown>>): string {
  const parts: string[] = [];
  if (failed.length)
    parts.push(
      `不合格项:${failed.map((f) => (blank(f.note) ? String(f.itemName) : `${String(f.itemName)}(${String(f.note)})`)).join(';')}`,
    );
  if (others.length) parts.push(`其他问题:${others.map((o) => String(o.description)).join(';')}`);
  return parts.join('。').slice(0, 2000);
}

/**
 * The rules of on-site inspections, as domain hooks: whatever route writes an inspection, an item
 * result, another problem or a finding, its transaction keeps them consistent.
 */
export class OnsiteRules {
  readonly inspections;
  readonly checks;
  readonly others;
  readonly findings;
  private readonly items;
  private readonly roles;
  private readonly users;

  constructor(app: FastifyInstance) {
    this.inspections = app.repo('onsiteinspect');
    this.checks = app.repo('onsiteinspectcheck');
    this.others = app.repo('onsiteinspectother');
    this.findings = app.repo('onsiteinspectabnormal');
    this.items = app.repo('inspectitem');
    this.roles = app.repo('role');
    this.users = app.repo('user');
  }

  /** Tenant-wide live conditions (the data scope narrows what one lists, not what a rule reads). */
  private live(ctx: RequestContext) {
    return { ...ctx, isAdministrator: true };
  }

  /** The subject of a write: a live row of the caller's tenant. */
  subjectOf(db: Db, ctx: RequestContext, id: unknown) {
    return subjectOfWrite(db, ctx.tenantId, id);
  }

  /** The enabled inspection items of a market type, in their order. */
  async itemsOf(db: Db, ctx: RequestContext, marketType: unknown) {
    if (blank(marketType)) return [];
    const rows = await db
      .selectFrom(this.items.def.table)
      .selectAll()
      .where((eb) =>
        eb.and([this.items.scope(eb, ctx), eb('marketType', '=', Number(marketType)), eb('enabled', '=', 1)]),
      )
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map(this.items.serialize);
  }

  /** The inspection (locked), tenant-wide. */
  async lockInspection(scope: WriteScope, ctx: RequestContext, id: unknown) {
    const row = await scope.trx
      .selectFrom(this.inspections.def.table)
      .selectAll()
      .where((eb) => eb.and([this.inspections.scope(eb, this.live(ctx)), eb('id', '=', String(id ?? '0'))]))
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('现场检查不存在');
    return this.inspections.serialize(row);
  }

  private async findingOf(scope: WriteScope, ctx: RequestContext, inspectionId: string) {
    const row = await scope.trx
      .selectFrom(this.findings.def.table)
      .selectAll()
      .where((eb) => eb.and([this.findings.scope(eb, this.live(ctx)), eb('onsiteinspectId', '=', inspectionId)]))
      .orderBy('createTime', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row ? this.findings.serialize(row) : undefined;
  }

  /** Results and other problems change only while the inspection is open and its finding not handled. */
  async assertOpen(scope: WriteScope, ctx: RequestContext, inspection: Row, removing = false): Promise<void> {
    if (Number(inspection.inspectStatus) === ONSITE_FINISHED && !removing) throw businessError(FINISHED);
    const finding = await this.findingOf(scope, ctx, String(inspection.id));
    if (finding && Number(finding.handleStatus) !== FINDING_FOUND)
      throw businessError(removing ? HANDLED_REMOVE : HANDLED);
  }

  /** Every enforcer named is an active user of the tenant holding an inspection role (as selectForInspect lists them). */
  private async checkEnforcers(scope: WriteScope, ctx: RequestContext, enforcerIds: unknown): Promise<void> {
    const ids = [...new Set(commaList(enforcerIds))];
    if (ids.length === 0) return;
    const roleIds = (
      await scope.trx
        .selectFrom(this.roles.def.table)
        .select('id')
        .where((eb) => eb.and([this.roles.scope(eb, ctx), eb('roleAlias', 'in', INSPECTION_ROLES)]))
        .execute()
    ).map((r) => String(r.id));
    const found =
      roleIds.length === 0
        ? []
        : await scope.trx
            .selectFrom(this.users.def.table)
            .select('id')
            .where((eb) =>
              eb.and([
                this.users.scope(eb, this.live(ctx)),
                eb('status', '=', 1),
                eb('id', 'in', ids),
                eb.or(roleIds.map((id) => eb(sql<string>`',' || role_id || ','`, 'like', `%,${id},%`))),
              ]),
            )
            .execute();
    if (found.length !== ids.length) throw businessError(NOT_INSPECTOR);
  }

  /**
   * An inspection's save: its subject is fixed once made; the enforcers are inspection staff; the
   * market type, dept and region are the subject's, the number, recorder and time the server's; a new
   * one gets its item rows; then the result and the finding follow (reconcile).
   */
  async onInspection({ scope, ctx, op, row, before }: WriteHookArgs<typeof onsiteinspect>): Promise<Row> {
    if (op === 'update' && before) {
      if (String(before.subjectId) !== String(row.subjectId)) throw businessError(SUBJECT_FIXED);
      await this.assertOpen(scope, ctx, before);
    }
    const subject = await this.subjectOf(scope.trx, ctx, row.subjectId);
    await this.checkEnforcers(scope, ctx, row.enforcerIds);
    const values: UpdateOf<'onsiteinspect'> = {
      marketType: subject.marketType ?? null,
      deptId: blank(row.deptId) ? (subject.deptId ?? null) : row.deptId,
      regionCode: blank(row.regionCode) ? (subject.regionCode ?? null) : row.regionCode,
    };
    if (blank(row.inspectTime)) values.inspectTime = sql<string>`now()`;
    if (op === 'insert') {
      values.inspectNo = inspectNumber(String(row.id));
      values.inspectUser = ctx.userId || null;
      if (blank(row.inspectMode)) values.inspectMode = MODE_ONSITE;
    }
    await scope.trx
      .updateTable(this.inspections.def.table)
      .set(values)
      .where('id', '=', String(row.id))
      .where('tenantId', '=', ctx.tenantId)
      .execute();
    if (op === 'insert')
      await this.makeItemRows(scope, ctx, {
        id: row.id,
        createDept: row.createDept,
        deptId: (values.deptId as string | null) ?? null,
        regionCode: (values.regionCode as string | null) ?? null,
        marketType: subject.marketType,
      });
    return this.reconcile(scope, ctx, String(row.id));
  }

  /** One result row per enabled item of the subject's market type, in one statement. */
  private async makeItemRows(
    scope: WriteScope,
    ctx: RequestContext,
    inspection: {
      id: string;
      createDept: string | null;
      deptId: string | null;
      regionCode: string | null;
      marketType: number | null;
    },
  ): Promise<void> {
    const items = await this.itemsOf(scope.trx, ctx, inspection.marketType);
    if (items.length === 0) return;
    const dept = String(inspection.createDept ?? '') || (ctx.deptId || '').split(',')[0] || null;
    await scope.trx
      .insertInto(this.checks.def.table)
      .values(
        items.map((item) => ({
          id: newId(),
          tenantId: ctx.tenantId,
          onsiteinspectId: String(inspection.id),
          itemId: String(item.id),
          itemName: String(item.itemName ?? ''),
          sort: Number(item.sort ?? 0),
          checkResult: null,
          note: null,
          deptId: inspection.deptId ?? null,
          regionCode: inspection.regionCode ?? null,
          ...createdBy(ctx),
          createDept: dept,
        })),
      )
      .execute();
    scope.touch(this.checks.versionKeyFor(ctx));
  }

  /**
   * The inspection's result from its items and other problems (any 不合格 item or other problem: 异常),
   * the deadline an abnormal one needs, and its one finding: opened when it turns abnormal, kept in
   * step while 待处理, withdrawn (removed) when a correction leaves nothing abnormal before anyone
   * handled it. Answers the inspection as the wire shows it.
   */
  async reconcile(scope: WriteScope, ctx: RequestContext, inspectionId: string): Promise<Row> {
    const { trx } = scope;
    const inspection = await this.lockInspection(scope, ctx, inspectionId);
    const checks = await trx
      .selectFrom(this.checks.def.table)
      .select(['itemName', 'note', 'checkResult'])
      .where((eb) => eb.and([this.checks.scope(eb, this.live(ctx)), eb('onsiteinspectId', '=', inspectionId)]))
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const others = await trx
      .selectFrom(this.others.def.table)
      .select(['description'])
      .where((eb) => eb.and([this.others.scope(eb, this.live(ctx)), eb('onsiteinspectId', '=', inspectionId)]))
      .orderBy('createTime')
      .orderBy('id')
      .execute();
    const failed = checks.filter((c) => Number(c.checkResult) === CHECK_FAIL);
    const abnormal = failed.length > 0 || others.length > 0;
    if (abnormal && blank(inspection.deadline)) throw businessError(DEADLINE_REQUIRED);

    const result = abnormal ? RESULT_ABNORMAL : RESULT_NORMAL;
    let saved = inspection;
    if (Number(inspection.result) !== result || Number(inspection.failCount) !== failed.length) {
      saved = await this.inspections.rewriteIn(scope, ctx, inspectionId, { result, failCount: failed.length });
    }

    const finding = await this.findingOf(scope, ctx, inspectionId);
    const open = finding && Number(finding.handleStatus) === FINDING_FOUND ? finding : undefined;
    if (abnormal) {
      const description = findingText(failed, others);
      if (!finding) {
        // The finding belongs where the subject does (its dept reads create_dept for the data scope).
        const dept = String(inspection.deptId ?? '') || ctx.deptId;
        await this.findings.insertIn(
          scope,
          { ...ctx, deptId: dept },
          {
            subjectId: String(inspection.subjectId),
            onsiteinspectId: inspectionId,
            description,
            foundTime: inspection.inspectTime ?? sql<string>`now()`,
            deadline: inspection.deadline,
            handleStatus: FINDING_FOUND,
            deptId: inspection.deptId ?? null,
            regionCode: inspection.regionCode ?? null,
          },
        );
      } else if (
        open &&
        (open.description !== description || (open.deadline ?? null) !== (inspection.deadline ?? null))
      ) {
        await trx
          .updateTable(this.findings.def.table)
          .set({
            description,
            deadline: inspection.deadline ?? null,
            updateUser: ctx.userId || null,
            updateTime: sql<string>`now()`,
          })
          .where('id', '=', String(open.id))
          .where('tenantId', '=', ctx.tenantId)
          .execute();
        scope.touch(this.findings.versionKeyFor(ctx));
      }
    } else if (open) {
      await trx
        .updateTable(this.findings.def.table)
        .set({ isDeleted: 1, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
        .where('id', '=', String(open.id))
        .where('tenantId', '=', ctx.tenantId)
        .execute();
      scope.touch(this.findings.versionKeyFor(ctx));
    }
    scope.touch(this.inspections.versionKeyFor(ctx));
    return saved;
  }

  /** An item's result or note changed (the generic submit of `onsiteinspectcheck`). */
  async onCheck({ scope, ctx, row }: WriteHookArgs<typeof onsiteinspectcheck>): Promise<void> {
    if (!blank(row.checkResult) && ![1, 2].includes(Number(row.checkResult))) throw badRequest('检查结果格式不正确');
    const inspection = await this.lockInspection(scope, ctx, row.onsiteinspectId);
    await this.assertOpen(scope, ctx, inspection);
    await this.reconcile(scope, ctx, String(inspection.id));
  }

  /** Another problem: the inspection's subject, dept and region; the inspection open; then reconcile. */
  async onOther({ scope, ctx, row, before }: WriteHookArgs<typeof onsiteinspectother>): Promise<Row | void> {
    const ids = new Set([String(row.onsiteinspectId), ...(before ? [String(before.onsiteinspectId)] : [])]);
    let own: Awaited<ReturnType<OnsiteRules['lockInspection']>> | undefined;
    for (const id of ids) {
      const inspection = await this.lockInspection(scope, ctx, id);
      await this.assertOpen(scope, ctx, inspection);
      if (id === String(row.onsiteinspectId)) own = inspection;
    }
    const values: UpdateOf<'onsiteinspectother'> = {
      subjectId: own!.subjectId,
      deptId: blank(row.deptId) ? (own!.deptId ?? null) : row.deptId,
      regionCode: blank(row.regionCode) ? (own!.regionCode ?? null) : row.regionCode,
    };
    const saved = await this.others.rewriteIn(scope, ctx, String(row.id), values);
    for (const id of ids) await this.reconcile(scope, ctx, id);
    return saved;
  }

  /** A finding recorded or edited by hand names what its inspection names; one live finding per inspection. */
  async onFinding({ scope, ctx, row }: WriteHookArgs<typeof onsiteinspectabnormal>): Promise<Row | void> {
    const inspection = await this.lockInspection(scope, ctx, row.onsiteinspectId);
    const twin = await rowExists(this.findings, scope.trx, this.live(ctx), (eb) => [
      eb('onsiteinspectId', '=', String(inspection.id)),
      eb('id', '<>', String(row.id)),
    ]);
    if (twin) throw businessError(ONE_FINDING);
    const values: UpdateOf<'onsiteinspectabnormal'> = {
      subjectId: inspection.subjectId,
      deptId: blank(row.deptId) ? (inspection.deptId ?? null) : row.deptId,
      regionCode: blank(row.regionCode) ? (inspection.regionCode ?? null) : row.regionCode,
    };
    const current: Row = row;
    if (Object.entries(values).every(([k, v]) => (current[k] ?? null) === (v ?? null))) return;
    return this.findings.rewriteIn(scope, ctx, String(row.id), values);
  }

  /** Removing an inspection takes its items, other problems and a finding nobody handled yet; a handled finding keeps it. */
  async onInspectionRemoved({ scope, ctx, rows }: RemoveHookArgs): Promise<void> {
    const ids = rows.map((r) => String(r.id));
    const handled = await rowExists(this.findings, scope.trx, this.live(ctx), (eb) => [
      eb('onsiteinspectId', 'in', ids),
      eb('handleStatus', '<>', FINDING_FOUND),
    ]);
    if (handled) throw businessError(HANDLED_REMOVE);
    const gone = { isDeleted: 1, updateUser: ctx.userId || null, updateTime: sql<string>`now()` };
    for (const repo of [this.checks, this.others, this.findings]) {
      const r = await scope.trx
        .updateTable(repo.def.table)
        .set(gone)
        .where('tenantId', '=', ctx.tenantId)
        .where('isDeleted', '=', 0)
        .where('onsiteinspectId', 'in', ids)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) > 0) scope.touch(repo.versionKeyFor(ctx));
    }
  }

  /** An item row or another problem removed: only from an open inspection, whose result follows. */
  async onPartRemoved({ scope, ctx, rows }: RemoveHookArgs): Promise<void> {
    for (const id of new Set(rows.map((r) => String(r.onsiteinspectId)))) {
      const inspection = await this.lockInspection(scope, ctx, id);
      await this.assertOpen(scope, ctx, inspection);
      await this.reconcile(scope, ctx, id);
    }
  }
}
