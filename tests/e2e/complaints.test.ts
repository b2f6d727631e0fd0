import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, login } from '../api/harness';
import { subjectBody } from '../api/files-fixtures';
import { see, shot, useE2E } from './browser';
import { okCalls } from '../api/business-calls';
import { anotherAdministrator } from '../api/auth-fixtures';

const REVIEWER_PASSWORD = 'Review#E2E2026';

/**
 * 消费者投诉 in the browser: three complaints selected in the list, 批量处理 with a cause
 * (told to the consumer), the answer's count shown, the three rows now 已处理 and the fourth still 待处理;
 * all four in 批量办结 by the same user: refused as a whole, the three they handled named (the handler
 * does not close what they handled) and one more counted; a handled complaint offers no 删除. Once another
 * administrator completed them, a complaint's page shows the answer to the consumer, the evidence and
 * the timeline.
 */
describe('complaints: batch process with a cause', () => {
  const e2e = useE2E();
  let token: string;
  let subjectId: string;
  const tag = `投诉E2E-${Date.now() % 100000}`;
  const subject = subjectBody();
  const cause = '已到场核实,责令经营者整改并退还多收费用';

  const post = (path: string, body: Record<string, unknown>) => okCalls(() => e2e.server).ok(path, token, body);

  beforeAll(async () => {
    token = (await login(e2e.server)).access_token;
    subjectId = String((await post('/api/subject/subject/submit', subject)).id);
    for (const n of [1, 2, 3]) {
      await post('/api/consumer/complaint/submit', {
        subjectId,
        category: 2,
        description: `${tag} 第${n}条 结账多收费用`,
        consumerName: `顾客${n}`,
        consumerPhone: '13912345678',
      });
    }
    const fourth = await post('/api/consumer/complaint/submit', {
      subjectId,
      category: 4,
      description: `${tag} 第4条 夜间噪音`,
      consumerName: '顾客4',
      consumerPhone: '13912345678',
    });
    await post('/api/consumer/complaintimg/submit', {
      complaintId: fourth.id,
      imageUrl: '/api/blade-resource/oss/endpoint/file/none.jpg',
    });
  });

  const rows = (page: Page) =>
    page.getByTestId('list-toolbar').locator('xpath=..').locator('tbody tr').filter({ hasText: tag });
  const numbered = (page: Page, n: number) => rows(page).filter({ hasText: `第${n}条` });

  it('selects three complaints, processes them with a cause, and shows the count and the new states', async () => {
    const { page, context } = await e2e.signedInPage('/consumer/complaint');
    await see(rows(page));
    await expect.poll(() => rows(page).count()).toBe(4);
    for (const n of [1, 2, 3]) await numbered(page, n).getByRole('checkbox').check();
    await page.getByTestId('complaint-batch-process').click();
    await see(page.getByText('已选3条,须都是待处理的投诉;有一条不能处理,则全部不处理并说明原因'));
    // An empty cause is refused in the dialog with the action's message.
    await page.getByTestId('complaint-batch-submit').click();
    await see(page.getByText('请输入处理结果'));
    await page.getByTestId('complaint-cause').fill(cause);
    await page.getByTestId('complaint-batch-submit').click();
    await see(page.getByTestId('complaint-batch-answer').getByText('已处理3条'));
    await shot(page, 'complaint-batch-process');
    await page.getByTestId('complaint-batch-close').click();
    for (const n of [1, 2, 3]) await see(numbered(page, n).getByText('已处理'));
    await see(numbered(page, 4).getByText('待处理'));
    const records = (await call(e2e.server, '/api/consumer/complaint/page', { token, query: { subjectId, size: 10 } }))
      .body.data.records as Array<Record<string, any>>;
    expect(records.filter((r) => r.handleStatus === 1 && r.replyContent === cause)).toHaveLength(3);

    // A handled complaint is kept on record: no 删除 on its row, still one on the open one.
    await expect.poll(() => numbered(page, 1).getByTestId('row-delete').count()).toBe(0);
    await see(numbered(page, 4).getByTestId('row-delete'));

    // 批量办结 over all four by who handled three of them: refused as a whole, the first three named by
    // their numbers with the reason, then how many more; nothing completed.
    for (const n of [1, 2, 3, 4]) await numbered(page, n).getByRole('checkbox').check();
    await page.getByTestId('complaint-batch-complete').click();
    await page.getByTestId('complaint-batch-complete-submit').click();
    await see(
      page.getByText(
        /^有4条不能办结: TS\w+: 处理人本人不能督办完成; TS\w+: 处理人本人不能督办完成; TS\w+: 处理人本人不能督办完成; 另有1条$/,
      ),
    );
    for (const n of [1, 2, 3]) await see(numbered(page, n).getByText('已处理'));
    await context.close();
  });

  it("a complaint's page shows the answer to the consumer, its evidence and its timeline", async () => {
    // Another administrator completes what the first one handled.
    await anotherAdministrator(e2e.server, 'complaintreviewer', REVIEWER_PASSWORD);
    const reviewer = (await login(e2e.server, 'complaintreviewer', REVIEWER_PASSWORD)).access_token;
    const records = (await call(e2e.server, '/api/consumer/complaint/page', { token, query: { subjectId, size: 10 } }))
      .body.data.records as Array<{ id: string; handleStatus: number }>;
    const handled = records.filter((r) => r.handleStatus === 1).map((r) => r.id);
    expect(handled).toHaveLength(3);
    await okCalls(() => e2e.server).ok('/api/consumer/complaint/batch-complete', reviewer, { ids: handled.join(',') });
    const { page, context } = await e2e.signedInPage('/consumer/complaint');
    await numbered(page, 1).getByTestId('row-show').click();
    await see(page.getByTestId('complaint-reply').getByText(cause));
    await see(page.getByTestId('complaint-evidence').getByText('暂无证据'));
    const items = page.getByTestId('history-timeline').getByTestId('history-item');
    await expect.poll(() => items.count()).toBe(2);
    await see(items.nth(0).getByText('督办完成'));
    await see(items.nth(1).getByText(cause));
    await page.goBack();
    await numbered(page, 4).getByTestId('row-show').click();
    await see(page.getByTestId('complaint-photos'));
    await see(page.getByTestId('action-handle'));
    await context.close();
  });
});
