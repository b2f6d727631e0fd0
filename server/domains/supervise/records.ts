import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { registerWriteHook, type WriteHookArgs } from '../../crud/write-hooks';
import { businessError, notFound } from '../../http/errors';
import { isId } from '../../core/ids';
import { OPEN_STATES } from '../../../resources/supervise/supervise/schema';

type Row = Record<string, unknown>;

/**
 * What hangs on a supervision: corrections made under it (`supervisecorrect`) and its attachments
 * (`superviseattach`). A save names a live supervision of the caller's tenant (any data scope: the
 * person correcting is not the supervisor); the row takes its subject, dept and region. A correction
 * is added only while the supervision is under way, and records who made it and when (the person
 * saving it, at the time of the first save).
 */
export function registerSuperviseRecords(app: FastifyInstance) {
  const supervise = app.repo('supervise');

  const hookFor =
    (name: string, openOnly: boolean) =>
    async ({ scope, ctx, op, row, before }: WriteHookArgs) => {
      const repo = app.repo(name);
      const set: Row = {};
      if (op === 'insert' || before?.superviseId !== row.superviseId) {
        const id = String(row.superviseId ?? '');
        const parent = isId(id)
          ? ((await scope.trx
              .selectFrom(supervise.def.table)
              .selectAll()
              .where((eb) =>
                eb.and([supervise.scope(eb, { ...ctx, isAdministrator: true }), eb(eb.ref('id'), '=', id)]),
              )
              .executeTakeFirst()) as Row | undefined)
          : undefined;
        if (!parent) throw notFound('督办不存在或无权操作');
        if (openOnly && !OPEN_STATES.includes(Number(parent.superviseStatus)))
          throw businessError('该督办已结束,不能再添加整改记录');
        Object.assign(set, {
          subject_id: parent.subjectId ?? null,
          dept_id: parent.deptId ?? null,
          region_code: parent.regionCode ?? null,
        });
      }
      if (op === 'insert' && name === 'supervisecorrect')
        Object.assign(set, { correct_user: ctx.userId || null, correct_time: sql<string>`now()` });
      if (Object.keys(set).length === 0) return;
      const saved = await scope.trx
        .updateTable(repo.def.table)
        .set(set)
        .where('id', '=', String(row.id))
        .returningAll()
        .executeTakeFirstOrThrow();
      return repo.serialize(saved);
    };

  const offs = [
    registerWriteHook('supervisecorrect', hookFor('supervisecorrect', true)),
    registerWriteHook('superviseattach', hookFor('superviseattach', false)),
  ];
  app.addHook('onClose', async () => offs.forEach((off) => off()));
}
