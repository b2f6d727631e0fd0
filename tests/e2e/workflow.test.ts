import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, login } from '../api/harness';
import { STAFF_PASSWORD, tenantStaff } from '../api/tenant-staff';
import { see, signIn, typeDay, useE2E, toast } from './browser';

/**
 * The browser: a leave started from its form, claimed and approved by a dept manager from
 * the work lists, its detail page drawing the diagram with the passed path and the open step; and a
 * process drawn in the designer, saved and deployed.
 */
describe('workflow', () => {
  const e2e = useE2E();

  beforeAll(async () => {
    const staff = await tenantStaff(e2e.server, '000000');
    const [dept] = Object.keys(staff.depts);
    await staff.create('wf_applicant', 'inspector', dept, '申请人甲');
    await staff.create('wf_manager', 'section_chief', dept, '经理乙');
  });

  const as = async (account: string) => {
    const { page } = await e2e.newPage();
    await signIn(page, e2e.base, account, STAFF_PASSWORD);
    await see(page.getByTestId('sidebar-menu'), 30_000);
    return page;
  };
  const tab = (page: Page, name: string) => page.getByRole('tab', { name }).click();
  /** Clicks `button` in the row of the `list` table that shows `row`. */
  const rowButton = (page: Page, list: string, row: string, button: string) =>
    page.getByTestId(list).locator('tr', { hasText: row }).getByRole('button', { name: button }).click();

  it('starts a leave from its form; the manager claims and approves it; the detail draws the path', async () => {
    const applicant = await as('wf_applicant');
    await applicant.goto(`${e2e.base}/flow/work`);
    await tab(applicant, '发起流程');
    await rowButton(applicant, 'work-start', '请假流程', '发起');
    await see(applicant.getByRole('button', { name: '提交申请' }));
    await applicant.getByRole('button', { name: '提交申请' }).click();
    await see(applicant.getByText('请选择开始时间'));
    // The pickers show the day and minute as 2026-12-01 09:00, not the browser's 12/01/2026, 09:00 AM.
    await typeDay(applicant, 'startTime', '2026-12-01 09:00');
    await typeDay(applicant, 'endTime', '2026-12-02 18:00');
    await applicant.locator('textarea[name=reason]').fill('回老家');
    await applicant.getByRole('button', { name: '提交申请' }).click();
    await see(toast(applicant, '流程已发起'));

    const manager = await as('wf_manager');
    await manager.goto(`${e2e.base}/flow/work`);
    await tab(manager, '待签任务');
    await rowButton(manager, 'work-claim', '部门经理审批', '签收');
    await see(toast(manager, '签收成功'));
    await tab(manager, '待办任务');
    await rowButton(manager, 'work-todo', '部门经理审批', '办理');
    await see(manager.getByTestId('leave-fields').getByText('回老家'));
    await manager.locator('textarea[name=comment]').fill('同意,注意安全');
    await manager.getByRole('button', { name: '同意' }).click();
    await see(toast(manager, '办理成功'));

    await applicant.goto(`${e2e.base}/flow/work`);
    await tab(applicant, '我的发起');
    await rowButton(applicant, 'work-send', '人事审批', '详情');
    const diagram = applicant.getByTestId('process-diagram');
    await see(diagram.locator('.djs-element.wf-current[data-element-id=hrApprove]'));
    await see(diagram.locator('.djs-element.wf-finished[data-element-id=managerApprove]'));
    // A straight flow has no height, so it never counts as visible: its marker is checked instead.
    expect(await diagram.locator('.djs-element.wf-finished[data-element-id=toManager]').count()).toBe(1);
    expect(await diagram.locator('.djs-element.wf-finished[data-element-id=hrApprove]').count()).toBe(0);
    const history = applicant.getByTestId('flow-history');
    await see(history.locator('tr', { hasText: '部门经理审批' }).getByText('同意,注意安全'));
    await see(history.locator('tr', { hasText: '发起申请' }).getByText('申请人甲'));
  });

  it('draws a process in the designer, saves and deploys it', async () => {
    const token = (await login(e2e.server)).access_token;
    const model = (
      await call(e2e.server, '/api/blade-flow/model/submit', {
        token,
        body: { name: '报销流程', modelKey: 'Expense', category: '2' },
      })
    ).body.data;
    const { page } = await e2e.signedInPage(`/flow/model/design/${model.id}`);
    const modeler = page.getByTestId('bpmn-modeler');
    await see(modeler.locator('.djs-element[data-element-id=start]'));
    // Draw: a task appended to the start event from its context pad, named in place.
    await modeler.locator('.djs-element[data-element-id=start]').click();
    await page.locator('.djs-context-pad .entry[data-action="append.append-task"]').click();
    await see(modeler.locator('.djs-element.djs-shape[data-element-id^=Activity_]'));
    await page.keyboard.type('审核');
    await modeler
      .locator('svg')
      .first()
      .click({ position: { x: 600, y: 450 } });
    // The side panel: the task becomes a user task offered to the tenant's 科长 role (picked by name).
    await modeler.locator('.djs-element.djs-shape[data-element-id^=Activity_]').click();
    await page.getByTestId('flow-to-user-task').click();
    const panel = page.getByTestId('flow-task-properties');
    await see(panel);
    await panel.getByLabel('候选角色').click();
    await page.getByRole('option', { name: '科长', exact: true }).click();
    await page.getByRole('button', { name: '部署', exact: true }).click();
    await see(toast(page, '部署成功'));
    const saved = (await call(e2e.server, '/api/blade-flow/model/detail', { token, query: { id: model.id } })).body
      .data;
    expect(saved.xml).toMatch(/<(bpmn:)?userTask id="Activity_\w+" name="审核"[^>]*candidateGroups="section_chief"/);
    expect(saved.version).toBe(1);
    const deployed = (
      await call(e2e.server, '/api/blade-flow/manager/list', { token, query: { processKey_equal: 'Expense' } })
    ).body.data;
    expect((deployed.records ?? deployed).length).toBe(1);
  });
});
