import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, login } from '../api/harness';
import { subjectBody } from '../api/files-fixtures';
import { see, shot, useE2E, toast } from './browser';
import { okCalls } from '../api/business-calls';

/**
 * 监管通知 in the browser: a draft notice is published with 发布 from the notice list; its
 * show page lists the subject it went to as not read yet; the top bar's popover shows it in the 通知
 * tab (the real notices, fetched when opened), while the 邮件 and 消息 tabs keep their items.
 */
describe('supervision notices', () => {
  const e2e = useE2E();
  let token: string;
  let noticeId: string;
  let subjectName: string;
  const title = `关于开展消防安全检查的通知-${Date.now() % 100000}`;

  beforeAll(async () => {
    token = (await login(e2e.server)).access_token;
    const api = (path: string, body: Record<string, unknown>) => okCalls(() => e2e.server).ok(path, token, body);
    const subject = await api('/api/subject/subject/submit', subjectBody());
    subjectName = String(subject.subjectName);
    const notice = await api('/api/blade-desk/notice/submit', {
      title,
      category: 1,
      content: '请各经营单位于本月底前完成消防自查',
      scopeType: 1,
      marketTypes: String(subject.marketType),
    });
    noticeId = String(notice.id);
  });

  const row = (page: Page) =>
    page.getByTestId('list-toolbar').locator('xpath=..').locator('tbody tr').filter({ hasText: title });

  it("publishes a notice from the list; its readers are listed; the popover's 通知 tab shows it", async () => {
    const { page, context } = await e2e.signedInPage('/supervise/notice');
    await see(row(page));
    await see(row(page).getByText('草稿'));
    // Before publishing, the 通知 tab does not show the draft.
    await page.getByTestId('notice-button').click();
    const popover = page.getByTestId('notice-popover');
    await popover.getByRole('tab', { name: '通知' }).click();
    await see(popover.getByTestId('notice-empty').or(popover.getByTestId('notice-latest')));
    expect(await popover.getByText(title).count()).toBe(0);
    await page.keyboard.press('Escape');

    await row(page).getByTestId('action-publish').click();
    const dialog = page.getByTestId('action-dialog-publish');
    await see(dialog.getByText('发布后将通知到发布范围内的经营主体'));
    await dialog.getByTestId('action-confirm').click();
    await see(toast(page, '操作成功'));
    await see(row(page).getByText('已发布'));
    const saved = (await call(e2e.server, '/api/blade-desk/notice/detail', { token, query: { id: noticeId } })).body
      .data;
    expect(saved).toMatchObject({ noticeStatus: 1 });
    expect(saved.targetCount).toBeGreaterThanOrEqual(1);

    await page.goto(`${e2e.base}/notice/${noticeId}/show`);
    const reads = page.getByTestId('notice-reads');
    await see(reads);
    await reads.getByTestId('notice-unread-tab').click();
    await see(reads.getByTestId('notice-unread-list').getByText(subjectName));
    await shot(page, 'notice-reads');

    await page.getByTestId('notice-button').click();
    const tabs = await popover.getByRole('tab').allInnerTexts();
    expect(tabs.join(' ')).toMatch(/邮件\(1\).*消息\(2\).*通知/);
    await popover.getByRole('tab', { name: '通知' }).click();
    await see(popover.getByTestId('notice-latest').getByText(title));
    await see(popover.getByText('请各经营单位于本月底前完成消防自查'));
    await shot(page, 'notice-popover');
    await context.close();
  });
});
