import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadShellTexts, renderLayout } from './support/renderLayout';

/** What a keyboard or screen reader user meets first in the signed-in shell: the skip link, the landmarks, the page's title. */
describe('the shell: skip link, landmarks and the page heading', { timeout: 20_000 }, () => {
  beforeAll(loadShellTexts, 60_000);
  afterEach(cleanup);

  /** The elements the Tab key stops at, in document order (jsdom has no layout, so no visibility test). */
  const tabStops = () =>
    [...document.body.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
      (el) => el.tabIndex >= 0 && !el.hasAttribute('disabled') && !el.closest('[hidden], [aria-hidden="true"]'),
    );

  it('the first stop of the Tab key is 跳到主要内容, which hands the focus to the main content', async () => {
    await renderLayout({ path: '/system/param' });
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    expect(tabStops()[0]).toBe(skip);
    expect(skip).toHaveAttribute('href', '#main-content');

    fireEvent.click(skip);
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveFocus();
    expect(main).toHaveTextContent('页面内容');
  });

  it('has a banner (the top bar), a menu navigation, a navigation of the open pages and one main', async () => {
    await renderLayout({ path: '/system/param' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: '菜单搜索' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: '菜单' });
    expect(within(menu).getByRole('link', { name: '参数管理' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: '已打开的页面' });
    expect(within(tabs).getByRole('link', { name: '参数管理' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('heads the page with one <h1>: its title as its tab names it', async () => {
    await renderLayout({ path: '/system/param' });
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(/^参数管理$/);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('the heading follows the page: the console, the profile page', async () => {
    await renderLayout({ path: '/wel/dashboard' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^控制台$/);
    cleanup();
    await renderLayout({ path: '/info/index' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^个人信息$/);
  });

  it('speaks English in English: the skip link, the landmarks and the heading', async () => {
    await renderLayout({ path: '/system/param', locale: 'en' });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBe(tabStops()[0]);
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Open pages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Parameters$/);
  });
});
