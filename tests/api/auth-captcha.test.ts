import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ADMIN_PASSWORD, call, md5, useServer } from './harness';
import { dbOf, tokenCall } from './auth-fixtures';

const CAPTCHA = '/api/blade-auth/oauth/captcha';

describe('captcha grant and GET oauth/captcha', () => {
  const s = useServer();

  const fresh = async () => {
    const r = await call(s, CAPTCHA, { headers: { Authorization: '' } });
    expect(r.status).toBe(200);
    const peek = await call(s, '/api/blade-auth/oauth/captcha-peek', { query: { key: r.body.key } });
    return { key: r.body.key as string, image: r.body.image as string, code: peek.body.code as string };
  };
  const captchaLogin = (key: string, code: string, password = ADMIN_PASSWORD) =>
    tokenCall(
      s,
      { username: 'admin', password: md5(password), grant_type: 'captcha' },
      { 'Captcha-Key': key, 'Captcha-Code': code },
    );
  const refused = { status: 400, body: { error_code: 400, error_description: '验证码不正确' } };

  it('answers {key, image} with an SVG picture of a 5-character code, and stores only a digest', async () => {
    const c = await fresh();
    expect(c.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(c.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(c.image.split(',')[1], 'base64').toString()).toMatch(/^<svg/);
    expect(c.code).toMatch(/^[A-Za-z0-9]{5}$/);
    const row = await dbOf(s)
      .selectFrom('blade_captcha')
      .select(['codeHash'])
      .where('key', '=', c.key)
      .executeTakeFirstOrThrow();
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(c.code);
  });

  it('signs in with the right code, in any letter case', async () => {
    const c = await fresh();
    const r = await captchaLogin(c.key, c.code.toUpperCase() === c.code ? c.code.toLowerCase() : c.code.toUpperCase());
    expect(r.status).toBe(200);
    expect(r.body.account).toBe('admin');
  });

  it('refuses a missing, unknown or wrong code', async () => {
    expect(await tokenCall(s, { username: 'admin', password: md5(ADMIN_PASSWORD), grant_type: 'captcha' })).toEqual(
      refused,
    );
    expect(await captchaLogin('00000000-0000-0000-0000-000000000000', 'abcde')).toEqual(refused);
    const c = await fresh();
    expect(await captchaLogin(c.key, c.code === 'zzzzz' ? 'yyyyy' : 'zzzzz')).toEqual(refused);
  });

  it('is single use: a wrong guess burns it, and so does a successful sign-in', async () => {
    const a = await fresh();
    expect(await captchaLogin(a.key, 'wrong')).toEqual(refused);
    expect(await captchaLogin(a.key, a.code)).toEqual(refused);

    const b = await fresh();
    expect((await captchaLogin(b.key, b.code)).status).toBe(200);
    expect(await captchaLogin(b.key, b.code)).toEqual(refused);

    // A right captcha with a wrong password is spent too.
    const c = await fresh();
    expect((await captchaLogin(c.key, c.code, 'bad-password')).body.error_description).toBe('用户名或密码错误');
    expect(await captchaLogin(c.key, c.code)).toEqual(refused);
  });

  it('expires', async () => {
    const c = await fresh();
    await dbOf(s)
      .updateTable('blade_captcha')
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where('key', '=', c.key)
      .execute();
    expect(await captchaLogin(c.key, c.code)).toEqual(refused);
    // A live one expires after the configured lifetime (300 s by default).
    const d = await fresh();
    const row = await dbOf(s)
      .selectFrom('blade_captcha')
      .select(sql<number>`extract(epoch from expires_at - now())::int`.as('left'))
      .where('key', '=', d.key)
      .executeTakeFirstOrThrow();
    expect(Number(row.left)).toBeGreaterThan(290);
    expect(Number(row.left)).toBeLessThanOrEqual(300);
  });

  it('checks the captcha before the password', async () => {
    expect(
      await tokenCall(
        s,
        { username: 'admin', password: md5('wrong'), grant_type: 'captcha' },
        { 'Captcha-Key': 'x', 'Captcha-Code': 'y' },
      ),
    ).toEqual(refused);
  });
});
