import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { gone, see, useE2E } from './browser';

/** Looks and language (docs/spec.md §2 "Themes", colour picker, language switcher; §9 defaults). */
describe('theme, colour and language', () => {
  const e2e = useE2E();

  const background = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);
  /** What the person sees: page, sidebar and top bar colours. */
  const colours = async (page: Page) => ({
    page: await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    sidebar: await background(page.getByTestId('sidebar').locator(':scope > div')),
    topBar: await background(page.getByTestId('top-bar')),
  });

  it('a theme changes the page’s colours at once and is still there after a reload', async () => {
    const { page, context } = await e2e.signedInPage();
    const before = await colours(page);
    expect(before).toEqual({ page: 'rgb(240, 242, 245)', sidebar: 'rgb(32, 34, 42)', topBar: 'rgb(255, 255, 255)' });

    await page.getByTestId('theme-picker-button').click();
    const dialog = page.getByRole('dialog', { name: '选择主题' });
    await see(dialog);
    expect(await dialog.getByRole('radio').count()).toBe(11);
    expect(await page.getByTestId('theme-default').getAttribute('aria-checked')).toBe('true');

    await page.getByTestId('theme-dark').click();
    await expect
      .poll(() => colours(page))
      .toEqual({ page: 'rgb(16, 17, 23)', sidebar: 'rgb(25, 26, 35)', topBar: 'rgb(31, 32, 41)' });
    expect(await page.getByTestId('theme-dark').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('theme-default').getAttribute('aria-checked')).toBe('false');

    await page.getByTestId('theme-lte').click();
    await expect
      .poll(() => colours(page))
      .toEqual({ page: 'rgb(236, 240, 245)', sidebar: 'rgb(34, 45, 50)', topBar: 'rgb(60, 141, 188)' });
    await page.keyboard.press('Escape');
    await gone(dialog);

    await page.reload();
    await see(page.getByTestId('sidebar-menu'));
    expect(await colours(page)).toEqual({
      page: 'rgb(236, 240, 245)',
      sidebar: 'rgb(34, 45, 50)',
      topBar: 'rgb(60, 141, 188)',
    });
    await context.close();
  });

  it('the colour picker recolours the primary buttons and the selected menu item', async () => {
    const { page, context } = await e2e.signedInPage('/param');
    const create = page.getByTestId('create-button');
    const active = page.getByTestId('menu-item-param');
    await see(create);
    expect(await background(create)).toBe('rgb(64, 158, 255)');
    expect(await background(active)).toBe('rgb(64, 158, 255)');

    await page.getByTestId('color-picker-button').click();
    await see(page.getByTestId('color-picker'));
    expect(await page.getByTestId('color-input').inputValue()).toBe('#409EFF');
    await page.getByTestId('color-input').fill('#f5222d');
    await expect.poll(() => background(create)).toBe('rgb(245, 34, 45)');
    expect(await background(active)).toBe('rgb(245, 34, 45)');
    // Half a colour does nothing.
    await page.getByTestId('color-input').fill('#12');
    expect(await background(create)).toBe('rgb(245, 34, 45)');
    await page.keyboard.press('Escape');

    await page.reload();
    await see(create);
    expect(await background(create)).toBe('rgb(245, 34, 45)');
    await context.close();
  });

  it('switches zh ↔ en (the current language disabled), the labels follow and the choice survives a reload', async () => {
    const { page, context } = await e2e.signedInPage();
    expect(await page.getByTestId('sidebar-greeting').innerText()).toBe('您好，管理员');
    expect(await page.getByTestId('tag-tab').allInnerTexts()).toEqual(['控制台']);

    await page.getByTestId('language-button').click();
    expect(await page.getByTestId('language-zh').getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByTestId('language-en').getAttribute('aria-disabled')).toBeNull();
    await page.getByTestId('language-en').click();

    await expect.poll(() => page.getByTestId('sidebar-greeting').innerText()).toBe('Hello, 管理员');
    expect(await page.getByTestId('tag-tab').allInnerTexts()).toEqual(['Dashboard']);
    expect(await page.getByTestId('top-menu-home').innerText()).toBe('Home');
    await expect.poll(() => page.title()).toBe('Dashboard-Cultural Market Supervision');

    await page.reload();
    await see(page.getByTestId('sidebar-greeting'));
    expect(await page.getByTestId('sidebar-greeting').innerText()).toBe('Hello, 管理员');
    expect(await page.getByTestId('tag-tab').allInnerTexts()).toEqual(['Dashboard']);

    await page.getByTestId('language-button').click();
    expect(await page.getByTestId('language-en').getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByTestId('language-zh').getAttribute('aria-disabled')).toBeNull();
    await page.getByTestId('language-zh').click();
    await expect.poll(() => page.getByTestId('sidebar-greeting').innerText()).toBe('您好，管理员');
    expect(await page.getByTestId('tag-tab').allInnerTexts()).toEqual(['控制台']);
    await expect.poll(() => page.title()).toBe('控制台-文化市场监管后台');
    await context.close();
  });

  it('the login page speaks the chosen language too', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto(`${e2e.base}/login`);
    await see(page.getByTestId('login-form'));
    expect(await page.getByTestId('login-submit').innerText()).toBe('登录');
    await page.evaluate(() =>
      localStorage.setItem(
        'saber-language',
        JSON.stringify({ dataType: 'string', content: 'en', datetime: Date.now() }),
      ),
    );
    await page.reload();
    await see(page.getByTestId('login-form'));
    expect(await page.getByTestId('login-submit').innerText()).toBe('Sign in');
    expect(await page.title()).toBe('Sign in-Cultural Market Supervision');
    await context.close();
  });
});
