import { OAuthError } from '../../http/errors';
import { newId } from '../../core/ids';
import { MSG } from '../messages';
import type { OAuthClient } from '../client-auth';
import type { SocialProfile } from '../social';
import { tenantOf, type Grant, type GrantDeps, type TokenRequest } from './context';
import { findUserById, requireTenant, UNBOUND_USER_ID } from './principal';
import { openSession, signIn } from './sign-in';

/** grant_type=social: `source`, `code`, `state` of a third-party sign-in. */
export const socialGrant: Grant = (deps, client, req) =>
  signInWithProvider(deps, client, req, req.params.source ?? '', req.params.code ?? '', req.params.state ?? '');

/**
 * Signs in through a provider. A person already bound to a user gets that user's tokens; anyone else
 * gets a token for user '-1' carrying their oauth_id and no roles (it grants nothing), with which the
 * web app offers registration (register-guest binds the new account to that oauth row).
 */
export async function signInWithProvider(
  deps: GrantDeps,
  client: OAuthClient,
  req: TokenRequest,
  source: string,
  code: string,
  state: string,
) {
  const provider = deps.social.get(source);
  if (!provider) throw new OAuthError(400, MSG.unknownSocialSource);
  const tenantId = tenantOf(req);
  const tenant = await requireTenant(deps.db, tenantId);
  if (!code) throw new OAuthError(400, MSG.socialFailed);
  let profile: SocialProfile;
  try {
    profile = await provider.exchange(code, state);
  } catch {
    throw new OAuthError(400, MSG.socialFailed);
  }
  if (!profile.uuid || profile.uuid.length > 64) throw new OAuthError(400, MSG.socialFailed);

  const link = await linkOf(deps, tenantId, source, profile);
  if (link.userId) {
    const user = await findUserById(deps.db, tenantId, link.userId);
    if (user) return signIn(deps, client, req, user, tenant, link.id);
    // The bound user was removed: the person may register again.
    await deps.db.updateTable('blade_user_oauth').set({ userId: null }).where('id', '=', link.id).execute();
  }
  if (tenant.expired) throw new OAuthError(400, MSG.tenantExpired);
  return openSession(deps, client, req, {
    tenantId,
    userId: UNBOUND_USER_ID,
    deptId: '',
    postId: '',
    roleIds: [],
    roleAliases: [],
    account: profile.username,
    name: profile.nickname,
    realName: '',
    avatar: profile.avatar,
    oauthId: link.id,
  });
}

/** The person's blade_user_oauth row in this tenant, created on their first sign-in, profile refreshed. */
async function linkOf(
  deps: GrantDeps,
  tenantId: string,
  source: string,
  p: SocialProfile,
): Promise<{ id: string; userId: string | null }> {
  const profile = {
    username: p.username.slice(0, 64),
    nickname: p.nickname.slice(0, 64),
    avatar: p.avatar.slice(0, 1000),
    email: p.email.slice(0, 255),
  };
  await deps.db
    .insertInto('blade_user_oauth')
    .values({ id: newId(), tenantId, source, uuid: p.uuid, ...profile })
    .onConflict((oc) => oc.columns(['tenantId', 'source', 'uuid']).doUpdateSet(profile))
    .execute();
  const row = await deps.db
    .selectFrom('blade_user_oauth')
    .select(['id', 'userId'])
    .where('tenantId', '=', tenantId)
    .where('source', '=', source)
    .where('uuid', '=', p.uuid)
    .executeTakeFirstOrThrow();
  return { id: String(row.id), userId: row.userId == null ? null : String(row.userId) };
}
