import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { OAuthError } from '../../http/errors';
import { isId } from '../../core/ids';
import { MSG } from '../messages';
import { ROLE_ALIAS_PATTERN } from '../../../resources/types';
import { ADMIN_ROLE_ALIAS, PLATFORM_TENANT } from '../../http/access';

/** Who a token is issued to: a user with their live roles, or an unbound third-party login. */
export interface Principal {
  tenantId: string;
  /** '-1' for a third-party login not bound to a user (the web app then offers registration). */
  userId: string;
  deptId: string;
  postId: string;
  roleIds: string[];
  roleAliases: string[];
  account: string;
  name: string;
  realName: string;
  avatar: string;
  oauthId: string;
}

export interface UserRow {
  id: string;
  tenantId: string;
  account: string;
  name: string | null;
  realName: string | null;
  avatar: string | null;
  password: string | null;
  status: number;
  roleId: string | null;
  deptId: string | null;
  postId: string | null;
}

export const UNBOUND_USER_ID = '-1';

const ALIAS = new RegExp(ROLE_ALIAS_PATTERN.source);

/**
 * The aliases a client is told (token role_name, which Blade front ends use to show admin menus): legacy
 * rows whose alias is no identifier (`x,administrator`) and `administrator` outside the platform tenant
 * are left out, so the client shows no more than the server will allow (the guard reads roles by id).
 */
function shownAliases(tenantId: string, aliases: string[]) {
  return aliases.filter((a) => ALIAS.test(a) && (a !== ADMIN_ROLE_ALIAS || tenantId === PLATFORM_TENANT));
}

const USER_COLUMNS = [
  'id',
  'tenantId',
  'account',
  'name',
  'realName',
  'avatar',
  'password',
  'status',
  'roleId',
  'deptId',
  'postId',
] as const;

const idList = (v: string | null | undefined) =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(isId);

/** The live tenant, or null; `expired` when its licence ended (expireTime in the past). */
export async function findTenant(db: Db, tenantId: string): Promise<{ expired: boolean } | null> {
  if (!tenantId) return null;
  const row = await db
    .selectFrom('blade_tenant')
    .select(sql<boolean>`coalesce(expire_time < now(), false)`.as('expired'))
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  return row ? { expired: !!row.expired } : null;
}

export async function requireTenant(db: Db, tenantId: string): Promise<{ expired: boolean }> {
  const t = await findTenant(db, tenantId);
  if (!t) throw new OAuthError(400, MSG.tenantNotFound);
  return t;
}

/** The live user of a tenant whose account or id is `value`. */
function findUserBy(db: Db, tenantId: string, column: 'account' | 'id', value: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('blade_user')
    .select([...USER_COLUMNS])
    .where('tenantId', '=', tenantId)
    .where(column, '=', value)
    .where('isDeleted', '=', 0)
    .executeTakeFirst() as Promise<UserRow | undefined>;
}

export async function findUserByAccount(db: Db, tenantId: string, account: string): Promise<UserRow | undefined> {
  return findUserBy(db, tenantId, 'account', account);
}

export async function findUserById(db: Db, tenantId: string, id: string): Promise<UserRow | undefined> {
  return isId(id) ? findUserBy(db, tenantId, 'id', id) : undefined;
}

/** Refuses users that may not sign in (yet): pending guest registrations and disabled accounts. */
export function requireActive(user: UserRow) {
  const status = Number(user.status);
  if (status === 1) return;
  throw new OAuthError(400, status === 0 ? MSG.pendingApproval : MSG.disabled);
}

/** Switch mode: the client may pick one of the user's depts or roles with the Dept-Id / Role-Id headers. */
export interface Choice {
  deptId?: string;
  roleId?: string;
}

/**
 * The principal of a signed-in user: their roles that still exist in their tenant (at least one), and
 * the dept / role the client chose, which must be one of the user's own.
 */
export async function principalOf(db: Db, user: UserRow, choice: Choice, oauthId = ''): Promise<Principal> {
  const roles = await db
    .selectFrom('blade_role')
    .select(['id', 'roleAlias'])
    .where('tenantId', '=', user.tenantId)
    .where('id', 'in', idList(user.roleId).length ? idList(user.roleId) : ['0'])
    .where('isDeleted', '=', 0)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  let live = roles.map((r) => ({ id: String(r.id), alias: String(r.roleAlias) }));
  if (live.length === 0) throw new OAuthError(400, MSG.noRole);
  if (choice.roleId) {
    live = live.filter((r) => r.id === choice.roleId);
    if (live.length === 0) throw new OAuthError(400, MSG.noRole);
  }
  let deptId = idList(user.deptId).join(',');
  if (choice.deptId) {
    if (!idList(user.deptId).includes(choice.deptId)) throw new OAuthError(400, MSG.noDept);
    deptId = choice.deptId;
  }
  return {
    tenantId: user.tenantId,
    userId: String(user.id),
    deptId,
    postId: idList(user.postId).join(','),
    roleIds: live.map((r) => r.id),
    roleAliases: shownAliases(
      user.tenantId,
      live.map((r) => r.alias),
    ),
    account: user.account,
    name: user.name ?? '',
    realName: user.realName ?? '',
    avatar: user.avatar ?? '',
    oauthId,
  };
}
