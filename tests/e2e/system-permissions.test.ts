import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { atPath, confirmDialog, gone, see, shot, signIn, useE2E, toast } from './browser';

/**
 * Spec §6 end to end: the platform administrator creates a role, grants it 参数管理 with only its
 * 新增 and 查看 buttons and 岗位管理 with only 查看, creates a user of tenant 000000 with that role,
 * logs out; the user then sees exactly those menus, and on the parameter list only the add button.
 */

const e2e = useE2E();

const ROLE = `E2E只读角色${Date.now().toString(36).slice(-4)}`;
const ALIAS = `e2e_role_${Date.now().toString(36).slice(-4)}`;
const ACCOUNT = `e2e_user_${Date.now().toString(36).slice(-4)}`;
const PASSWORD = 'E2e-pass-123';

/** The tree item whose own label is `label` (not a descendant's), within `scope`. */
const treeItem = (scope: Locator, label: string) =>
  scope
    .locator('li[role="treeitem"]')
    .filter({ has: scope.page().locator(':scope > div', { hasText: new RegExp(`^${label}$`) }) });

/**
 * Ticks the checkbox of a tree item and waits until the tree shows it ticked. The tree view
 * re-renders its controlled selection after the click event, which a busy machine can delay past
 * the moment Playwright's `check()` looks; and a click that lands while the branch is still
 * opening can be lost, so an unticked box after a wait is clicked once more (a click that did
 * register would have ticked it by then, so the second click cannot untick it).
 */
async function tick(item: Locator) {
  const box = item.locator('input[type="checkbox"]').first();
  for (let attempt = 0; attempt < 3 && !(await box.isChecked()); attempt++) {
    await box.click();
    await expect
      .poll(() => box.isChecked(), { timeout: 5_000 })
      .toBe(true)
      .catch(() => undefined);
  }
  expect(await box.isChecked()).toBe(true);
}

/** Picks `option` in the tree select of `source` (type to narrow, then click the option). */
async function pickTreeOption(page: Page, source: string, option: string) {
  const input = page.getByTestId(`tree-select-${source}`);
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

describe('role grants decide menus and buttons (docs/spec.md §6)', () => {
  it('a user of a role granted 参数管理 (新增, 查看) and 岗位管理 (查看) sees only those', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, e2e.base);

    // The role.
    await page.goto(`${e2e.base}/role`);
    await page.getByTestId('create-button').click();
    await page.getByLabel('角色名称').fill(ROLE);
    await page.getByLabel('角色别名').fill(ALIAS);
    await page.getByLabel('角色排序').fill('9');
    await page.getByTestId('save-button').click();
    await see(toast(page, '新增成功'));
    await atPath(page, '/authority/role');
    const roleRow = page.getByTestId('tree-row').filter({ hasText: ROLE });
    await see(roleRow);

    // Its grants: two buttons of 参数管理, one of 岗位管理.
    await roleRow.getByTestId('row-permission').click();
    const dialog = page.getByTestId('role-permission-dialog');
    const tree = dialog.getByTestId('grant-tree-menu');
    await see(treeItem(tree, '系统管理'));
    await treeItem(tree, '参数管理').locator(':scope > div').click();
    await tick(treeItem(treeItem(tree, '参数管理'), '新增'));
    await tick(treeItem(treeItem(tree, '参数管理'), '查看'));
    await treeItem(tree, '岗位管理').locator(':scope > div').click();
    await tick(treeItem(treeItem(tree, '岗位管理'), '查看'));
    await shot(page, 'system-permissions-grant');
    await dialog.getByTestId('grant-save').click();
    await see(toast(page, '授权成功'));
    await gone(dialog);

    // The stored grant: checked buttons and their menus (the half-checked parents), nothing else.
    await roleRow.getByTestId('row-permission').click();
    await treeItem(tree, '参数管理').locator(':scope > div').click();
    expect(
      await treeItem(treeItem(tree, '参数管理'), '新增').locator('input[type="checkbox"]').first().isChecked(),
    ).toBe(true);
    expect(
      await treeItem(treeItem(tree, '参数管理'), '修改').locator('input[type="checkbox"]').first().isChecked(),
    ).toBe(false);
    await dialog.getByRole('button', { name: '取消' }).click();

    // The user, with that role, in tenant 000000.
    await page.goto(`${e2e.base}/user/create`);
    await page.getByLabel('登录账号').fill(ACCOUNT);
    await page.getByLabel('用户昵称').fill('端到端');
    await page.getByLabel('用户姓名').fill('端到端用户');
    await pickTreeOption(page, 'roleId', ROLE);
    await pickTreeOption(page, 'deptId', '市场管理科');
    await page.getByLabel('密码', { exact: false }).first().fill(PASSWORD);
    await page.getByLabel('确认密码').fill(PASSWORD);
    await shot(page, 'system-permissions-user');
    await page.getByTestId('save-button').click();
    await see(toast(page, '新增成功'));
    await atPath(page, '/system/user');
    await see(page.getByText(ACCOUNT));

    // Log out through the user menu.
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-logout').click();
    await confirmDialog(page, '退出系统, 是否继续?').getByRole('button', { name: '确定' }).click();
    await atPath(page, '/login');

    // The new user sees 系统管理 with 参数管理 and 岗位管理, and nothing else.
    await signIn(page, e2e.base, ACCOUNT, PASSWORD, '000000');
    const sidebar = page.getByTestId('sidebar-menu');
    await see(sidebar.getByTestId('menu-item-system'));
    await sidebar.getByTestId('menu-item-system').click();
    await see(sidebar.getByTestId('menu-item-param'));
    await see(sidebar.getByTestId('menu-item-post'));
    for (const hidden of [
      'menu-item-user',
      'menu-item-dept',
      'menu-item-dict',
      'menu-item-menu',
      'menu-item-authority',
      'menu-item-monitor',
      'menu-item-dict_horizontal',
    ]) {
      expect(await sidebar.getByTestId(hidden).count()).toBe(0);
    }

    // On the parameter list: add and view, no edit, no delete.
    await sidebar.getByTestId('menu-item-param').click();
    await atPath(page, '/system/param');
    await see(page.getByText('account.initPassword'));
    await see(page.getByTestId('create-button'));
    await see(page.getByTestId('row-show').first());
    expect(await page.getByTestId('row-edit').count()).toBe(0);
    expect(await page.getByTestId('row-delete').count()).toBe(0);
    expect(await page.getByTestId('delete-selected').count()).toBe(0);
    await shot(page, 'system-permissions-param');

    // 岗位管理 opens for reading only.
    await sidebar.getByTestId('menu-item-post').click();
    await atPath(page, '/system/post');
    await see(page.getByText('局长'));
    await see(page.getByTestId('row-show').first());
    expect(await page.getByTestId('create-button').count()).toBe(0);
    expect(await page.getByTestId('row-edit').count()).toBe(0);
  });
});
