import type { FastifyInstance } from 'fastify';
import { ok, status } from '../../../http/envelope';
import { badRequest } from '../../../http/errors';
import { codesOf } from '../../../crud/routes';
import { writableValues } from '../../../crud/validate';
import { paramsOf } from '../../../auth/request-params';
import { ctxOf } from '../../../http/request';
import { done, envelope, params, S, paramsRoute } from '../../../http/route-schema';
import type { Users } from './context';

/** Blade names the user `userId` here; our web app says `id`. */
const userIdOf = (p: Record<string, string>) => {
  const id = p.userId || p.id;
  if (!id) throw badRequest('缺少必要的请求参数: id');
  return id;
};

/** The user's platform settings: userType (dict user_type) and userExt (JSON, e.g. {"marketTypes":["1"]}). */
export function platformRoutes(app: FastifyInstance, repo: Users) {
  // An id that is no id finds no row (platform-detail answers null, update-platform 数据不存在), as before.
  app.get(
    `${repo.def.base}/platform-detail`,
    {
      config: { access: { perm: ['user_platform', ...codesOf(repo.def).read] } },
      schema: { querystring: params({ userId: S.any, id: S.any }), response: envelope(S.record) },
    },
    async (req) => {
      const row = await repo.findRow(ctxOf(req), userIdOf(paramsOf(req)));
      if (!row) return ok(null);
      const { id, userType, userExt } = repo.serialize(row);
      return ok({ id, userType, userExt });
    },
  );

  // userType and userExt are checked by the declaration (writableValues) and here (userExt is JSON).
  app.post(
    `${repo.def.base}/update-platform`,
    paramsRoute('user_platform', params({ userId: S.any, id: S.any, userType: S.any, userExt: S.any }), done),
    async (req) => {
      const p = paramsOf(req);
      const id = userIdOf(p);
      const given = Object.fromEntries((['userType', 'userExt'] as const).filter((k) => k in p).map((k) => [k, p[k]]));
      if (given.userExt?.trim()) {
        try {
          JSON.parse(given.userExt);
        } catch {
          throw badRequest('用户拓展信息格式不正确');
        }
      }
      const values = writableValues(repo.def, given, 'update');
      if (Object.keys(values).length === 0) throw badRequest('缺少必要的请求参数: userType');
      await repo.update(ctxOf(req), id, values);
      return status(true);
    },
  );
}
