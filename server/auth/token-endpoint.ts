import { OAuthError } from '../http/errors';
import type { ClientAuthenticator } from './client-auth';
import { MSG } from './messages';
import type { Grant, GrantDeps, TokenRequest } from './grants/context';
import type { TokenResponse } from './grants/issue';
import { captchaGrant, passwordGrant } from './grants/password';
import { refreshGrant } from './grants/refresh';
import { signInWithProvider, socialGrant } from './grants/social';

const GRANTS = new Map<string, Grant>([
  ['password', passwordGrant],
  ['captcha', captchaGrant],
  ['refresh_token', refreshGrant],
  ['social', socialGrant],
]);

/**
 * POST oauth/token: authenticates the client (Basic header), checks that it may use the requested
 * grant, then runs the grant. Every refusal is an OAuthError ({error_code, error_description}).
 */
export class TokenEndpoint {
  constructor(
    private readonly deps: GrantDeps,
    private readonly clients: ClientAuthenticator,
  ) {}

  async token(authorization: string | string[] | undefined, req: TokenRequest): Promise<TokenResponse> {
    const client = await this.clients.authenticate(authorization);
    const grantType = req.params.grant_type ?? '';
    const grant = GRANTS.get(grantType);
    if (!grant) throw new OAuthError(400, MSG.unsupportedGrant);
    if (!client.grantTypes.has(grantType)) throw new OAuthError(400, MSG.grantNotAllowed);
    return grant(this.deps, client, req);
  }

  /** POST /api/zzd/auth/login: the social grant with the zzd provider and its one-time `code`. */
  async zzd(authorization: string | string[] | undefined, req: TokenRequest): Promise<TokenResponse> {
    const client = await this.clients.authenticate(authorization);
    if (!client.grantTypes.has('social')) throw new OAuthError(400, MSG.grantNotAllowed);
    return signInWithProvider(this.deps, client, req, 'zzd', req.params.code ?? '', req.params.state ?? '');
  }
}
