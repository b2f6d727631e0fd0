import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, login } from '../api/harness';
import { noisePng, subjectBody, upload } from '../api/files-fixtures';
import { todayIn } from '../../server/crud/no-past';
import { firstImageLoaded, see, shot, signIn, useE2E, toast } from './browser';
import { anotherAdministrator } from '../api/auth-fixtures';
import { okCalls } from '../api/business-calls';
import { superviseCompleteRow } from './finding-actions';

const REVIEWER_PASSWORD = 'Review#E2E2026';

/**
 * 企业自查 in the browser: a report-check finding opened by an abnormal report is handled
 * through its 处理 dialog, which offers its handler no 督办完成, and closed by another administrator with 督办完成
 * from the finding list; the report's show page shows
 * its evidence gallery, whose photo opens in the lightbox, and 添加佐证 adds a photo to it.
 */
describe('self-check reports and their findings', () => {
  const e2e = useE2E();
  let token: string;
  let reportId: string;
  let photo: string;
  const remark = `应急照明灯不亮-${Date.now() % 100000}`;

  beforeAll(async () => {
    token = (await login(e2e.server)).access_token;
    const api = (path: string, body: Record<string, unknown>) => okCalls(() => e2e.server).ok(path, token, body);
    const subject = await api('/api/subject/subject/submit', subjectBody());
    const checkpoint = await api('/api/subject/checkpoint/submit', {
      checkpointName: '疏散通道与应急照明',
      marketType: 1,
      reportFrequency: 1,
      needNfc: 0,
    });
    await api('/api/subject/subjectcheckpoint/submit', { subjectId: subject.id, checkpointId: checkpoint.id });
    const report = await api('/api/subject/reportcheck/submit', {
      subjectId: subject.id,
      checkpointId: checkpoint.id,
      periodStart: todayIn(),
      isAb: 1,
      remark,
      reporterName: '王店长',
    });
    reportId = String(report.id);
    const uploaded = await upload(e2e.server, '/api/blade-resource/oss/endpoint/put-file', {
      token,
      bytes: noisePng(320, 240),
      fileName: 'exit.png',
      query: { resource: 'reportworkimg', field: 'imageUrl' },
    });
    expect(uploaded.body.success, JSON.stringify(uploaded.body)).toBe(true);
    photo = String(uploaded.body.data.link);
    await api('/api/subject/reportworkimg/submit', { reportcheckId: reportId, imageUrl: photo, sort: 1 });
  });

  const row = (page: Page) =>
    page.getByTestId('list-toolbar').locator('xpath=..').locator('tbody tr').filter({ hasText: remark });
  const finding = async () =>
    (await call(e2e.server, '/api/subject/reportcheckabnormal/page', { token, query: { reportcheckId: reportId } }))
      .body.data.records[0];

  it('handles the finding through 处理 and completes its supervision with 督办完成', async () => {
    const { page, context } = await e2e.signedInPage('/report/reportcheckabnormal');
    await see(row(page));
    await see(row(page).getByText('待处理'));
    await row(page).getByTestId('action-handle').click();
    const handle = page.getByTestId('action-dialog-handle');
    await handle.getByRole('textbox', { name: '处理结果' }).fill('已更换应急照明灯并复查');
    await shot(page, 'report-check-handle');
    await handle.getByTestId('action-confirm').click();
    await see(toast(page, '操作成功'));
    await see(row(page).getByText('已处理'));
    expect(await finding()).toMatchObject({ handleStatus: 1, handleResult: '已更换应急照明灯并复查' });
    // Who handled it does not close it: no 督办完成 for them.
    await see(row(page).getByTestId('row-show'));
    expect(await row(page).getByTestId('action-supervise-complete').count()).toBe(0);
    await context.close();

    // Another administrator closes it.
    await anotherAdministrator(e2e.server, 'reportreviewer', REVIEWER_PASSWORD);
    const reviewer = await e2e.newPage();
    await signIn(reviewer.page, e2e.base, 'reportreviewer', REVIEWER_PASSWORD);
    await reviewer.page.goto(`${e2e.base}/report/reportcheckabnormal`);
    await superviseCompleteRow(reviewer.page, row(reviewer.page), '复查到位');
    expect(await finding()).toMatchObject({ handleStatus: 2, superviseOpinion: '复查到位' });
    await reviewer.context.close();
  });

  it("shows the report's evidence gallery; a photo opens in the lightbox", async () => {
    const { page, context } = await e2e.signedInPage(`/reportcheck/${reportId}/show`);
    const evidence = page.getByTestId('report-evidence');
    await see(evidence.getByText('上报佐证'));
    const thumbs = evidence.getByTestId('gallery-thumb');
    await expect.poll(() => thumbs.count()).toBe(1);
    await firstImageLoaded(thumbs);
    await see(evidence.getByTestId('evidence-add'));
    await thumbs.first().click();
    const box = page.getByTestId('lightbox');
    await see(box.getByTestId('lightbox-image'));
    expect(await box.getByTestId('lightbox-image').getAttribute('src')).toBe(photo);
    await shot(page, 'report-check-evidence');
    await page.keyboard.press('Escape');

    // 添加佐证: a photo uploaded in the dialog becomes a row of the report and joins the gallery.
    await evidence.getByTestId('evidence-add').click();
    const dialog = page.getByTestId('evidence-dialog');
    await dialog
      .getByTestId('upload-file-images')
      .setInputFiles({ name: 'after.png', mimeType: 'image/png', buffer: noisePng(200, 200) });
    await see(dialog.getByTestId('upload-input-images').getByTestId('upload-thumb'));
    await dialog.getByTestId('evidence-submit').click();
    await see(toast(page, '已添加1个佐证'));
    await expect.poll(() => thumbs.count()).toBe(2);
    const rows = (
      await call(e2e.server, '/api/subject/reportworkimg/page', { token, query: { reportcheckId: reportId } })
    ).body.data.records;
    expect(rows.map((r: { sort: number }) => r.sort)).toEqual([1, 2]);
    expect(String(rows[1].imageUrl)).toMatch(/^\/api\/blade-resource\/oss\/file\//);
    await context.close();
  });
});
