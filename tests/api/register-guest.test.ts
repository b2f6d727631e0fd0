import { describe, expect, it } from 'vitest';
import { call, md5, solvedCaptcha, useServer } from './harness';

/**
 * POST /api/blade-user/register-guest is public and creates accounts: the attacks are a script
 * registering without a captcha, the same captcha reused, and one address registering in bulk.
 */
const s = useServer();
const DEMO = '100001';
const REGISTER = '/api/blade-user/register-guest';
const db = () => s.built.app.db;
const clearCounters = () => db().deleteFrom('blade_login_failure').where('key', 'like', 'rate:%').execute();
const register = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  call(s, REGISTER, { method: 'POST', query, headers });
const exists = async (account: string) =>
  !!(await db()
    .selectFrom('blade_user')
    .select('id')
    .where('tenantId', '=', DEMO)
    .where('account', '=', account)
    .executeTakeFirst());

describe('register-guest', () => {
  it('refuses a registration without a captcha, or with a wrong one, and creates nothing', async () => {
    expect((await register({ tenantId: DEMO, account: 'bot1', password: md5('Bot12345') })).body).toMatchObject({
      code: 400,
      success: false,
      msg: '验证码不正确',
    });
    expect(
      (
        await register(
          { tenantId: DEMO, account: 'bot1', password: md5('Bot12345') },
          { 'Captcha-Key': 'k', 'Captcha-Code': 'abcde' },
        )
      ).body.msg,
    ).toBe('验证码不正确');
    expect(await exists('bot1')).toBe(false);
  });

  it('takes a solved captcha once: the same key and code cannot register a second account', async () => {
    await clearCounters();
    const captcha = await solvedCaptcha(s);
    expect(
      (await register({ tenantId: DEMO, account: 'guest1', password: md5('Guest1234') }, captcha)).body,
    ).toMatchObject({ code: 200, success: true });
    expect((await register({ tenantId: DEMO, account: 'guest2', password: md5('Guest1234') }, captcha)).body.msg).toBe(
      '验证码不正确',
    );
    expect(await exists('guest1')).toBe(true);
    expect(await exists('guest2')).toBe(false);
  });

  it('a password sent as typed must meet the policy; md5 hex is taken as the web app sends it', async () => {
    await clearCounters();
    const weak = await register({ tenantId: DEMO, account: 'weakling', password: 'abc' }, await solvedCaptcha(s));
    expect(weak).toMatchObject({
      status: 400,
      body: { code: 400, success: false, msg: '密码至少8位,且须包含字母和数字' },
    });
    expect(
      (await register({ tenantId: DEMO, account: 'typed', password: 'Typed2026' }, await solvedCaptcha(s))).body
        .success,
    ).toBe(true);
    expect(await exists('weakling')).toBe(false);
  });

  it('limits the attempts of one address, right or wrong captcha, in the database', async () => {
    await clearCounters();
    const answers = [];
    for (let i = 0; i < 10; i++)
      answers.push((await register({ tenantId: DEMO, account: `flood${i}`, password: md5('Flood1234') })).body.msg);
    expect(answers.every((m) => m === '验证码不正确')).toBe(true);
    const blocked = await register(
      { tenantId: DEMO, account: 'flood_ok', password: md5('Flood1234') },
      await solvedCaptcha(s),
    );
    expect(blocked).toMatchObject({ status: 429, body: { code: 429, success: false, msg: '注册过于频繁,请稍后再试' } });
    expect(await exists('flood_ok')).toBe(false);
    // The counter lives in the throttle table, so every instance sees it.
    const rows = await db().selectFrom('blade_login_failure').select('key').where('key', 'like', 'rate:%').execute();
    expect(rows).toHaveLength(1);
  });
});
