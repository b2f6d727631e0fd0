import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, login } from '../api/harness';
import { subjectBody } from '../api/files-fixtures';
import { createUser, roleIdsByAlias } from '../api/auth-fixtures';
import { see, useE2E, toast } from './browser';

/**
 * 双随机: a random inspection task opened from its list; 抽取 with a seed shows the seed, the
 * algorithm and who was drawn, 复核 confirms the draw; 发布 fixes it and 抽取 is no longer offered.
 */
describe('random inspection task', () => {
  const e2e = useE2E();
  let token: string;
  let taskId: string;
  const taskName = `E2E双随机抽查${Date.now()}`;
  const subjects: string[] = [];

  beforeAll(async () => {
    token = (await login(e2e.server)).access_token;
    for (let i = 0; i < 3; i++) {
      const body = { ...subjectBody(), subjectName: `随机抽查歌厅${i}号${Date.now()}`, regionCode: '330106' };
      const r = await call(e2e.server, '/api/subject/subject/submit', { token, body });
      expect(r.body.success, JSON.stringify(r.body)).toBe(true);
      subjects.push(body.subjectName);
    }
    const roles = await roleIdsByAlias(e2e.server, '000000');
    for (const [i, name] of ['钱执法', '孙执法'].entries())
      await createUser(e2e.server, { account: `e2ezf${i}`, password: 'Random#2026', roleIds: [roles.inspector], name });
    const task = await call(e2e.server, '/api/subject/inspectrandomtask/submit', {
      token,
      body: {
        taskName,
        marketTypes: '1',
        regionCode: '330106',
        subjectCount: 2,
        enforcerCount: 2,
        startDate: '2026-12-01',
        endDate: '2026-12-31',
      },
    });
    expect(task.body.success, JSON.stringify(task.body)).toBe(true);
    taskId = task.body.data.id;
  });

  const rows = (page: Page) => page.getByTestId('list-toolbar').locator('xpath=..').locator('tbody tr');

  it('extracts with a seed (seed, algorithm and the drawn shown; the draw verifies), then publishes (extract no longer offered)', async () => {
    const { page, context } = await e2e.signedInPage('/random/inspectrandomtask');
    const row = rows(page).filter({ hasText: taskName });
    await see(row);
    await row.getByTestId('row-show').click();
    await see(page.getByTestId('draw-empty'));

    await page.getByTestId('action-extract').first().click();
    const dialog = page.getByTestId('action-dialog-extract');
    await dialog.getByRole('textbox', { name: '随机种子(留空自动生成)' }).fill('e2e-seed-1');
    await dialog.getByTestId('action-confirm').click();
    await see(toast(page, '操作成功'));

    const panel = page.getByTestId('draw-panel');
    await see(panel.getByTestId('draw-drawSeed').getByText('e2e-seed-1'));
    await see(panel.getByTestId('draw-drawAlgorithm').getByText('sha256-ctr-fisher-yates-v1'));
    const stored = (await call(e2e.server, '/api/subject/inspectrandomtask/detail', { token, query: { id: taskId } }))
      .body.data;
    expect(stored).toMatchObject({ taskStatus: 1, drawSeed: 'e2e-seed-1', candidateSubjectCount: 3 });
    const drawnNames = String(stored.drawnSubjectNames ?? '')
      .split(/[,，]/)
      .filter(Boolean);
    expect(drawnNames).toHaveLength(2);
    for (const name of drawnNames) {
      expect(subjects).toContain(name);
      await see(panel.getByTestId('draw-drawnSubjectIds').getByText(name));
    }
    await see(panel.getByTestId('draw-drawnEnforcerIds').getByText('钱执法'));
    await panel.getByTestId('verify-draw').click();
    await see(page.getByTestId('verify-result').getByText(/复核一致/));

    await page.getByTestId('action-publish').first().click();
    await page.getByTestId('action-dialog-publish').getByTestId('action-confirm').click();
    await see(toast(page, '操作成功'));
    await see(page.getByText('已发布'));
    expect(await page.getByTestId('action-extract').count()).toBe(0);
    expect(
      (await call(e2e.server, '/api/subject/inspectrandomtask/detail', { token, query: { id: taskId } })).body.data
        .taskStatus,
    ).toBe(2);
    await context.close();
  });

  it('sends a self-report task to a subject from the distribution dialog; rejects its report with a cause', async () => {
    const rtask = await call(e2e.server, '/api/subject/reportrandomtask/submit', {
      token,
      body: {
        taskName: `E2E随机自查${Date.now()}`,
        requirement: '上传消防通道照片',
        startDate: '2026-12-01',
        endDate: '2026-12-15',
      },
    });
    expect(rtask.body.success, JSON.stringify(rtask.body)).toBe(true);
    const { page, context } = await e2e.signedInPage('/random/reportrandomtask');
    const row = rows(page).filter({ hasText: rtask.body.data.taskName });
    await see(row);
    await row.getByTestId('distribute').click();
    const dialog = page.getByTestId('distribution-dialog');
    await see(dialog.getByText('尚未下发'));
    await dialog.getByTestId('subject-search').fill(subjects[0].slice(0, 8));
    await page.getByRole('option', { name: subjects[0] }).click();
    await dialog.getByTestId('distribution-submit').click();
    await see(dialog.getByTestId('distribution-result').getByText('已下发1个主体'));
    const sent = (
      await call(e2e.server, '/api/subject/reportrandomtask/get-distribution-datas', {
        token,
        query: { taskId: rtask.body.data.id },
      })
    ).body.data;
    expect(sent.map((r: { subjectName: string }) => r.subjectName)).toEqual([subjects[0]]);
    await dialog.getByRole('button', { name: '关闭' }).click();

    const report = await call(e2e.server, '/api/subject/reportrandom/submit', {
      token,
      body: { taskId: rtask.body.data.id, subjectId: sent[0].subjectId, content: '消防通道畅通' },
    });
    expect(report.body.success, JSON.stringify(report.body)).toBe(true);
    await page.goto(`${e2e.server.url}/random/reportrandom`);
    const reportRow = rows(page).filter({ hasText: report.body.data.reportNo });
    await see(reportRow);
    await reportRow.getByTestId('action-reject').click();
    const reject = page.getByTestId('action-dialog-reject');
    await reject.getByRole('textbox', { name: '驳回原因' }).fill('照片不清晰');
    await reject.getByTestId('action-confirm').click();
    await see(toast(page, '操作成功'));
    await see(reportRow.getByText('已驳回'));
    expect(await reportRow.getByTestId('action-approved').count()).toBe(0);
    await see(reportRow.getByTestId('action-resubmit'));
    const rejects = (
      await call(e2e.server, '/api/subject/reportrandomreject/page', {
        token,
        query: { reportId: report.body.data.id },
      })
    ).body.data.records;
    expect(rejects).toMatchObject([{ cause: '照片不清晰' }]);
    await context.close();
  });
});
