import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { md5 } from 'js-md5';
import { HttpError } from 'react-admin';
import { authProvider, needsRegistration } from '../../authProvider';
import { getStore, getToken, setSession, setStore } from '../../authProvider/session';
import { onError, request } from '../../dataProvider/http';
import { siteConfig } from '../../src/config';
import { expectRequest, json, ok, stubFetch } from './support/fetch';

const TOKEN = {
  access_token: 'acc',
  refresh_token: 'ref',
  token_type: 'bearer',
  tenant_id: '000000',
  user_id: '1123598821738675201',
  nick_name: '管理员',
  avatar: 'http://a/avatar.png',
  role_name: 'administrator',
};

const BUTTONS = [{ code: 'param', children: [{ code: 'param_add' }, { code: 'param_edit' }] }];
const ROUTES = [{ code: 'system', children: [{ code: 'param', path: '/system/param' }] }];

/** oauth/token answers, then menu/buttons and menu/routes by path. */
const signIn = (tokenReply: Response) =>
  stubFetch(({ path }) => {
    if (path.endsWith('/menu/buttons')) return ok(BUTTONS);
    if (path.endsWith('/menu/routes')) return ok(ROUTES);
    return tokenReply.clone();
  });

const loginForm = { tenantId: '000001', username: 'admin', password: 'admin', captchaKey: 'k1', captchaCode: 'abcde' };

describe('authProvider', () => {
  const notified = vi.fn();
  let offError = () => {};

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    offError = onError(notified);
  });

  afterEach(() => {
    offError();
    notified.mockReset();
    vi.unstubAllGlobals();
    siteConfig.switchMode = false;
    siteConfig.captchaMode = true;
  });

  describe('login', () => {
    it('posts the token grant with query parameters, md5 password and captcha headers', async () => {
      const { calls } = signIn(json(TOKEN));
      await authProvider.login(loginForm);
      const [tokenCall] = calls;
      expect(tokenCall.method).toBe('POST');
      expect(tokenCall.path).toBe('/api/blade-auth/oauth/token');
      expect(tokenCall.query).toEqual({
        tenantId: '000001',
        username: 'admin',
        password: md5('admin'),
        type: 'account',
        grant_type: 'captcha',
        scope: 'all',
      });
      expect(tokenCall.body).toBeUndefined();
      expect(tokenCall.headers).toMatchObject({ 'Tenant-Id': '000001', 'Captcha-Key': 'k1', 'Captcha-Code': 'abcde' });
      expect(tokenCall.headers['Dept-Id']).toBeUndefined();
      expect(tokenCall.headers['Role-Id']).toBeUndefined();
    });

    it('stores the session, the flattened button codes and the menu tree', async () => {
      const { calls } = signIn(json(TOKEN));
      await authProvider.login(loginForm);
      expect(calls.map((c) => c.path)).toEqual([
        '/api/blade-auth/oauth/token',
        '/api/blade-system/menu/buttons',
        '/api/blade-system/menu/routes',
      ]);
      expect(calls[1].headers['Blade-Auth']).toBe('bearer acc');
      expect(getToken()).toBe('acc');
      expect(getStore({ name: 'permission' })).toEqual(['param_add', 'param_edit']);
      expect(getStore({ name: 'menuAll' })).toEqual(ROUTES);
      expect(getStore({ name: 'tenantId' })).toBe('000000');
    });

    it('uses the password grant without captcha mode and Dept-Id / Role-Id in switch mode', async () => {
      siteConfig.captchaMode = false;
      siteConfig.switchMode = true;
      const { calls } = signIn(json(TOKEN));
      await authProvider.login({ ...loginForm, deptId: 'd1', roleId: 'r1' });
      expect(calls[0].query.grant_type).toBe('password');
      expect(calls[0].headers).toMatchObject({ 'Dept-Id': 'd1', 'Role-Id': 'r1' });
    });

    it('rejects with error_description and stores nothing (HTTP 400, no toast)', async () => {
      const { calls } = signIn(json({ error_code: 400, error_description: '用户名或密码错误' }, 400));
      const error = await authProvider.login(loginForm).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(HttpError); // an HttpError would read as "already shown"
      expect((error as Error).message).toBe('用户名或密码错误');
      expect(calls).toHaveLength(1);
      expect(getToken()).toBeUndefined();
      expect(getStore({ name: 'userInfo' })).toBeUndefined();
      expect(notified).not.toHaveBeenCalled();
    });

    it('rejects an answer carrying error_description even under HTTP 200', async () => {
      signIn(json({ error_description: '验证码不正确' }));
      await expect(authProvider.login(loginForm)).rejects.toThrow('验证码不正确');
      expect(getToken()).toBeUndefined();
    });
  });

  it('socialLogin uses the social grant with source, code and state', async () => {
    const { calls } = signIn(json({ ...TOKEN, user_id: '-1' }));
    const user = await authProvider.socialLogin({ source: 'github', code: 'c0de', state: 's' });
    expect(calls[0].query).toEqual({
      tenantId: '000000',
      source: 'github',
      code: 'c0de',
      state: 's',
      grant_type: 'social',
      scope: 'all',
    });
    expect(needsRegistration(user)).toBe(true);
    expect(needsRegistration(TOKEN)).toBe(false);
  });

  it('zzdLogin posts the code and accepts a token wrapped in R', async () => {
    const { calls } = signIn(ok(TOKEN));
    await authProvider.zzdLogin('z1');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url).toBe('/api/zzd/auth/login?code=z1');
    expect(getToken()).toBe('acc');
  });

  describe('registerGuest', () => {
    const form = {
      tenantId: '000000',
      name: '访客',
      account: 'guest',
      password: 'Guest2026',
      password2: 'Guest2026',
      oauthId: 'o1',
      captchaKey: 'k1',
      captchaCode: 'abcde',
    };

    it('validates in the spec order', async () => {
      const { calls } = stubFetch(ok(null));
      await expect(authProvider.registerGuest({ ...form, tenantId: '', account: '' })).rejects.toThrow(
        '请先输入租户编号',
      );
      await expect(
        authProvider.registerGuest({ ...form, tenantId: '', tenantFromHost: true, account: '' }),
      ).rejects.toThrow('请先输入账号名称');
      await expect(authProvider.registerGuest({ ...form, account: '', password: '' })).rejects.toThrow(
        '请先输入账号名称',
      );
      await expect(authProvider.registerGuest({ ...form, password2: '' })).rejects.toThrow('请先输入密码');
      await expect(authProvider.registerGuest({ ...form, password2: 'p2' })).rejects.toThrow('两次密码输入不一致');
      // Then the password policy (the server sees only the md5), then the captcha.
      for (const weak of ['Ab1', 'abcdefgh', '12345678']) {
        await expect(authProvider.registerGuest({ ...form, password: weak, password2: weak })).rejects.toThrow(
          '密码至少8位,且须包含字母和数字',
        );
      }
      await expect(authProvider.registerGuest({ ...form, captchaCode: ' ' })).rejects.toThrow('请输入验证码');
      expect(calls).toHaveLength(0);
    });

    it('posts the form with an md5 password and the captcha headers', async () => {
      const { calls } = stubFetch(json({ code: 200, success: true, data: null, msg: '操作成功' }));
      await authProvider.registerGuest(form);
      expectRequest(calls[0], 'POST', '/api/blade-user/register-guest', {
        tenantId: '000000',
        name: '访客',
        account: 'guest',
        password: md5('Guest2026'),
        oauthId: 'o1',
      });
      expect(calls[0].headers).toMatchObject({ 'Captcha-Key': 'k1', 'Captcha-Code': 'abcde' });
    });

    it('fails with the server msg, or 提交失败', async () => {
      stubFetch(json({ code: 400, success: false, msg: '账号已存在' }), json({ code: 500, success: false }, 500));
      await expect(authProvider.registerGuest(form)).rejects.toThrow('账号已存在');
      await expect(authProvider.registerGuest(form)).rejects.toThrow('提交失败');
      expect(notified).not.toHaveBeenCalled();
    });
  });

  describe('logout', () => {
    it('revokes the token on the server and clears the session', async () => {
      setSession(TOKEN);
      setStore({ name: 'menu', content: [] });
      const { calls } = stubFetch(json({ success: 'true', msg: 'success' }));
      await authProvider.logout();
      expect(calls[0].method).toBe('GET');
      expect(calls[0].path).toBe('/api/blade-auth/oauth/logout');
      expect(calls[0].headers['Blade-Auth']).toBe('bearer acc');
      expect(getToken()).toBeUndefined();
      expect(getStore({ name: 'menu' })).toBeUndefined();
    });

    it('clears the session even when the server call fails', async () => {
      setSession(TOKEN);
      stubFetch(new TypeError('Failed to fetch'));
      await authProvider.logout();
      expect(getToken()).toBeUndefined();
    });
  });

  it('checkAuth rejects and logs out without a token, resolves with one', async () => {
    setStore({ name: 'token', content: '' });
    setStore({ name: 'userInfo', content: TOKEN });
    await expect(authProvider.checkAuth()).rejects.toBeDefined();
    expect(getStore({ name: 'userInfo' })).toBeUndefined();
    setSession(TOKEN);
    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
  });

  it('checkError rejects on 401 only', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    await expect(authProvider.checkError({ status: 400 })).resolves.toBeUndefined();
    await expect(authProvider.checkError(undefined)).resolves.toBeUndefined();
  });

  it('a 401 anywhere ends the local session', async () => {
    setSession(TOKEN);
    stubFetch(json({ code: 401, msg: '令牌已失效' }, 401));
    await expect(request({ url: '/api/blade-system/param/page' })).rejects.toBeDefined();
    expect(getToken()).toBeUndefined();
  });

  it('getIdentity answers id, nick name, avatar, tenant and roles', async () => {
    setSession({ ...TOKEN, role_name: 'admin,staff' });
    await expect(authProvider.getIdentity()).resolves.toEqual({
      id: TOKEN.user_id,
      fullName: '管理员',
      avatar: TOKEN.avatar,
      tenantId: '000000',
      roles: ['admin', 'staff'],
    });
  });

  it('getPermissions and canAccess read roles, buttons and menus', async () => {
    setSession({ ...TOKEN, role_name: 'staff' });
    setStore({ name: 'permission', content: ['param_add'] });
    setStore({ name: 'menuAll', content: [{ code: 'post' }] });
    await expect(authProvider.getPermissions()).resolves.toEqual({
      roles: ['staff'],
      buttons: ['param_add'],
      menus: ['post'],
    });
    await expect(authProvider.canAccess({ resource: 'param', action: 'create' })).resolves.toBe(true);
    await expect(authProvider.canAccess({ resource: 'param', action: 'edit' })).resolves.toBe(false);
    await expect(authProvider.canAccess({ resource: 'post', action: 'list' })).resolves.toBe(true);
  });

  it('getCaptcha answers the raw {key, image}; getTenantInfo the tenant of a domain', async () => {
    const { calls } = stubFetch(
      json({ key: 'k', image: 'data:image/png;base64,AA' }),
      ok({ tenantId: '000001', domain: 'a.example.cn' }),
      ok(null),
      // Our server and Blade answer an unknown domain with an empty tenantId: not resolved.
      ok({ tenantId: '', tenantName: '', domain: 'unknown.cn', backgroundUrl: '' }),
    );
    await expect(authProvider.getCaptcha()).resolves.toEqual({ key: 'k', image: 'data:image/png;base64,AA' });
    expect(calls[0].url).toBe('/api/blade-auth/oauth/captcha');
    await expect(authProvider.getTenantInfo('a.example.cn')).resolves.toEqual({
      tenantId: '000001',
      domain: 'a.example.cn',
    });
    expect(calls[1].url).toBe('/api/blade-system/tenant/info?domain=a.example.cn');
    await expect(authProvider.getTenantInfo('unknown.cn')).resolves.toBeUndefined();
    await expect(authProvider.getTenantInfo('unknown.cn')).resolves.toBeUndefined();
    stubFetch(new TypeError('Failed to fetch'));
    await expect(authProvider.getTenantInfo('a.example.cn')).resolves.toBeUndefined();
  });
});
