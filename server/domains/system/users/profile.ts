import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope';
import { badRequest } from '../../../http/errors';
import { writableValues } from '../../../crud/validate';
import { ctxOf } from '../../../http/request';
import { envelope, noParams, S } from '../../../http/route-schema';
import { bodyFields } from '../params';
import type { Users } from './context';
import type { UserNames } from './names';
import { findOwnRow, updateOwnRow } from './own-row';

/** What a user may change about themselves (docs/spec.md §3 "User profile"); roles, depts and the rest stay the administrator's. */
const SELF_EDITABLE = ['avatar', 'name', 'realName', 'phone', 'email'] as const;

/** Spec §5 phone rules, applied when a phone is given. */
function checkPhone(phone: unknown) {
  const s = typeof phone === 'string' || typeof phone === 'number' ? String(phone).trim() : '';
  if (!s) throw badRequest('手机号码不能为空');
  if (s.length !== 11) throw badRequest('手机号码长度不为11位');
  if (!/^1[3-9]\d{9}$/.test(s)) throw badRequest('手机号码格式不正确');
}

/** GET info (own profile, no password fields) and POST update-info (own avatar, names, phone, email). */
export function profileRoutes(app: FastifyInstance, repo: Users, named: UserNames) {
  app.get(
    `${repo.def.base}/info`,
    { config: { access: 'authenticated' }, schema: { querystring: noParams, response: envelope(S.record) } },
    async (req) => {
      const ctx = ctxOf(req);
      const me = await findOwnRow(app, ctx);
      const [own] = await named(ctx, [repo.serialize(me)]);
      return ok({
        ...own,
        // The profile page asks for the old inspection password only once one is set.
        hasInspectPassword: !!me.inspectPassword,
      });
    },
  );

  // The values are checked against the declaration, the phone by the spec's rules.
  app.post(
    `${repo.def.base}/update-info`,
    {
      config: { access: 'authenticated' },
      schema: {
        body: bodyFields(Object.fromEntries(SELF_EDITABLE.map((name) => [name, S.any]))),
        response: envelope(S.record),
      },
    },
    async (req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求体格式错误');
      const own = Object.fromEntries(
        SELF_EDITABLE.filter((k) => Object.prototype.hasOwnProperty.call(body, k)).map((k) => [k, body[k]]),
      );
      if ('phone' in own) checkPhone(own.phone);
      return ok(await updateOwnRow(app, ctxOf(req), writableValues(repo.def, own, 'update')), '修改成功');
    },
  );
}
