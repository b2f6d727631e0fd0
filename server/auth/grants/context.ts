import type { Db } from '../../db/connection';
import type { TokenService } from '../../http/tokens';
import type { OAuthClient } from '../client-auth';
import type { CaptchaStore } from '../captcha';
import type { LoginThrottle } from '../throttle';
import type { SessionStore } from '../sessions';
import type { SocialProviders } from '../social';
import type { TokenResponse } from './issue';
import type { Choice } from './principal';
import { PLATFORM_TENANT } from '../../http/access';

/** One token request, already taken apart: parameters (query over form body), headers, client address. */
export interface TokenRequest {
  params: Readonly<Record<string, string>>;
  /** A header's value, '' when absent (names in lower case). */
  header(name: string): string;
  ip: string;
}

export interface GrantDeps {
  db: Db;
  tokens: TokenService;
  sessions: SessionStore;
  throttle: LoginThrottle;
  captcha: CaptchaStore;
  social: SocialProviders;
}

export type Grant = (deps: GrantDeps, client: OAuthClient, req: TokenRequest) => Promise<TokenResponse>;

/** The tenant a sign-in is for: the Tenant-Id header (as Blade reads it), else the tenantId parameter. */
export const tenantOf = (req: TokenRequest) => req.header('tenant-id') || req.params.tenantId || PLATFORM_TENANT;

export const choiceOf = (req: TokenRequest): Choice => ({
  deptId: req.header('dept-id') || undefined,
  roleId: req.header('role-id') || undefined,
});
