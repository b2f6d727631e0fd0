import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, login } from '../api/harness';
import { anotherAdministrator } from '../api/auth-fixtures';
import { subjectBody } from '../api/files-fixtures';
import { closedMonths } from '../api/closed-months';
import { todayIn } from '../../server/crud/no-past';
import { sweepMissingReports } from '../../server/domains/report/warn-sweep';
import { gone, see, typeDay, useE2E } from './browser';
import { okCalls } from '../api/business-calls';

const HANDLER_PASSWORD = 'Handle#E2E2026';

/**
 * 上报预警: the board down from a subject to the missing period of a checkpoint, and batch
 * complete, all or nothing: a mixed selection is refused naming the warning that cannot be completed as
 * people know it, then the handled one alone is completed;
 * the case a warning became is picked in 立案 by its number and its name.
 */
describe('report warnings', () => {
  const e2e = useE2E();
  let token: string;
  const today = todayIn();
  const { M1, M2 } = closedMonths(today);
  const subject = subjectBody();
  let caseNo: string;

  const post = (path: string, body: Record<string, unknown>) => okCalls(() => e2e.server).ok(path, token, body);

  beforeAll(async () => {
    token = (await login(e2e.server)).access_token;
    const subjectId = (await post('/api/subject/subject/submit', subject)).id;
    const checkpointId = (
      await post('/api/subject/checkpoint/submit', {
        checkpointName: '安全出口检查',
        marketType: 1,
        reportFrequency: 3,
      })
    ).id;
    await post('/api/subject/subjectcheckpoint/submit', { subjectId, checkpointId });
    await post('/api/subject/reportsubject/submit', {
      subjectId,
      reportFrequency: 3,
      startDate: M1,
      staffName: '王店长',
      staffPhone: '13800138001',
    });
    await post('/api/subject/reportcheck/submit', {
      subjectId,
      checkpointId,
      periodStart: M1,
      isAb: 1,
      reporterName: '王店长',
    });
    await sweepMissingReports(e2e.server.built.app.db, {
      today,
      lookBackDays: 100,
      tenantId: '000000',
      feed: e2e.server.built.app.feed,
    });
    const page = await call(e2e.server, '/api/subject/reportcheckwarn/page', { token, query: { subjectId, type: 2 } });
    // The missing period's warning becomes a case (转为案件), for 立案's case picker.
    const missing = await call(e2e.server, '/api/subject/reportcheckwarn/page', {
      token,
      query: { subjectId, type: 1 },
    });
    await post('/api/subject/reportcheckwarn/case-save', {
      id: missing.body.data.records[0].id,
      caseName: '安全出口未按期自查',
      caseReason: '未按期自查上报',
    });
    const cases = await call(e2e.server, '/api/subject/reportcheckcase/page', { token, query: { subjectId } });
    caseNo = String(cases.body.data.records[0].caseNo);
    // Handled by another administrator: the one signed in in the browser then closes it (not their own handling).
    await anotherAdministrator(e2e.server, 'warnhandler', HANDLER_PASSWORD);
    const handler = (await login(e2e.server, 'warnhandler', HANDLER_PASSWORD)).access_token;
    await okCalls(() => e2e.server).ok('/api/subject/reportcheckwarn/handle', handler, {
      id: page.body.data.records[0].id,
      handleResult: '已整改',
    });
  });

  const rows = (page: Page) => page.getByTestId('list-toolbar').locator('xpath=..').locator('tbody tr');

  it("the board leads from a subject to its checkpoint's missing period", async () => {
    const { page, context } = await e2e.signedInPage('/report/reportcheckwarn');
    await see(rows(page).filter({ hasText: subject.subjectName }).first());
    await page.getByTestId('warn-board').click();
    await typeDay(page, 'warn-sDate', M1);
    await see(page.getByTestId('warn-by-type').getByText('歌舞娱乐场所'));
    await see(page.getByTestId('warn-info-missing').filter({ hasText: '未上报 1' }));
    await page.getByTestId('warn-tab-subject').click();
    await page.getByTestId('warn-by-subject').getByRole('button', { name: subject.subjectName }).click();
    await page.getByTestId('warn-subject-checkpoints').getByRole('button', { name: '安全出口检查' }).click();
    await page.getByTestId('warn-only-missing').click();
    const periods = page.getByTestId('warn-periods').locator('tbody tr');
    await see(periods.filter({ hasText: M2 }).filter({ hasText: '未上报' }));
    expect(await periods.count()).toBe(1);
    await context.close();
  });

  it('batch complete of a mixed selection completes none and names the one that cannot be; 立案 picks a case by its name', async () => {
    const { page, context } = await e2e.signedInPage('/report/reportcheckwarn');
    const mine = rows(page).filter({ hasText: subject.subjectName });
    await see(mine.first());
    expect(await mine.count()).toBe(2);
    await mine.nth(0).getByRole('checkbox').check();
    await mine.nth(1).getByRole('checkbox').check();
    await page.getByTestId('warn-batch-complete').click();
    await see(page.getByText('只有已处理的预警可以办结;所选预警有一条不能办结,则全部不办结并说明原因'));
    await page.getByTestId('warn-batch-submit').click();
    // All or nothing: the warning not yet handled is named by its subject, checkpoint and period.
    await see(page.getByText(`有1条不能办结: ${subject.subjectName} 安全出口检查 ${M2}: 当前状态为待处理`));
    await see(mine.filter({ hasText: '已处理' }));
    // The dialog stays open on a refusal; closed, the list is reachable again (not aria-hidden behind it).
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await gone(dialog);
    await mine.filter({ hasText: M2 }).getByRole('checkbox').uncheck();
    await page.getByTestId('warn-batch-complete').click();
    await page.getByTestId('warn-batch-submit').click();
    await see(page.getByTestId('warn-batch-answer').getByText('已办结1条'));

    // 立案: the case picker finds the case by its name and shows its number with it.
    await page.goto(`${e2e.base}/report/lian/create`);
    const picker = page.getByRole('combobox', { name: '案件' });
    await picker.fill('安全出口');
    await see(page.getByRole('option', { name: `${caseNo} 安全出口未按期自查` }));
    await page.getByRole('option', { name: `${caseNo} 安全出口未按期自查` }).click();
    expect(await picker.inputValue()).toBe(`${caseNo} 安全出口未按期自查`);
    await context.close();
  });
});
