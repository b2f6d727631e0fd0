import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/core/passwords';
import { call, login, md5, solvedCaptcha, useServer } from './harness';
import { liveIdOf } from './auth-fixtures';

/**
 * An unchanged BladeX Saber front end against our server, user management: the rows and details it
 * reads (UserVO names, "" for empty references) and the user form it submits (password as typed).
 */
const server = useServer();
let b: string;
const B = '100001';
const ids: Record<string, string> = {};

const db = () => server.built.app.db;
const submit = (body: Record<string, unknown>) => call(server, '/api/blade-user/submit', { token: b, body });

const idOf = (
  table: 'blade_role' | 'blade_dept' | 'blade_post',
  column: 'roleAlias' | 'deptName' | 'postCode',
  value: string,
) => liveIdOf(server, table, B, column, value);

beforeAll(async () => {
  b = (await login(server, 'admin', undefined, B)).access_token;
  ids.inspector = await idOf('blade_role', 'roleAlias', 'inspector');
  ids.enforcer = await idOf('blade_role', 'roleAlias', 'enforcer');
  ids.enforce1 = await idOf('blade_dept', 'deptName', '执法一中队');
  ids.market = await idOf('blade_dept', 'deptName', '市场管理科');
  ids.captain = await idOf('blade_post', 'postCode', 'captain');
});

describe('user submit as Saber sends it', () => {
  it('accepts the password as typed, stores argon2id of its md5, and the user signs in with it', async () => {
    // Saber's user form: password and password2 as typed, userType from the dictionary.
    const r = await submit({
      account: 'saber_zhang',
      name: '张',
      realName: '张三',
      password: 'Zhang2026x',
      password2: 'Zhang2026x',
      roleId: `${ids.inspector},${ids.enforcer}`,
      deptId: ids.enforce1,
      postId: ids.captain,
      userType: 1,
    });
    expect(r.body).toMatchObject({ code: 200, success: true });
    ids.zhang = r.body.data.id;
    const row = await db()
      .selectFrom('blade_user')
      .select('password')
      .where('id', '=', ids.zhang)
      .executeTakeFirstOrThrow();
    expect(String(row.password)).toMatch(/^\$argon2id\$/);
    expect((await verifyPassword(md5('Zhang2026x'), String(row.password))).ok).toBe(true);
    expect((await login(server, 'saber_zhang', 'Zhang2026x', B)).user_id).toBe(ids.zhang);
  });

  it('refuses passwords shorter than 8 or without both letters and digits, and saves nothing', async () => {
    for (const password of ['Ab1', 'abcdefgh', '12345678', 'Abc1234']) {
      const r = await submit({
        account: 'weak',
        name: 'w',
        realName: 'w',
        password,
        roleId: ids.inspector,
        deptId: ids.enforce1,
      });
      expect(r.status, password).toBe(400);
      expect(r.body).toMatchObject({ code: 400, success: false, msg: '密码至少8位,且须包含字母和数字' });
    }
    const page = await call(server, '/api/blade-user/page', { token: b, query: { account_equal: 'weak' } });
    expect(page.body.data.total).toBe(0);
  });

  it('an md5 hex (32 hex digits, no letters beyond a-f) is just a typed password now: it must pass the policy', async () => {
    const r = await submit({
      account: 'md5_user',
      name: 'm',
      realName: 'm',
      password: md5('Whatever1'),
      roleId: ids.inspector,
      deptId: ids.enforce1,
    });
    expect(r.body.success).toBe(true);
    // The typed text itself is the password: signing in with its md5 works.
    const token = await call(server, '/api/blade-auth/oauth/token', {
      method: 'POST',
      headers: { 'Tenant-Id': B, ...(await solvedCaptcha(server)) },
      query: {
        tenantId: B,
        username: 'md5_user',
        password: md5(md5('Whatever1')),
        grant_type: 'captcha',
        scope: 'all',
        type: 'account',
      },
    });
    expect(token.body.access_token).toBeTruthy();
  });
});

describe('user rows and details as Saber reads them', () => {
  beforeAll(async () => {
    // A user without post and with a null dept, as rows migrated from Blade can be.
    const r = await submit({
      account: 'saber_li',
      name: '李',
      realName: '李四',
      roleId: ids.inspector,
      deptId: ids.market,
    });
    ids.li = r.body.data.id;
    await db().updateTable('blade_user').set({ postId: null }).where('id', '=', ids.li).execute();
  });

  it('page rows carry tenantName, roleName, deptName, postName and userTypeName', async () => {
    const r = await call(server, '/api/blade-user/page', {
      token: b,
      query: { current: 1, size: 10, account: 'saber_' },
    });
    expect(r.body.code).toBe(200);
    const zhang = r.body.data.records.find((u: { account: string }) => u.account === 'saber_zhang');
    expect(zhang).toMatchObject({
      tenantName: '示范区文化市场综合执法队',
      roleName: '检查员,执法人员',
      deptName: '执法一中队',
      postName: '队长',
      userTypeName: 'WEB',
      postId: ids.captain,
    });
  });

  it('empty multi-value references are "" (Saber calls postId.split(","))', async () => {
    const page = await call(server, '/api/blade-user/page', { token: b, query: { account_equal: 'saber_li' } });
    const li = page.body.data.records[0];
    expect(li.postId).toBe('');
    expect(li.postName).toBe('');
    expect(li.deptName).toBe('市场管理科');
    const detail = await call(server, '/api/blade-user/detail', { token: b, query: { id: ids.li } });
    expect(detail.body.data).toMatchObject({
      postId: '',
      postName: '',
      roleName: '检查员',
      tenantName: '示范区文化市场综合执法队',
      userTypeName: 'WEB',
    });
    expect(detail.body.data).not.toHaveProperty('password');
  });

  it('names are resolved with one query per referenced table, whatever the number of rows', async () => {
    for (let i = 0; i < 12; i++)
      await submit({
        account: `bulk_${i}`,
        name: 'b',
        realName: 'b',
        roleId: ids.enforcer,
        deptId: ids.enforce1,
        postId: ids.captain,
      });
    const counted = async (size: number) => {
      const kysely = db() as unknown as { selectFrom: (...a: unknown[]) => unknown };
      const original = kysely.selectFrom;
      const tables: string[] = [];
      kysely.selectFrom = function (this: unknown, ...a: unknown[]) {
        tables.push(String(a[0]));
        return original.apply(this, a);
      };
      try {
        // A fresh page size each time, so no cached page hides the row queries.
        const r = await call(server, '/api/blade-user/page', {
          token: b,
          query: { current: 1, size, account_likeright: 'bulk_' },
        });
        expect(r.body.data.records.length).toBe(Math.min(size, 12));
      } finally {
        kysely.selectFrom = original;
      }
      return tables.filter((t) => /blade_(role|dept|post|tenant|dict)\b|blade(Tenant|Dict)$/.test(t)).length;
    };
    const few = await counted(2);
    const many = await counted(12);
    expect(few).toBeGreaterThan(0);
    // Never one per row: 12 rows cost no more than 2 (names already known, kept per their table's
    // change counter, cost nothing).
    expect(many).toBeLessThanOrEqual(few);
  });
});
