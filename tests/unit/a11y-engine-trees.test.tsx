import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { setStore, STORE } from '../../authProvider/session';
import { createI18nProvider, prepareLocale } from '../../i18n';
import { allResources } from '../../resources/declarations';
import { ResourceDefProvider } from '../../resources/engine/ResourceDefContext';
import { CheckboxTree } from '../../resources/engine/tree/CheckboxTree';
import { TreeList, type TreeRecord } from '../../resources/engine/tree/TreeList';
import type { ResourceDef } from '../../resources/types';
import { allowEveryone } from './support/allowEveryone';

/**
 * Trees as a screen reader and a keyboard find them: the tree list's unfold buttons named after their
 * row with their state in aria-expanded; checkbox trees named by what they hold. (The 市场类型 filter's
 * list is checked in marketTypeTree.test.tsx.)
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
