import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  clearStore,
  getRefreshToken,
  getStore,
  getStoreItem,
  getToken,
  getUserInfo,
  isLocked,
  lock,
  removeStore,
  setSession,
  setStore,
  unlock,
  type TokenResponse,
} from '../../authProvider/session';

const token: TokenResponse = {
  access_token: 'access',
  refresh_token: 'refresh',
  tenant_id: '000000',
  user_id: '1123598821738675201',
  nick_name: '管理员',
  role_name: 'administrator,admin',
};

describe('stored local items (docs/spec.md §3)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('stores {dataType, content, type, datetime} under the site prefix in localStorage', () => {
    setStore({ name: 'language', content: 'en' });
    const raw = JSON.parse(localStorage.getItem('saber-language') as string);
    expect(raw).toMatchObject({ dataType: 'string', content: 'en' });
    expect(typeof raw.datetime).toBe('number');
    expect(getStore({ name: 'language' })).toBe('en');
  });

  it('keeps the content type: numbers, booleans and objects come back as they went in', () => {
    setStore({ name: 'n', content: 3 });
    setStore({ name: 'b', content: false });
    setStore({ name: 'o', content: { a: [1] } });
    expect(getStoreItem({ name: 'n' })?.dataType).toBe('number');
    expect(getStore({ name: 'n' })).toBe(3);
    expect(getStore({ name: 'b' })).toBe(false);
    expect(getStore({ name: 'o' })).toEqual({ a: [1] });
  });

  it('type session goes to sessionStorage, which is read first', () => {
    setStore({ name: 'x', content: 'local' });
    setStore({ name: 'x', content: 'session', type: 'session' });
    expect(JSON.parse(sessionStorage.getItem('saber-x') as string)).toMatchObject({
      type: 'session',
      content: 'session',
    });
    expect(getStore({ name: 'x' })).toBe('session');
    removeStore({ name: 'x' });
    expect(getStore({ name: 'x' })).toBeUndefined();
    expect(localStorage.getItem('saber-x')).toBeNull();
  });

  it('reads foreign or corrupted values as absent', () => {
    localStorage.setItem('saber-bad', '{not json');
    localStorage.setItem('saber-plain', '"text"');
    expect(getStore({ name: 'bad' })).toBeUndefined();
    expect(getStore({ name: 'plain' })).toBeUndefined();
  });

  it('clearStore removes only prefixed keys of the chosen storage', () => {
    setStore({ name: 'a', content: 1 });
    setStore({ name: 's', content: 1, type: 'session' });
    localStorage.setItem('other-app', 'keep');
    clearStore();
    expect(getStore({ name: 'a' })).toBeUndefined();
    expect(localStorage.getItem('other-app')).toBe('keep');
    expect(getStore({ name: 's' })).toBe(1);
    clearStore({ type: 'session' });
    expect(getStore({ name: 's' })).toBeUndefined();
  });
});

describe('session (docs/spec.md §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('login stores token, refresh token, tenant, user info and roles; clears tabs and lock', () => {
    setStore({ name: 'tagList', content: [{ path: '/x' }] });
    lock('pw');
    setSession(token);
    expect(getToken()).toBe('access');
    expect(getRefreshToken()).toBe('refresh');
    expect(getStore({ name: 'tenantId' })).toBe('000000');
    expect(getUserInfo()).toEqual(token);
    expect(getStore({ name: 'roles' })).toEqual(['administrator', 'admin']);
    expect(getStore({ name: 'tagList' })).toBeUndefined();
    expect(isLocked()).toBe(false);
  });

  it('logout clears token, refresh token, user info, menus, roles, permissions, tabs and lock; keeps the tenant', () => {
    setSession(token);
    for (const name of ['menu', 'menuAll', 'permission', 'tagList']) setStore({ name, content: ['x'] });
    lock('pw');
    clearSession();
    for (const name of [
      'token',
      'refreshToken',
      'userInfo',
      'menu',
      'menuAll',
      'roles',
      'permission',
      'tagList',
      'isLock',
      'lockPasswd',
    ]) {
      expect(getStore({ name }), name).toBeUndefined();
    }
    expect(getStore({ name: 'tenantId' })).toBe('000000');
  });

  it('lock keeps its state and a digest of the password in session storage', () => {
    lock('secret');
    expect(isLocked()).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('saber-isLock') as string)).toMatchObject({
      content: true,
      type: 'session',
    });
    const stored = JSON.parse(sessionStorage.getItem('saber-lockPasswd') as string);
    expect(stored.type).toBe('session');
    expect(stored.content).not.toBe('secret');
    expect(localStorage.getItem('saber-isLock')).toBeNull();
    expect(unlock('wrong')).toBe(false);
    expect(isLocked()).toBe(true);
    expect(unlock('secret')).toBe(true);
    expect(isLocked()).toBe(false);
    expect(sessionStorage.getItem('saber-lockPasswd')).toBeNull();
  });
});
