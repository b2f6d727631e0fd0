import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, login } from '../api/harness';
import { subjectBody } from '../api/files-fixtures';
import { okCalls } from '../api/business-calls';
import { atPath, see, useE2E } from './browser';

/**
 * 一户一档: a subject's one-household page opened from the subject list, its header (name,
 * market type, credit score and level, facts, the region by its name), the QR code generated from the page, its tabs walked
 * (each tab in the URL), a tab chosen by the URL, and a subject that does not exist.
 */
describe('one household, one file', () => {
  const e2e = useE2E();
  let token: string;
  let id: string;
  const subject = { ...subjectBody(), regionCode: '330106' };

  beforeAll(async () => {
    token = (await login(e2e.server)).access_token;
    const { ok } = okCalls(() => e2e.server);
    id = (await ok('/api/subject/subject/submit', token, subject)).id;
    await ok('/api/subject/subjectcredit/submit', token, {
      subjectId: id,
      changeScore: -20,
      changeDate: '2026-03-01',
      changeType: 3,
      cause: '违规接纳未成年人',
    });
  });

  const rows = (page: Page) => page.getByTestId('list-toolbar').locator('xpath=..').locator('tbody tr');

  it('opens from the subject list and shows the header; the QR code is generated from the page', async () => {
    const { page, context } = await e2e.signedInPage('/subject/subject');
    const row = rows(page).filter({ hasText: subject.subjectName });
    await see(row);
    await row.getByTestId('row-show').click();
    await atPath(page, `/busdetail/${id}`);
    const header = page.getByTestId('household-header');
    await see(header.getByTestId('household-name').filter({ hasText: subject.subjectName }));
    await see(header.getByTestId('household-market-type').filter({ hasText: '歌舞娱乐场所' }));
    expect(await header.getByTestId('household-credit-score').innerText()).toBe('80');
    await see(header.getByTestId('household-credit-level').filter({ hasText: '良好' }));
    await see(header.getByTestId('household-fact-creditCode').filter({ hasText: subject.creditCode }));
    await see(header.getByTestId('household-fact-legalPerson').filter({ hasText: subject.legalPerson }));
    // The region by its name, not its code.
    expect(await header.getByTestId('household-fact-regionCode').innerText()).toMatch(/^所属区域:\s*西湖区$/);

    // No code yet: the page offers to make one, and then draws it.
    await header.getByTestId('household-qr-generate').click();
    await see(header.getByTestId('household-qr-image'));
    const src = await header.getByTestId('household-qr-image').getAttribute('src');
    expect(src).toMatch(/^data:image\/png;base64,/);
    const codes = await call(e2e.server, '/api/subject/qrcode/page', { token, query: { subjectId: id } });
    expect(codes.body.data.total).toBe(1);
    expect(await header.getByTestId('household-qr-image').getAttribute('alt')).toBe(codes.body.data.records[0].content);
    await context.close();
  });

  it('walks the tabs, each one in the URL, and a URL opens its tab', async () => {
    const { page, context } = await e2e.signedInPage(`/busdetail/${id}`);
    const tabs = page.getByTestId('household-tabs');
    await see(tabs.getByTestId('household-tab-subjectcredit'));
    await see(tabs.getByTestId('household-tab-qrcode'));
    // The first tab in menu order is open; the credit records' tab lists this subject's record.
    expect(await tabs.getByRole('tab').first().getAttribute('aria-selected')).toBe('true');
    await tabs.getByTestId('household-tab-subjectcredit').click();
    await atPath(page, `/busdetail/${id}/subjectcredit`);
    await see(page.getByTestId('household-panel-subjectcredit').getByText('违规接纳未成年人'));

    await tabs.getByTestId('household-tab-qrcode').click();
    await atPath(page, `/busdetail/${id}/qrcode`);
    await see(page.getByTestId('household-panel-qrcode').getByText(/\/qr\//));
    expect(await tabs.getByTestId('household-tab-qrcode').getAttribute('aria-selected')).toBe('true');

    // Keyboard: the tabs are a tablist, arrow keys move between them.
    await tabs.getByTestId('household-tab-qrcode').focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await atPath(page, `/busdetail/${id}/subjectcredit`);

    await page.goto(`${e2e.server.url}/busdetail/${id}/qrcode`);
    await see(page.getByTestId('household-panel-qrcode'));
    expect(await page.getByTestId('household-tab-qrcode').getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('a subject that does not exist says so', async () => {
    const { page, context } = await e2e.signedInPage('/busdetail/123456789');
    await see(page.getByTestId('household-not-found').getByText('经营主体不存在或无权查看'));
    await context.close();
  });
});
