import { beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../api/harness';
import { subjectBody } from '../api/files-fixtures';
import { tenantStaff } from '../api/tenant-staff';
import { addDays } from '../../resources/report-periods';
import { todayIn } from '../../server/crud/no-past';
import { atPath, see, shot, useE2E, toast, typeDay } from './browser';
import { okCalls } from '../api/business-calls';

/**
 * 现场检查 in the browser: the form lists the items of the chosen subject's market type;
 * one item marked 不合格 with a note turns the inspection abnormal, which brings up the deadline
 * (required: 请选择整改止期); saved, the inspection shows its checklist and the finding it opened,
 * whose own page shows the failed item.
 */
describe('on-site inspection with its item checklist', () => {
  const e2e = useE2E();
  let token: string;
  let subjectName: string;
  const deadline = addDays(todayIn(), 10);

  beforeAll(async () => {
    token = (await login(e2e.server)).access_token;
    const api = (path: string, body: Record<string, unknown>) => okCalls(() => e2e.server).ok(path, token, body);
    await (await tenantStaff(e2e.server, '000000')).create('e2eonsite', 'enforcer', null, '孙执法');
    subjectName = `现场检查歌厅${Date.now()}`;
    await api('/api/subject/subject/submit', { ...subjectBody(), subjectName });
    await api('/api/subject/inspectitem/submit', {
      itemName: '娱乐经营许可证是否公示',
      marketType: 1,
      sort: 1,
      enabled: 1,
    });
    await api('/api/subject/inspectitem/submit', { itemName: '安全出口是否畅通', marketType: 1, sort: 2, enabled: 1 });
  });

  it('fills the checklist with one failed item, saves, and sees the finding', async () => {
    const { page, context } = await e2e.signedInPage('/enforce/onsiteinspect/create');
    await see(page.getByTestId('checklist-empty').getByText('请先选择经营主体'));

    const subject = page.getByRole('combobox', { name: '经营主体' });
    await subject.click();
    await subject.fill(subjectName.slice(0, 6));
    await page.getByRole('option', { name: subjectName }).click();

    // The items of the subject's market type, each 合格 until marked otherwise: the result is normal.
    const checklist = page.getByTestId('checklist');
    await see(checklist.getByText('娱乐经营许可证是否公示'));
    await see(checklist.getByText('安全出口是否畅通'));
    await expect.poll(() => checklist.getByTestId('check-0-pass').locator('input').isChecked()).toBe(true);
    await see(page.getByTestId('onsite-normal'));

    await page.getByRole('combobox', { name: '检查人' }).click();
    await page.getByRole('option', { name: '孙执法' }).click();
    await page.keyboard.press('Escape');

    // One failed item: abnormal, so the deadline shows and is required.
    await checklist.getByTestId('check-1-fail').click();
    await checklist.getByTestId('check-1-note').fill('安全出口堆放杂物');
    await see(page.getByTestId('onsite-abnormal'));
    await page.getByTestId('save-button').click();
    await see(page.getByText('请选择整改止期', { exact: true }));
    await typeDay(page, 'input-deadline', deadline);
    await page.getByRole('textbox', { name: '检查情况' }).fill('营业中检查,发现安全出口堆放杂物');
    await shot(page, 'onsite-form');
    await page.getByTestId('save-button').click();
    await see(toast(page, '新增成功'));

    // The inspection's page: 异常, its checklist with the failed item, and the finding as a tab.
    await atPath(page, /\/enforce\/onsiteinspect\/\d+\/show$/);
    const id = new URL(page.url()).pathname.split('/').slice(-2)[0];
    await see(page.getByTestId('onsite-result').getByText('异常'));
    const panel = page.getByTestId('checklist-panel');
    await see(panel.getByText('共2项,不合格1项'));
    await see(panel.getByTestId('checked-row-1').getByText('不合格'));
    await see(panel.getByTestId('checked-row-1').getByText('安全出口堆放杂物'));
    await shot(page, 'onsite-show');

    const stored = (
      await call(e2e.server, '/api/enforcer/onsiteinspectabnormal/page', { token, query: { onsiteinspectId: id } })
    ).body.data.records;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      description: '不合格项:安全出口是否畅通(安全出口堆放杂物)',
      deadline,
      handleStatus: 0,
    });

    await page.getByTestId('related-tab-onsiteinspectabnormal-onsiteinspectId').click();
    const findingRow = page.locator('tbody tr').filter({ hasText: '安全出口是否畅通' });
    await see(findingRow.getByText('待处理'));
    await findingRow.click();
    await atPath(page, new RegExp(`/onsiteinspectabnormal/${stored[0].id}/show$`));
    await see(page.getByText('不合格项:安全出口是否畅通(安全出口堆放杂物)'));
    await see(page.getByTestId('action-handle'));
    await shot(page, 'onsite-finding');
    await context.close();
  });
});
