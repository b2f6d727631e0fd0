import type { FastifyInstance } from 'fastify';
import { codesOf } from '../../crud/routes';
import { referenceCheck } from '../../crud/references';
import { writableValues } from '../../crud/validate';
import { registerWriteHook, type WriteHookArgs } from '../../crud/write-hooks';
import { ok } from '../../http/envelope';
import { businessError } from '../../http/errors';
import { FINDING_COMPLETE, FINDING_STATUS } from '../../../resources/findings';
import { OPEN_STATES } from '../../../resources/supervise/supervise/schema';
import { ctxOf, paramsOf } from '../../http/request';
import { findingRepo, lockedFinding } from './sources';

/**
 * 督办: `POST supervise/save` takes up a finding. Every save of a supervision (save or the generic
 * submit) goes through one rule, a write hook in its transaction: the source is a live record of the
 * caller's tenant of a resource living the finding life, not yet complete, with no other supervision
 * under way; the subject, dept and region are the finding's. A supervision that ended (completed,
 * rejected, sent back) is no longer edited.
 */
export function registerSupervise(app: FastifyInstance) {
  const repo = app.repo('supervise');
  const def = repo.def;
  const checkReferences = referenceCheck(app.db, app.repos);

  async function onSave({ scope, ctx, op, row, before }: WriteHookArgs) {
    if (op === 'update' && before && !OPEN_STATES.includes(Number(before.superviseStatus)))
      throw businessError('该督办已结束,不能修改');
    const moved = op === 'insert' || before?.sourceType !== row.sourceType || before?.sourceId !== row.sourceId;
    if (!moved) return;
    const source = findingRepo(app, row.sourceType, '督办来源类型不正确');
    const finding = await lockedFinding(scope, ctx, source, row.sourceId, '督办来源不存在或无权操作');
    if (Number(finding[FINDING_STATUS]) === FINDING_COMPLETE) throw businessError('该异常已办结,无需督办');
    const other = await scope.trx
      .selectFrom(def.table)
      .select('id')
      .where((eb) =>
        eb.and([
          repo.scope(eb, { ...ctx, isAdministrator: true }),
          eb(eb.ref('source_type'), '=', String(row.sourceType)),
          eb(eb.ref('source_id'), '=', String(row.sourceId)),
          eb(eb.ref('supervise_status'), 'in', OPEN_STATES),
          eb(eb.ref('id'), '<>', String(row.id)),
        ]),
      )
      .executeTakeFirst();
    if (other) throw businessError('该异常已在督办中,请勿重复督办');
    const saved = await scope.trx
      .updateTable(def.table)
      .set({
        subject_id: finding.subjectId ?? null,
        dept_id: finding.deptId ?? null,
        region_code: finding.regionCode ?? null,
      })
      .where('id', '=', String(row.id))
      .returningAll()
      .executeTakeFirstOrThrow();
    return repo.serialize(saved);
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
