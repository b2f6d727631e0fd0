import type { FastifyInstance } from 'fastify';
import type subject from '../../../resources/subject/subject/schema';
import { codesOf } from '../../crud/routes';
import type { Repository } from '../../crud/repository';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { ctxOf, requiredIdParam } from '../../http/request';
import { envelope, params, rows, S } from '../../http/route-schema';
import { bizDictItems, isBizTypeOf } from './dict-items';
import { commaList } from '../../core/comma-list';

/**
 * GET {subject}/listBizs (subjectId, all): the business types (经营类别) of a subject the caller can see,
 * its `bizType` keys resolved through the tenant's biz_type dictionary, `[{dictKey, dictValue}]`. With
 * `all=1`, every biz_type item of the subject's market type instead, each marked `own` when the subject
 * has it (a checkpoint picker offers them all; `all` is compared with 1 as text).
 */
export function subjectBizRoutes(app: FastifyInstance, repo: Repository<typeof subject>) {
  app.get(
    `${repo.def.base}/listBizs`,
    {
      config: { access: { perm: codesOf(repo.def).read } },
      schema: { querystring: params({ subjectId: S.id, all: S.any }), response: envelope(rows()) },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const q = req.query as Record<string, unknown>;
      const id = requiredIdParam(q.subjectId, 'subjectId');
      const subject = await repo.findRow(ctx, id);
      if (!subject) throw notFound('数据不存在');
      const own = new Set(commaList(subject.bizType));
      const items = await bizDictItems(app, ctx, 'biz_type');
      if (String(q.all ?? '') === '1') {
        const marketType = String(subject.marketType ?? '');
        return ok(
          items
            .filter((i) => isBizTypeOf(i.dictKey, marketType) || own.has(i.dictKey))
            .map((i) => ({ ...i, own: own.has(i.dictKey) })),
        );
      }
      return ok(items.filter((i) => own.has(i.dictKey)));
    },
  );
}
