import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type subject from '../../../resources/subject/subject/schema';
import type { FieldDef } from '../../../resources/types';
import { codesOf } from '../../crud/routes';
import type { Repository } from '../../crud/repository';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { isId } from '../../core/ids';
import { ruleOf } from '../../files/kinds';
import { discardStaged } from '../../files/staging';
import { attachCounterKey } from '../../files/service';
import { ctxOf } from '../../http/request';
import { envelope, params, S } from '../../http/route-schema';

/**
 * POST {subject}/uploadPlanImage (multipart `file` and `id`, the id also taken from the query): the
 * subject's floor plan. The picture is checked as the field's kind (jpg/png, 10M or the field's
 * `maxBytes`), stored, and recorded as an attach row in the same transaction that sets `planImage` and
 * bumps the subject's (and the attach table's) change counter. Only a subject the caller may edit and
 * see (tenant and data scope) is accepted, checked before anything is stored. Answers BladeFile plus
 * `record`, the updated subject. The id's refusal is the handler's own (404, as for an unknown subject).
 */
export function planImageRoutes(app: FastifyInstance, repo: Repository<typeof subject>) {
  const files = app.files;
  const { base, table } = repo.def;
  const field: FieldDef | undefined = repo.def.fields.find((f) => f.name === 'planImage');
  const upload = ruleOf('image', app.config, field?.maxBytes);

  app.post(
    `${base}/uploadPlanImage`,
    {
      config: { access: { perm: codesOf(repo.def).edit } },
      schema: { querystring: params({ id: S.any }), response: envelope(S.record) },
    },
    async (req, reply) => {
      const ctx = ctxOf(req);
      const { staged, fields } = await files.receive(req, reply, upload);
      try {
        const id = String(fields.id ?? (req.query as Record<string, unknown>).id ?? '');
        if (!isId(id) || !(await repo.findRow(ctx, id))) throw notFound('数据不存在');
        const stored = await files.store(ctx, staged, upload.rule.kind, req.log);
        try {
          const attachKey = attachCounterKey(ctx.tenantId);
          let attachVersion = 0;
          const { row, attachId } = await repo.write(ctx, async (trx) => {
            const attachId = await files.recordAttach(trx, ctx, stored);
            attachVersion = await app.feed.bump(trx, attachKey);
            const row = await trx
              .updateTable(table)
              .set({ planImage: stored.link, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
              .where((eb) => eb.and([repo.scope(eb, ctx), eb('id', '=', id)]))
              .returningAll()
              .executeTakeFirst();
            if (!row) throw notFound('数据不存在');
            return { row, attachId };
          });
          app.feed.committed([[attachKey, attachVersion]]);
          return ok({ ...files.answer(stored, attachId), record: repo.serialize(row) });
        } catch (error) {
          await files.forget(stored, req.log);
          throw error;
        }
      } finally {
        await discardStaged(staged);
      }
    },
  );
}
