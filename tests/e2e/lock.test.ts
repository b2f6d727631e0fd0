import { describe, expect, it } from 'vitest';
import { atPath, gone, see, signIn, useE2E } from './browser';

/** Lock screen (docs/spec.md §2 "Lock dialog", §4 lock state in session storage, §5 锁屏密码不能为空). */
describe('lock screen', () => {
  const e2e = useE2E();

  it('locks with a password, refuses a wrong one, survives a reload and unlocks back to the page', async () => {
    const { page, context } = await e2e.signedInPage('/param');
    await see(page.getByTestId('list-toolbar'));

    await page.getByTestId('lock-button').click();
    const dialog = page.getByTestId('lock-dialog');
    await see(dialog);
    expect(await dialog.getByRole('heading').innerText()).toBe('设置锁屏密码');
    // Empty password: refused with the spec's words, the dialog stays.
    await page.getByTestId('lock-submit').click();
    await see(dialog.getByText('锁屏密码不能为空'));
    expect(new URL(page.url()).pathname).toBe('/system/param');

    await page.getByTestId('lock-password').fill('lock-me-123');
    await page.getByTestId('lock-submit').click();
    await atPath(page, '/lock');
    await see(page.getByTestId('lock-page'));
    await gone(dialog);
    expect(await page.getByTestId('lock-page').innerText()).toContain('管理员');
    expect(await page.getByTestId('sidebar').count()).toBe(0);

    // Wrong password: refused, still locked.
    await page.getByTestId('unlock-password').fill('not-it');
    await page.getByTestId('unlock-submit').click();
    await see(page.getByText('解锁密码错误,请重新输入'));
    expect(new URL(page.url()).pathname).toBe('/lock');
    expect(await page.getByTestId('unlock-password').inputValue()).toBe('');

    // A reload keeps the lock, and so does typing another page's address.
    await page.reload();
    await see(page.getByTestId('lock-page'));
    expect(new URL(page.url()).pathname).toBe('/lock');
    await page.goto(`${e2e.base}/param`);
    await atPath(page, '/lock');
    await see(page.getByTestId('lock-page'));

    // Empty unlock is refused too.
    await page.getByTestId('unlock-submit').click();
    await see(page.getByText('锁屏密码不能为空'));

    // The right password goes back to the last page (the reload forgot where exactly).
    await page.getByTestId('unlock-password').fill('lock-me-123');
    await page.getByTestId('unlock-password').press('Enter');
    await atPath(page, '/system/param');
    await see(page.getByTestId('list-toolbar'));
    expect(await page.getByTestId('tag-tab').allInnerTexts()).toEqual(['控制台', '参数管理']);

    // Unlocked for good: a reload stays on the page.
    await page.reload();
    await see(page.getByTestId('list-toolbar'));
    expect(new URL(page.url()).pathname).toBe('/system/param');
    await context.close();
  });

  it('without a reload, unlocking returns to exactly the page that was locked', async () => {
    const { page, context } = await e2e.signedInPage('/info/index');
    await see(page.getByTestId('info-page'));
    await page.getByTestId('lock-button').click();
    await page.getByTestId('lock-password').fill('pw');
    await page.getByTestId('lock-password').press('Enter');
    await atPath(page, '/lock');
    await page.getByTestId('unlock-password').fill('pw');
    await page.getByTestId('unlock-submit').click();
    await atPath(page, '/info/index');
    await see(page.getByTestId('info-page'));
    await context.close();
  });

  it('the lock screen offers to log out instead', async () => {
    const { page, context } = await e2e.newPage();
    // Its own session: logging out revokes the token.
    await signIn(page, e2e.base);
    await page.getByTestId('lock-button').click();
    await page.getByTestId('lock-password').fill('pw');
    await page.getByTestId('lock-submit').click();
    await atPath(page, '/lock');
    await page.getByTestId('lock-logout').click();
    await atPath(page, '/login');
    await see(page.getByTestId('login-form'));
    // Signed out and unlocked: the dashboard asks for a sign-in, not the lock password.
    await page.goto(`${e2e.base}/wel/dashboard`);
    await atPath(page, '/login');
    await context.close();
  });
});
