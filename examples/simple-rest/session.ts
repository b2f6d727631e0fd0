/** The signed-in session of the example: the server's token and the tenant it was granted in. */
export interface Session {
  token: string;
  tenantId: string;
  userId: string;
  name: string;
}

const KEY = 'simple-rest-session';

/** The Blade client the server knows (`saber`), sent as Basic on every call. */
export const CLIENT_BASIC = `Basic ${btoa('saber:saber_secret')}`;

export const readSession = (): Session | null => {
  const raw = localStorage.getItem(KEY);
  return raw ? (JSON.parse(raw) as Session) : null;
};
export const saveSession = (s: Session) => localStorage.setItem(KEY, JSON.stringify(s));
export const clearSession = () => localStorage.removeItem(KEY);

/** The headers the server reads: the client, the bearer token, the tenant. */
export function authHeaders(): Record<string, string> {
  const s = readSession();
  return {
    Authorization: CLIENT_BASIC,
    ...(s ? { 'Blade-Auth': `bearer ${s.token}`, 'Tenant-Id': s.tenantId } : {}),
  };
}
