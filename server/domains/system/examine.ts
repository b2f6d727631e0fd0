import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { badRequest, businessError, notFound } from '../../http/errors';
import { codesOf } from '../../crud/routes';
import { maskDetail } from '../../crud/masking';
import { ctxOf, withParams, requiredId } from '../../http/request';
import { envelope, params, queryIntoBody, S, withMessage } from '../../http/route-schema';
import type examine from '../../../resources/system/examine/schema';
import type { Repository } from '../../crud/repository';

const PENDING = 0;
const DECISIONS = new Set([1, 2]);

/**
 * POST handle (id, examineStatus 1 pass / 2 reject, examineOpinion): decides a pending item once;
 * GET get-abnormal-info (id): the record the item is about, read through that resource's own data
 * layer (so its tenant and data scope apply), or null when no such resource is declared.
 */
export function examineRoutes(app: FastifyInstance, repo: Repository<typeof examine>) {
  const base = repo.def.base;
  const codes = codesOf(repo.def);

  app.post(
    `${base}/handle`,
    {
      config: { access: { perm: [codes.edit, 'examine_handle'] } },
      preValidation: queryIntoBody,
      schema: {
        body: params({
          id: withMessage(S.id, '请选择审核数据'),
          examineStatus: withMessage(S.int(1, 2), '请选择审核结果'),
          examineOpinion: S.any,
        }),
        response: envelope(S.record),
      },
    },
    withParams(async (ctx, body) => {
      const id = requiredId(body.id, '请选择审核数据');
      const decision = Number(body.examineStatus);
      if (!DECISIONS.has(decision)) throw badRequest('请选择审核结果');
      const opinion = String(body.examineOpinion ?? '').slice(0, 2000);
      if (decision === 2 && !opinion.trim()) throw badRequest('请输入驳回原因');
      const row = await repo.write(ctx, (trx) =>
        trx
          .updateTable(repo.def.table)
          .set({
            examineStatus: decision,
            examineOpinion: opinion,
            examineUser: ctx.userId || null,
            examineTime: sql<string>`now()`,
            updateUser: ctx.userId || null,
            updateTime: sql<string>`now()`,
          })
          .where((eb) => eb.and([repo.scope(eb, ctx), eb('id', '=', id), eb('examineStatus', '=', PENDING)]))
          .returningAll()
          .executeTakeFirst(),
      );
      if (!row) {
        if (await repo.findRow(ctx, id)) throw businessError('该数据已审核,请勿重复操作');
        throw notFound('数据不存在');
      }
      return ok(repo.serialize(row));
    }),
  );

  // The item's record, or null (an id that names no item included).
  app.get(
    `${base}/get-abnormal-info`,
    {
      config: { access: { perm: codes.read } },
      schema: { querystring: params({ id: S.any }), response: envelope(S.record) },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const item = await repo.findRow(ctx, String((req.query as Record<string, unknown>).id ?? ''));
      if (!item) return ok(null);
      const source = app.repos.get(String(item.sourceType));
      return ok({
        examine: repo.serialize(item),
        // As its own detail answers it: masked fields (identity numbers) whole only for holders of their right.
        source: source ? maskDetail(source.def, ctx, await source.detail(ctx, String(item.sourceId))) : null,
      });
    },
  );
}
