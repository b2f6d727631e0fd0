import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { WriteHook } from '../../crud/hooks';
import type { WriteScope } from '../../crud/write-scope';
import type { RequestContext } from '../../http/access';
import type { UpdateOf } from '../../db/database';
import { businessError, notFound } from '../../http/errors';
import { isId } from '../../core/ids';
import { OPEN_STATES } from '../../../resources/supervise/supervise/schema';
import type superviseattach from '../../../resources/supervise/superviseattach/schema';
import type supervisecorrect from '../../../resources/supervise/supervisecorrect/schema';

/**
 * What hangs on a supervision: corrections made under it (`supervisecorrect`) and its attachments
 * (`superviseattach`). A save names a live supervision of the caller's tenant (any data scope: the
 * person correcting is not the supervisor); the row takes its subject, dept and region. A correction
 * is added only while the supervision is under way, and records who made it and when (the person
 * saving it, at the time of the first save).
 */
export function superviseRecordRules(app: FastifyInstance) {
  const supervise = app.repo('supervise');
  const corrections = app.repo('supervisecorrect');
  const attachments = app.repo('superviseattach');

  /** The supervision a row names (any live one of the tenant), or the refusal. */
  async function parentOf(scope: WriteScope, ctx: RequestContext, superviseId: string | null, openOnly: boolean) {
    const id = String(superviseId ?? '');
    const parent = isId(id)
      ? await scope.trx
          .selectFrom(supervise.def.table)
          .selectAll()
          .where((eb) => eb.and([supervise.scope(eb, { ...ctx, isAdministrator: true }), eb('id', '=', id)]))
          .executeTakeFirst()
      : undefined;
    if (!parent) throw notFound('督办不存在或无权操作');
    if (openOnly && !OPEN_STATES.includes(Number(parent.superviseStatus)))
      throw businessError('该督办已结束,不能再添加整改记录');
    return {
      subjectId: parent.subjectId ?? null,
      deptId: parent.deptId ?? null,
      regionCode: parent.regionCode ?? null,
    };
  }

  const onCorrection: WriteHook<typeof supervisecorrect> = async ({ scope, ctx, op, row, before }) => {
    const set: UpdateOf<'supervisecorrect'> = {};
    if (op === 'insert' || before?.superviseId !== row.superviseId)
      Object.assign(set, await parentOf(scope, ctx, row.superviseId, true));
    if (op === 'insert') Object.assign(set, { correctUser: ctx.userId || null, correctTime: sql<string>`now()` });
    if (Object.keys(set).length === 0) return;
    return corrections.rewriteIn(scope, ctx, String(row.id), set);
  };

  const onAttachment: WriteHook<typeof superviseattach> = async ({ scope, ctx, op, row, before }) => {
    if (op !== 'insert' && before?.superviseId === row.superviseId) return;
    return attachments.rewriteIn(scope, ctx, String(row.id), await parentOf(scope, ctx, row.superviseId, false));
  };

  return { onCorrection, onAttachment };
}
