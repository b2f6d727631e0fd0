import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import type { RequestContext } from '../../http/access';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { isId } from '../../http/ids';
import { writableValues } from '../../crud/validate';
import { ctxOf } from '../grant-support';
import { tenantWide } from './context';
import { findOwnRow, updateOwnRow } from './own-row';

/** What a user may change about themselves (spec §3 "User profile"); roles, depts and the rest stay the administrator's. */
const SELF_EDITABLE = ['avatar', 'name', 'realName', 'phone', 'email'];

/** The column naming a row of each referenced resource, for the profile's role, dept and post names. */
const NAME_COLUMN: Record<string, string> = { role: 'role_name', dept: 'dept_name', post: 'post_name' };

/** Spec §5 phone rules, applied when a phone is given. */
function checkPhone(phone: unknown) {
  const s = typeof phone === 'string' || typeof phone === 'number' ? String(phone).trim() : '';
  if (!s) throw badRequest('手机号码不能为空');
  if (s.length !== 11) throw badRequest('手机号码长度不为11位');
  if (!/^1[3-9]\d{9}$/.test(s)) throw badRequest('手机号码格式不正确');
}

async function namesOf(deps: AppDeps, ctx: RequestContext, resource: string, ids: unknown): Promise<string> {
  const list = String(ids ?? '').split(',').filter(isId);
  if (list.length === 0) return '';
  const repo = deps.repo(resource);
  const rows = await deps.database.db.selectFrom(repo.def.table).select(['id', `${NAME_COLUMN[resource]} as label`])
    .where((eb) => eb.and([repo.scope(eb, tenantWide(ctx)), eb('id', 'in', list)]))
    .execute();
  const byId = new Map(rows.map((r) => [String(r.id), String(r.label)]));
  return list.map((id) => byId.get(id)).filter(Boolean).join(',');
}

/** GET info (own profile, no password fields) and POST update-info (own avatar, names, phone, email). */
export function registerProfileRoutes(app: FastifyInstance, deps: AppDeps) {
  const repo = deps.repo('user');

  app.get('/api/blade-user/info', { config: { access: 'authenticated' } }, async (req) => {
    const ctx = ctxOf(req);
    const me = await findOwnRow(deps, ctx);
    return ok({
      ...repo.serialize(me),
      roleName: await namesOf(deps, ctx, 'role', me.roleId),
      deptName: await namesOf(deps, ctx, 'dept', me.deptId),
      postName: await namesOf(deps, ctx, 'post', me.postId),
      // The profile page asks for the old inspection password only once one is set.
      hasInspectPassword: !!me.inspectPassword,
    });
  });

  app.post('/api/blade-user/update-info', { config: { access: 'authenticated' } }, async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求体格式错误');
    const own = Object.fromEntries(SELF_EDITABLE.filter((k) => Object.prototype.hasOwnProperty.call(body, k)).map((k) => [k, body[k]]));
    if ('phone' in own) checkPhone(own.phone);
    return ok(await updateOwnRow(deps, ctxOf(req), writableValues(repo.def, own, 'update')), '修改成功');
  });
}
