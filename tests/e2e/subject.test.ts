import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, login } from '../api/harness';
import { PNG_1X1, subjectBody } from '../api/files-fixtures';
import { atPath, see, useE2E, toast } from './browser';

/**
 * The subject, first user of the engine's business capabilities: created through its form
 * with a photo, paused from its row button after the confirmation, the pause in its history, and the
 * list exported to a file that downloads.
 */
describe('subjects: create with a photo, pause from the row, history, export', () => {
  const e2e = useE2E();
  let token: string;
  const subject = subjectBody();
  beforeAll(async () => {
    token = (await login(e2e.server)).access_token;
  });

  const rows = (page: Page) => page.getByTestId('list-toolbar').locator('xpath=..').locator('tbody tr');
  const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
  const field = (page: Page, label: string) => page.getByRole('textbox', { name: label });
  const onServer = async () => {
    const r = await call(e2e.server, '/api/subject/subject/page', {
      token,
      query: { subjectName: subject.subjectName },
    });
    return r.body.data.records[0] as Record<string, unknown> | undefined;
  };

  it('creates a subject with a photo through the form', async () => {
    const { page, context } = await e2e.signedInPage('/subject/subject');
    await see(page.getByTestId('create-button'));
    await page.getByTestId('create-button').click();
    await atPath(page, '/subject/subject/create');

    // An empty form answers the declared messages.
    await page.getByTestId('save-button').click();
    for (const message of ['请输入主体名称', '请输入统一社会信用代码', '请选择市场类型'])
      await see(page.getByText(message, { exact: true }));

    await field(page, '主体名称').fill(subject.subjectName);
    await field(page, '统一社会信用代码').fill(subject.creditCode);
    await page.getByRole('combobox', { name: '市场类型' }).click();
    await page.getByRole('option', { name: '歌舞娱乐场所' }).click();
    await field(page, '法定代表人').fill(subject.legalPerson);
    await field(page, '联系电话').fill(subject.contactPhone);
    await field(page, '经营地址').fill(subject.address);
    await page
      .getByTestId('upload-file-photos')
      .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await see(page.getByTestId('upload-input-photos').getByTestId('upload-thumb'));
    await page.getByTestId('save-button').click();
    await see(toast(page, '新增成功'));

    const saved = await onServer();
    expect(saved).toMatchObject({
      subjectName: subject.subjectName,
      creditCode: subject.creditCode,
      marketType: 1,
      pauseStatus: 0,
    });
    expect(String(saved?.photos)).toMatch(/^\/api\/blade-resource\/oss\/file\//);
    await context.close();
  });

  it('pauses it from its row button after the confirmation, and the show page history has the pause', async () => {
    const { page, context } = await e2e.signedInPage('/subject/subject');
    await see(row(page, subject.subjectName));
    await row(page, subject.subjectName).getByTestId('action-pause').click();
    const dialog = page.getByTestId('action-dialog-pause');
    await see(dialog.getByText('确定暂停所选经营主体?'));
    await dialog.getByRole('textbox', { name: '暂停原因' }).fill('消防通道堵塞');
    await dialog.getByTestId('action-confirm').click();
    await see(toast(page, '操作成功'));
    await see(row(page, subject.subjectName).getByText('已暂停'));
    // Paused: the row offers resume, not pause.
    await see(row(page, subject.subjectName).getByTestId('action-resume'));
    expect(await row(page, subject.subjectName).getByTestId('action-pause').count()).toBe(0);
    expect(await onServer()).toMatchObject({ pauseStatus: 1, pauseReason: '消防通道堵塞' });

    await row(page, subject.subjectName).getByTestId('row-show').click();
    const history = page.getByTestId('history-timeline');
    await see(history.getByTestId('history-item'));
    const item = await history.getByTestId('history-item').first().innerText();
    expect(item).toContain('暂停');
    expect(item).toContain('消防通道堵塞');
    await context.close();
  });

  it('exports the list: the file downloads with the subject in it', async () => {
    const { page, context } = await e2e.signedInPage('/subject/subject');
    await see(row(page, subject.subjectName));
    const download = page.waitForEvent('download');
    await page.getByTestId('list-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^经营主体-\d{14}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(fs.readFileSync((await file.path())!) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    expect(header).toContain('主体名称');
    const texts: string[] = [];
    sheet.eachRow((r) => texts.push((r.values as unknown[]).map(String).join('|')));
    const line = texts.find((t) => t.includes(subject.subjectName));
    expect(line).toContain('歌舞娱乐场所');
    expect(line).toContain('已暂停');
    await context.close();
  });
});
