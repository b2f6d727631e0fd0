import { login, type TestServer } from './harness';
import { createUser, deptIdsByName, roleIdsByAlias } from './auth-fixtures';

const PASSWORD = 'Staff#2026';

/**
 * Users a test adds to a seeded tenant, signed in: `add(account, role alias, dept name)` answers the
 * user's id and token; `depts` are the tenant's dept ids by name (执法一中队 …).
 */
export async function tenantStaff(s: TestServer, tenantId: string) {
  const roles = await roleIdsByAlias(s, tenantId);
  const depts = await deptIdsByName(s, tenantId);
  return {
    depts,
    add: async (
      account: string,
      role: string,
      dept: string,
      name = account,
    ): Promise<{ id: string; token: string }> => {
      const id = await createUser(s, {
        tenantId,
        account,
        password: PASSWORD,
        roleIds: [roles[role]],
        deptIds: [depts[dept]],
        name,
      });
      return { id, token: (await login(s, account, PASSWORD, tenantId)).access_token };
    },
  };
}
