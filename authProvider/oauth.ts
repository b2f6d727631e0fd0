import { loadDeclarations } from '../resources/declarationStore';
import { md5 } from 'js-md5';
import { siteConfig } from '../src/config';
import { BLADE_FAILURE_CODES, request } from '../dataProvider/http';
import { flattenButtons, type CodeTree } from './permissions';
import { setSession, setStore, STORE, type TokenResponse } from './session';

/** The Blade auth calls (docs/blade-protocol.md "Authentication", docs/spec.md §7 "Auth"). */

export const TOKEN_URL = '/api/blade-auth/oauth/token';

export type GrantType = 'captcha' | 'password' | 'social' | 'refresh_token';

/** The client sends the md5 hex of a typed password, never the password itself. */
export const hashPassword = (password: string): string => md5(password);

/** Headers with no value are left out rather than sent as "undefined". */
export const presentHeaders = (headers: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => !!entry[1]));

interface TokenAnswer extends Partial<TokenResponse> {
  error_description?: string;
}

/** A token answer carrying `error_description` is a refusal, whatever its status. */
export function tokenOrThrow(answer: TokenAnswer | undefined): TokenResponse {
  if (!answer || answer.error_description || !answer.access_token) {
    throw new Error(answer?.error_description || '登录失败');
  }
  return answer as TokenResponse;
}

/** The failure codes of the token endpoint: a refused sign-in is the form's message, not a logout. */
export const SIGN_IN_FAILURE_CODES = [400, 401];

/**
 * A silenced failure comes back as a plain Error: the HttpError of an answered failure means
 * "already shown" to the UI, and this one was not.
 */
export async function unlessSilenced<T>(call: Promise<T>, silentCodes: number[]): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && silentCodes.includes(status))
      throw new Error((error as Error).message, { cause: error });
    throw error;
  }
}

/** POST oauth/token; every parameter travels in the query string. */
export async function grantToken(
  grantType: GrantType,
  params: Record<string, string | undefined>,
  headers: Record<string, string | undefined> = {},
  silentCodes = SIGN_IN_FAILURE_CODES,
): Promise<TokenResponse> {
  const tenantId = params.tenantId ?? siteConfig.defaultTenant;
  const answer = request<TokenAnswer>({
    url: TOKEN_URL,
    method: 'POST',
    params: { tenantId, ...params, grant_type: grantType, scope: 'all' },
    headers: presentHeaders({ 'Tenant-Id': tenantId, ...headers }),
    raw: true,
    silentCodes,
  });
  return tokenOrThrow(await unlessSilenced(answer, silentCodes));
}

/** A grant tree, or none when it could not be read (the failure was already shown). */
const grantTree = (url: string) =>
  request<CodeTree[] | null>({ url }).then(
    (tree) => tree ?? [],
    () => [],
  );

/**
 * Sign-in bookkeeping shared by every grant: the session, then what the user was granted: button
 * codes (`permission`) and the whole menu tree (`menuAll`, whose codes open list screens).
 */
export async function startSession(token: TokenResponse): Promise<void> {
  setSession(token);
  // The declarations come with the grants: the signed-in routes and screens are built from them.
  const [buttons, menus] = await Promise.all([
    grantTree('/api/blade-system/menu/buttons'),
    grantTree('/api/blade-system/menu/routes'),
    loadDeclarations(),
  ]);
  setStore({ name: STORE.permission, content: flattenButtons(buttons) });
  setStore({ name: STORE.menuAll, content: menus });
}

export interface Captcha {
  key: string;
  /** data: URL of the picture. */
  image: string;
}

export const getCaptcha = (): Promise<Captcha> => request<Captcha>({ url: '/api/blade-auth/oauth/captcha', raw: true });

export interface TenantInfo {
  tenantId: string;
  domain?: string;
  backgroundUrl?: string;
  [extra: string]: unknown;
}

/**
 * Tenant bound to a host name, so the login page can hide the tenant field. Undefined when there is
 * none or it cannot be read: the login page then simply asks for the tenant.
 */
export async function getTenantInfo(domain: string): Promise<TenantInfo | undefined> {
  const info = await request<TenantInfo | null>({
    url: '/api/blade-system/tenant/info',
    params: { domain },
    silentCodes: BLADE_FAILURE_CODES,
  }).catch(() => null);
  return info?.tenantId ? info : undefined;
}
