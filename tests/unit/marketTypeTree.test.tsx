import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, ListContextProvider, type DataProvider, type ListControllerResult } from 'react-admin';
import { createI18nProvider } from '../../i18n';
import { MarketTypeTree, selectedType, withType } from '../../resources/subject/subject/MarketTypeTree';

/**
 * The market type tree beside the subject list: counts, a click filters by the type, 全部 clears it; for a
 * screen reader a list named 市场类型 of items, each holding one button.
 */
const nodes = [
  { id: '1', title: '歌舞娱乐场所', count: 12 },
  { id: '3', title: '互联网上网服务营业场所', count: 5 },
];

function renderTree(filterValues: Record<string, unknown>) {
  const setFilters = vi.fn();
  const getTree = vi.fn(async () => nodes);
  const dataProvider = { getTree } as unknown as DataProvider;
  const list = { filterValues, setFilters, displayedFilters: {} } as unknown as ListControllerResult;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()}>
      <ListContextProvider value={list}>
        <MarketTypeTree />
      </ListContextProvider>
    </AdminContext>,
  );
  return { setFilters, getTree };
}

afterEach(cleanup);

describe('market type tree (pure)', () => {
  it('sets and clears the marketType_equal filter, keeping the others', () => {
    expect(withType({ subjectName: '歌' }, '3')).toEqual({ subjectName: '歌', marketType_equal: '3' });
    expect(withType({ subjectName: '歌', marketType_equal: '3' }, undefined)).toEqual({ subjectName: '歌' });
    expect(selectedType({ marketType_equal: 3 })).toBe('3');
    expect(selectedType({ marketType_equal: '' })).toBeUndefined();
  });
});

describe('MarketTypeTree', () => {
  it('shows each type with its count and the sum under 全部, asking for counts only', async () => {
    const { getTree } = renderTree({});
    expect(await screen.findByText('歌舞娱乐场所')).toBeTruthy();
    expect(screen.getByTestId('market-type-1').textContent).toContain('12');
    expect(screen.getByTestId('market-type-all').textContent).toContain('17');
    expect(getTree).toHaveBeenCalledWith('subject', 'getSubjectTree', { subjects: 0 });
    expect(screen.getByTestId('market-type-all').className).toContain('Mui-selected');
  });

  it('a click filters the list by the type; 全部 clears it', async () => {
    const { setFilters } = renderTree({ subjectName: '歌', marketType_equal: '1' });
    fireEvent.click(await screen.findByTestId('market-type-3'));
    expect(setFilters).toHaveBeenLastCalledWith({ subjectName: '歌', marketType_equal: '3' }, {});
    expect(screen.getByTestId('market-type-1').className).toContain('Mui-selected');
    fireEvent.click(screen.getByTestId('market-type-all'));
    expect(setFilters).toHaveBeenLastCalledWith({ subjectName: '歌' }, {});
  });
});

describe('MarketTypeTree for a screen reader', () => {
  it('is a list named 市场类型 whose children are items, each holding one button', async () => {
    renderTree({ marketType_equal: '3' });
    const list = await screen.findByRole('list', { name: '市场类型' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    for (const child of Array.from(list.children)) expect(child.tagName).toBe('LI');
    expect(items.map((item) => within(item).getByRole('button').textContent)).toEqual([
      '全部17',
      '歌舞娱乐场所12',
      '互联网上网服务营业场所5',
    ]);
  });

  it('marks the type in force as current, and a button picks its type', async () => {
    const { setFilters } = renderTree({ marketType_equal: '3' });
    const internet = await screen.findByRole('button', { name: /互联网上网服务营业场所/ });
    expect(internet).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: /全部/ })).not.toHaveAttribute('aria-current');
    fireEvent.click(screen.getByRole('button', { name: /歌舞娱乐场所/ }));
    expect(setFilters).toHaveBeenLastCalledWith({ marketType_equal: '1' }, {});
  });
});
