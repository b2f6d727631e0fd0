import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, login } from '../api/harness';
import { atPath, gone, see, useE2E } from './browser';

/** 菜单搜索 (docs/spec.md §2): the overlay and the top autocomplete match menu names (and their pinyin) by prefix, ignoring case. */
describe('menu search', () => {
  const e2e = useE2E();
  beforeAll(async () => {
    // Latin-named menus, so that case can be told apart.
    const { access_token: token } = await login(e2e.server);
    const submit = async (menu: Record<string, unknown>) => {
      const r = await call(e2e.server, '/api/blade-system/menu/submit', {
        token,
        body: { category: 1, action: 0, isOpen: 1, source: 'Build', ...menu },
      });
      if (r.body?.code !== 200) throw new Error(`menu submit: ${JSON.stringify(r.body)}`);
    };
    await submit({ parentId: '0', code: 'e2e_tools', name: '工具箱', alias: 'tools', path: '/tools', sort: 90 });
    const tree = await call(e2e.server, '/api/blade-system/menu/list', { token, query: { code_equal: 'e2e_tools' } });
    const parentId = (tree.body.data as { id: string; code: string }[]).find((m) => m.code === 'e2e_tools')?.id;
    if (!parentId) throw new Error(`no parent menu: ${JSON.stringify(tree.body)}`);
    await submit({ parentId, code: 'e2e_test_page', name: 'Test页面', alias: 'test', path: '/test/index', sort: 1 });
    await submit({ parentId, code: 'e2e_team', name: 'TEAM欢迎页', alias: 'team', path: '/wel/index', sort: 2 });
  });

  const resultNames = (page: Page) =>
    page.getByTestId('menu-search-result').locator('.MuiListItemText-primary').allInnerTexts();

  it('the overlay matches by prefix ignoring case, Esc closes it, choosing navigates', async () => {
    const { page, context } = await e2e.signedInPage();
    await page.getByTestId('menu-search-button').click();
    const overlay = page.getByTestId('menu-search-overlay');
    await see(overlay);
    expect(await overlay.getByRole('heading').innerText()).toBe('菜单搜索');
    const input = page.getByTestId('menu-search-input');
    // Nothing typed: every page the menu offers.
    expect((await resultNames(page)).length).toBeGreaterThan(15);

    // What is typed, and the pages found, in menu order.
    const searches: Array<[string, string[]]> = [
      ['te', ['Test页面', 'TEAM欢迎页']],
      ['TES', ['Test页面']],
      ['tEa', ['TEAM欢迎页']],
      // Prefix, not substring: 数 finds 数据权限 and 数据源管理 but not 参数管理.
      ['数', ['数据权限', '数据源管理']],
      ['参', ['参数管理']],
      // Full pinyin and pinyin initials, still by prefix; pinyin-pro loads when the overlay opens.
      ['yhgl', ['用户管理']],
      ['YongHuG', ['用户管理']],
      ['jyzt', ['经营主体']],
    ];
    for (const [typed, found] of searches) {
      await input.fill(typed);
      await expect.poll(() => resultNames(page)).toEqual(found);
    }
    // YongHu is also the start of 用户附件 (yonghufujian, 投诉评价 / 用户附件): both, in menu order.
    await input.fill('YongHu');
    await expect.poll(async () => (await resultNames(page)).sort()).toEqual(['用户管理', '用户附件'].sort());
    await input.fill('hgl');
    await see(page.getByTestId('menu-search-empty'));
    await input.fill('页面');
    await see(page.getByTestId('menu-search-empty'));
    expect(await page.getByTestId('menu-search-empty').innerText()).toBe('没有匹配的菜单');
    expect(await page.getByTestId('menu-search-result').count()).toBe(0);

    // Esc closes without going anywhere.
    await page.keyboard.press('Escape');
    await gone(overlay);
    expect(new URL(page.url()).pathname).toBe('/wel/dashboard');

    // Choosing with the mouse.
    await page.getByTestId('menu-search-button').click();
    await see(overlay);
    // The overlay starts empty again.
    expect(await input.inputValue()).toBe('');
    await input.fill('参');
    await page.getByTestId('menu-search-result').filter({ hasText: '参数管理' }).click();
    await atPath(page, '/system/param');
    await gone(overlay);
    await expect.poll(() => page.getByTestId('tag-tab').allInnerTexts()).toEqual(['控制台', '参数管理']);

    // Choosing with the keyboard (Ctrl+K, arrows, Enter).
    await page.keyboard.press('Control+k');
    await see(overlay);
    await input.fill('te');
    await expect.poll(() => resultNames(page)).toEqual(['Test页面', 'TEAM欢迎页']);
    await input.press('ArrowDown');
    await input.press('Enter');
    await atPath(page, '/wel/index');
    await see(page.getByTestId('welcome-page'));
    await expect.poll(() => page.getByTestId('tag-tab').allInnerTexts()).toEqual(['控制台', '参数管理', 'TEAM欢迎页']);
    await context.close();
  });

  it('the top autocomplete offers the same prefix matches and opens the chosen page', async () => {
    const { page, context } = await e2e.signedInPage();
    const box = page.getByTestId('menu-autocomplete');
    await box.fill('TEST');
    const options = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => options.allInnerTexts()).toEqual([expect.stringContaining('Test页面')]);
    await box.fill('yhgl');
    await expect.poll(() => options.allInnerTexts()).toEqual([expect.stringContaining('用户管理')]);
    await box.fill('xyz');
    await see(page.getByText('没有匹配的菜单'));
    await box.fill('te');
    await expect.poll(() => options.count()).toBe(2);
    await options.filter({ hasText: 'Test页面' }).click();
    await atPath(page, '/test/index');
    await see(page.getByTestId('test-page'));
    expect(await box.inputValue()).toBe('');
    await expect.poll(() => page.getByTestId('tag-tab').allInnerTexts()).toEqual(['控制台', 'Test页面']);
    await context.close();
  });
});
