import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { address, loadShellTexts, renderLayout } from './support/renderLayout';

/** axe's `list` rule: a <ul> or <ol> holds only <li> (and script/template) elements. */
const listsHoldingOtherThanItems = (root: HTMLElement) =>
  [...root.querySelectorAll('ul, ol')].filter(
    (list) =>
      !list.hasAttribute('role') &&
      [...list.children].some((child) => !['LI', 'SCRIPT', 'TEMPLATE'].includes(child.tagName)),
  );

describe('the sidebar menu: pages are links, groups are buttons', { timeout: 20_000 }, () => {
  beforeAll(loadShellTexts, 60_000);
  afterEach(cleanup);

  it('each page is a link with its address; the current one is marked as the page', async () => {
    await renderLayout({ path: '/system/param' });
    const menu = screen.getByRole('navigation', { name: '菜单' });
    // The branch of the current page is unfolded.
    const param = within(menu).getByRole('link', { name: '参数管理' });
    expect(param).toHaveAttribute('href', '/system/param');
    expect(param).toHaveAttribute('aria-current', 'page');
    const user = within(menu).getByRole('link', { name: '用户管理' });
    expect(user).toHaveAttribute('href', '/system/user');
    expect(user).not.toHaveAttribute('aria-current');
    expect(within(menu).getByRole('link', { name: '控制台' })).toHaveAttribute('href', '/wel/dashboard');

    fireEvent.click(user);
    await waitFor(() => expect(address()).toBe('/system/user'));
    expect(within(menu).getByRole('link', { name: '用户管理' })).toHaveAttribute('aria-current', 'page');
  });

  it('a Ctrl or middle click leaves the page as it is (the browser opens the link in a new tab)', async () => {
    await renderLayout({ path: '/system/param' });
    const user = screen.getByRole('link', { name: '用户管理' });
    // jsdom cannot open a tab: the browser's own part of the click is left out.
    const noBrowserNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', noBrowserNavigation);
    fireEvent.click(user, { ctrlKey: true });
    fireEvent.click(user, { button: 1 });
    document.removeEventListener('click', noBrowserNavigation);
    expect(address()).toBe('/system/param');
  });

  it('a group is a button telling whether it is unfolded; its pages form a group named by it', async () => {
    await renderLayout({ path: '/system/param' });
    const monitor = screen.getByRole('button', { name: '系统监控' });
    expect(monitor).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: '日志管理' })).toBeNull();

    fireEvent.click(monitor);
    expect(monitor).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: '系统监控' });
    expect(monitor).toHaveAttribute('aria-controls', group.id);
    fireEvent.click(within(group).getByRole('button', { name: '日志管理' }));
    expect(screen.getByRole('link', { name: '通用日志' })).toHaveAttribute('href', '/monitor/log/usual');
    expect(screen.getByRole('button', { name: '系统管理' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('no list holds anything but list items (axe `list`)', async () => {
    await renderLayout({ path: '/system/param' });
    fireEvent.click(screen.getByRole('button', { name: '系统监控' }));
    fireEvent.click(screen.getByRole('button', { name: '日志管理' }));
    expect(listsHoldingOtherThanItems(document.body)).toEqual([]);
  });

  it('folded to icons: a top-level page is a link; a group opens a menu of links', async () => {
    await renderLayout({ path: '/system/param', collapsed: true });
    const menu = screen.getByRole('navigation', { name: '菜单' });
    expect(within(menu).getByRole('link', { name: '控制台' })).toHaveAttribute('href', '/wel/dashboard');
    const system = within(menu).getByRole('button', { name: '系统管理' });
    expect(system).toHaveAttribute('aria-haspopup', 'menu');
    expect(system).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(system);
    expect(system).toHaveAttribute('aria-expanded', 'true');
    const popup = screen.getByRole('menu', { name: '系统管理' });
    const items = within(popup).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['参数管理', '/system/param'],
      ['用户管理', '/system/user'],
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'page');

    fireEvent.click(items[1]);
    await waitFor(() => expect(address()).toBe('/system/user'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('speaks English in English', async () => {
    await renderLayout({ path: '/system/param', locale: 'en' });
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Parameters' })).toHaveAttribute('href', '/system/param');
    expect(within(menu).getByRole('button', { name: 'Monitoring' })).toHaveAttribute('aria-expanded', 'false');
  });
});
