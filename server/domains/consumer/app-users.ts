import type { FastifyInstance, FastifyRequest } from 'fastify';
import { holds } from '../../http/access';
import { ok } from '../../http/envelope';
import { badRequest, forbidden } from '../../http/errors';
import { codesOf } from '../../crud/routes';
import { writableValues } from '../../crud/validate';
import { ctxOf, isBlank } from '../../http/request';
import { referenceCheck } from '../../crud/references';
import type { WriteHook } from '../../crud/hooks';
import type { RouteHandler } from '../../crud/resource-server';
import { hashSentPassword } from '../system/users/passwords';
import type appuser from '../../../resources/consumer/appuser/schema';
import { APP_USER_CONSUMER, APP_USER_MESSAGES, APP_USER_STAFF } from '../../../resources/consumer/appuser/schema';

type Body = Record<string, unknown>;

/**
 * Every save of an app user, whichever route made it, in its transaction: the type is a consumer or a
 * subject's staff; staff name the subject they work for, a consumer works for none (a subject sent
 * with a consumer is dropped).
 */
export function appUserRules(app: FastifyInstance) {
  const appUsers = app.repo('appuser');

  const onAppUser: WriteHook<typeof appuser> = async ({ scope, ctx, row }) => {
    const type = Number(row.userType);
    if (type !== APP_USER_CONSUMER && type !== APP_USER_STAFF) throw badRequest(APP_USER_MESSAGES.type);
    if (type === APP_USER_STAFF && isBlank(row.subjectId)) throw badRequest(APP_USER_MESSAGES.subject);
    if (type === APP_USER_CONSUMER && !isBlank(row.subjectId)) {
      return appUsers.rewriteIn(scope, ctx, String(row.id), { subjectId: null });
    }
  };

  return { onAppUser };
}

function bodyOf(req: FastifyRequest): Body {
  const body = req.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求体格式错误');
  return body as Body;
}

/**
 * The submit of an app user (`/api/system/appuser/submit`), in place of the generic one (same URL and
 * access): it also takes a password, as the admin users' (md5 hex as clients send it, or typed and
 * meeting the password policy), stored argon2id in the app user's own row, never answered (server-only
 * field). Nothing here or anywhere writes blade_user: an app user cannot sign in to the admin.
 */
export function appUserSubmit(app: FastifyInstance): RouteHandler {
  const repo = app.repo('appuser');
  const def = repo.def;
  const codes = codesOf(def);
  const checkReferences = referenceCheck(app.db, app.repos);

  return async (req) => {
    const ctx = ctxOf(req);
    const body = bodyOf(req);
    const id = isBlank(body.id) ? '' : String(body.id);
    if (!holds(ctx, id ? codes.edit : codes.add)) throw forbidden();
    const values = writableValues(def, body, id ? 'update' : 'insert');
    if (!isBlank(body.password)) {
      if (typeof body.password !== 'string') throw badRequest('密码格式不正确');
      values.password = await hashSentPassword(body.password);
    }
    await checkReferences(ctx, def, values);
    return ok(id ? await repo.update(ctx, id, values) : await repo.insert(ctx, values));
  };
}
