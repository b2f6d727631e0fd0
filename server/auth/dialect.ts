import { OAuthError } from '../http/errors';
import { fail, ok, type R } from '../http/envelope';
import type { TokenRequest } from './grants/context';
import type { TokenResponse } from './grants/issue';

/**
 * The newer SpringBlade sign-in dialect (POST /api/blade-auth/token): camelCase parameters
 * (grantType, account, refreshToken) and the token inside the R envelope with camelCase keys. It is a
 * translation at the edge only: the same token endpoint, grants and checks answer it.
 */
const RENAMED: Record<string, string> = { grantType: 'grant_type', account: 'username', refreshToken: 'refresh_token' };

/** The request in the classic dialect's names; a classic name given as well wins. */
export function classicRequest(req: TokenRequest): TokenRequest {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.params)) params[RENAMED[k] ?? k] ??= v;
  for (const [k, v] of Object.entries(req.params)) if (!(k in RENAMED)) params[k] = v;
  return { ...req, params };
}

/** SpringBlade's AuthInfo: the token object's fields in camelCase, roleName also as `authority`. */
export function authInfoOf(t: TokenResponse): R<Record<string, unknown>> {
  return ok({
    accessToken: t.access_token,
    tokenType: t.token_type,
    refreshToken: t.refresh_token,
    expiresIn: t.expires_in,
    scope: t.scope,
    tenantId: t.tenant_id,
    userId: t.user_id,
    deptId: t.dept_id,
    postId: t.post_id,
    roleId: t.role_id,
    oauthId: t.oauth_id,
    account: t.account,
    userName: t.user_name,
    nickName: t.nick_name,
    realName: t.real_name,
    roleName: t.role_name,
    authority: t.role_name,
    avatar: t.avatar,
    detail: t.detail,
    license: t.license,
  });
}

/** A refusal as R: an authentication failure stays HTTP 401, anything else is Blade's R.fail (HTTP 200, code 400). */
export function refusalOf(e: unknown): { httpStatus: number; body: R<null> } | null {
  if (!(e instanceof OAuthError)) return null;
  const code = e.httpStatus === 401 ? 401 : 400;
  return { httpStatus: code === 401 ? 401 : 200, body: fail(e.message, code) };
}
