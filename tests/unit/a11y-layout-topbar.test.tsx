import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addErrorLog, clearErrorLogs } from '../../src/layout/errorLog/errorLogStore';
import { loadShellTexts, renderLayout } from './support/renderLayout';

/** The top bar's buttons say what they show (axe `label-content-name-mismatch`), in both languages. */
describe(
  'the top bar: names that match what is shown, dialogs that keep and return the focus',
  { timeout: 20_000 },
  () => {
    beforeAll(loadShellTexts, 60_000);
    afterEach(cleanup);

    const names = () =>
      within(screen.getByRole('banner'))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent);

    it('the bell is named with the unread count its badge shows', async () => {
      await renderLayout();
      const bell = screen.getByRole('button', { name: '消息通知 3' });
      expect(bell).toHaveTextContent('3');
    });

    it('the error log button is named with the count its badge shows, once there is one', async () => {
      await renderLayout();
      expect(screen.getByRole('button', { name: '错误日志' })).toBeInTheDocument();
      act(() => {
        addErrorLog(new Error('第一个错误'));
        addErrorLog(new Error('第二个错误'));
      });
      expect(screen.getByRole('button', { name: '错误日志 2' })).toHaveTextContent('2');
      act(() => clearErrorLogs());
    });

    it('the user menu button is named by the nick name it shows, then 用户菜单', async () => {
      await renderLayout();
      const button = await screen.findByRole('button', { name: '管理员 用户菜单' });
      expect(button).toHaveTextContent('管理员');
    });

    it('every button of the top bar has a name, in Chinese', async () => {
      await renderLayout();
      await screen.findByRole('button', { name: '管理员 用户菜单' });
      expect(names()).toEqual([
        '折叠菜单',
        '菜单搜索',
        '换色',
        '主题',
        '全屏',
        '错误日志',
        '锁屏',
        '消息通知 3',
        '中英文',
        '管理员 用户菜单',
      ]);
    });

    it('and in English', async () => {
      await renderLayout({ locale: 'en' });
      await screen.findByRole('button', { name: '管理员 user menu' });
      expect(names()).toEqual([
        'Collapse menu',
        'Menu search',
        'Colour',
        'Theme',
        'Full screen',
        'Error log',
        'Lock screen',
        'Notifications 3',
        'Language',
        '管理员 user menu',
      ]);
    });

    it('the lock dialog takes the focus into its password field and gives it back to 锁屏 on Esc', async () => {
      await renderLayout();
      const lock = screen.getByRole('button', { name: '锁屏' });
      lock.focus();
      fireEvent.click(lock);
      const dialog = await screen.findByRole('dialog', { name: '设置锁屏密码' });
      expect(within(dialog).getByLabelText(/锁屏密码/)).toHaveFocus();
      fireEvent.keyDown(dialog, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(lock).toHaveFocus();
    });

    it('the menu search keeps the focus in its box, pointing at the highlighted result, and gives it back', async () => {
      await renderLayout();
      const search = screen.getByRole('button', { name: '菜单搜索' });
      search.focus();
      fireEvent.click(search);
      const dialog = await screen.findByRole('dialog', { name: '菜单搜索' });
      const box = within(dialog).getByRole('combobox', { name: '菜单搜索' });
      expect(box).toHaveFocus();
      fireEvent.change(box, { target: { value: '用户' } });
      const [option] = within(dialog).getAllByRole('option');
      expect(option).toHaveTextContent('用户管理');
      expect(box).toHaveAttribute('aria-activedescendant', option.id);
      expect(option.tabIndex).toBe(-1);

      fireEvent.change(box, { target: { value: '没有这个菜单' } });
      expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(box).not.toHaveAttribute('aria-controls');
      expect(box).not.toHaveAttribute('aria-activedescendant');

      fireEvent.keyDown(dialog, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(search).toHaveFocus();
    });
  },
);
