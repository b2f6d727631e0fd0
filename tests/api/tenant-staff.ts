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
