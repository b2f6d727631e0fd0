import { beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../api/harness';
import { subjectBody } from '../api/files-fixtures';
import { createUser, roleIdsByAlias } from '../api/auth-fixtures';
import { todayIn } from '../../server/crud/no-past';
import { addDays } from '../../resources/report-periods';
import { see, shot, signIn, typeDay, useE2E } from './browser';
import { okCalls } from '../api/business-calls';

/**
 * The dashboard in the browser: rows written through the API first (the browser suite's
 * server has no demo data), then the console shows their numbers (the credit gauge is the excellent
 * share, the inspection bars count them), a bar click opens the inspection list filtered to the records
 * behind it, and the period picker changes what is counted. The supervise bar opens the board on 全部督办
 * for a reviewer too, a statistics cell opens as many records as it says, and the screens' region is
 * picked level by level (province, city, district) and kept in the URL as the region's code prefix.
 */
describe('dashboard', () => {
  const e2e = useE2E();
  let token: string;
  let userId: string;
  const today = todayIn();

  const calls = okCalls(() => e2e.server);
  const api = (path: string, body: Record<string, unknown>) => calls.ok(path, token, body);
  const inspect = (subjectId: string, abnormal: boolean) =>
    api('/api/enforcer/inspect/submit', {
      subjectId,
      content: abnormal ? '安全出口堆放杂物' : '证照齐全',
      enforcerId: userId,
      result: abnormal ? 2 : 1,
      ...(abnormal ? { timeLimit: addDays(today, 7) } : {}),
    });

  beforeAll(async () => {
    const session = await login(e2e.server);
    token = session.access_token;
    // An inspection names its inspectors: users of the tenant holding the enforcer role.
    const roles = await roleIdsByAlias(e2e.server, '000000');
    userId = await createUser(e2e.server, {
      account: 'e2estatzf',
      password: 'Stats#2026',
      roleIds: [roles.enforcer],
      name: '统执法',
    });
    // Subject a lies in 西湖区 (330106), b in no region.
    const a = String((await api('/api/subject/subject/submit', { ...subjectBody(), regionCode: '330106' })).id);
    const b = String((await api('/api/subject/subject/submit', subjectBody())).id);
    // One of two subjects falls to 一般: the gauge shows 50%.
    await calls.deductThirty(token, b, today);
    await inspect(a, false);
    await inspect(a, false);
    const abnormal = await inspect(b, true);
    // The abnormal inspection's finding under supervision: one supervision, 督办中.
    const finding = (
      await call(e2e.server, '/api/enforcer/inspectabnormal/page', { token, query: { inspectId: String(abnormal.id) } })
    ).body.data.records[0];
    await api('/api/subject/supervise/save', {
      sourceType: 'inspectabnormal',
      sourceId: finding.id,
      content: '限期清理安全出口',
      deadline: addDays(today, 7),
    });
    // A reviewer who also reads the dashboard: the board has a 待科长审核 tab for them.
    await createUser(e2e.server, {
      account: 'e2estatkz',
      password: 'Stats#2026',
      roleIds: [roles.administrator, roles.section_chief],
      name: '统科长',
    });
  });

  it('shows the numbers of the rows written, and a bar opens the filtered list', async () => {
    const { page, context } = await e2e.signedInPage('/wel/dashboard');
    await see(page.getByTestId('dashboard-page'));
    await expect.poll(() => page.getByTestId('credit-gauge-value').textContent(), { timeout: 15_000 }).toBe('50%');
    const inspectChart = page.getByTestId('chart-inspect');
    const bars = inspectChart.locator('.recharts-bar-rectangle path');
    await expect.poll(() => bars.count(), { timeout: 15_000 }).toBe(2);
    // No cameras in this tenant (listForStaNew answers each market type with 0): the empty state.
    await see(page.getByTestId('chart-camera').getByTestId('chart-empty'));
    await shot(page, 'dashboard');

    // The second bar is 异常 (result 2): one inspection.
    await bars.nth(1).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/enforce/inspect');
    const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');
    expect(filter).toMatchObject({ result_equal: '2' });
    await see(page.getByText('安全出口堆放杂物', { exact: false }));
    await expect.poll(() => page.locator('tbody tr').filter({ hasText: '证照齐全' }).count()).toBe(0);
    await context.close();
  });

  it('the period picker changes what is counted', async () => {
    const { page, context } = await e2e.signedInPage('/wel/dashboard');
    await see(page.getByTestId('dashboard-page'));
    await page.getByTestId('period-custom').click();
    await typeDay(page, 'period-from', addDays(today, -60));
    await typeDay(page, 'period-to', addDays(today, -40));
    await expect.poll(() => new URL(page.url()).searchParams.get('period')).toBe('custom');
    await see(page.getByTestId('chart-inspect').getByTestId('chart-empty'));
    await page.getByTestId('period-week').click();
    await expect
      .poll(() => page.getByTestId('chart-inspect').locator('.recharts-bar-rectangle path').count(), {
        timeout: 15_000,
      })
      .toBe(2);
    await context.close();
  });

  it('the supervise bar opens the board on 全部督办 with the supervisions it counts, for a reviewer too', async () => {
    const { context, page } = await e2e.newPage();
    await signIn(page, e2e.base, 'e2estatkz', 'Stats#2026');
    await page.goto(`${e2e.base}/wel/dashboard`);
    const bars = page.getByTestId('chart-supervise').locator('.recharts-bar-rectangle path');
    await expect.poll(() => bars.count(), { timeout: 15_000 }).toBe(1);
    await bars.first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/supervise/supervise');
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toMatchObject({
      superviseStatus_equal: '0',
    });
    await see(page.getByTestId('board-tab-section_chief'));
    await expect.poll(() => page.getByTestId('board-tab-all').getAttribute('aria-selected')).toBe('true');
    const rows = page.getByTestId('list-toolbar').locator('xpath=..').locator('tbody tr');
    await see(rows.filter({ hasText: '限期清理安全出口' }));
    await expect.poll(() => rows.count()).toBe(1);
    await context.close();
  });

  it('a statistics cell opens a list of as many records as it says', async () => {
    const { page, context } = await e2e.signedInPage('/stats/inspect?period=week');
    const abnormal = page
      .getByTestId('statistics-inspect')
      .getByTestId('statistics-table')
      .locator('tbody tr')
      .first()
      .getByTestId('stat-cell-abnormal');
    await expect.poll(() => abnormal.textContent(), { timeout: 15_000 }).toBe('1');
    await abnormal.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/enforce/inspect');
    await see(page.getByText('安全出口堆放杂物', { exact: false }));
    await expect.poll(() => page.getByTestId('list-toolbar').locator('xpath=..').locator('tbody tr').count()).toBe(1);
    await context.close();
  });

  it('the region is picked level by level and kept in the URL as its code prefix', async () => {
    const { page, context } = await e2e.signedInPage('/stats/inspectType?period=week');
    const screen = page.getByTestId('statistics-inspectType');
    const cell = screen.getByTestId('statistics-table').locator('tbody tr').first().getByTestId('stat-cell-value');
    await expect.poll(() => cell.textContent(), { timeout: 15_000 }).toBe('3');
    const pick = async (level: number, name: string) => {
      await screen.getByTestId(`region-level-${level}`).getByRole('combobox').click();
      await page.getByRole('option', { name, exact: true }).click();
    };
    await pick(0, '浙江省');
    await expect.poll(() => new URL(page.url()).searchParams.get('regionCode')).toBe('33');
    await pick(1, '杭州市');
    await pick(2, '西湖区');
    await expect.poll(() => new URL(page.url()).searchParams.get('regionCode')).toBe('330106');
    // Subject a's two inspections lie in 西湖区; b's has no region.
    await expect.poll(() => cell.textContent()).toBe('2');
    await cell.click();
    await see(page.getByTestId('statistics-records').getByText('明细 2 条', { exact: false }));
    await pick(1, '宁波市');
    await expect.poll(() => new URL(page.url()).searchParams.get('regionCode')).toBe('3302');
    await see(screen.getByTestId('statistics-table').getByText('暂无数据'));
    await expect.poll(() => screen.getByTestId('region-level-2').count()).toBe(0);
    // Reopened from its URL (a saved report), the picker shows the region again.
    await page.goto(`${e2e.base}/stats/inspectType?period=week&regionCode=3301`);
    await expect
      .poll(() => screen.getByTestId('region-level-1').getByRole('combobox').textContent(), { timeout: 15_000 })
      .toBe('杭州市');
    await expect.poll(() => cell.textContent()).toBe('2');
    await shot(page, 'statistics-region-picker');
    await pick(0, '全部');
    await expect.poll(() => new URL(page.url()).searchParams.get('regionCode')).toBe(null);
    await context.close();
  });

  it('a statistics screen keeps its filters in the URL, shows its table and pages the records behind a row', async () => {
    const { page, context } = await e2e.signedInPage('/stats/inspectType?period=week');
    const screen = page.getByTestId('statistics-inspectType');
    await see(screen);
    const rows = screen.getByTestId('statistics-table').locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    await see(rows.first().getByText('歌舞娱乐场所'));
    await rows.first().click();
    await see(page.getByTestId('statistics-records').getByText('明细 3 条', { exact: false }));
    // Another market type: nothing counted, the filter in the URL.
    await screen.getByLabel('市场类型').click();
    await page.getByRole('option', { name: '旅行社' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('marketType')).toBe('4');
    await see(screen.getByTestId('statistics-table').getByText('暂无数据'));
    await context.close();
  });
});
