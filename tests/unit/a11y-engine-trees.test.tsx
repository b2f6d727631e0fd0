import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import {
  AdminContext,
  ListContextProvider,
  ResourceContextProvider,
  type DataProvider,
  type ListControllerResult,
} from 'react-admin';
import { setStore, STORE } from '../../authProvider/session';
import { createI18nProvider, prepareLocale } from '../../i18n';
import { allResources } from '../../resources/declarations';
import { ResourceDefProvider } from '../../resources/engine/ResourceDefContext';
import { CheckboxTree } from '../../resources/engine/tree/CheckboxTree';
import { TreeList, type TreeRecord } from '../../resources/engine/tree/TreeList';
import { MarketTypeTree } from '../../resources/subject/subject/MarketTypeTree';
import type { ResourceDef } from '../../resources/types';
import { allowEveryone } from './support/allowEveryone';

/**
 * Trees as a screen reader and a keyboard find them: the tree list's unfold buttons named after their
 * row with their state in aria-expanded; the 市场类型 filter a list of items, each holding a button.
 */

afterEach(() => {
  cleanup();
  setStore({ name: STORE.language, content: 'zh' });
});

const region = allResources.find((def) => def.name === 'region') as ResourceDef;

const REGIONS: Record<string, TreeRecord[]> = {
  '0': [{ id: '1', code: '3301', name: '杭州市', hasChildren: true }],
  '3301': [{ id: '2', code: '330106', name: '西湖区', hasChildren: false }],
};

function renderRegionTree() {
  render(
    <AdminContext authProvider={allowEveryone} i18nProvider={createI18nProvider()}>
      <ResourceContextProvider value="region">
        <ResourceDefProvider def={region}>
          <TreeList
            source={{ mode: 'lazy', rootKey: '0', loadLevel: async (parent) => REGIONS[parent ?? '0'] ?? [] }}
            childKey={(row) => String(row.code)}
          />
        </ResourceDefProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe('tree list rows', () => {
  it('unfold by a button named after the row, its state in aria-expanded', async () => {
    renderRegionTree();
    const toggle = await screen.findByRole('button', { name: '展开 杭州市' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(await screen.findByText('西湖区')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '收起 杭州市' })).toHaveAttribute('aria-expanded', 'true');
    // A row without children has nothing to unfold.
    expect(screen.queryByRole('button', { name: /西湖区/ })).toBeNull();
  });

  it('speak English when the language is English', async () => {
    setStore({ name: STORE.language, content: 'en' });
    await prepareLocale();
    renderRegionTree();
    fireEvent.click(await screen.findByRole('button', { name: 'Expand 杭州市' }));
    expect(await screen.findByRole('button', { name: 'Collapse 杭州市' })).toBeInTheDocument();
  });
});

describe('市场类型 filter of the subject list', () => {
  const nodes = [
    { id: '1', title: '歌舞娱乐场所', count: 12 },
    { id: '3', title: '互联网上网服务营业场所', count: 5 },
  ];

  function renderTypes(filterValues: Record<string, unknown>) {
    const setFilters = vi.fn();
    const dataProvider = { getTree: vi.fn(async () => nodes) } as unknown as DataProvider;
    const list = { filterValues, setFilters, displayedFilters: {} } as unknown as ListControllerResult;
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()}>
        <ListContextProvider value={list}>
          <MarketTypeTree />
        </ListContextProvider>
      </AdminContext>,
    );
    return setFilters;
  }

  it('is a list named 市场类型 whose children are items, each holding one button', async () => {
    renderTypes({ marketType_equal: '3' });
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
    const setFilters = renderTypes({ marketType_equal: '3' });
    const internet = await screen.findByRole('button', { name: /互联网上网服务营业场所/ });
    expect(internet).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: /全部/ })).not.toHaveAttribute('aria-current');
    fireEvent.click(screen.getByRole('button', { name: /歌舞娱乐场所/ }));
    expect(setFilters).toHaveBeenLastCalledWith({ marketType_equal: '1' }, {});
  });
});

describe('checkbox trees (grants)', () => {
  it('are trees named by what they hold, their nodes tree items with their checked state', () => {
    const items = [{ id: '1', title: '系统管理', children: [{ id: '2', title: '用户管理' }] }];
    render(
      <CheckboxTree items={items} selected={['2']} onChange={() => undefined} expanded={['1']} label="菜单权限" />,
    );
    const tree = screen.getByRole('tree', { name: '菜单权限' });
    const user = within(tree).getByRole('treeitem', { name: '用户管理' });
    expect(user).toHaveAttribute('aria-checked', 'true');
    expect(within(tree).getByRole('treeitem', { name: /系统管理/ })).toHaveAttribute('aria-expanded', 'true');
  });
});
