import type { TokenService } from '../../http/tokens';
import type { OAuthClient } from '../client-auth';
import type { Principal } from './principal';

/** The token endpoint's success answer (Blade's token object, not wrapped in R). */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  refresh_token: string;
  expires_in: number;
  scope: string;
  tenant_id: string;
  user_id: string;
  dept_id: string;
  post_id: string;
  role_id: string;
  oauth_id: string;
  account: string;
  user_name: string;
  nick_name: string;
  real_name: string;
  role_name: string;
  avatar: string;
  detail: Record<string, unknown>;
  license: string;
}

/** Signs an access and a refresh token of one session for the principal. */
export async function issueTokens(
  tokens: TokenService,
  client: OAuthClient,
  p: Principal,
  session: { sessionId: string; jti: string },
  type: string,
): Promise<TokenResponse> {
  const roleId = p.roleIds.join(',');
  const roleName = p.roleAliases.join(',');
  const [access, refresh] = await Promise.all([
    tokens.signAccess(
      {
        sessionId: session.sessionId,
        tenantId: p.tenantId,
        userId: p.userId,
        deptId: p.deptId,
        postId: p.postId,
        roleId,
        roleName,
        account: p.account,
        userName: p.account,
        nickName: p.name,
        clientId: client.clientId,
      },
      client.accessTokenValidity,
    ),
    tokens.signRefresh(session.sessionId, session.jti, client.refreshTokenValidity, client.clientId),
  ]);
  return {
    access_token: access,
    token_type: 'bearer',
    refresh_token: refresh,
    expires_in: client.accessTokenValidity,
    scope: client.scope || 'all',
    tenant_id: p.tenantId,
    user_id: p.userId,
    dept_id: p.deptId,
    post_id: p.postId,
    role_id: roleId,
    oauth_id: p.oauthId,
    account: p.account,
    user_name: p.account,
    nick_name: p.name,
    real_name: p.realName,
    role_name: roleName,
    avatar: p.avatar,
    detail: { type: type || 'web' },
    license: 'powered by blade',
  };
}
