import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { atPath, cancelConfirm, confirmDialog, gone, see, toast, useE2E } from './browser';

/** The tag tabs' context menu (docs/spec.md §2 "Tag tabs"): close others, close all, clear cache. */
describe('tabs: context menu', () => {
  const e2e = useE2E();

  const tabTexts = (page: Page) => page.getByTestId('tag-tab').allInnerTexts();
  const tab = (page: Page, label: string) => page.getByTestId('tag-tab').filter({ hasText: label });

  /** Opens 参数管理, 通用日志 and 个人信息 from the menus, leaving 通用日志 as the current page. */
  async function openThreePages(page: Page) {
    await page.getByTestId('menu-item-system').click();
    await page.getByTestId('menu-item-param').click();
    await atPath(page, '/system/param');
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-info').click();
    await atPath(page, '/info/index');
    await page.getByTestId('menu-item-monitor').click();
    await page.getByTestId('menu-item-log').click();
    await page.getByTestId('menu-item-log_usual').click();
    await atPath(page, '/monitor/log/usual');
    await expect.poll(() => tabTexts(page)).toEqual(['控制台', '参数管理', '个人信息', '通用日志']);
  }

  it('close others (right-click on a tab) keeps the console and the current page', async () => {
    const { page, context } = await e2e.signedInPage();
    await openThreePages(page);

    await tab(page, '参数管理').click({ button: 'right' });
    const menu = page.getByTestId('tags-context-menu');
    await see(menu);
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['清除缓存', '关闭其他', '关闭全部']);
    // Going to 参数管理 first: the menu acts on the current page.
    await page.keyboard.press('Escape');
    await gone(menu);
    await tab(page, '参数管理').click();
    await atPath(page, '/system/param');

    await tab(page, '参数管理').click({ button: 'right' });
    await page.getByTestId('tags-close-others').click();
    await expect.poll(() => tabTexts(page)).toEqual(['控制台', '参数管理']);
    expect(new URL(page.url()).pathname).toBe('/system/param');
    await context.close();
  });

  it('close all (from the tabs menu button) goes back to the console, whose tab cannot be closed', async () => {
    const { page, context } = await e2e.signedInPage();
    await openThreePages(page);
    // Every other tab offers its close button; the console's never does.
    expect(await page.getByTestId('tag-close').count()).toBe(3);
    expect(await tab(page, '控制台').getByTestId('tag-close').count()).toBe(0);

    await page.getByTestId('tags-menu-button').click();
    await page.getByTestId('tags-close-all').click();
    await atPath(page, '/wel/dashboard');
    await see(page.getByTestId('dashboard-page'));
    await expect.poll(() => tabTexts(page)).toEqual(['控制台']);
    expect(await page.getByTestId('tag-close').count()).toBe(0);
    // Delete on the lone console tab does nothing either.
    await tab(page, '控制台').getByRole('link').focus();
    await page.keyboard.press('Delete');
    expect(await tabTexts(page)).toEqual(['控制台']);

    // Tabs survive a reload.
    await page.getByTestId('menu-item-system').click();
    await page.getByTestId('menu-item-param').click();
    await atPath(page, '/system/param');
    await page.reload();
    await see(page.getByTestId('list-toolbar'));
    expect(await tabTexts(page)).toEqual(['控制台', '参数管理']);
    await context.close();
  });

  it('clear cache asks 是否需要清除缓存? and answers 清除完毕', async () => {
    const { page, context } = await e2e.signedInPage();
    let cleared = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/blade-auth/oauth/clear-cache')) cleared += 1;
    });

    // Cancelling asks the server nothing.
    await page.getByTestId('tags-menu-button').click();
    await page.getByTestId('tags-clear-cache').click();
    const confirm = confirmDialog(page, '是否需要清除缓存?');
    await see(confirm);
    await cancelConfirm(confirm);
    expect(cleared).toBe(0);

    await tab(page, '控制台').click({ button: 'right' });
    await page.getByTestId('tags-clear-cache').click();
    await confirmDialog(page, '是否需要清除缓存?').getByRole('button', { name: '确定' }).click();
    await see(toast(page, '清除完毕'));
    await gone(confirmDialog(page, '是否需要清除缓存?'));
    expect(cleared).toBe(1);
    // Still signed in and where we were.
    expect(new URL(page.url()).pathname).toBe('/wel/dashboard');
    expect(await tabTexts(page)).toEqual(['控制台']);
    await context.close();
  });
});
