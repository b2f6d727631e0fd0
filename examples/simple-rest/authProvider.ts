import type { AuthProvider } from 'react-admin';
import { md5 } from 'js-md5';
import { clearSession, CLIENT_BASIC, readSession, saveSession } from './session';

/** What the login page collects: the captcha is the server's (GET /api/blade-auth/oauth/captcha). */
export interface Credentials {
  tenantId: string;
  username: string;
  password: string;
  captchaKey: string;
  captchaCode: string;
}

/**
 * Sign-in through the server's token endpoint, as the Blade web client does it: the captcha grant, the
 * md5 of the password, every parameter in the query string.
 */
export const authProvider: AuthProvider = {
  async login({ tenantId, username, password, captchaKey, captchaCode }: Credentials) {
    const query = new URLSearchParams({
      tenantId,
      username,
      password: md5(password),
      grant_type: 'captcha',
      scope: 'all',
      type: 'account',
    });
    const res = await fetch(`/api/blade-auth/oauth/token?${query}`, {
      method: 'POST',
      headers: {
        Authorization: CLIENT_BASIC,
        'Tenant-Id': tenantId,
        'Captcha-Key': captchaKey,
        'Captcha-Code': captchaCode,
      },
    });
    const body = (await res.json()) as {
      access_token?: string;
      user_id?: string;
      real_name?: string;
      error_description?: string;
    };
    if (!body.access_token) throw new Error(body.error_description || '登录失败');
    saveSession({ token: body.access_token, tenantId, userId: String(body.user_id), name: body.real_name ?? username });
  },
  async logout() {
    clearSession();
  },
  async checkAuth() {
    if (!readSession()) throw new Error('请先登录');
  },
  async checkError(error: { status?: number }) {
    // 401: the token is gone; 403 is a refusal the page shows, not a reason to sign out.
    if (error?.status === 401) {
      clearSession();
      throw error;
    }
  },
  async getIdentity() {
    const s = readSession();
    if (!s) throw new Error('请先登录');
    return { id: s.userId, fullName: s.name };
  },
};
