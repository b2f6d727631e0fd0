import crypto from 'node:crypto';
import { OAuthError } from '../../http/errors';
import { hashPassword, md5Hex, verifyPassword } from '../../core/passwords';
import { MSG } from '../messages';
import { tenantOf, type Grant, type GrantDeps, type TokenRequest } from './context';
import { findUserByAccount, requireTenant } from './principal';
import { signIn } from './sign-in';
import type { OAuthClient } from '../client-auth';

// An unknown account is checked against this hash too, so the answer takes as long as for a known one
// and timing does not tell which accounts exist.
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword(md5Hex(crypto.randomBytes(16).toString('hex'))));

/** grant_type=password: account and md5 password, throttled per account and address. */
export const passwordGrant: Grant = (deps, client, req) => signInWithPassword(deps, client, req);

/** grant_type=captcha: the password grant behind a single-use captcha (headers Captcha-Key, Captcha-Code). */
export const captchaGrant: Grant = async (deps, client, req) => {
  const ok = await deps.captcha.check(req.header('captcha-key'), req.header('captcha-code'));
  if (!ok) throw new OAuthError(400, MSG.badCaptcha);
  return signInWithPassword(deps, client, req);
};

async function signInWithPassword(deps: GrantDeps, client: OAuthClient, req: TokenRequest) {
  const tenantId = tenantOf(req);
  const tenant = await requireTenant(deps.db, tenantId);
  const account = req.params.username ?? '';
  const password = req.params.password ?? '';
  if (!account || !password) throw new OAuthError(400, MSG.badCredentials);

  const who = { tenantId, account, ip: req.ip };
  if (await deps.throttle.isLocked(who)) throw new OAuthError(400, MSG.tooManyFailures);
  const user = await findUserByAccount(deps.db, tenantId, account);
  const verdict = await verifyPassword(password, user ? user.password : await decoyHash());
  if (!user || !verdict.ok) {
    await deps.throttle.recordFailure(who, await deps.throttle.failCountOf(tenantId));
    throw new OAuthError(400, MSG.badCredentials);
  }
  await deps.throttle.recordSuccess(who);
  if (verdict.needsRehash) {
    // A hash migrated from Blade (sha1 of md5) is replaced by argon2id now that we hold the md5.
    await deps.db
      .updateTable('blade_user')
      .set({ password: await hashPassword(password) })
      .where('id', '=', user.id)
      .execute();
  }
  return signIn(deps, client, req, user, tenant);
}
