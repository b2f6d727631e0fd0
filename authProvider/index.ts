import type { AuthProvider, UserIdentity } from 'react-admin';
import { siteConfig } from '../src/config';
import { BLADE_FAILURE_CODES, onUnauthorized, request } from '../dataProvider/http';
import { declarationOf } from '../resources/declarationStore';
import {
  getCaptcha,
  getTenantInfo,
  grantToken,
  hashPassword,
  SIGN_IN_FAILURE_CODES,
  startSession,
  tokenOrThrow,
  unlessSilenced,
} from './oauth';
import { canAccess, collectCodes, type CodeTree, type Permissions } from './permissions';
import { registerGuest } from './register';
import {
  clearSession,
  getButtons,
  getRoles,
  getStore,
  getTenantId,
  getToken,
  getUserInfo,
  rolesOf,
  STORE,
  type TokenResponse,
  type UserInfo,
} from './session';

/** react-admin's authProvider over Blade's OAuth endpoints and the stored session (docs/spec.md §4, §6). */

export interface LoginParams {
  tenantId?: string;
  username: string;
  password: string;
  captchaKey?: string;
  captchaCode?: string;
  type?: string;
  /** Switch mode only: which of the user's depts / roles to sign in as. */
  deptId?: string;
  roleId?: string;
}

export interface SocialLoginParams {
  source: string;
  code: string;
  state?: string;
  tenantId?: string;
}

export interface Identity extends UserIdentity {
  tenantId: string;
  roles: string[];
}

// Whatever the UI adds on a 401 (the redirect), the session itself ends here.
onUnauthorized(clearSession);

const tenantOf = (tenantId?: string) =>
  siteConfig.tenantMode ? tenantId || siteConfig.defaultTenant : siteConfig.defaultTenant;

function currentPermissions(): Permissions {
  return {
    roles: getRoles(),
    buttons: getButtons(),
    menus: collectCodes(getStore<CodeTree[]>({ name: STORE.menuAll })),
  };
}

const menuCodeOf = (resource: string) => declarationOf(resource)?.menuCode;

export const authProvider = {
  async login({
    tenantId,
    username,
    password,
    captchaKey,
    captchaCode,
    type = 'account',
    deptId,
    roleId,
  }: LoginParams) {
    const tenant = tenantOf(tenantId);
    const grant = siteConfig.captchaMode ? 'captcha' : 'password';
    const token = await grantToken(
      grant,
      { tenantId: tenant, username, password: hashPassword(password), type },
      {
        'Captcha-Key': captchaKey,
        'Captcha-Code': captchaCode,
        ...(siteConfig.switchMode ? { 'Dept-Id': deptId, 'Role-Id': roleId } : {}),
      },
    );
    await startSession(token);
  },

  /** Third-party sign-in; the caller checks `needsRegistration` on the answer. */
  async socialLogin({ source, code, state, tenantId }: SocialLoginParams): Promise<UserInfo> {
    const token = await grantToken('social', { tenantId: tenantOf(tenantId ?? getTenantId()), source, code, state });
    await startSession(token);
    return token;
  },

  /** Sign-in through the zzd gateway with its one-time code. */
  async zzdLogin(code: string): Promise<UserInfo> {
    const answer = await unlessSilenced(
      request<{ data?: TokenResponse } & Partial<TokenResponse>>({
        url: '/api/zzd/auth/login',
        method: 'POST',
        params: { code },
        raw: true,
        silentCodes: SIGN_IN_FAILURE_CODES,
      }),
      SIGN_IN_FAILURE_CODES,
    );
    // The gateway may answer the token itself or an R wrapping it.
    const token = tokenOrThrow(answer.access_token ? answer : answer.data);
    await startSession(token);
    return token;
  },

  registerGuest,
  getCaptcha,
  getTenantInfo,

  async logout() {
    if (getToken()) {
      // The server revokes the token; the local session ends even when it cannot.
      await request({ url: '/api/blade-auth/oauth/logout', raw: true, silentCodes: BLADE_FAILURE_CODES }).catch(
        () => undefined,
      );
    }
    clearSession();
  },

  async checkAuth() {
    if (getToken()) return;
    clearSession();
    throw new Error('ra.auth.auth_check_error');
  },

  async checkError(error: { status?: number } | undefined) {
    if (error?.status === 401) throw error;
  },

  async getIdentity(): Promise<Identity> {
    const user = getUserInfo();
    if (!user) throw new Error('ra.auth.auth_check_error');
    return {
      id: user.user_id,
      fullName: user.nick_name || user.real_name || user.account,
      avatar: user.avatar,
      tenantId: user.tenant_id,
      roles: rolesOf(user),
    };
  },

  async getPermissions(): Promise<Permissions> {
    return currentPermissions();
  },

  async canAccess({ resource, action }: { resource: string; action: string }) {
    return canAccess(currentPermissions(), resource, action, menuCodeOf(resource));
  },
} satisfies AuthProvider;

export type BladeAuthProvider = typeof authProvider;

export { needsRegistration, validateRegistration, type GuestRegistration } from './register';
export { getCaptcha, getTenantInfo, type Captcha, type TenantInfo } from './oauth';
export { startTokenRefresh } from './refresh';
