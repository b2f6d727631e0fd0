import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, call, login, useServer } from './harness';
import { addRole, createUser, dbOf, newRowId, roleIdsByAlias } from './auth-fixtures';

/**
 * The super administrator is the platform tenant's `administrator` role, read from the database, and
 * every write that names a role, menu, dept, post, user or parent row by id stays inside the caller's
 * tenant. Tenant A is the seeded demo tenant, tenant B one the platform creates here.
 */
const s = useServer();
let platform: string;
const A = '100001';
let B: string, tokenA: string, tokenB: string;

interface TenantIds {
  role: string;
  dept: string;
  post: string;
  topMenu: string;
  user: string;
  dictBiz: string;
}
const ids: Record<string, TenantIds> = {};

async function idsOf(tenantId: string): Promise<TenantIds> {
  const db = dbOf(s);
  const first = async (table: 'blade_dept' | 'blade_post' | 'blade_top_menu' | 'blade_dict_biz') =>
    String(
      (
        await db
          .selectFrom(table)
          .select('id')
          .where('tenantId', '=', tenantId)
          .where('isDeleted', '=', 0)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  // A new tenant starts without posts.
  await db
    .insertInto('blade_post')
    .values({
      id: newRowId(),
      tenantId,
      category: 1,
      postCode: `p${tenantId}`,
      postName: '岗位',
      sort: 1,
      status: 1,
      isDeleted: 0,
    })
    .execute();
  const user = await createUser(s, {
    tenantId,
    account: `member${tenantId}`,
    password: 'Member#2026',
    roleIds: [(await roleIdsByAlias(s, tenantId)).admin],
  });
  return {
    role: (await roleIdsByAlias(s, tenantId)).admin,
    dept: await first('blade_dept'),
    post: await first('blade_post'),
    topMenu: await first('blade_top_menu'),
    dictBiz: await first('blade_dict_biz'),
    user,
  };
}

const grantsOfRole = async (roleId: string) =>
  (await dbOf(s).selectFrom('blade_role_menu').select('menuId').where('roleId', '=', roleId).execute())
    .map((r) => String(r.menuId))
    .sort();

beforeAll(async () => {
  platform = (await login(s)).access_token;
  const created = await call(s, '/api/blade-system/tenant/submit', {
    token: platform,
    body: { tenantName: '乙租户', linkman: '王五', contactNumber: '13800000001' },
  });
  B = created.body.data.tenantId;
  tokenA = (await login(s, 'admin', ADMIN_PASSWORD, A)).access_token;
  tokenB = (await login(s, 'admin', 'admin', B)).access_token;
  ids[A] = await idsOf(A);
  ids[B] = await idsOf(B);
});

describe("role aliases are identifiers, and administrator is the platform tenant's alone", () => {
  it('refuses an alias that is a list, has spaces or other characters', async () => {
    for (const roleAlias of ['x,administrator', 'administrator,x', 'a b', '1abc', 'x;y', '']) {
      const r = await call(s, '/api/blade-system/role/submit', {
        token: tokenA,
        body: { roleName: '攻击', roleAlias, sort: 9 },
      });
      expect(r.body.success, roleAlias).toBe(false);
    }
    const msg = await call(s, '/api/blade-system/role/submit', {
      token: tokenA,
      body: { roleName: '攻击', roleAlias: 'x,administrator', sort: 9 },
    });
    expect(msg.status).toBe(400);
    expect(msg.body.msg).toMatch(/角色别名须以字母开头/);
    const renamed = await call(s, '/api/blade-system/role/submit', {
      token: tokenA,
      body: { id: ids[A].role, roleAlias: 'admin,administrator' },
    });
    expect(renamed.body.success).toBe(false);
    const aliases = await roleIdsByAlias(s, A);
    expect(Object.keys(aliases).some((a) => a.includes(','))).toBe(false);
  });

  it('refuses `administrator` in any tenant but the platform', async () => {
    const r = await call(s, '/api/blade-system/role/submit', {
      token: tokenA,
      body: { roleName: '超管', roleAlias: 'Administrator', sort: 9 },
    });
    expect(r.body.success).toBe(false);
    const ok = await call(s, '/api/blade-system/role/submit', {
      token: tokenA,
      body: { roleName: '审计', roleAlias: 'auditor-2', sort: 9 },
    });
    expect(ok.body.success).toBe(true);
  });

  it('a role row whose alias lists administrator (legacy data) makes nobody an administrator', async () => {
    // The original attack: such a role, held by a tenant user, travelled as `admin,x,administrator`.
    for (const [alias, account] of [
      ['x,administrator', 'legacy1'],
      ['administrator', 'legacy2'],
    ]) {
      const roleId = await addRole(s, A, alias, { sort: 50 });
      await createUser(s, { tenantId: A, account, password: 'Legacy#2026', roleIds: [ids[A].role, roleId] });
      const t = await login(s, account, 'Legacy#2026', A);
      const before = await grantsOfRole(ids[B].role);
      const grant = await call(s, '/api/blade-system/role/grant', {
        token: t.access_token,
        body: { roleIds: ids[B].role, menuIds: '' },
      });
      expect(grant.body.success, alias).toBe(false);
      expect(grant.body.msg).not.toBe('授权成功');
      expect(await grantsOfRole(ids[B].role)).toEqual(before);
      expect((await call(s, '/api/blade-system/tenant/page', { token: t.access_token })).status).toBe(403);
      expect((await call(s, '/api/blade-system/client/page', { token: t.access_token })).status).toBe(403);
      const info = await call(s, '/api/blade-auth/oauth/user-info', { token: t.access_token });
      expect(info.body.data.roleName.split(',')).toContain('admin');
      // Nor is the client told so: the token's role_name leaves such aliases out.
      expect(t.role_name.split(',')).not.toContain('administrator');
      expect(t.role_name.split(',')).toContain('admin');
    }
  });

  it('the platform administrator stays super administrator, and a tenant admin keeps its granted menus', async () => {
    expect((await call(s, '/api/blade-system/tenant/page', { token: platform })).body.success).toBe(true);
    const routes = await call(s, '/api/blade-system/menu/buttons', { token: tokenA });
    expect(JSON.stringify(routes.body.data)).toContain('role_permission');
    expect(
      (
        await call(s, '/api/blade-system/role/grant', {
          token: tokenA,
          body: { roleIds: ids[A].role, menuIds: (await grantsOfRole(ids[A].role)).join(',') },
        })
      ).body.success,
    ).toBe(true);
  });
});

/** Each grant or reference written by one tenant's admin with the other tenant's ids, both ways. */
describe.each([
  ['A', 'B'],
  ['B', 'A'],
])('tenant %s cannot touch tenant %s ids', (me, other) => {
  const token = () => (me === 'A' ? tokenA : tokenB);
  const mine = () => ids[me === 'A' ? A : B];
  const theirs = () => ids[other === 'A' ? A : B];
  const refused = (r: { body: { success: boolean } }) => expect(r.body.success).toBe(false);
  // A call of this tenant's admin that must be refused.
  const refusedCall = async (path: string, body: Record<string, unknown>) =>
    refused(await call(s, path, { token: token(), body }));

  it('role grant: roleIds of the other tenant', async () => {
    const before = await grantsOfRole(theirs().role);
    await refusedCall('/api/blade-system/role/grant', { roleIds: theirs().role, menuIds: '' });
    await refusedCall('/api/blade-system/role/grant', { roleIds: `${mine().role},${theirs().role}`, menuIds: '' });
    expect(await grantsOfRole(theirs().role)).toEqual(before);
  });

  it('role grant: menus, data scopes and API scopes it does not hold', async () => {
    const db = dbOf(s);
    const tenantMenu = String(
      (await db.selectFrom('blade_menu').select('id').where('code', '=', 'tenant').executeTakeFirstOrThrow()).id,
    );
    const held = await grantsOfRole(mine().role);
    await refusedCall('/api/blade-system/role/grant', {
      roleIds: mine().role,
      menuIds: [...held, tenantMenu].join(','),
    });
    // A new scope row of a menu the role holds: the role does not hold the scope itself.
    const addHeldMenuScope = async (table: 'blade_scope_data' | 'blade_scope_api', row: Record<string, unknown>) => {
      const id = newRowId();
      await db
        .insertInto(table)
        .values({ id, menuId: held[0], resourceCode: 'user', scopeType: 1, status: 1, isDeleted: 0, ...row } as any)
        .execute();
      return id;
    };
    const scope = await addHeldMenuScope('blade_scope_data', { scopeName: '全部', scopeColumn: 'create_user' });
    await refusedCall('/api/blade-system/role/grant', {
      roleIds: mine().role,
      menuIds: held.join(','),
      dataScopeIds: scope,
    });
    const api = await addHeldMenuScope('blade_scope_api', { scopeName: '接口', scopePath: '/api/blade-user/x' });
    await refusedCall('/api/blade-system/role/grant', {
      roleIds: mine().role,
      menuIds: held.join(','),
      apiScopeIds: api,
    });
    expect(await grantsOfRole(mine().role)).toEqual(held);
  });

  it('top-menu grant: topMenuIds of the other tenant', async () => {
    await refusedCall('/api/blade-system/topmenu/grant', { topMenuIds: theirs().topMenu, menuIds: '' });
  });

  it('user grant: userIds and roleIds of the other tenant', async () => {
    await refusedCall('/api/blade-user/grant', { userIds: theirs().user, roleIds: mine().role });
    await refusedCall('/api/blade-user/grant', { userIds: mine().user, roleIds: theirs().role });
    const row = await dbOf(s)
      .selectFrom('blade_user')
      .select('roleId')
      .where('id', '=', mine().user)
      .executeTakeFirstOrThrow();
    expect(String(row.roleId)).toBe(mine().role);
  });

  it('user submit: roleId, deptId and postId of the other tenant, on insert and update', async () => {
    const base = {
      account: `x${me}${Date.now()}`,
      name: 'x',
      realName: 'x',
      roleId: mine().role,
      deptId: mine().dept,
      postId: mine().post,
    };
    for (const body of [
      { ...base, roleId: theirs().role },
      { ...base, deptId: theirs().dept },
      { ...base, postId: theirs().post },
    ]) {
      await refusedCall('/api/blade-user/submit', body);
      await refusedCall('/api/blade-user/submit', { ...body, id: mine().user, account: undefined });
    }
    await refusedCall('/api/blade-user/submit', { id: theirs().user, name: '改名' });
  });

  it('dept, role and business dictionary parents of the other tenant', async () => {
    await refusedCall('/api/blade-system/dept/submit', {
      parentId: theirs().dept,
      deptName: '挂靠',
      fullName: '挂靠',
      deptCategory: 1,
      sort: 1,
    });
    await refusedCall('/api/blade-system/role/submit', {
      parentId: theirs().role,
      roleName: '挂靠',
      roleAlias: 'hang',
      sort: 1,
    });
    await refusedCall('/api/blade-system/dict-biz/submit', {
      parentId: theirs().dictBiz,
      code: 'hang',
      dictKey: '1',
      dictValue: '挂靠',
      sort: 1,
    });
    await refusedCall('/api/blade-system/role/submit', { id: mine().role, parentId: theirs().role });
  });
});
