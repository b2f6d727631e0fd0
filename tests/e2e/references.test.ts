import { beforeAll, describe, expect, it } from 'vitest';
import { creditCheckChar } from '../../resources/formats';
import { call, login } from '../api/harness';
import { see, useE2E } from './browser';

/**
 * References in the built app: lists show the names the server sent (no request per row), the picker
 * searches the target by name on the server and shows the current value's name before anyone types.
 */
const e2e = useE2E();
let subjectId: string;
let deptId: string;

beforeAll(async () => {
  const token = (await login(e2e.server)).access_token;
  const db = e2e.server.built.app.db;
  deptId = String(
    (
      await db
        .selectFrom('blade_dept')
        .select('id')
        .where('tenantId', '=', '000000')
        .where('deptName', '=', '执法一中队')
        .executeTakeFirstOrThrow()
    ).id,
  );
  const first17 = '91330100MA0000123';
  const made = await call(e2e.server, '/api/subject/subject/submit', {
    token,
    body: {
      subjectName: '引用测试网吧',
      creditCode: first17 + creditCheckChar(first17),
      marketType: 1,
      legalPerson: '李四',
      contactPhone: '13800000001',
      address: '杭州市',
      deptId,
    },
  });
  expect(made.body.success, JSON.stringify(made.body)).toBe(true);
  subjectId = String(made.body.data.id);
});

describe('references in the web app', () => {
  it('the user list shows role and dept names from the page, without reading roles or depts one by one', async () => {
    const { page } = await e2e.signedInPage('/wel/dashboard');
    const perRow: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/blade-system\/(role|dept)\/detail/.test(r.url())) perRow.push(r.url());
    });
    await page.goto(`${e2e.base}/system/user`);
    await see(page.getByRole('cell', { name: '超级管理员' }));
    await see(page.getByText('综合执法队').or(page.getByText('执法一中队')));
    expect(perRow).toEqual([]);
  });

  it('the dept picker of a subject shows the current name, then searches by name on the server', async () => {
    const { page } = await e2e.signedInPage('/wel/dashboard');
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/blade-system/dept/options')) searches.push(decodeURIComponent(r.url()));
    });
    await page.goto(`${e2e.base}/subject/${subjectId}`);
    const picker = page.getByRole('combobox', { name: '所属部门' });
    await expect.poll(() => picker.inputValue(), { timeout: 15_000 }).toBe('执法一中队');
    await picker.fill('市场');
    await see(page.getByRole('option', { name: '市场管理科' }));
    await expect.poll(() => page.getByRole('option').count()).toBe(1);
    await expect.poll(() => searches.some((url) => url.includes('deptName=市场')), { timeout: 5_000 }).toBe(true);
    expect(searches.some((url) => url.includes(`ids=${deptId}`))).toBe(true);
  });

  it('the show page names the dept', async () => {
    const { page } = await e2e.signedInPage('/wel/dashboard');
    await page.goto(`${e2e.base}/subject/${subjectId}/show`);
    await see(page.getByText('引用测试网吧'));
    await see(page.getByText('执法一中队'));
  });
});
