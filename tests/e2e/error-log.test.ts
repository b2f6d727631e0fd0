import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, login } from '../api/harness';
import { cancelConfirm, confirmDialog, gone, see, toast, useE2E } from './browser';

type LogRecord = { message: string; requestUri: string };

const RENDER_ERROR = '测试页面：渲染错误';
const PROMISE_ERROR = '测试页面：未处理的 Promise 异常';

/** Uncaught errors land in the local error log (docs/spec.md §2 "Error-log dialog", §3, §8) and can be sent or cleared. */
describe('error log', () => {
  const e2e = useE2E();

  /** The number on the bug icon; MUI hides a zero badge. */
  const badge = async (page: Page) => {
    const el = page.getByTestId('error-log-badge').locator('.MuiBadge-badge');
    const hidden = await el.evaluate((node) => node.classList.contains('MuiBadge-invisible'));
    return hidden ? 0 : Number(await el.innerText());
  };
  const logRows = (page: Page) => page.getByTestId('error-log-table').locator('tbody tr');

  async function triggerBoth(page: Page) {
    await page.getByTestId('test-promise-error').click();
    await expect.poll(() => badge(page)).toBe(1);
    await page.getByTestId('test-render-error').click();
    // The page shows it crashed; the shell stays usable.
    await see(page.getByTestId('page-crashed'));
    expect(await page.getByTestId('page-crashed').innerText()).toContain(RENDER_ERROR);
    await expect.poll(() => badge(page)).toBe(2);
  }

  it('errors raise the badge, the dialog lists them, and uploading sends them to the server', async () => {
    const { page, context } = await e2e.signedInPage('/test/index');
    await see(page.getByTestId('test-page'));
    expect(await badge(page)).toBe(0);
    await triggerBoth(page);

    await page.getByTestId('error-log-button').click();
    const dialog = page.getByTestId('error-log-dialog');
    await see(dialog);
    expect(await dialog.getByRole('columnheader').allInnerTexts()).toEqual([
      '类型',
      '地址',
      '内容',
      '错误堆栈',
      '时间',
    ]);
    await expect.poll(() => logRows(page).count()).toBe(2);
    const rows = await logRows(page).allInnerTexts();
    // Newest first.
    expect(rows[0]).toContain(RENDER_ERROR);
    expect(rows[1]).toContain(PROMISE_ERROR);
    for (const row of rows) {
      expect(row).toContain('error');
      expect(row).toContain(`${e2e.base}/test/index`);
      expect(row).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    }

    // Cancel sends nothing.
    await page.getByTestId('error-log-upload').click();
    const confirmUpload = confirmDialog(page, '确定上传本地日志到服务器?');
    await see(confirmUpload);
    await cancelConfirm(confirmUpload);
    expect(await logRows(page).count()).toBe(2);

    await page.getByTestId('error-log-upload').click();
    await confirmDialog(page, '确定上传本地日志到服务器?').getByRole('button', { name: '确定' }).click();
    await see(toast(page, '发送成功!'));
    await gone(dialog);
    // Sent logs are the server's now.
    await expect.poll(() => badge(page)).toBe(0);

    // The server recorded both, as the admin sees through the API.
    const { access_token: token } = await login(e2e.server);
    const list = await call(e2e.server, '/api/blade-log/error/list', { token, query: { current: 1, size: 50 } });
    expect(list.status).toBe(200);
    // Our server and a Blade back end both page it (older servers answered the rows).
    const data = list.body.data as LogRecord[] | { records: LogRecord[] };
    const records = Array.isArray(data) ? data : data.records;
    const messages = records.map((r) => r.message);
    expect(messages).toContain(RENDER_ERROR);
    expect(messages).toContain(PROMISE_ERROR);
    expect(records.find((r) => r.message === RENDER_ERROR)?.requestUri).toBe(`${e2e.base}/test/index`);
    await context.close();
  });

  it('clearing asks 确定清空本地日志记录? and empties the log; the log survives a reload until then', async () => {
    const { page, context } = await e2e.signedInPage('/test/index');
    await see(page.getByTestId('test-page'));
    await triggerBoth(page);

    await page.reload();
    await see(page.getByTestId('test-page'));
    expect(await badge(page)).toBe(2);

    await page.getByTestId('error-log-button').click();
    await see(page.getByTestId('error-log-dialog'));
    await page.getByTestId('error-log-clear').click();
    const confirmClear = confirmDialog(page, '确定清空本地日志记录?');
    await see(confirmClear);
    await confirmClear.getByRole('button', { name: '确定' }).click();
    await see(toast(page, '清空成功!'));
    await gone(page.getByTestId('error-log-dialog'));
    expect(await badge(page)).toBe(0);

    // An empty log: nothing to list, nothing to send or clear.
    await page.getByTestId('error-log-button').click();
    await see(page.getByText('没有错误日志'));
    expect(await page.getByTestId('error-log-upload').isDisabled()).toBe(true);
    expect(await page.getByTestId('error-log-clear').isDisabled()).toBe(true);
    await context.close();
  });
});
