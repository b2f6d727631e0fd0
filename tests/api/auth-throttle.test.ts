import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useServer } from './harness';
import { createUser, dbOf, passwordLogin, roleIdsByAlias, setParam } from './auth-fixtures';

const DEMO = '100001';
const WRONG = { status: 400, body: { error_code: 400, error_description: '用户名或密码错误' } };
const LOCKED = { status: 400, body: { error_code: 400, error_description: '登录错误次数过多,请稍后再试' } };

/** Login throttling with the default trustProxy 0: the address is the socket's, X-Forwarded-For is ignored. */
describe('login throttling per account and address', () => {
  const s = useServer();
  let inspector: string;
  beforeAll(async () => {
    inspector = (await roleIdsByAlias(s, DEMO)).inspector;
    await setParam(s, DEMO, 'account.failCount', '3');
  });

  const user = (account: string, tenantId = DEMO) =>
    createUser(s, { tenantId, account, password: `Pw#${account}`, roleIds: [inspector] });
  const unlockAll = () =>
    dbOf(s)
      .updateTable('blade_login_failure')
      .set({ lockedUntil: sql`now() - interval '1 second'`, firstAt: sql`now() - interval '1 hour'` })
      .execute();

  it("locks after the tenant's account.failCount failures, even for the right password", async () => {
    await user('victim1');
    for (let i = 0; i < 3; i++) expect(await passwordLogin(s, 'victim1', 'wrong', DEMO)).toEqual(WRONG);
    expect(await passwordLogin(s, 'victim1', 'Pw#victim1', DEMO)).toEqual(LOCKED);
    expect(await passwordLogin(s, 'victim1', 'wrong', DEMO)).toEqual(LOCKED);
    const row = await dbOf(s)
      .selectFrom('blade_login_failure')
      .select(sql<number>`extract(epoch from locked_until - now())::int`.as('left'))
      .where('lockedUntil', '>', sql<string>`now()`)
      .orderBy('lockedUntil', 'desc')
      .executeTakeFirstOrThrow();
    // cfg.loginLockMinutes defaults to 15.
    expect(Number(row.left)).toBeGreaterThan(15 * 60 - 30);
    expect(Number(row.left)).toBeLessThanOrEqual(15 * 60);
    await unlockAll();
    expect((await passwordLogin(s, 'victim1', 'Pw#victim1', DEMO)).status).toBe(200);
  });

  it('ignores a spoofed X-Forwarded-For: a new header value does not reset the counter', async () => {
    await user('victim2');
    for (let i = 0; i < 3; i++) {
      expect(await passwordLogin(s, 'victim2', 'wrong', DEMO, { 'X-Forwarded-For': `203.0.113.${i + 1}` })).toEqual(
        WRONG,
      );
    }
    expect(await passwordLogin(s, 'victim2', 'Pw#victim2', DEMO, { 'X-Forwarded-For': '198.51.100.77' })).toEqual(
      LOCKED,
    );
  });

  it('a success clears the counter', async () => {
    await user('victim3');
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++) expect(await passwordLogin(s, 'victim3', 'wrong', DEMO)).toEqual(WRONG);
      expect((await passwordLogin(s, 'victim3', 'Pw#victim3', DEMO)).status).toBe(200);
    }
  });

  it('counts unknown accounts the same way, so the answers do not tell which accounts exist', async () => {
    for (let i = 0; i < 3; i++) expect(await passwordLogin(s, 'ghost', 'wrong', DEMO)).toEqual(WRONG);
    expect(await passwordLogin(s, 'ghost', 'wrong', DEMO)).toEqual(LOCKED);
  });

  it('keys on the tenant: a lock in one tenant leaves the same account name elsewhere alone', async () => {
    await user('twin', DEMO);
    await createUser(s, {
      tenantId: '000000',
      account: 'twin',
      password: 'Pw#twin',
      roleIds: [(await roleIdsByAlias(s, '000000')).staff],
    });
    for (let i = 0; i < 3; i++) await passwordLogin(s, 'twin', 'wrong', DEMO);
    expect(await passwordLogin(s, 'twin', 'Pw#twin', DEMO)).toEqual(LOCKED);
    expect((await passwordLogin(s, 'twin', 'Pw#twin', '000000')).status).toBe(200);
  });

  it('falls back to 5 failures when the parameter is not a positive number', async () => {
    await setParam(s, '000000', 'account.failCount', 'many');
    await createUser(s, {
      tenantId: '000000',
      account: 'fallback',
      password: 'Pw#fallback',
      roleIds: [(await roleIdsByAlias(s, '000000')).staff],
    });
    for (let i = 0; i < 4; i++) expect(await passwordLogin(s, 'fallback', 'wrong', '000000')).toEqual(WRONG);
    expect((await passwordLogin(s, 'fallback', 'Pw#fallback', '000000')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect(await passwordLogin(s, 'fallback', 'wrong', '000000')).toEqual(WRONG);
    expect(await passwordLogin(s, 'fallback', 'Pw#fallback', '000000')).toEqual(LOCKED);
  });

  it('starts counting again after the window', async () => {
    await user('slow');
    for (let i = 0; i < 2; i++) await passwordLogin(s, 'slow', 'wrong', DEMO);
    // The first failures are older than the window now: they no longer add up.
    await dbOf(s)
      .updateTable('blade_login_failure')
      .set({ firstAt: sql`now() - interval '16 minutes'` })
      .execute();
    for (let i = 0; i < 2; i++) expect(await passwordLogin(s, 'slow', 'wrong', DEMO)).toEqual(WRONG);
    expect((await passwordLogin(s, 'slow', 'Pw#slow', DEMO)).status).toBe(200);
  });

  it('stores no account names or addresses in plain', async () => {
    const rows = await dbOf(s).selectFrom('blade_login_failure').select('key').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(String(r.key)).toMatch(/^(acct:[0-9a-f]{64}|addr:[0-9a-f]{64}:[0-9a-f]{64})$/);
  });
});
