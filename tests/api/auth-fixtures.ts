import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { call, md5, solvedCaptcha, type TestServer } from './harness';
import { hashPassword } from '../../server/core/passwords';
import { newId } from '../../server/core/ids';

/** Helpers shared by the auth and menu API tests: direct database fixtures and raw token calls. */

export const TOKEN_URL = '/api/blade-auth/oauth/token';

export const dbOf = (s: TestServer) => s.built.app.db;

/** POST oauth/token with the parameters in the query string, as Blade clients send them. */
export function tokenCall(
  s: TestServer,
  query: Record<string, string | undefined>,
  headers: Record<string, string> = {},
) {
  const tenantId = query.tenantId ?? '000000';
  return call(s, TOKEN_URL, {
    method: 'POST',
    query: { tenantId, scope: 'all', type: 'account', ...query },
    headers: { 'Tenant-Id': tenantId, ...headers },
  });
}

/** A password sign-in through the captcha grant (the web client's only one in captcha mode), solved through the test seam. */
export const passwordLogin = async (
  s: TestServer,
  account: string,
  password: string,
  tenantId = '000000',
  headers: Record<string, string> = {},
) =>
  tokenCall(
    s,
    { tenantId, username: account, password: md5(password), grant_type: 'captcha' },
    { ...(await solvedCaptcha(s)), ...headers },
  );

export async function roleIdsByAlias(s: TestServer, tenantId: string): Promise<Record<string, string>> {
  const rows = await dbOf(s)
    .selectFrom('blade_role')
    .select(['id', 'roleAlias'])
    .where('tenantId', '=', tenantId)
    .execute();
  return Object.fromEntries(rows.map((r) => [String(r.roleAlias), String(r.id)]));
}

export async function deptIdsByName(s: TestServer, tenantId: string): Promise<Record<string, string>> {
  const rows = await dbOf(s)
    .selectFrom('blade_dept')
    .select(['id', 'deptName'])
    .where('tenantId', '=', tenantId)
    .execute();
  return Object.fromEntries(rows.map((r) => [String(r.deptName), String(r.id)]));
}

export interface UserFixture {
  tenantId?: string;
  account: string;
  password: string;
  roleIds?: string[];
  deptIds?: string[];
  status?: number;
  /** Store Blade's legacy sha1_hex(md5_hex(plain)) instead of argon2id. */
  legacy?: boolean;
  name?: string;
}

export async function createUser(s: TestServer, u: UserFixture): Promise<string> {
  const id = newId();
  const password = u.legacy
    ? crypto.createHash('sha1').update(md5(u.password)).digest('hex')
    : await hashPassword(md5(u.password));
  await dbOf(s)
    .insertInto('blade_user')
    .values({
      id,
      tenantId: u.tenantId ?? '000000',
      account: u.account,
      password,
      name: u.name ?? u.account,
      realName: u.name ?? u.account,
      roleId: (u.roleIds ?? []).join(','),
      deptId: (u.deptIds ?? []).join(','),
      status: u.status ?? 1,
      isDeleted: 0,
    })
    .execute();
  return id;
}

/** A token signed with someone else's key or algorithm, carrying plausible admin claims. */
export async function forgedToken(key: string, alg: 'HS256' | 'HS512', claims: Record<string, unknown>) {
  return new SignJWT({ typ: 'access', ...claims })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setIssuer('culture-supervision')
    .setIssuedAt()
    .setJti(crypto.randomUUID())
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(key));
}

/** An unsigned token (`alg: none`). */
export function unsignedToken(claims: Record<string, unknown>) {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ typ: 'access', iss: 'culture-supervision', iat: now, exp: now + 3600, ...claims })}.`;
}

export const newRowId = newId;
