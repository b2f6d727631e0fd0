import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { expect } from 'vitest';
import { ADMIN_PASSWORD, call, md5, solvedCaptcha, type TestServer } from './harness';
import { hashPassword } from '../../server/core/passwords';
import { newId } from '../../server/core/ids';
import type { Db } from '../../server/db/connection';

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

/** The query of the platform administrator's password-grant sign-in, as a Blade client sends it. */
export const adminPasswordGrant = () => ({
  tenantId: '000000',
  username: 'admin',
  password: md5(ADMIN_PASSWORD),
  grant_type: 'password',
  scope: 'all',
});

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

/** A tenant's rows of the table, as their ids by the value of `key` (the last row wins a shared value). */
async function idsByKey(s: TestServer, tenantId: string, table: 'blade_role' | 'blade_dept', key: string) {
  const rows: Array<Record<string, unknown>> = await dbOf(s)
    .selectFrom(table)
    .selectAll()
    .where('tenantId', '=', tenantId)
    .execute();
  return Object.fromEntries(rows.map((r) => [String(r[key]), String(r.id)])) as Record<string, string>;
}

export const roleIdsByAlias = (s: TestServer, tenantId: string) => idsByKey(s, tenantId, 'blade_role', 'roleAlias');

export const deptIdsByName = (s: TestServer, tenantId: string) => idsByKey(s, tenantId, 'blade_dept', 'deptName');

/** Sets a tenant's parameter straight in the table (as if 参数管理 had changed it). */
export async function setParam(s: TestServer, tenantId: string, paramKey: string, paramValue: string): Promise<void> {
  await dbOf(s)
    .updateTable('blade_param')
    .set({ paramValue })
    .where('tenantId', '=', tenantId)
    .where('paramKey', '=', paramKey)
    .execute();
}

/** A role of `tenantId` written straight to the table, with no grants (sort 60, live unless told); its id. */
export async function addRole(
  s: TestServer,
  tenantId: string,
  roleAlias: string,
  o: { roleName?: string; sort?: number; isDeleted?: number } = {},
): Promise<string> {
  const id = newId();
  await dbOf(s)
    .insertInto('blade_role')
    .values({
      id,
      tenantId,
      parentId: '0',
      roleName: o.roleName ?? roleAlias,
      roleAlias,
      sort: o.sort ?? 60,
      status: 1,
      isDeleted: o.isDeleted ?? 0,
    })
    .execute();
  return id;
}

/** The live menus with these codes (their id and code), in no particular order. */
export const liveMenus = (s: TestServer, codes: string[]) =>
  dbOf(s)
    .selectFrom('blade_menu')
    .select(['id', 'code'])
    .where('code', 'in', codes)
    .where('isDeleted', '=', 0)
    .execute();

/** The ids of the live menus with these codes, in their order ('' for a code no live menu has). */
export async function menuIdsByCode(s: TestServer, codes: string[]): Promise<string[]> {
  const rows = await liveMenus(s, codes);
  return codes.map((code) => String(rows.find((r) => r.code === code)?.id ?? ''));
}

/** Grants a role these menus (and data scopes) through the role-grant API as `token`, expecting success. */
export async function grantRole(
  s: TestServer,
  token: string,
  roleId: string,
  menuIds: string[],
  dataScopeIds?: string,
) {
  const r = await call(s, '/api/blade-system/role/grant', {
    token,
    body: { roleIds: roleId, menuIds: menuIds.join(','), ...(dataScopeIds === undefined ? {} : { dataScopeIds }) },
  });
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 200, success: true });
}

/** A data scope on the subject menu, made through its API as `token`: only the subjects the user created; its id. */
export async function ownSubjectsScope(s: TestServer, token: string, scopeName: string): Promise<string> {
  const [menuId] = await menuIdsByCode(s, ['subject']);
  const r = await call(s, '/api/blade-system/data-scope/submit', {
    token,
    body: { menuId, resourceCode: 'subject', scopeName, scopeColumn: 'create_user', scopeType: 2 },
  });
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  return r.body.data.id;
}

/** Tells the server that grants changed, as the grant routes do, so rows written straight to the tables apply at once. */
export async function grantsChanged(s: TestServer) {
  const v = await s.built.app.feed.bump(dbOf(s), 'grants');
  s.built.app.feed.seen('grants', v);
}

/** An own-dept data scope (create_dept) on the menu `menuCode`, given to the role and in force at once. */
export async function ownDeptScope(
  s: TestServer,
  roleId: string,
  menuCode: string,
  resourceCode: string,
  scopeName: string,
) {
  const [menuId] = await menuIdsByCode(s, [menuCode]);
  if (!menuId) throw new Error(`no menu ${menuCode}`);
  const scopeId = newId();
  await dbOf(s)
    .insertInto('blade_scope_data')
    .values({
      id: scopeId,
      menuId,
      resourceCode,
      scopeName,
      scopeColumn: 'create_dept',
      scopeType: 3,
      scopeValue: '',
      status: 1,
      isDeleted: 0,
    })
    .execute();
  await dbOf(s).insertInto('blade_role_scope').values({ id: newId(), scopeCategory: 1, scopeId, roleId }).execute();
  await grantsChanged(s);
}

type LiveTable = 'blade_role' | 'blade_dept' | 'blade_post' | 'blade_tenant' | 'blade_user' | 'blade_top_menu';
type LiveColumn = 'roleAlias' | 'deptName' | 'postCode' | 'tenantId' | 'account' | 'code';

/** The id of the live row of `table` in the tenant whose `column` is `value`; throws when there is none. */
export const liveIdOf = (s: TestServer, table: LiveTable, tenantId: string, column: LiveColumn, value: string) =>
  liveIdIn(dbOf(s), table, tenantId, column, value);

/** The same, read from the database `db` (one opened straight, with no server over it). */
export async function liveIdIn(
  db: Db,
  table: LiveTable,
  tenantId: string,
  column: LiveColumn,
  value: string,
): Promise<string> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('tenantId', '=', tenantId)
    .where(column, '=', value)
    .where('isDeleted', '=', 0)
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** The id of the tenant's first dept by id (live or not): a dept any user of it may be put in. */
export async function firstDeptId(s: TestServer, tenantId: string): Promise<string> {
  const row = await dbOf(s)
    .selectFrom('blade_dept')
    .select('id')
    .where('tenantId', '=', tenantId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
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
  /** Blade's 用户平台 (1 WEB); left empty unless given. */
  userType?: number;
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
      userType: u.userType,
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

/**
 * Another platform administrator with the roles and depts of the seeded `admin`, for the actions that
 * may not be taken by the user whose work they review (`notBy`); answers its id.
 */
export async function anotherAdministrator(s: TestServer, account: string, password: string): Promise<string> {
  return createUser(s, { account, password, ...(await platformAdminGrants(s)), name: '复核管理员' });
}

/** The role and dept ids of the seeded platform administrator `admin` of tenant 000000. */
export async function platformAdminGrants(s: TestServer): Promise<{ roleIds: string[]; deptIds: string[] }> {
  const admin = await dbOf(s)
    .selectFrom('blade_user')
    .select(['roleId', 'deptId'])
    .where('account', '=', 'admin')
    .where('tenantId', '=', '000000')
    .executeTakeFirstOrThrow();
  const ids = (joined: string | null) =>
    String(joined ?? '')
      .split(',')
      .filter(Boolean);
  return { roleIds: ids(admin.roleId), deptIds: ids(admin.deptId) };
}

/** A live dept of tenant 000000 that the platform administrator is not in (the first by id). */
export async function otherPlatformDept(s: TestServer): Promise<string> {
  const { deptIds } = await platformAdminGrants(s);
  const dept = await dbOf(s)
    .selectFrom('blade_dept')
    .select('id')
    .where('tenantId', '=', '000000')
    .where('isDeleted', '=', 0)
    .where('id', 'not in', deptIds)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return String(dept.id);
}
