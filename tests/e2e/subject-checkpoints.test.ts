import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, login } from '../api/harness';
import { subjectBody } from '../api/files-fixtures';
import { okCalls } from '../api/business-calls';
import { atPath, see, useE2E } from './browser';

/**
 * Checkpoints: a checkpoint assigned to a market type through its row's dialog reaches the
 * subjects of that type, shown in the subject's checkpoint tab and in the checkpoint's 已分配主体 dialog;
 * removing the subject there takes it off again.
 */
describe('checkpoints: assign by market type through the dialog', () => {
  const e2e = useE2E();
  let token: string;
  const subject = { ...subjectBody(), marketType: 3 };
  const checkpointName = `上网人员身份核验${Date.now()}`;
  let subjectId: string;
  beforeAll(async () => {
    token = (await login(e2e.server)).access_token;
    const { ok } = okCalls(() => e2e.server);
    subjectId = (await ok('/api/subject/subject/submit', token, subject)).id;
    await ok('/api/subject/checkpoint/submit', token, { checkpointName, marketType: 1, reportFrequency: 1, sort: -1 });
  });

  const row = (page: Page) =>
    page.getByTestId('list-toolbar').locator('xpath=..').locator('tbody tr').filter({ hasText: checkpointName });

  it('assigns the checkpoint to a market type and the subject shows it', async () => {
    const { page, context } = await e2e.signedInPage('/subject/checkpoint');
    await page.getByTestId('sidebar-menu').getByText('检查点', { exact: true }).click();
    await see(row(page));
    await row(page).getByTestId('checkpoint-by-market-type').click();
    const dialog = page.getByTestId('market-type-dialog');
    // The checkpoint's own type starts ticked; untick it and tick the subject's type.
    await dialog.getByRole('checkbox', { name: '歌舞娱乐场所' }).uncheck();
    await dialog.getByRole('checkbox', { name: '互联网上网服务营业场所' }).check();
    await dialog.getByTestId('assign-submit').click();
    await see(dialog.getByTestId('assign-result').getByText(/^已为[1-9]\d*个主体分配检查点$/));
    await dialog.getByRole('button', { name: '关闭' }).click();

    // The subject's one-household page lists it in its checkpoint tab (the show route leads there).
    await page.goto(`${e2e.base}/subject/subject/${subjectId}/show`);
    await atPath(page, `/busdetail/${subjectId}`);
    await page.getByTestId('household-tab-subjectcheckpoint').click();
    await atPath(page, `/busdetail/${subjectId}/subjectcheckpoint`);
    await see(page.getByTestId('household-panel-subjectcheckpoint').getByText(checkpointName));

    // The checkpoint's 已分配主体 dialog lists the subject; removing it there takes it off.
    await page.goto(`${e2e.base}/subject/checkpoint`);
    await see(row(page));
    await row(page).getByTestId('checkpoint-assigned').click();
    const assigned = page.getByTestId('assigned-dialog');
    await assigned.getByRole('textbox', { name: '主体名称' }).fill(subject.subjectName);
    await assigned.getByRole('checkbox', { name: subject.subjectName }).check();
    await assigned.getByTestId('assigned-remove').click();
    await page
      .getByRole('dialog')
      .filter({ hasText: '确定将所选主体从该检查点移除?' })
      .getByRole('button', { name: /确[定认]/ })
      .click();
    // The dialog is modal (the page behind it is aria-hidden), so the toast is found by its text.
    await see(page.getByText('已移除1个主体'));
    await see(assigned.getByTestId('assigned-empty'));
    const list = await call(e2e.server, '/api/subject/subject/checkpoint-list', { token, query: { subjectId } });
    expect(list.body.data).toEqual([]);
    await context.close();
  });
});
