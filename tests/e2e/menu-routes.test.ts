import { describe, expect, it } from 'vitest';
import { atPath, see, useE2E } from './browser';

/** Menu paths are routes: a reload, a deep link or the sidebar opens the page at the menu's path. */
describe('menu paths', () => {
  const e2e = useE2E();

  const selectedTab = (page: import('playwright-core').Page) =>
    page.locator('[data-testid="tag-tab"]:has([aria-current="page"])').innerText();

  it('opens and reloads the pages of menu paths, tabs named by the menu', async () => {
    const { page, context } = await e2e.signedInPage('/system/user');
    for (const [path, label] of [
      ['/system/user', '用户管理'],
      ['/system/param', '参数管理'],
      ['/authority/role', '角色管理'],
      ['/monitor/log/usual', '通用日志'],
      ['/subject/subject', '经营主体'],
    ]) {
      await page.goto(`${e2e.base}${path}`);
      await see(page.getByTestId('list-toolbar'));
      await page.reload();
      await see(page.getByTestId('list-toolbar'));
      expect(new URL(page.url()).pathname).toBe(path);
      await expect.poll(() => selectedTab(page)).toBe(label);
      await expect.poll(() => page.title()).toContain(label);
    }
    await context.close();
  });

  it('the sidebar goes to menu paths, a record page stays under it, old short paths move there', async () => {
    const { page, context } = await e2e.signedInPage();
    await page.getByTestId('menu-item-system').click();
    await page.getByTestId('menu-item-param').click();
    await atPath(page, '/system/param');
    await see(page.getByTestId('list-toolbar'));
    // react-admin's own create link lands under the menu path, and so does "back to the list".
    await page.getByTestId('create-button').click();
    await atPath(page, '/system/param/create');
    await page.reload();
    await see(page.getByTestId('back-button'));
    await page.getByTestId('back-button').click();
    await atPath(page, '/system/param');

    await page.goto(`${e2e.base}/param`);
    await atPath(page, '/system/param');
    await see(page.getByTestId('list-toolbar'));
    await page.goto(`${e2e.base}/role`);
    await atPath(page, '/authority/role');
    // A business resource lives where its declaration's menu puts it (def.menu.path, seeded as its menu).
    await page.goto(`${e2e.base}/subject`);
    await atPath(page, '/subject/subject');
    await see(page.getByTestId('list-toolbar'));

    // Not a route and no menu path: 404 as before.
    await page.goto(`${e2e.base}/system/nothing-here`);
    await atPath(page, '/404');
    await context.close();
  });
});
