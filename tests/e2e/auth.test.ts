import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from '../api/harness';
import {
  ADMIN_PASSWORD,
  atPath,
  cancelConfirm,
  confirmDialog,
  fillLogin,
  openLogin,
  peekCaptcha,
  see,
  shownCaptchaKey,
  signIn,
  storedToken,
  toast,
  useE2E,
} from './browser';

/**
 * Signing in and out, and where the router guard sends people (docs/spec.md §2 "Router guard", §4 "Session",
 * §8 login refusals). The last test changes the admin's password: it runs last in this file.
 */
describe('sign-in, guard and sign-out', () => {
  const e2e = useE2E();

  /** Submits the login form as the platform's admin with `password`, solving the captcha shown under `captchaKey`. */
  const submitAdminLogin = async (page: Page, password: string, captchaKey: string) =>
    fillLogin(page, {
      tenantId: '000000',
      account: 'admin',
      password,
      code: await peekCaptcha(e2e.base, captchaKey),
    });

  it('a wrong captcha, then a wrong password, show the server’s words and a fresh captcha; the right ones land on the console', async () => {
    const { page, context } = await e2e.newPage();
    const firstKey = await openLogin(page, e2e.base);
    expect(await page.title()).toContain('登录');
    const image = page.getByTestId('captcha-image').locator('img');
    await see(image);
    const firstImage = await image.getAttribute('src');
    expect(firstImage).toMatch(/^data:image\//);

    // Wrong captcha: the server refuses with its own message and the form fetches a new captcha.
    await fillLogin(page, { tenantId: '000000', account: 'admin', password: ADMIN_PASSWORD, code: 'zzzzz' });
    await see(page.getByTestId('login-error'));
    expect(await page.getByTestId('login-error').innerText()).toContain('验证码不正确');
    const secondKey = await shownCaptchaKey(page, firstKey);
    expect(await image.getAttribute('src')).not.toBe(firstImage);
    expect(await page.getByTestId('login-captcha').inputValue()).toBe('');
    expect(new URL(page.url()).pathname).toBe('/login');

    // Right captcha, wrong password.
    const secondImage = await image.getAttribute('src');
    await submitAdminLogin(page, 'not-the-password', secondKey);
    await expect.poll(() => page.getByTestId('login-error').innerText()).toContain('用户名或密码错误');
    const thirdKey = await shownCaptchaKey(page, secondKey);
    expect(await image.getAttribute('src')).not.toBe(secondImage);
    expect(await storedToken(page)).toBeUndefined();

    // Everything right.
    await submitAdminLogin(page, ADMIN_PASSWORD, thirdKey);
    await atPath(page, '/wel/dashboard', 30_000);
    await see(page.getByTestId('dashboard-page'));
    await expect.poll(() => page.getByTestId('sidebar-greeting').innerText()).toContain('管理员');
    expect(await page.getByTestId('tag-tab').allInnerTexts()).toEqual(['控制台']);
    expect(await storedToken(page)).toBeTruthy();
    await context.close();
  });

  it('a visitor without a token is sent to /login from a protected page, and may open the public pages', async () => {
    const { page, context } = await e2e.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${e2e.base}/param`);
    await atPath(page, '/login');
    // At once, and in one step: no blank page while the redirect repeats itself.
    await see(page.getByTestId('login-form'), 5_000);
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(3);
    // The declarations load with a session, not with the login page (resources/declarationStore.ts).
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /\/declarations-[^/]*\.js$/.test(path))).toEqual([]);

    await page.goto(`${e2e.base}/wel/dashboard`);
    await atPath(page, '/login');

    await page.goto(`${e2e.base}/404`);
    await see(page.getByTestId('error-page-404'));
    expect(new URL(page.url()).pathname).toBe('/404');
    await context.close();
  });

  it('signed in: / goes to the console, an unknown path to /404, and /login back to /', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, e2e.base);

    await page.goto(`${e2e.base}/`);
    await atPath(page, '/wel/dashboard');
    await see(page.getByTestId('dashboard-page'));

    await page.goto(`${e2e.base}/no/such/page`);
    await atPath(page, '/404');
    await see(page.getByTestId('error-page-404'));
    expect(await page.getByTestId('error-page-404').innerText()).toContain('404');
    // The 404 page offers the way home.
    await page.getByTestId('error-page-home').click();
    await atPath(page, '/wel/dashboard');

    await page.goto(`${e2e.base}/login`);
    await atPath(page, '/wel/dashboard');
    await see(page.getByTestId('dashboard-page'));
    expect(await page.getByTestId('login-form').count()).toBe(0);
    await context.close();
  });

  it('logging out asks first, lands on /login, and the old token no longer opens the API', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, e2e.base);
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    expect((await call(e2e.server, '/api/blade-auth/oauth/user-info', { token })).status).toBe(200);

    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-logout').click();
    const confirm = confirmDialog(page, '退出系统, 是否继续?');
    await see(confirm);
    // Cancel keeps the session.
    await cancelConfirm(confirm);
    expect(new URL(page.url()).pathname).toBe('/wel/dashboard');

    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-logout').click();
    await confirmDialog(page, '退出系统, 是否继续?').getByRole('button', { name: '确定' }).click();
    await atPath(page, '/login');
    await see(page.getByTestId('login-form'));
    expect(await storedToken(page)).toBeUndefined();

    const after = await call(e2e.server, '/api/blade-auth/oauth/user-info', { token });
    expect(after.status).toBe(401);

    // And the protected pages are closed again.
    await page.goto(`${e2e.base}/system/param`);
    await atPath(page, '/login');
    await context.close();
  });

  it('the profile page shows its three tabs, and a changed password is the one to sign in with', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, e2e.base);
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-info').click();
    await atPath(page, '/info/index');
    await see(page.getByTestId('info-page'));
    const info = page.getByTestId('info-page');
    expect(await info.getByRole('tab').allInnerTexts()).toEqual(['个人信息', '修改密码', '修改巡检密码']);
    expect(await page.getByTestId('tag-tab').allInnerTexts()).toContain('个人信息');
    await see(page.getByTestId('profile-form'));

    const newPassword = 'New@Pass#2026';
    await page.getByTestId('info-tab-password').click();
    const form = page.getByTestId('password-form');
    await see(form);
    await form.getByLabel('原密码').fill(ADMIN_PASSWORD);
    await form.getByLabel('新密码').fill(newPassword);
    await form.getByLabel('确认密码').fill(newPassword + 'x');
    await page.getByTestId('password-form-save').click();
    await see(page.getByText('两次密码输入不一致'));

    await form.getByLabel('确认密码').fill(newPassword);
    await page.getByTestId('password-form-save').click();
    await see(toast(page, '修改密码成功!'));

    // The inspection password is chosen the same way: the policy first, then the server takes it (md5).
    await page.getByTestId('info-tab-inspect').click();
    const inspect = page.getByTestId('inspect-password-form');
    await see(inspect);
    await inspect.getByLabel('原密码').fill('unused');
    await inspect.getByLabel('新密码').fill('1111');
    await inspect.getByLabel('确认密码').fill('1111');
    await page.getByTestId('inspect-password-form-save').click();
    await see(page.getByText('密码至少8位,且须包含字母和数字'));
    await inspect.getByLabel('新密码').fill('Patrol2026');
    await inspect.getByLabel('确认密码').fill('Patrol2026');
    await page.getByTestId('inspect-password-form-save').click();
    await see(toast(page, '修改密码成功!'));

    // Sign out and in again: the old password is refused, the new one works.
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-logout').click();
    await confirmDialog(page, '退出系统, 是否继续?').getByRole('button', { name: '确定' }).click();
    await atPath(page, '/login');

    const key = await openLogin(page, e2e.base);
    await submitAdminLogin(page, ADMIN_PASSWORD, key);
    await expect.poll(() => page.getByTestId('login-error').innerText()).toContain('用户名或密码错误');
    const nextKey = await shownCaptchaKey(page, key);
    await submitAdminLogin(page, newPassword, nextKey);
    await atPath(page, '/wel/dashboard', 30_000);
    await see(page.getByTestId('dashboard-page'));
    await context.close();
  });
});
