import { md5 } from 'js-md5';
import { siteConfig } from '../src/config';

/**
 * Stored local items (docs/spec.md §3 "Stored local item") and the session kept in them (docs/spec.md §4 "Session").
 * The envelope `{dataType, content, type, datetime}` is the one Saber front ends write, so a browser
 * that ran the old app keeps its language and tenant, and `datetime` tells the refresher a token's age.
 */

export type StoreType = 'session';

export interface StoredItem<T = unknown> {
  dataType: string;
  content: T;
  type?: StoreType;
  /** Epoch milliseconds of the write. */
  datetime: number;
}

const keyOf = (name: string) => `${siteConfig.storePrefix}${name}`;
const storageOf = (type?: StoreType) => (type === 'session' ? window.sessionStorage : window.localStorage);

function parse<T>(raw: string | null): StoredItem<T> | undefined {
  if (!raw) return undefined;
  try {
    const item = JSON.parse(raw) as StoredItem<T> | null;
    return item && typeof item === 'object' && 'content' in item ? item : undefined;
  } catch {
    return undefined; // a foreign or corrupted value reads as absent
  }
}

export function setStore<T>({ name, content, type }: { name: string; content: T; type?: StoreType }): void {
  const item: StoredItem<T> = { dataType: typeof content, content, type, datetime: Date.now() };
  storageOf(type).setItem(keyOf(name), JSON.stringify(item));
}

/** The whole envelope; session storage wins, as in Saber. */
export function getStoreItem<T = unknown>({ name }: { name: string }): StoredItem<T> | undefined {
  return parse<T>(window.sessionStorage.getItem(keyOf(name))) ?? parse<T>(window.localStorage.getItem(keyOf(name)));
}

export function getStore<T = unknown>({ name }: { name: string }): T | undefined {
  return getStoreItem<T>({ name })?.content;
}

export function removeStore({ name }: { name: string }): void {
  window.localStorage.removeItem(keyOf(name));
  window.sessionStorage.removeItem(keyOf(name));
}

/** Removes only our prefixed keys: other apps on the same origin keep theirs. */
export function clearStore({ type }: { type?: StoreType } = {}): void {
  const storage = storageOf(type);
  const ours = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
    (key): key is string => !!key && key.startsWith(siteConfig.storePrefix),
  );
  ours.forEach((key) => storage.removeItem(key));
}

/* ---- session ---- */

/** Token answer of oauth/token (docs/blade-protocol.md "Authentication"); also the stored user info. */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type?: string;
  expires_in?: number;
  tenant_id: string;
  user_id: string;
  oauth_id?: string;
  dept_id?: string;
  role_id?: string;
  account?: string;
  user_name?: string;
  nick_name?: string;
  real_name?: string;
  /** Comma-joined role aliases; `administrator` for the super admin. */
  role_name?: string;
  avatar?: string;
  [extra: string]: unknown;
}

export type UserInfo = TokenResponse;

/** Names of the stored items; the UI stores menus and tabs under the same names. */
export const STORE = {
  token: 'token',
  refreshToken: 'refreshToken',
  tenantId: 'tenantId',
  userInfo: 'userInfo',
  roles: 'roles',
  permission: 'permission',
  menu: 'menu',
  menuAll: 'menuAll',
  tags: 'tagList',
  isLock: 'isLock',
  lockPassword: 'lockPasswd',
  language: 'language',
} as const;

export const getToken = (): string | undefined => getStore<string>({ name: STORE.token }) || undefined;
export const getRefreshToken = (): string | undefined => getStore<string>({ name: STORE.refreshToken }) || undefined;
export const getUserInfo = (): UserInfo | undefined => getStore<UserInfo>({ name: STORE.userInfo });
export const getTenantId = (): string | undefined => getStore<string>({ name: STORE.tenantId }) || undefined;
export const getRoles = (): string[] => getStore<string[]>({ name: STORE.roles }) ?? [];
export const getButtons = (): string[] => getStore<string[]>({ name: STORE.permission }) ?? [];
/** When the current token was stored (epoch ms); the refresher measures its age from here. */
export const getTokenDatetime = (): number | undefined =>
  getToken() ? getStoreItem({ name: STORE.token })?.datetime : undefined;

export const rolesOf = (token: Pick<TokenResponse, 'role_name'>): string[] =>
  (token.role_name ?? '')
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);

/** What a refresh replaces: the tokens (and their datetime), nothing the user was doing. */
export function storeTokens(token: Pick<TokenResponse, 'access_token' | 'refresh_token'>): void {
  setStore({ name: STORE.token, content: token.access_token });
  setStore({ name: STORE.refreshToken, content: token.refresh_token });
}

/** Sign-in: tokens, tenant, user info and roles; tabs and lock of a previous user go away. */
export function setSession(token: TokenResponse): void {
  storeTokens(token);
  setStore({ name: STORE.tenantId, content: token.tenant_id });
  setStore({ name: STORE.userInfo, content: token });
  setStore({ name: STORE.roles, content: rolesOf(token) });
  removeStore({ name: STORE.tags });
  clearLock();
}

/** Local logout. The tenant id stays so the login form can offer it again. */
export function clearSession(): void {
  const names = [
    STORE.token,
    STORE.refreshToken,
    STORE.userInfo,
    STORE.menu,
    STORE.menuAll,
    STORE.roles,
    STORE.permission,
    STORE.tags,
  ];
  names.forEach((name) => removeStore({ name }));
  clearLock();
}

/* ---- lock screen: kept in session storage so closing the browser ends it (docs/spec.md §4) ---- */

export const isLocked = (): boolean => getStore<boolean>({ name: STORE.isLock }) === true;

/** Only a digest is stored: the lock password is often the user's real one. */
export function lock(password: string): void {
  setStore({ name: STORE.isLock, content: true, type: 'session' });
  setStore({ name: STORE.lockPassword, content: md5(password), type: 'session' });
}

export function unlock(password: string): boolean {
  if (getStore<string>({ name: STORE.lockPassword }) !== md5(password)) return false;
  clearLock();
  return true;
}

function clearLock(): void {
  removeStore({ name: STORE.isLock });
  removeStore({ name: STORE.lockPassword });
}
