import type { FastifyInstance } from 'fastify';
import { holds, type RequestContext } from '../../../http/access';
import { ok } from '../../../http/envelope';
import { badRequest, businessError, forbidden } from '../../../http/errors';
import { isId, newId } from '../../../core/ids';
import type { Db } from '../../../db/connection';
import { codesOf } from '../../../crud/routes';
import { writableValues } from '../../../crud/validate';
import { ctxOf } from '../../../http/request';
import type { RouteHandler } from '../../../crud/resource-server';
import { envelope, S } from '../../../http/route-schema';
import { bodyFields } from '../params';
import { tenantWide, type Users } from './context';
import { assertOwnReferences } from './references';
import { changedUsers, principalsOf } from './sessions';
import { revokeSessions } from '../../../auth/revoke';
import { hashTypedPassword, initPasswordHash } from './passwords';
import { createdBy } from '../../../crud/created-by';

type Body = Record<string, unknown>;

const MSG = { exists: '当前用户已存在!', quota: '当前租户已到最大账号额度!', mismatch: '两次密码输入不一致' };

function bodyOf(req: { body: unknown }): Body {
  const body = req.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求体格式错误');
  return body as Body;
}

const idOf = (body: Body) => (body.id === undefined || body.id === null || body.id === '' ? '' : String(body.id));

async function accountTaken(app: FastifyInstance, ctx: RequestContext, db: Db, account: unknown, exceptId = '0') {
  const repo = app.repo('user');
  const row = await db
    .selectFrom(repo.def.table)
    .select('id')
    .where((eb) =>
      eb.and([repo.scope(eb, tenantWide(ctx)), eb('account', '=', String(account)), eb('id', '<>', exceptId)]),
    )
    .executeTakeFirst();
  return !!row;
}

/**
 * Refuses a new account beyond the tenant's quota (blade_tenant.account_number; negative = unlimited).
 * Locks the tenant row, so concurrent inserts of one tenant count one after another.
 */
async function checkQuota(app: FastifyInstance, ctx: RequestContext, trx: Db) {
  const tenant = await trx
    .selectFrom('blade_tenant')
    .select('accountNumber')
    .where('tenantId', '=', ctx.tenantId)
    .where('isDeleted', '=', 0)
    .forUpdate()
    .executeTakeFirst();
  const quota =
    tenant?.accountNumber === null || tenant?.accountNumber === undefined ? -1 : Number(tenant.accountNumber);
  if (quota < 0) return;
  const repo = app.repo('user');
  const n = await trx
    .selectFrom(repo.def.table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where((eb) => repo.scope(eb, tenantWide(ctx)))
    .executeTakeFirstOrThrow();
  if (Number(n.n) >= quota) throw businessError(MSG.quota);
}

async function insertUser(app: FastifyInstance, ctx: RequestContext, body: Body) {
  const repo = app.repo('user');
  const values = writableValues(repo.def, body, 'insert');
  const typed = typeof body.password === 'string' ? body.password : '';
  if (typed && typeof body.password2 === 'string' && body.password2 !== typed) throw businessError(MSG.mismatch);
  const password = typed ? await hashTypedPassword(typed) : await initPasswordHash(app, ctx);
  await assertOwnReferences(app, ctx, values);
  return repo.write(ctx, async (trx) => {
    await checkQuota(app, ctx, trx);
    if (await accountTaken(app, ctx, trx, values.account)) throw businessError(MSG.exists);
    // Written here rather than through repo.insert so the quota count and the insert share the lock.
    const row = await trx
      .insertInto(repo.def.table)
      .values({
        ...values,
        password,
        id: newId(),
        tenantId: ctx.tenantId,
        ...createdBy(ctx),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return repo.serialize(row);
  });
}

/** Updates never touch passwords: the declaration keeps them server-only, so writableValues skips them. */
async function updateUser(app: FastifyInstance, ctx: RequestContext, id: string, body: Body) {
  const repo = app.repo('user');
  const values = writableValues(repo.def, body, 'update');
  await assertOwnReferences(app, ctx, values);
  if (values.account !== undefined && (await accountTaken(app, ctx, app.db, values.account, id)))
    throw businessError(MSG.exists);
  const before = await principalsOf(app.db, ctx.tenantId, isId(id) ? [id] : []);
  const row = await repo.update(ctx, id, values);
  // A changed role, dept or post ends the user's sessions (their tokens carry the old ones).
  await revokeSessions(app.db, app.feed, {
    tenantIds: [ctx.tenantId],
    userIds: changedUsers(before, await principalsOf(app.db, ctx.tenantId, [id])),
  });
  return row;
}

/**
 * The user's submit (insert without id, update with one), in place of the generic handler: the route
 * keeps the engine's access rule and the declaration still offers submit to the web app. A new user
 * gets a password (the one typed, or the tenant's initial one) within the tenant's account quota.
 */
export function userSubmit(app: FastifyInstance, repo: Users): RouteHandler {
  const codes = codesOf(repo.def);
  return async (req) => {
    const ctx = ctxOf(req);
    const body = bodyOf(req);
    const id = idOf(body);
    if (!holds(ctx, id ? codes.edit : codes.add)) throw forbidden();
    return ok(id ? await updateUser(app, ctx, id, body) : await insertUser(app, ctx, body));
  };
}

/** POST update: the submit of an existing user (the body as submit's, with its id). */
export function updateRoutes(app: FastifyInstance, repo: Users) {
  const codes = codesOf(repo.def);
  app.post(
    `${repo.def.base}/update`,
    {
      config: { access: { perm: codes.edit } },
      schema: { body: bodyFields({ id: S.any }), response: envelope(S.record) },
    },
    async (req) => {
      const body = bodyOf(req);
      const id = idOf(body);
      if (!id) throw badRequest('缺少必要的请求参数: id');
      return ok(await updateUser(app, ctxOf(req), id, body));
    },
  );
}
