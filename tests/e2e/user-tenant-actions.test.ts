import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, login } from '../api/harness';
import { createUser, roleIdsByAlias } from '../api/auth-fixtures';
import { confirmDialog, see, toast, useE2E } from './browser';

/**
 * The selection actions of 用户管理 and the licence dialog of 租户管理, as the platform administrator
 * uses them: 密码重置 of a selected user (the old password then fails), 授权配置 of a tenant (its
 * account quota stored).
 */
describe('user and tenant actions', () => {
  const e2e = useE2E();
  let token: string;
  beforeAll(async () => {
    token = (await login(e2e.server)).access_token;
  });

  const rows = (page: Page) => page.getByTestId('list-toolbar').locator('xpath=..').locator('tbody tr');

  it('密码重置 of a selected user: the question, 操作成功, and the old password no longer signs in', async () => {
    const roles = await roleIdsByAlias(e2e.server, '000000');
    await createUser(e2e.server, {
      account: 'e2e_reset_me',
      password: 'Old#Pass2026',
      roleIds: [Object.values(roles)[0]],
      name: '重置测试',
    });
    await login(e2e.server, 'e2e_reset_me', 'Old#Pass2026');

    const { page, context } = await e2e.signedInPage('/user');
    const row = rows(page).filter({ hasText: 'e2e_reset_me' });
    await see(row);
    await row.getByRole('checkbox').check();
    await page.getByTestId('user-reset-password').click();
    await confirmDialog(page, '确定将选择账号密码重置为初始密码?').getByRole('button', { name: '确定' }).click();
    await see(toast(page, '操作成功'));
    await expect(login(e2e.server, 'e2e_reset_me', 'Old#Pass2026')).rejects.toThrow(/login failed/);
    await context.close();
  });

  it('授权配置 of a tenant row stores its account quota and says 配置成功', async () => {
    const { page, context } = await e2e.signedInPage('/tenant');
    const row = rows(page).filter({ hasText: '000000' });
    await see(row);
    await row.getByTestId('row-tenant-setting').click();
    const dialog = page.getByTestId('tenant-setting-dialog');
    await dialog.getByLabel('账号额度').fill('57');
    await dialog.getByRole('button', { name: '确定' }).click();
    await see(toast(page, '配置成功'));
    const tenants = await call(e2e.server, '/api/blade-system/tenant/page', {
      token,
      query: { current: 1, size: 50, tenantId: '000000' },
    });
    expect(tenants.body.data.records.find((t: { tenantId: string }) => t.tenantId === '000000').accountNumber).toBe(57);
    await context.close();
  });
});
