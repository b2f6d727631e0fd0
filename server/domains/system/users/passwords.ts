import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { RequestContext } from '../../../http/access';
import { status } from '../../../http/envelope';
import { badRequest, businessError, notFound } from '../../../http/errors';
import { hashPassword, md5Hex, verifyPassword } from '../../../core/passwords';
import { tenantParam } from '../../../db/tenant-params';
import { PASSWORD_POLICY_MESSAGE, meetsPasswordPolicy } from '../../../../resources/password-policy';
import { paramsOf } from '../../../auth/request-params';
import { ctxOf } from '../../../http/request';
import { done, params, queryIntoBody, S } from '../../../http/route-schema';
import type { Users } from './context';
import { usersAction } from './ids-action';
import { findOwnRow, updateOwnRow } from './own-row';
import { revokedHere, revokeSessions, revokeSessionsIn } from '../../../auth/revoke';

const MD5_HEX = /^[0-9a-f]{32}$/i;
const INIT_PASSWORD_KEY = 'account.initPassword';
/** Blade's CommonConstant.DEFAULT_PASSWORD, for a tenant that deleted its parameter. */
const FALLBACK_INIT_PASSWORD = '123456';

/** Hash of a password as clients send it (md5 hex of what was typed); anything else is refused. */
export async function hashClientPassword(md5: string): Promise<string> {
  if (!MD5_HEX.test(md5)) throw badRequest('密码格式不正确');
  return hashPassword(md5);
}

/**
 * Hash of a password as typed (user submit: Blade's user form sends it so and the server hashes it),
 * stored in the same argon2id-of-md5 form as every other password, so the md5 the sign-in sends verifies.
 */
export async function hashTypedPassword(plain: string): Promise<string> {
  if (!meetsPasswordPolicy(plain)) throw badRequest(PASSWORD_POLICY_MESSAGE);
  return hashPassword(md5Hex(plain));
}

/**
 * Hash of a password that may arrive either way: md5 hex (our web app, Saber's registration) is hashed
 * as the sign-in's md5 is; anything else is a password as typed, which must meet the policy first.
 */
export const hashSentPassword = (password: string): Promise<string> =>
  MD5_HEX.test(password) ? hashClientPassword(password) : hashTypedPassword(password);

/** Hash of the tenant's initial password (parameter account.initPassword, kept in plain text there). */
export async function initPasswordHash(app: FastifyInstance, ctx: RequestContext): Promise<string> {
  const plain = (await tenantParam(app.db, ctx.tenantId, INIT_PASSWORD_KEY)).trim() || FALLBACK_INIT_PASSWORD;
  return hashPassword(md5Hex(plain));
}

interface PasswordChange {
  column: 'password' | 'inspectPassword';
  oldPassword?: string;
  newPassword?: string;
  newPassword1?: string;
  /** The inspection password starts unset: the first one is set without an old one. */
  firstMayOmitOld: boolean;
}

async function changeOwnPassword(app: FastifyInstance, ctx: RequestContext, c: PasswordChange) {
  if (!c.newPassword) throw badRequest('请输入新密码');
  if (!c.newPassword1) throw badRequest('请输入确认密码');
  const me = await findOwnRow(app, ctx);
  const stored = me[c.column] ? String(me[c.column]) : '';
  if (stored || !c.firstMayOmitOld) {
    if (!c.oldPassword) throw badRequest('请输入原密码');
    if (!(await verifyPassword(c.oldPassword, stored)).ok) throw businessError('原密码不正确');
  }
  if (c.newPassword.toLowerCase() !== c.newPassword1.toLowerCase()) throw businessError('两次新密码输入不一致');
  await updateOwnRow(app, ctx, { [c.column]: await hashClientPassword(c.newPassword) });
  // Whoever held the old password may hold a session: all but the one that changed it end.
  if (c.column === 'password')
    await revokeSessions(app.db, app.feed, {
      tenantIds: [ctx.tenantId],
      userIds: [ctx.userId],
      except: ctx.sessionId,
    });
}

/** The parameters of a password change, as the routes read them (query string over body). */
const passwordChange = (names: string[]) => params(Object.fromEntries(names.map((name) => [name, S.any])));

/** The parameter names of an own password change: the old password, the new one and its repetition. */
type PasswordNames = [oldName: string, newName: string, repeatName: string];

/** reset-password (to the tenant's initial password), update-password, updateInspectPassword. */
export function passwordRoutes(app: FastifyInstance, repo: Users) {
  usersAction(
    app,
    repo,
    { path: 'reset-password', perm: 'user_reset', ids: 'userIds', missing: '请选择用户' },
    async (ctx, ids) => {
      const hash = await initPasswordHash(app, ctx);
      const revoked = await repo.write(ctx, async (trx) => {
        const r = await trx
          .updateTable(repo.def.table)
          .set({ password: hash, updateUser: ctx.userId, updateTime: sql<string>`now()` })
          .where((eb) => eb.and([repo.scope(eb, ctx), eb('id', 'in', ids)]))
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== ids.length) throw notFound('数据不存在或无权操作');
        // A reset password is the administrator's answer to a lost or stolen one: every session ends.
        return revokeSessionsIn(trx, app.feed, { tenantIds: [ctx.tenantId], userIds: ids });
      });
      revokedHere(app.feed, revoked);
    },
  );

  // The passwords are md5 hex as clients send them (hashClientPassword answers a malformed one).
  const ownPassword = (
    path: string,
    names: PasswordNames,
    change: Pick<PasswordChange, 'column' | 'firstMayOmitOld'>,
  ) =>
    app.post(
      `${repo.def.base}/${path}`,
      {
        config: { access: 'authenticated' },
        preValidation: queryIntoBody,
        schema: { body: passwordChange(names), response: done },
      },
      async (req) => {
        const p = paramsOf(req);
        const [oldName, newName, repeatName] = names;
        await changeOwnPassword(app, ctxOf(req), {
          ...change,
          oldPassword: p[oldName],
          newPassword: p[newName],
          newPassword1: p[repeatName],
        });
        return status(true);
      },
    );

  ownPassword('update-password', ['oldPassword', 'newPassword', 'newPassword1'], {
    column: 'password',
    firstMayOmitOld: false,
  });
  ownPassword('updateInspectPassword', ['oldInspectPassword', 'newInspectPassword', 'newInspectPassword1'], {
    column: 'inspectPassword',
    firstMayOmitOld: true,
  });
}
