import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { call, login } from '../api/harness';
import { atPath, cancelConfirm, confirmDialog, gone, see, toast, typeDay, useE2E } from './browser';

interface Param {
  id: string;
  paramName: string;
  paramKey: string;
  paramValue: string;
}

/** 参数管理 at /param (docs/spec.md §2 generic CRUD list, §3 Parameter, §5 validation, §8 messages). */
describe('parameters: add, edit, delete, bulk delete, search and date filter', () => {
  const e2e = useE2E();
  let token: string;
  beforeAll(async () => {
    token = (await login(e2e.server)).access_token;
  });

  /** What the server holds, read as the admin through the API. */
  const serverParams = async (): Promise<Param[]> => {
    const r = await call(e2e.server, '/api/blade-system/param/page', { token, query: { current: 1, size: 200 } });
    return r.body.data.records as Param[];
  };
  const addThroughApi = async (p: Omit<Param, 'id'>) => {
    const r = await call(e2e.server, '/api/blade-system/param/submit', { token, body: p });
    if (r.body?.code !== 200) throw new Error(`param submit: ${JSON.stringify(r.body)}`);
  };
  const rows = (page: Page) => page.getByTestId('list-toolbar').locator('xpath=..').locator('tbody tr');
  const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
  const field = (page: Page, label: string) => page.getByRole('textbox', { name: label });

  it('adds a parameter: an empty form shows the three required messages, a full one saves with 新增成功', async () => {
    const { page, context } = await e2e.signedInPage('/param');
    await see(row(page, 'account.initPassword'));
    const before = await rows(page).count();

    await page.getByTestId('create-button').click();
    await atPath(page, '/system/param/create');
    await expect.poll(() => page.getByTestId('tag-tab').allInnerTexts()).toEqual(['控制台', '参数管理-新增']);
    await page.getByTestId('save-button').click();
    for (const message of ['请输入参数名称', '请输入参数键名', '请输入参数键值'])
      await see(page.getByText(message, { exact: true }));
    expect(new URL(page.url()).pathname).toBe('/system/param/create');

    await field(page, '参数名称').fill('端到端参数');
    await gone(page.getByText('请输入参数名称', { exact: true }));
    await field(page, '参数键名').fill('e2e.created');
    await field(page, '参数键值').fill('first value');
    await field(page, '备注').fill('added by the browser suite');
    await page.getByTestId('save-button').click();
    await see(toast(page, '新增成功'));
    await atPath(page, '/system/param');
    await see(row(page, 'e2e.created'));
    expect(await row(page, 'e2e.created').innerText()).toContain('端到端参数');
    expect(await rows(page).count()).toBe(before + 1);
    await expect.poll(() => page.getByTestId('tag-tab').allInnerTexts()).toEqual(['控制台', '参数管理']);

    const saved = (await serverParams()).find((p) => p.paramKey === 'e2e.created');
    expect(saved).toMatchObject({ paramName: '端到端参数', paramValue: 'first value' });
    await context.close();
  });

  it('edits a parameter with 更新成功 and the list shows the new value', async () => {
    await addThroughApi({ paramName: '待编辑参数', paramKey: 'e2e.edit', paramValue: 'old value' });
    const { page, context } = await e2e.signedInPage('/param');
    await row(page, 'e2e.edit').getByTestId('row-edit').click();
    await atPath(page, /^\/system\/param\/\d+$/);
    await expect.poll(() => field(page, '参数键值').inputValue()).toBe('old value');
    expect(await field(page, '参数名称').inputValue()).toBe('待编辑参数');

    // Emptying a required field is refused on the spot.
    await field(page, '参数键值').fill('');
    await page.getByTestId('save-button').click();
    await see(page.getByText('请输入参数键值', { exact: true }));

    await field(page, '参数键值').fill('new value');
    await page.getByTestId('save-button').click();
    await see(toast(page, '更新成功'));
    await atPath(page, '/system/param');
    await expect.poll(() => row(page, 'e2e.edit').innerText()).toContain('new value');
    expect((await serverParams()).find((p) => p.paramKey === 'e2e.edit')?.paramValue).toBe('new value');
    await context.close();
  });

  it('deletes one row after 确定将选择数据删除? with 删除成功', async () => {
    await addThroughApi({ paramName: '待删除参数', paramKey: 'e2e.delete', paramValue: 'x' });
    const { page, context } = await e2e.signedInPage('/param');
    await see(row(page, 'e2e.delete'));

    await row(page, 'e2e.delete').getByTestId('row-delete').click();
    const confirm = confirmDialog(page, '确定将选择数据删除?');
    await see(confirm);
    await cancelConfirm(confirm);
    expect(await row(page, 'e2e.delete').count()).toBe(1);

    await row(page, 'e2e.delete').getByTestId('row-delete').click();
    await confirmDialog(page, '确定将选择数据删除?').getByRole('button', { name: '确定' }).click();
    await see(toast(page, '删除成功'));
    await gone(row(page, 'e2e.delete'));
    expect((await serverParams()).some((p) => p.paramKey === 'e2e.delete')).toBe(false);
    await context.close();
  });

  it('bulk delete asks for a selection first (请选择至少一条数据), then removes the selected rows', async () => {
    await addThroughApi({ paramName: '批量甲', paramKey: 'e2e.bulk.a', paramValue: '1' });
    await addThroughApi({ paramName: '批量乙', paramKey: 'e2e.bulk.b', paramValue: '2' });
    const { page, context } = await e2e.signedInPage('/param');
    await see(row(page, 'e2e.bulk.b'));
    const before = await rows(page).count();

    await page.getByTestId('delete-selected').click();
    await see(toast(page, '请选择至少一条数据'));
    expect(await confirmDialog(page, '确定将选择数据删除?').count()).toBe(0);

    await row(page, 'e2e.bulk.a').getByRole('checkbox').check();
    await row(page, 'e2e.bulk.b').getByRole('checkbox').check();
    await page.getByTestId('bulk-delete').click();
    await confirmDialog(page, '确定将选择数据删除?').getByRole('button', { name: '确定' }).click();
    await see(toast(page, '删除成功'));
    await gone(row(page, 'e2e.bulk.a'));
    await gone(row(page, 'e2e.bulk.b'));
    expect(await rows(page).count()).toBe(before - 2);
    const left = (await serverParams()).map((p) => p.paramKey);
    expect(left).not.toContain('e2e.bulk.a');
    expect(left).not.toContain('e2e.bulk.b');
    expect(left).toContain('account.initPassword');
    await context.close();
  });

  it('the search box and the creation-time range narrow the list', async () => {
    await addThroughApi({ paramName: '筛选新参数', paramKey: 'e2e.filter.new', paramValue: 'n' });
    await addThroughApi({ paramName: '筛选旧参数', paramKey: 'e2e.filter.old', paramValue: 'o' });
    // One row from long ago, written straight into the database (the API stamps the time itself).
    await sql`update blade_param set create_time = '2020-03-01 10:00:00' where param_key = 'e2e.filter.old'`.execute(
      e2e.server.built.app.db,
    );

    const { page, context } = await e2e.signedInPage('/param');
    await see(row(page, 'e2e.filter.old'));
    const all = await rows(page).count();
    expect(all).toBeGreaterThan(3);

    // Search by name.
    await page.getByTestId('list-search').fill('筛选');
    await expect
      .poll(() => rows(page).allInnerTexts())
      .toEqual([expect.stringContaining('e2e.filter.new'), expect.stringContaining('e2e.filter.old')]);
    await page.getByTestId('list-search').fill('账号');
    await expect
      .poll(() => rows(page).allInnerTexts())
      .toEqual([expect.stringContaining('账号'), expect.stringContaining('账号')]);
    await page.getByTestId('list-search').fill('没有这样的参数');
    await see(page.getByTestId('list-empty'));
    expect(await page.getByTestId('list-empty').innerText()).toContain('没有符合条件的数据');
    await page.getByTestId('list-search').fill('');
    await expect.poll(() => rows(page).count()).toBe(all);

    // Created from 2021: the 2020 row goes.
    await typeDay(page, 'filter-createTime-start', '2021-01-01');
    await expect.poll(() => rows(page).count()).toBe(all - 1);
    expect(await row(page, 'e2e.filter.old').count()).toBe(0);
    expect(await row(page, 'e2e.filter.new').count()).toBe(1);
    // Created up to the end of 2020 instead: only that row stays.
    await typeDay(page, 'filter-createTime-start', '');
    await typeDay(page, 'filter-createTime-end', '2020-12-31');
    await expect.poll(() => rows(page).allInnerTexts()).toEqual([expect.stringContaining('e2e.filter.old')]);
    // Both bounds around that day.
    await typeDay(page, 'filter-createTime-start', '2020-03-01');
    await typeDay(page, 'filter-createTime-end', '2020-03-01');
    await expect.poll(() => rows(page).allInnerTexts()).toEqual([expect.stringContaining('e2e.filter.old')]);
    await typeDay(page, 'filter-createTime-end', '2020-02-29');
    await see(page.getByTestId('list-empty'));
    await context.close();
  });
});
