import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useServer } from './harness';
import { createUser, dbOf, passwordLogin, roleIdsByAlias, setParam } from './auth-fixtures';

const DEMO = '100001';
const WRONG = { status: 400, body: { error_code: 400, error_description: '用户名或密码错误' } };
const LOCKED = { status: 400, body: { error_code: 400, error_description: '登录错误次数过多,请稍后再试' } };

/** Behind one trusted proxy (trustProxy 1) the client address comes from X-Forwarded-For. */
describe('login throttling behind a trusted proxy: many addresses', () => {
  const s = useServer({ trustProxy: 1 });
  let inspector: string;
  beforeAll(async () => {
    inspector = (await roleIdsByAlias(s, DEMO)).inspector;
    await setParam(s, DEMO, 'account.failCount', '2');
  });

  const from = (ip: string) => ({ 'X-Forwarded-For': ip });

  it('an attacker locks only their own address: the user elsewhere still signs in', async () => {
    await createUser(s, { tenantId: DEMO, account: 'target', password: 'Pw#target', roleIds: [inspector] });
    for (let i = 0; i < 2; i++)
      expect(await passwordLogin(s, 'target', 'guess', DEMO, from('203.0.113.9'))).toEqual(WRONG);
    expect(await passwordLogin(s, 'target', 'Pw#target', DEMO, from('203.0.113.9'))).toEqual(LOCKED);
    expect((await passwordLogin(s, 'target', 'Pw#target', DEMO, from('198.51.100.20'))).status).toBe(200);
    // The attacker's address stays locked after the user's success elsewhere.
    expect(await passwordLogin(s, 'target', 'guess', DEMO, from('203.0.113.9'))).toEqual(LOCKED);
  });

  it('guessing spread over many addresses hits the account-wide cap (10 x failCount), which only slows', async () => {
    await createUser(s, { tenantId: DEMO, account: 'spread', password: 'Pw#spread', roleIds: [inspector] });
    for (let n = 0; n < 10; n++) {
      for (let i = 0; i < 2; i++)
        expect(await passwordLogin(s, 'spread', 'guess', DEMO, from(`203.0.113.${100 + n}`))).toEqual(WRONG);
    }
    // 20 failures: now every address waits out the window, the user's too.
    expect(await passwordLogin(s, 'spread', 'Pw#spread', DEMO, from('198.51.100.30'))).toEqual(LOCKED);
    await dbOf(s)
      .updateTable('blade_login_failure')
      .set({ lockedUntil: sql`now() - interval '1 second'`, firstAt: sql`now() - interval '1 hour'` })
      .execute();
    expect((await passwordLogin(s, 'spread', 'Pw#spread', DEMO, from('198.51.100.30'))).status).toBe(200);
  });

  it('below the account-wide cap, fresh addresses are not slowed', async () => {
    await createUser(s, { tenantId: DEMO, account: 'below', password: 'Pw#below', roleIds: [inspector] });
    for (let n = 0; n < 9; n++) {
      for (let i = 0; i < 2; i++) await passwordLogin(s, 'below', 'guess', DEMO, from(`192.0.2.${n + 1}`));
    }
    expect((await passwordLogin(s, 'below', 'Pw#below', DEMO, from('198.51.100.40'))).status).toBe(200);
  });
});
