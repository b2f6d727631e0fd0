import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call } from '../api/harness';
import { STAFF_PASSWORD, tenantStaff } from '../api/tenant-staff';
import { noisePng, subjectBody } from '../api/files-fixtures';
import { addDays } from '../../resources/report-periods';
import { todayIn } from '../../server/crud/no-past';
import { atPath, gone, see, shot, signIn, useE2E, toast, typeDay } from './browser';
import { superviseCompleteRow } from './finding-actions';
import { countPointerPresses, focusLandsOn, tabTo } from './keyboard';

/**
 * 执法检查 in the browser: an enforcer opens a subject's page, clicks 巡检, records an
 * abnormal inspection with two photos and a rectification deadline through the docs/spec.md §3 form (the
 * deadline appears only when 异常 is chosen; the §5 messages show on an incomplete form); the finding
 * it opened appears in the 巡检异常 list and is handled through its 处理 dialog; a supervisor (科长)
 * completes the supervision with 督办完成; the finding's page shows the handle record and its history
 * timeline with both steps, by whom. Last, the same record made with the keyboard alone, from the subject
 * list to 新增成功.
 */
const A = '100001';

describe('an abnormal inspection, its finding handled and its supervision completed', () => {
  const e2e = useE2E();
  let adminToken: string;
  let subjectId: string;
  let subjectName: string;
  const deadline = addDays(todayIn(), 5);
  const content = `安全出口堆放杂物-${Date.now() % 100000}`;

  beforeAll(async () => {
    const staff = await tenantStaff(e2e.server, A);
    const dept = staff.depts['执法一中队'];
    adminToken = (await staff.add('e2eadmin', 'admin', '执法一中队', '王管理')).token;
    await staff.create('e2ezf', 'enforcer', '执法一中队', '赵执法');
    await staff.create('e2ekz', 'admin', '执法一中队', '钱科长');
    const body = subjectBody();
    subjectName = String(body.subjectName);
    const r = await call(e2e.server, '/api/subject/subject/submit', {
      token: adminToken,
      body: { ...body, deptId: dept },
    });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    subjectId = String(r.body.data.id);
  });

  const signedIn = async (account: string, path: string) => {
    const { page, context } = await e2e.newPage();
    await signIn(page, e2e.base, account, STAFF_PASSWORD, A);
    await page.goto(`${e2e.base}${path}`);
    await see(page.getByTestId('sidebar-menu'), 30_000);
    return { page, context };
  };
  const row = (page: Page) =>
    page.getByTestId('list-toolbar').locator('xpath=..').locator('tbody tr').filter({ hasText: content });
  const inspections = async () =>
    (await call(e2e.server, '/api/enforcer/inspect/page', { token: adminToken, query: { subjectId } })).body.data
      .records as Array<Record<string, any>>;
  const finding = async () =>
    (await call(e2e.server, '/api/enforcer/inspectabnormal/page', { token: adminToken, query: { subjectId } })).body
      .data.records[0] as Record<string, any>;

  it("the enforcer records an abnormal inspection with photos and a deadline from the subject's page", async () => {
    const { page, context } = await signedIn('e2ezf', `/busdetail/${subjectId}`);
    await see(page.getByTestId('household-page'));
    await page.getByTestId('subject-inspect').click();
    await atPath(page, '/enforce/inspect/create');
    // The subject chosen before, read only.
    await expect.poll(() => page.getByTestId('inspect-subject-name').inputValue()).toBe(subjectName);
    expect(await page.getByTestId('inspect-subject-name').getAttribute('readonly')).not.toBeNull();
    await gone(page.getByTestId('input-timeLimit'));

    // An empty form says what is missing, with the spec's words; the deadline is not asked for yet.
    await page.getByTestId('save-button').click();
    await shot(page, 'inspect-empty');
    for (const message of ['请选择正常或异常', '请输入巡检内容', '请选择检查人'])
      await see(page.getByText(message, { exact: true }));
    expect(await page.getByText('请选择整改止期', { exact: true }).count()).toBe(0);

    // 异常: the deadline appears and is required; past days are disabled in its calendar.
    await page.getByRole('radio', { name: '异常' }).check();
    await see(page.getByTestId('input-timeLimit'));
    await page.getByTestId('save-button').click();
    await see(page.getByText('请选择整改止期', { exact: true }));
    await page.getByTestId('input-timeLimit').locator('xpath=..').locator('..').getByRole('button').click();
    const calendar = page.getByRole('dialog');
    await see(calendar.getByRole('gridcell').first());
    const yesterday = Number(addDays(todayIn(), -1).slice(8, 10));
    if (addDays(todayIn(), -1).slice(0, 7) === todayIn().slice(0, 7)) {
      expect(await calendar.getByRole('gridcell', { name: String(yesterday), exact: true }).isDisabled()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await typeDay(page, 'input-timeLimit', deadline);

    await page.getByRole('textbox', { name: '巡检内容' }).fill(content);
    const inspectors = page.getByRole('combobox', { name: '检查人' });
    await inspectors.click();
    await page.getByRole('option', { name: '赵执法' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('upload-file-imgList').setInputFiles([
      { name: 'exit-1.png', mimeType: 'image/png', buffer: noisePng(160, 120) },
      { name: 'exit-2.png', mimeType: 'image/png', buffer: noisePng(120, 160) },
    ]);
    await expect
      .poll(() => page.getByTestId('upload-input-imgList').getByTestId('upload-thumb').count(), { timeout: 15_000 })
      .toBe(2);
    await shot(page, 'inspect-form');
    // Pressed twice in a row, as an impatient hand does: one inspection.
    await page.getByTestId('save-button').dblclick();
    await see(toast(page, '新增成功'));
    await atPath(page, '/enforce/inspect');
    await see(row(page));
    await see(row(page).getByText('异常'));

    const recorded = await inspections();
    expect(recorded).toHaveLength(1);
    const [saved] = recorded;
    expect(saved).toMatchObject({
      subjectId,
      result: 2,
      timeLimit: deadline,
      content,
      enforcerName: '赵执法',
      inspectWay: 1,
    });
    expect(String(saved.imgList).split(',')).toHaveLength(2);
    expect(await finding()).toMatchObject({ inspectId: saved.id, description: content, deadline, handleStatus: 0 });
    await context.close();
  });

  it('the finding is handled through 处理 and its supervision completed by the 科长', async () => {
    const enforcer = await signedIn('e2ezf', '/enforce/inspectabnormal');
    const page = enforcer.page;
    await see(row(page));
    await see(row(page).getByText('待处理'));
    await row(page).getByTestId('action-handle').click();
    const handle = page.getByTestId('action-dialog-handle');
    await handle.getByRole('textbox', { name: '处理结果' }).fill('已责令清理杂物,安全出口恢复畅通');
    await handle.getByTestId('action-confirm').click();
    await see(toast(page, '操作成功'));
    await see(row(page).getByText('已处理'));
    await enforcer.context.close();

    const supervisor = await signedIn('e2ekz', '/enforce/inspectabnormal');
    const board = supervisor.page;
    await see(row(board).getByText('已处理'));
    await superviseCompleteRow(board, row(board), '复查整改到位,同意办结');
    expect(await finding()).toMatchObject({
      handleStatus: 2,
      handleResult: '已责令清理杂物,安全出口恢复畅通',
      superviseOpinion: '复查整改到位,同意办结',
    });

    // The finding's page: what was found, the handle record, and the timeline with every step.
    await row(board).getByTestId('row-show').click();
    await see(board.getByTestId('handle-info').getByText('已责令清理杂物,安全出口恢复畅通'));
    const timeline = board.getByTestId('history-timeline');
    const items = timeline.getByTestId('history-item');
    await expect.poll(() => items.count()).toBe(2);
    await see(items.nth(0).getByText('督办完成'));
    await see(items.nth(0).getByText(/钱科长/));
    await see(items.nth(0).getByText('复查整改到位,同意办结'));
    await see(items.nth(1).getByText('处理', { exact: true }));
    await see(items.nth(1).getByText(/赵执法/));
    await see(items.nth(1).getByText('已责令清理杂物,安全出口恢复畅通'));
    await shot(board, 'inspect-finding-show');
    await supervisor.context.close();
  });

  it('an inspection is recorded with the keyboard alone, from the subject list to 新增成功', async () => {
    const kept = `消防通道畅通-${Date.now() % 100000}`;
    const keyboardDeadline = addDays(todayIn(), 3);
    const { page, context } = await e2e.newPage();
    const pointerPresses = await countPointerPresses(page);
    // Listening before the key press: Playwright takes over the browser's file chooser only once asked.
    const chooserOpens = page.waitForEvent('filechooser', { timeout: 60_000 });
    chooserOpens.catch(() => undefined);
    await signIn(page, e2e.base, 'e2ezf', STAFF_PASSWORD, A);
    await page.goto(`${e2e.base}/subject/subject`);
    await see(page.getByTestId('list-search'), 30_000);

    // The skip link passes the menu, the top bar and the tabs; the list's search finds the subject.
    await tabTo(page, /testid=skip-link/, { max: 1 });
    await page.keyboard.press('Enter');
    await focusLandsOn(page, /^main /);
    await tabTo(page, /testid=list-search/, { max: 1 });
    await page.keyboard.type(subjectName);
    await atPath(page, /filter=/);
    await tabTo(page, /testid=subject-name-link/, { max: 20 });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(subjectName);
    await page.keyboard.press('Enter');

    // 一户一档: the focus arrives at the page's heading; once the page is shown, 巡检 is a few stops on.
    await atPath(page, `/busdetail/${subjectId}`);
    await focusLandsOn(page, /^h1 .*text=一户一档/);
    await see(page.getByTestId('subject-inspect'));
    await tabTo(page, /testid=subject-inspect/, { max: 2 });
    await page.keyboard.press('Enter');

    // Each `max` is the number of Tab stops between two controls today: a control that gains a
    // stop (an upload's face beside its input) or a field that loses one fails here.
    // The form, field by field: arrows choose 异常, digits fill the deadline, the inspector is picked
    // from the list, Enter on the photo field opens the file chooser, Enter on 保存 saves.
    await atPath(page, '/enforce/inspect/create');
    await focusLandsOn(page, /^h1 .*text=巡检记录-新增/);
    await see(page.getByTestId('save-button'));
    await tabTo(page, /name=正常/, { max: 3 });
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: '异常' }).isChecked()).toBe(true);
    await tabTo(page, /role=spinbutton name=年份/, { max: 1 });
    await page.keyboard.type(keyboardDeadline.replace(/\D/g, ''));
    await expect.poll(() => page.getByTestId('input-timeLimit').inputValue()).toBe(keyboardDeadline);
    await tabTo(page, /textarea name=巡检内容/, { max: 2 });
    await page.keyboard.type(kept);
    await tabTo(page, /role=combobox name=检查人/, { max: 1 });
    await page.keyboard.type('赵');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await see(page.getByRole('button', { name: '赵执法' }));
    await page.keyboard.press('Escape');
    await tabTo(page, /testid=upload-file-imgList/, { max: 1 });
    await page.keyboard.press('Enter');
    await (await chooserOpens).setFiles([{ name: 'exit-3.png', mimeType: 'image/png', buffer: noisePng(160, 120) }]);
    await expect
      .poll(() => page.getByTestId('upload-input-imgList').getByTestId('upload-thumb').count(), { timeout: 15_000 })
      .toBe(1);
    await tabTo(page, /testid=save-button/, { max: 1 });
    await page.keyboard.press('Enter');
    await see(toast(page, '新增成功'));
    await atPath(page, '/enforce/inspect');

    const saved = (await inspections()).find((r) => r.content === kept);
    expect(saved).toMatchObject({ subjectId, result: 2, timeLimit: keyboardDeadline, enforcerName: '赵执法' });
    expect(String(saved?.imgList).split(',')).toHaveLength(1);
    expect(await pointerPresses()).toBe(0);
    await context.close();
  });
});
