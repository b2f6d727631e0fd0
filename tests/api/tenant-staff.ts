import { login, type TestServer } from './harness';
import { createUser, deptIdsByName, roleIdsByAlias } from './auth-fixtures';

/** The password of every user `tenantStaff` adds, for tests that sign in through the browser form. */
export const STAFF_PASSWORD = 'Staff#2026';

/**
 * Users a test adds to a seeded tenant: `add(account, role alias, dept name)` answers the user's id and
 * token, `create` the same user not signed in (its id); a null dept leaves the user in none. `depts` are
 * the tenant's dept ids by name (执法一中队 …). Role aliases are read once, on the call.
 */
export async function tenantStaff(s: TestServer, tenantId: string) {
  const roles = await roleIdsByAlias(s, tenantId);
  const depts = await deptIdsByName(s, tenantId);
  const create = (account: string, role: string, dept: string | null, name = account): Promise<string> => {
    if (!roles[role]) throw new Error(`no role ${role} in tenant ${tenantId}`);
    return createUser(s, {
      tenantId,
      account,
      password: STAFF_PASSWORD,
      roleIds: [roles[role]],
      deptIds: dept === null ? [] : [depts[dept]],
      name,
    });
  };
  return {
    depts,
    create,
    add: async (
      account: string,
      role: string,
      dept: string | null,
      name = account,
    ): Promise<{ id: string; token: string }> => {
      const id = await create(account, role, dept, name);
      return { id, token: (await login(s, account, STAFF_PASSWORD, tenantId)).access_token };
    },
  };
}

/** What `tenantStaff` answers, for a test that keeps it to add users later. */
export type TenantStaff = Awaited<ReturnType<typeof tenantStaff>>;

/** The dept a squad works in, and who it holds by role alias: the account's ending and the person's name. */
const SQUAD_DEPT = '执法一中队';
const SQUAD_MEMBERS = {
  admin: { account: 'admin', name: '陈管理' },
  inspector: { account: 'insp', name: '刘检查' },
  enforcer: { account: 'enf', name: '赵执法' },
  section_chief: { account: 'chief', name: '王科长' },
} as const;
export type SquadRole = keyof typeof SQUAD_MEMBERS;

/**
 * The staff of 执法一中队 a business test signs in as: one user a role, added in the order given, with
 * the account `prefix` + its ending (tsadmin, tsinsp …). Answers the dept's id, each member's token by
 * role alias, their ids under `ids`, and the `staff` to add others with.
 */
export async function squadOf<R extends SquadRole>(
  s: TestServer,
  tenantId: string,
  prefix: string,
  roles: readonly R[],
) {
  const staff = await tenantStaff(s, tenantId);
  const tokens = {} as Record<R, string>;
  const ids = {} as Record<R, string>;
  for (const role of roles) {
    const { account, name } = SQUAD_MEMBERS[role];
    ({ id: ids[role], token: tokens[role] } = await staff.add(prefix + account, role, SQUAD_DEPT, name));
  }
  return { ...tokens, dept: staff.depts[SQUAD_DEPT], ids, staff };
}

/**
 * An administrator, an inspector (with its id) and an enforcer who only reads, of the tenant and in
 * no dept, named after their accounts `prefix` + admin, insp, enf.
 */
export async function reviewersOf(s: TestServer, tenantId: string, prefix: string) {
  const staff = await tenantStaff(s, tenantId);
  return {
    admin: (await staff.add(`${prefix}admin`, 'admin', null)).token,
    inspector: await staff.add(`${prefix}insp`, 'inspector', null),
    reader: (await staff.add(`${prefix}enf`, 'enforcer', null)).token,
  };
}
