import type { FastifyInstance } from 'fastify';
import { codesOf } from '../../crud/routes';
import { readHistory } from '../../crud/history';
import { referenceLabels } from '../../crud/reference-labels';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { isFinding } from '../../../resources/findings';
import { ctxOf, paramsOf } from '../../http/request';
import { envelope, params, S } from '../../http/route-schema';

/**
 * GET {base}/get-handle-info (id) of every resource living the finding life (resources/findings.ts):
 * the finding as its detail shows it (handle record included: what was done, evidence, who, when,
 * the supervisor's opinion, with the people's names), plus `history`, its timeline newest first.
 * Declared once here for every finding, so every finding gets it with its declaration. The handler
 * checks the id itself: a missing one answers 400, one that names no finding (malformed or not) 404.
 */
export function registerFindings(app: FastifyInstance) {
  const labels = referenceLabels(app.db, app.repos);
  for (const repo of app.repos.values()) {
    if (!isFinding(repo.def)) continue;
    const def = repo.def;
    app.get(
      `${def.base}/get-handle-info`,
      {
        config: { access: { perm: codesOf(def).read } },
        schema: { querystring: params({ id: S.any }), response: envelope(S.record) },
      },
      async (req) => {
        const ctx = ctxOf(req);
        const id = String(paramsOf(req).id ?? '').trim();
        if (!id) throw badRequest('缺少必要的请求参数: id');
        const row = await repo.detail(ctx, id);
        if (!row) throw notFound('数据不存在');
        const [finding] = await labels.rows(ctx, def, [row]);
        return ok({ ...finding, history: await readHistory(app.db, def, ctx, id) });
      },
    );
  }
}
