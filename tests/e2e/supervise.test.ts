import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, login } from '../api/harness';
import { subjectBody } from '../api/files-fixtures';
import { createUser, roleIdsByAlias } from '../api/auth-fixtures';
import { todayIn } from '../../server/crud/no-past';
import { addDays } from '../../server/domains/subject/songs';
import { see, gone, shot, signIn, useE2E, toast } from './browser';
import { okCalls } from '../api/business-calls';

/**
 * 督办 in the browser: a supervision of a handled finding is approved by the 科长, then by
 * the 局长, each from their board tab (待科长审核 / 待局长审核) through the 审核通过 dialog; the
 * supervision's page shows both steps done, the source finding (its state by name) and the history;
 * the finding is then complete. The rectification list flags an overdue one in red. The examine queue's 审核 button
 * rejects with a reason (required) from a row and passes from the show page.
 */
describe('supervision by role, rectification, examine', () => {
  const e2e = useE2E();
  let token: string;
  let finding: string;
  let superviseId: string;
  const PASSWORD = 'Board#2026';
  const content = `限期下架违规曲目-${Date.now() % 100000}`;

  const api = (path: string, body: Record<string, unknown>) => okCalls(() => e2e.server).ok(path, token, body);
  const detail = async (path: string, id: string) =>
    (await call(e2e.server, `${path}/detail`, { token, query: { id } })).body.data;

  /** A new prohibited-song finding of the platform tenant. */
  const newFinding = async (song: string) => {
    const subject = await api('/api/subject/subject/submit', subjectBody());
    await api('/api/enforcer/prohibitedsong/submit', { songName: song, reason: 2, listDate: '2024-05-01' });
    await api('/api/subject/reportsong/submit', {
      subjectId: subject.id,
      songName: song,
      songNo: String(Date.now() % 100000),
    });
    const page = (await call(e2e.server, '/api/subject/invalidsongabnormal/page', { token, query: { songName: song } }))
      .body.data;
    return String(page.records[0].id);
  };

  beforeAll(async () => {
    token = (await login(e2e.server)).access_token;
    const roles = await roleIdsByAlias(e2e.server, '000000');
    await createUser(e2e.server, {
      account: 'e2echief',
      password: PASSWORD,
      roleIds: [roles.section_chief],
      name: '李科长',
    });
    await createUser(e2e.server, {
      account: 'e2edirector',
      password: PASSWORD,
      roleIds: [roles.director],
      name: '王局长',
    });
    finding = await newFinding(`夜色迷情${Date.now() % 100000}`);
    await api('/api/subject/invalidsongabnormal/handle', { id: finding, handleResult: '已从点播系统删除' });
    superviseId = String(
      (
        await api('/api/subject/supervise/save', {
          sourceType: 'invalidsongabnormal',
          sourceId: finding,
          content,
          deadline: addDays(todayIn(), 7),
        })
      ).id,
    );
  });

  const row = (page: Page, text: string) =>
    page.getByTestId('list-toolbar').locator('xpath=..').locator('tbody tr').filter({ hasText: text });

  /**
   * Signs in as one of the approvers and opens their board. They land on the dashboard first, which shows
   * the one chart of what a supervisor reads (督办情况) and asks the server for nothing it would refuse.
   */
  const board = async (account: string) => {
    const { context, page } = await e2e.newPage();
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() >= 400) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    await signIn(page, e2e.base, account, PASSWORD);
    await see(page.getByTestId('chart-supervise'));
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('chart-region').count()).toBe(0);
    expect(await page.getByTestId('chart-inspect').count()).toBe(0);
    expect(refused).toEqual([]);
    await page.goto(`${e2e.base}/supervise/supervise`);
    await see(page.getByTestId('supervise-board-tabs'));
    return { context, page };
  };

  const approveFromBoard = async (page: Page, tab: string, opinion: string) => {
    await page.getByTestId(tab).click();
    await see(row(page, content));
    await row(page, content).getByTestId('supervise-approve').click();
    const dialog = page.getByTestId('supervise-approve-dialog');
    await dialog.getByTestId('supervise-approve-dialog-text').fill(opinion);
    await dialog.getByTestId('supervise-approve-dialog-confirm').click();
    await see(toast(page, '操作成功'));
    await gone(row(page, content));
  };

  it('the 科长 approves from 待科长审核; the 局长 sees nothing to do until then', async () => {
    const director = await board('e2edirector');
    await see(director.page.getByTestId('board-tab-director'));
    expect(await director.page.getByTestId('board-tab-section_chief').count()).toBe(0);
    await see(director.page.getByTestId('list-empty'));
    expect(await row(director.page, content).count()).toBe(0);
    await director.context.close();

    const { page, context } = await board('e2echief');
    // A 科长 is offered no 局长 tab.
    expect(await page.getByTestId('board-tab-director').count()).toBe(0);
    await shot(page, 'supervise-board-chief');
    await approveFromBoard(page, 'board-tab-section_chief', '情况属实,同意督办');
    expect(await detail('/api/subject/supervise', superviseId)).toMatchObject({
      superviseStatus: 1,
      chiefUserName: '李科长',
      awaitRole: 'director',
    });
    await context.close();
  });

  it('the 局长 approves from 待局长审核, which completes it; its page shows the steps, the source and the history', async () => {
    const { page, context } = await board('e2edirector');
    await approveFromBoard(page, 'board-tab-director', '同意办结');
    expect(await detail('/api/subject/supervise', superviseId)).toMatchObject({
      superviseStatus: 2,
      directorUserName: '王局长',
    });
    expect(await detail('/api/subject/invalidsongabnormal', finding)).toMatchObject({
      handleStatus: 2,
      superviseOpinion: '同意办结',
    });

    await page.goto(`${e2e.base}/supervise/${superviseId}/show`);
    const steps = page.getByTestId('supervise-steps');
    await see(steps.getByText('李科长', { exact: false }));
    await see(steps.getByText('王局长', { exact: false }));
    await see(page.getByTestId('supervise-source').getByText('违规曲目异常', { exact: false }));
    // The finding's 处理状态 by its label, as the finding's own page shows it.
    await see(page.getByTestId('supervise-source').locator('[data-state="2"]').filter({ hasText: '已办结' }));
    const history = page.getByTestId('history-timeline').getByTestId('history-item');
    await expect.poll(() => history.count()).toBe(2);
    await see(history.nth(0).getByText('局长审核通过'));
    await see(history.nth(1).getByText('科长审核通过'));
    await see(history.nth(1).getByText('情况属实,同意督办'));
    // Nothing is left to approve.
    expect(await page.getByTestId('supervise-approve').count()).toBe(0);
    await shot(page, 'supervise-show');
    await context.close();
  });

  it('the rectification list shows an overdue rectification in red and counts it', async () => {
    const late = await newFinding(`红尘醉${Date.now() % 100000}`);
    await api('/api/subject/invalidsongabnormal/submit', { id: late, deadline: addDays(todayIn(), -2) });
    await api('/api/subject/correct/submit', { sourceType: 'invalidsongabnormal', sourceId: late });
    const { page, context } = await e2e.signedInPage('/supervise/correct');
    await see(page.getByTestId('overdue-chip').filter({ hasText: '已逾期2天' }));
    await see(page.getByTestId('overdue-count').filter({ hasText: '逾期未整改 1' }));
    await context.close();
  });

  it('examine: 审核 rejects with a reason (required) from the list and passes from the show page', async () => {
    const first = await api('/api/blade-system/examine/submit', {
      title: '督办事项审核-甲',
      sourceType: 'supervise',
      sourceId: superviseId,
      content: '请审核',
    });
    const second = await api('/api/blade-system/examine/submit', {
      title: '督办事项审核-乙',
      sourceType: 'supervise',
      sourceId: superviseId,
      content: '请审核',
    });
    const { page, context } = await e2e.signedInPage('/system/examine');
    const item = row(page, '督办事项审核-甲');
    await see(item);
    await item.getByTestId('examine-handle').click();
    const dialog = page.getByTestId('examine-handle-dialog');
    await dialog.getByTestId('examine-reject').click();
    await dialog.getByTestId('examine-confirm').click();
    await see(dialog.getByText('请输入驳回原因'));
    await dialog.getByTestId('examine-opinion').fill('材料不全');
    await dialog.getByTestId('examine-confirm').click();
    await see(toast(page, '操作成功'));
    await see(item.getByText('审核驳回'));
    expect(await item.getByTestId('examine-handle').count()).toBe(0);
    expect(await detail('/api/blade-system/examine', String(first.id))).toMatchObject({
      examineStatus: 2,
      examineOpinion: '材料不全',
    });

    await page.goto(`${e2e.base}/examine/${String(second.id)}/show`);
    await page.getByTestId('examine-handle').click();
    await page.getByTestId('examine-handle-dialog').getByTestId('examine-confirm').click();
    await see(toast(page, '操作成功'));
    await gone(page.getByTestId('examine-handle'));
    expect(await detail('/api/blade-system/examine', String(second.id))).toMatchObject({ examineStatus: 1 });
    await context.close();
  });
});
