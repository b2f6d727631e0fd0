import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, login } from '../api/harness';
import { deptIdsByName } from '../api/auth-fixtures';
import { STAFF_PASSWORD, tenantStaff } from '../api/tenant-staff';
import { subjectBody } from '../api/files-fixtures';
import { todayIn } from '../../server/crud/no-past';
import { see, shot, signIn, useE2E, toast } from './browser';

/**
 * 移交 and 执法文书 in the browser: a transfer sent by one squadron shows in the receiving
 * squadron's inbox, where a user of that dept signs in, receives it (接收), handles it (处理) and finds
 * both steps in its history; another is returned with its reason (退回 asks for it). A document's
 * print view lays it out as paper, 打印 calls the browser's print, and printing shows the sheet alone.
 */
describe('transfers and enforcement documents', () => {
  const e2e = useE2E();
  let admin: string;
  let sender: string;
  let subject: string;
  let subjectName: string;
  let receivingDept: string;
  const stamp = Date.now() % 100000;
  const reason = `涉嫌接纳未成年人-${stamp}`;
  const refused = `材料不全-${stamp}`;

  beforeAll(async () => {
    admin = (await login(e2e.server)).access_token;
    const staff = await tenantStaff(e2e.server, '000000');
    receivingDept = staff.depts['执法二中队'];
    sender = (await staff.add('e2esend', 'enforcer', '执法一中队', '周移交')).token;
    await staff.create('e2erecv', 'enforcer', '执法二中队', '吴接收');
    const body = subjectBody();
    subjectName = body.subjectName;
    const created = await call(e2e.server, '/api/subject/subject/submit', { token: admin, body });
    subject = String(created.body.data.id);
    const t = await call(e2e.server, '/api/subject/transfer/submit', {
      token: sender,
      body: { subjectId: subject, targetType: 1, toDeptId: receivingDept, reason: refused, content: '现场检查发现' },
    });
    expect(t.body.success, JSON.stringify(t.body)).toBe(true);
  });

  const row = (page: Page, text: string) =>
    page.getByTestId('list-toolbar').locator('xpath=..').locator('tbody tr').filter({ hasText: text });
  const transferOf = async (text: string) =>
    (await call(e2e.server, '/api/subject/transfer/page', { token: admin, query: { reason: text } })).body.data
      .records[0];

  it('a squadron member sends a transfer from the form; it shows in the outbox', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, e2e.base, 'e2esend', STAFF_PASSWORD);
    await page.goto(`${e2e.base}/enforce/transfer`);
    await page.getByTestId('create-button').click();
    const subjectPicker = page.getByRole('combobox', { name: '经营主体' });
    await subjectPicker.fill(subjectName.slice(0, 8));
    await page.getByRole('option', { name: subjectName }).click();
    const deptPicker = page.getByRole('combobox', { name: '接收部门' });
    await deptPicker.fill('二中队');
    await page.getByRole('option', { name: '执法二中队' }).click();
    await page.getByRole('textbox', { name: '移交原因' }).fill(reason);
    await page.getByRole('textbox', { name: '移交内容' }).fill('群众举报该场所夜间接纳未成年人');
    await page.getByTestId('save-button').click();
    await see(toast(page, '新增成功'));
    const sent = await transferOf(reason);
    expect(sent).toMatchObject({
      subjectId: subject,
      toDeptId: receivingDept,
      fromDeptName: '执法一中队',
      transferStatus: 0,
      targetType: 1,
    });
    await page.getByTestId('transfer-tab-out').click();
    await see(row(page, reason).getByText('待接收'));
    await context.close();
  });

  it('the receiving dept finds the transfer in its inbox, receives and handles it; the history shows both steps', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, e2e.base, 'e2erecv', STAFF_PASSWORD);
    await page.goto(`${e2e.base}/enforce/transfer`);
    await page.getByTestId('transfer-tab-in').click();
    await see(row(page, reason));
    await see(row(page, reason).getByText('待接收'));
    // The outbox of the receiving dept does not hold it.
    await page.getByTestId('transfer-tab-out').click();
    await see(page.getByTestId('list-toolbar'));
    await expect.poll(() => row(page, reason).count()).toBe(0);
    await page.getByTestId('transfer-tab-in').click();

    await row(page, reason).getByTestId('action-check').click();
    const check = page.getByTestId('action-dialog-check');
    await see(check.getByText('确认接收该移交?'));
    await check.getByTestId('action-confirm').click();
    await see(toast(page, '操作成功'));
    await see(row(page, reason).getByText('已接收'));
    expect(await transferOf(reason)).toMatchObject({ transferStatus: 1, checkUserName: '吴接收' });

    await row(page, reason).getByTestId('action-handle').click();
    const handle = page.getByTestId('action-dialog-handle');
    await handle.getByRole('textbox', { name: '处理结果' }).fill('已现场核查并责令整改');
    await handle.getByTestId('action-confirm').click();
    await see(row(page, reason).getByText('已处理'));
    expect(await transferOf(reason)).toMatchObject({ transferStatus: 3, handleResult: '已现场核查并责令整改' });

    await row(page, reason).getByTestId('row-show').click();
    const timeline = page.getByTestId('history-timeline');
    await expect.poll(() => timeline.getByTestId('history-item').count()).toBe(2);
    await see(timeline.getByText('接收'));
    await see(timeline.getByText('已现场核查并责令整改'));
    await shot(page, 'transfer-history');

    // 退回 asks for the reason before it sends anything.
    await page.goto(`${e2e.base}/enforce/transfer`);
    await page.getByTestId('transfer-tab-in').click();
    await row(page, refused).getByTestId('action-uncheck').click();
    const uncheck = page.getByTestId('action-dialog-uncheck');
    await uncheck.getByTestId('action-confirm').click();
    await see(uncheck.getByText('请输入退回原因'));
    expect((await transferOf(refused)).transferStatus).toBe(0);
    await uncheck.getByRole('textbox', { name: '退回原因' }).fill('材料不全,请补充现场照片');
    await uncheck.getByTestId('action-confirm').click();
    await see(row(page, refused).getByText('已退回'));
    expect(await transferOf(refused)).toMatchObject({ transferStatus: 2, checkDesc: '材料不全,请补充现场照片' });
    await context.close();
  });

  it("a document's print view lays it out as paper; 打印 prints the sheet alone", async () => {
    const depts = await deptIdsByName(e2e.server, '000000');
    const saved = await call(e2e.server, '/api/subject/enforcementsheet/save', {
      token: admin,
      body: {
        docType: 1,
        subjectId: subject,
        content: '经查,你单位存在安全出口堵塞问题,责令于七日内改正。',
        issueDeptId: depts['执法一中队'],
        issueDate: todayIn(),
        signer: '王队长',
      },
    });
    expect(saved.body.success, JSON.stringify(saved.body)).toBe(true);
    const docNo = String(saved.body.data.docNo);
    const { page, context } = await e2e.signedInPage('/enforce/enforcementsheet');
    await see(row(page, docNo));
    await row(page, docNo).getByTestId('row-print').click();
    const sheet = page.getByTestId('print-sheet');
    await see(sheet);
    await expect.poll(() => sheet.getByTestId('print-title').textContent()).toBe('责令整改通知书');
    expect(await sheet.getByTestId('print-number').textContent()).toBe(docNo);
    expect(await sheet.getByTestId('print-dept').textContent()).toBe('执法一中队');
    expect(await sheet.getByTestId('print-body').textContent()).toContain('责令于七日内改正');
    await see(sheet.getByTestId('print-seal').getByText('（盖章）'));
    await see(sheet.getByText('签发人：王队长'));

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByTestId('print-button').click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    expect(await sheet.isVisible()).toBe(true);
    expect(await page.getByTestId('sidebar-menu').isVisible()).toBe(false);
    expect(await page.getByTestId('print-button').isVisible()).toBe(false);
    // Nothing of the app shows through the sheet (tab indicators, input underlines included).
    const showing = await page.evaluate(() =>
      [...document.body.querySelectorAll('*')]
        .filter(
          (el) =>
            !el.closest('[data-print-sheet]') &&
            getComputedStyle(el).visibility === 'visible' &&
            el.getBoundingClientRect().width > 0,
        )
        .map((el) => `${el.tagName}.${String((el as HTMLElement).className).slice(0, 40)}`),
    );
    expect(showing).toEqual([]);
    await shot(page, 'enforcement-sheet-print');
    await page.emulateMedia({ media: 'screen' });
    expect(await page.getByTestId('sidebar-menu').isVisible()).toBe(true);
    await context.close();
  });
});
