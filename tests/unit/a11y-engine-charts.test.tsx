import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, type DataProvider } from 'react-admin';
import { setStore, STORE } from '../../authProvider/session';
import { createI18nProvider, prepareLocale } from '../../i18n';
import DashboardPage from '../../src/pages/dashboard/DashboardPage';
import { screenOf } from '../../src/pages/statistics/StatisticsPage';
import { allowEveryone } from './support/allowEveryone';

/**
 * Charts with a text alternative: the dashboard's figures as a table behind 查看数据, named by the
 * chart's title, its figures links to the records they count; the statistics screens' table named
 * by the screen's title, its figures reached by the keyboard too.
 */
const ANSWERS: Record<string, unknown> = {
  '/api/app/subject/subject/pie': [
    { key: '330106', name: '西湖区', value: 12 },
    { key: '330105', name: '拱墅区', value: 3 },
  ],
  '/api/statistics/report/listRepeat': [{ key: '1', name: '歌舞娱乐场所', shouldReport: 9, reported: 7 }],
  '/api/app/supervise/supervise/list': [{ key: '2', name: '督办中', value: 4 }],
  '/api/app/subject/subject/detail': { total: 20, excellentRate: 85 },
  '/api/statistics/inspectType/getList': [{ key: '1', name: '歌舞娱乐场所', value: 3, abnormal: 1 }],
  '/api/statistics/inspectType/getInspectDetail': {
    records: [{ id: '501', inspectNo: 'XJ20261102001', inspectTime: '2026-11-02 09:00:00', result: 2 }],
    total: 1,
  },
  '/api/statistics/inspect/list': [{ key: '2026-11-02', name: '2026-11-02', value: 5, abnormal: 1 }],
};

const dataProvider = {
  call: vi.fn(async ({ url }: { url: string }) => ANSWERS[url] ?? []),
  getList: vi.fn(async () => ({ data: [], total: 0 })),
  getTree: vi.fn(async () => []),
} as unknown as DataProvider;

const renderScreen = (children: ReactNode) =>
  render(
    <AdminContext dataProvider={dataProvider} authProvider={allowEveryone} i18nProvider={createI18nProvider()}>
      {children}
    </AdminContext>,
  );

/** The first render of a screen with its charts takes a while on a busy machine. */
const LOADED = { timeout: 10_000 };
// A test waits for that first render, so it may take longer than vitest's 5 s by default.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  setStore({ name: STORE.language, content: 'zh' });
});

describe('dashboard charts', () => {
  it('show their figures as a table named by the chart, behind a 查看数据 toggle', async () => {
    renderScreen(<DashboardPage />);
    const card = await screen.findByTestId('chart-region', {}, LOADED);
    const toggle = await within(card).findByRole('button', { name: '查看数据' }, LOADED);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('table', { name: '区域分布' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = within(card).getByRole('table', { name: '区域分布' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['区域', '经营主体数']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['西湖区12', '拱墅区3']);
  });

  it("a figure of the table is a link to the records it counts, as a click on the chart's bar", async () => {
    renderScreen(<DashboardPage />);
    const card = await screen.findByTestId('chart-supervise', {}, LOADED);
    fireEvent.click(await within(card).findByRole('button', { name: '查看数据' }, LOADED));
    const table = within(card).getByRole('table', { name: '督办情况' });
    const link = within(table).getByRole('link', { name: '4' });
    const href = decodeURIComponent(link.getAttribute('href') ?? '');
    expect(href).toContain('/supervise/supervise?');
    expect(href).toContain('"superviseStatus_equal":"2"');
  });

  it('the reports table has a column per series', async () => {
    renderScreen(<DashboardPage />);
    const card = await screen.findByTestId('chart-reports', {}, LOADED);
    fireEvent.click(await within(card).findByRole('button', { name: '查看数据' }, LOADED));
    const table = within(card).getByRole('table', { name: '上报情况' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['市场类型', '应上报', '已上报']);
    expect(within(table).getByRole('link', { name: '7' })).toBeInTheDocument();
  });

  it('the excellent rate is a link named by its gauge', async () => {
    renderScreen(<DashboardPage />);
    expect(await screen.findByRole('link', { name: '主体优秀率 85%' }, LOADED)).toBeInTheDocument();
  });

  it('speak English when the language is English', async () => {
    setStore({ name: STORE.language, content: 'en' });
    await prepareLocale();
    renderScreen(<DashboardPage />);
    const card = await screen.findByTestId('chart-region', {}, LOADED);
    fireEvent.click(await within(card).findByRole('button', { name: 'View data' }, LOADED));
    const table = within(card).getByRole('table', { name: 'Regions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Region', 'Subjects']);
  });
});

describe('statistics screens', () => {
  it("name their table by the screen's title; a figure is a link to its records", async () => {
    const Inspections = screenOf('inspect');
    renderScreen(<Inspections />);
    const table = await screen.findByRole('table', { name: '巡检统计' }, LOADED);
    await within(table).findByText('2026-11-02', {}, LOADED);
    const abnormal = within(table).getByRole('link', { name: '1' });
    const href = decodeURIComponent(abnormal.getAttribute('href') ?? '');
    expect(href).toContain('/enforce/inspect?');
    expect(href).toContain('"result_equal":"2"');
  });

  it('a figure whose records show on the screen is a button; each record is a link to its page', async () => {
    const ByMarketType = screenOf('inspectType');
    renderScreen(<ByMarketType />);
    const table = await screen.findByRole('table', { name: '巡检类型统计' }, LOADED);
    fireEvent.click(await within(table).findByRole('button', { name: '1' }, LOADED));
    const records = await screen.findByTestId('statistics-records', {}, LOADED);
    const inspection = await within(records).findByRole('link', { name: 'XJ20261102001' }, LOADED);
    expect(inspection.getAttribute('href')).toContain('/enforce/inspect/501/show');
  });
});
