import { OAuthError } from '../../http/errors';
import { isId } from '../../core/ids';
import { MSG } from '../messages';
import { choiceOf, type Grant } from './context';
import { issueTokens } from './issue';
import { findUserById, principalOf, requireActive, requireTenant } from './principal';

const invalid = () => new OAuthError(401, MSG.tokenInvalid);

/**
 * grant_type=refresh_token: spends the refresh token and answers a new pair in the same session.
 * A refresh token presented twice was copied: the whole session is revoked, so the thief's (or the
 * victim's) tokens all stop working and the user signs in again. The user and their roles are read
 * afresh, so a removed or disabled user cannot stay signed in by refreshing.
 */
export const refreshGrant: Grant = async (deps, client, req) => {
  const claims = await deps.tokens.verifyRefresh(req.params.refresh_token ?? '');
  if (!claims || claims.clientId !== client.clientId || !isId(claims.sessionId)) throw invalid();
  const spent = await deps.sessions.spendRefresh(claims.jti, claims.sessionId);
  if (spent.kind === 'reused') {
    await deps.sessions.revoke(spent.sessionId);
    throw invalid();
  }
  if (spent.kind !== 'ok') throw invalid();

  const session = await deps.sessions.live(claims.sessionId);
  // A third-party login without a user has nothing to refresh: it signs in again after registering.
  if (!session || !session.userId || session.clientId !== client.clientId) throw invalid();
  const user = await findUserById(deps.db, session.tenantId, session.userId);
  if (!user) {
    await deps.sessions.revoke(session.id);
    throw invalid();
  }
  try {
    requireActive(user);
  } catch (e) {
    await deps.sessions.revoke(session.id);
    throw e;
  }
  const tenant = await requireTenant(deps.db, session.tenantId);
  if (tenant.expired) throw new OAuthError(400, MSG.tenantExpired);
  const principal = await principalOf(deps.db, user, choiceOf(req));
  const jti = await deps.sessions.rotate(session.id, client.refreshTokenValidity);
  return issueTokens(deps.tokens, client, principal, { sessionId: session.id, jti }, req.params.type ?? '');
};
