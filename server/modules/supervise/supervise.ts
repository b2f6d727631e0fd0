import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { codesOf } from '../../crud/routes';
import { referenceCheck } from '../../crud/references';
import { writableValues } from '../../crud/validate';
import { registerWriteHook, type WriteHookArgs } from '../../crud/write-hooks';
import { ok } from '../../http/envelope';
import { badRequest, businessError, notFound } from '../../http/errors';
import { FINDING_COMPLETE, FINDING_STATUS, isFinding } from '../../../resources/findings';
import { ctxOf, paramsOf } from '../grant-support';

type Row = Record<string, unknown>;

/** Status of a supervision under way (the only one until the later issue declares its actions). */
export const SUPERVISING = 0;

/**
 * 督办 (issue 9 part): `POST supervise/save` takes up a finding. Every save of a supervision (save or
 * the generic submit) goes through one rule, a write hook in its transaction: the source is a live
 * record of the caller's tenant of a resource living the finding life, not yet complete, with no
 * other supervision under way; the subject, dept and region are the finding's.
 */
export function registerSupervise(app: FastifyInstance, deps: AppDeps) {
  const repo = deps.repo('supervise');
  const def = repo.def;
  const checkReferences = referenceCheck(deps.database.db, deps.repos);

  async function onSave({ scope, ctx, op, row, before }: WriteHookArgs) {
    const moved = op === 'insert' || before?.sourceType !== row.sourceType || before?.sourceId !== row.sourceId;
    if (!moved) return;
    const source = deps.repos.get(String(row.sourceType ?? ''));
    if (!source || !isFinding(source.def)) throw badRequest('督办来源类型不正确');
    // Tenant and live row; not the caller's data scope: a superior takes up findings of any squadron.
    const finding = await scope.trx.selectFrom(source.def.table).selectAll()
      .where((eb) => eb.and([eb(eb.ref('tenant_id'), '=', ctx.tenantId), eb(eb.ref('is_deleted'), '=', 0), eb(eb.ref('id'), '=', String(row.sourceId))]))
      .forUpdate()
      .executeTakeFirst() as Row | undefined;
    if (!finding) throw notFound('督办来源不存在或无权操作');
    if (Number(finding[FINDING_STATUS]) === FINDING_COMPLETE) throw businessError('该异常已办结,无需督办');
    const other = await scope.trx.selectFrom(def.table).select('id')
      .where((eb) => eb.and([
        repo.scope(eb, { ...ctx, isAdministrator: true }), eb(eb.ref('source_type'), '=', String(row.sourceType)),
        eb(eb.ref('source_id'), '=', String(row.sourceId)), eb(eb.ref('supervise_status'), '=', SUPERVISING), eb(eb.ref('id'), '<>', String(row.id)),
      ]))
      .executeTakeFirst();
    if (other) throw businessError('该异常已在督办中,请勿重复督办');
    await scope.trx.updateTable(def.table)
      .set({ subject_id: finding.subjectId ?? null, dept_id: finding.deptId ?? null, region_code: finding.regionCode ?? null })
      .where('id', '=', String(row.id))
      .execute();
  }

  const off = registerWriteHook('supervise', onSave);
  app.addHook('onClose', async () => off());

  /**
   * POST supervise/save (body: sourceType, sourceId, content, requirement, deadline, supervisorUser):
   * a new supervision of a finding, answered as its detail shows it.
   */
  app.post(`${def.base}/save`, { config: { access: { perm: codesOf(def).add } } }, async (req) => {
    const ctx = ctxOf(req);
    const body = paramsOf(req);
    const values = writableValues(def, body, 'insert');
    await checkReferences(ctx, def, values);
    const saved = await repo.insert(ctx, values);
    return ok(await repo.detail(ctx, String(saved.id)));
  });
}
