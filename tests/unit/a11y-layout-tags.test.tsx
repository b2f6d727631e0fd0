import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { address, loadShellTexts, menuTag, renderLayout } from './support/renderLayout';

/** The open pages as links; closed by Delete or their ✕, their menu opened by the keyboard too. */
describe('the tag tabs: links to the open pages, usable by keyboard', { timeout: 20_000 }, () => {
  beforeAll(loadShellTexts, 60_000);
  afterEach(cleanup);

  const openTabs = [menuTag('参数管理', '/system/param'), menuTag('用户管理', '/system/user?status=1')];
  const strip = () => screen.getByRole('navigation', { name: '已打开的页面' });
  const tabLinks = () =>
    within(strip())
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('each tab is a link to its page as last seen; the current one is marked as the page', async () => {
    await renderLayout({ path: '/system/param', tags: openTabs });
    expect(tabLinks()).toEqual(['控制台', '参数管理', '用户管理']);
    expect(within(strip()).getByRole('link', { name: '控制台' })).toHaveAttribute('href', '/wel/dashboard');
    expect(within(strip()).getByRole('link', { name: '用户管理' })).toHaveAttribute('href', '/system/user?status=1');
    const current = within(strip()).getByRole('link', { name: '参数管理' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAccessibleDescription('按 Delete 键关闭标签，按 Shift+F10 打开标签菜单');

    fireEvent.click(within(strip()).getByRole('link', { name: '用户管理' }));
    await waitFor(() => expect(address()).toBe('/system/user?status=1'));
  });

  it('Delete closes the focused tab and hands the focus to its neighbour; the console stays', async () => {
    await renderLayout({ path: '/system/param', tags: openTabs });
    const user = within(strip()).getByRole('link', { name: '用户管理' });
    user.focus();
    fireEvent.keyDown(user, { key: 'Delete' });
    await waitFor(() => expect(tabLinks()).toEqual(['控制台', '参数管理']));
    expect(within(strip()).getByRole('link', { name: '参数管理' })).toHaveFocus();
    expect(address()).toBe('/system/param');

    // The current page's tab: its left neighbour's page opens.
    fireEvent.keyDown(within(strip()).getByRole('link', { name: '参数管理' }), { key: 'Delete' });
    await waitFor(() => expect(address()).toBe('/wel/dashboard'));
    expect(tabLinks()).toEqual(['控制台']);
    const dashboard = within(strip()).getByRole('link', { name: '控制台' });
    expect(dashboard).toHaveFocus();
    fireEvent.keyDown(dashboard, { key: 'Delete' });
    expect(tabLinks()).toEqual(['控制台']);
  });

  it('each closable tab has its own ✕ button, named after it, beside the link rather than inside', async () => {
    await renderLayout({ path: '/system/param', tags: openTabs });
    const close = within(strip()).getByRole('button', { name: '关闭 用户管理' });
    expect(within(strip()).getByRole('link', { name: '用户管理' })).not.toContainElement(close);
    expect(close.tabIndex).toBe(0);
    expect(within(strip()).queryByRole('button', { name: '关闭 控制台' })).toBeNull();
    fireEvent.click(close);
    await waitFor(() => expect(tabLinks()).toEqual(['控制台', '参数管理']));
  });

  it('the menu key or Shift+F10 on a tab opens the tabs menu, as a right click does', async () => {
    await renderLayout({ path: '/system/param', tags: openTabs });
    const param = within(strip()).getByRole('link', { name: '参数管理' });
    param.focus();
    fireEvent.keyDown(param, { key: 'F10', shiftKey: true });
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['清除缓存', '关闭其他', '关闭全部']);
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(param).toHaveFocus();

    fireEvent.keyDown(param, { key: 'ContextMenu' });
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: '关闭其他' }));
    await waitFor(() => expect(tabLinks()).toEqual(['控制台', '参数管理']));
  });

  it('speaks English in English', async () => {
    await renderLayout({ path: '/system/param', tags: openTabs, locale: 'en' });
    const tabs = screen.getByRole('navigation', { name: 'Open pages' });
    expect(within(tabs).getByRole('link', { name: 'Parameters' })).toHaveAccessibleDescription(
      'Delete closes the tab; Shift+F10 opens the tab menu',
    );
    expect(within(tabs).getByRole('button', { name: 'Close Users' })).toBeInTheDocument();
  });
});
