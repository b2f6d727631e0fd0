import { OAuthError } from '../../http/errors';
import type { OAuthClient } from '../client-auth';
import { MSG } from '../messages';
import { choiceOf, type GrantDeps, type TokenRequest } from './context';
import { issueTokens, type TokenResponse } from './issue';
import { principalOf, requireActive, UNBOUND_USER_ID, type Principal, type UserRow } from './principal';

/**
 * The end every sign-in shares once the user is known: the account must be active, the tenant's
 * licence current and the user must hold a live role; then a new session and its token pair.
 */
export async function signIn(
  deps: GrantDeps,
  client: OAuthClient,
  req: TokenRequest,
  user: UserRow,
  tenant: { expired: boolean },
  oauthId = '',
): Promise<TokenResponse> {
  requireActive(user);
  if (tenant.expired) throw new OAuthError(400, MSG.tenantExpired);
  const principal = await principalOf(deps.db, user, choiceOf(req), oauthId);
  return openSession(deps, client, req, principal);
}

export async function openSession(
  deps: GrantDeps,
  client: OAuthClient,
  req: TokenRequest,
  p: Principal,
): Promise<TokenResponse> {
  const session = await deps.sessions.open(
    { tenantId: p.tenantId, userId: p.userId === UNBOUND_USER_ID ? null : p.userId, clientId: client.clientId },
    client.refreshTokenValidity,
  );
  return issueTokens(deps.tokens, client, p, session, req.params.type ?? '');
}
