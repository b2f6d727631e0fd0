import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  type DataProvider,
} from 'react-admin';
import { setStore, STORE } from '../../authProvider/session';
import { createI18nProvider, prepareLocale } from '../../i18n';
import { allResources } from '../../resources/declarations';
import { ResourceList } from '../../resources/engine/ResourceList';
import { ResourceDefProvider } from '../../resources/engine/ResourceDefContext';
import type { ResourceDef } from '../../resources/types';
import { allowEveryone } from './support/allowEveryone';

/**
 * The selection checkboxes of a declared list, as a screen reader finds them: each row's named after
 * the row's caption (its declaration's labelField or representing text field), else 选择此行; the header's 全选. The name is on
 * the <input> itself (what `getByRole('checkbox', { name })` reads), not on a wrapper.
 */
const declaration = (name: string) => allResources.find((def) => def.name === name) as ResourceDef;

const ROWS: Record<string, Array<Record<string, unknown>>> = {
  subject: [
    { id: '101', subjectName: '星光网吧', marketType: 3, pauseStatus: 0, nfcStatus: 0 },
    { id: '102', subjectName: '  金色年华\nKTV  ', marketType: 1, pauseStatus: 0, nfcStatus: 0 },
    { id: '103', subjectName: '', marketType: 1, pauseStatus: 0, nfcStatus: 0 },
  ],
  param: [{ id: '7', paramName: '登录失败锁定次数', paramKey: 'account.lock.times', paramValue: '5' }],
};

/** Answers the list's rows; everything else the screen asks (dictionaries, pickers) is empty. */
const dataProvider = new Proxy({} as DataProvider, {
  get: (_, method: string) =>
    method === 'getList'
      ? vi.fn(async (resource: string) => ({ data: ROWS[resource] ?? [], total: ROWS[resource]?.length ?? 0 }))
      : vi.fn(async () => ({ data: [] })),
});

const registered = Object.fromEntries(
  allResources.map((d) => [d.name, { name: d.name, hasList: true, hasShow: true, hasEdit: true, hasCreate: true }]),
);

/** The first render of a whole list page (filters, toolbar, table) takes a while on a busy machine. */
const LOADED = { timeout: 10_000 };
// A test waits for that first render, so it may take longer than vitest's 5 s by default.
vi.setConfig({ testTimeout: 20_000 });

function renderList(name: string) {
  const def = declaration(name);
  render(
    <AdminContext dataProvider={dataProvider} authProvider={allowEveryone} i18nProvider={createI18nProvider()}>
      <ResourceDefinitionContextProvider definitions={registered}>
        <ResourceContextProvider value={def.name}>
          <ResourceDefProvider def={def}>
            <ResourceList />
          </ResourceDefProvider>
        </ResourceContextProvider>
      </ResourceDefinitionContextProvider>
    </AdminContext>,
  );
}

afterEach(() => {
  cleanup();
  setStore({ name: STORE.language, content: 'zh' });
});

describe('row selection of a declared list', () => {
  it("names each row's checkbox 选择 and the row's caption, on the input itself", async () => {
    renderList('subject');
    const star = await screen.findByRole('checkbox', { name: '选择 星光网吧' }, LOADED);
    expect(star.tagName).toBe('INPUT');
    // The caption on one line, its spaces trimmed.
    expect(screen.getByRole('checkbox', { name: '选择 金色年华 KTV' })).toBeInTheDocument();
    // A row without a caption falls back to react-admin's words.
    expect(screen.getByRole('checkbox', { name: '选择此行' })).toBeInTheDocument();
    // No checkbox's wrapping <span> carries a name (aria-label is not allowed there, and is not read).
    expect(document.querySelectorAll('.MuiCheckbox-root[aria-label]')).toHaveLength(0);
  });

  it('selects the row it names, and 全选 selects the page', async () => {
    renderList('subject');
    const star = await screen.findByRole('checkbox', { name: '选择 星光网吧' }, LOADED);
    fireEvent.click(star);
    await waitFor(() => expect(star).toBeChecked());
    expect(screen.getByRole('checkbox', { name: '选择 金色年华 KTV' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '选择此行' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: '选择 金色年华 KTV' })).toBeChecked();
  });

  it('a declaration without a labelField names its rows by the text field that represents them', async () => {
    renderList('param');
    const row = (await screen.findByText('account.lock.times', {}, LOADED)).closest('tr') as HTMLElement;
    expect(within(row).getByRole('checkbox', { name: '选择 登录失败锁定次数' })).toBeInTheDocument();
  });

  it('speaks English when the language is English', async () => {
    setStore({ name: STORE.language, content: 'en' });
    await prepareLocale();
    renderList('subject');
    expect(await screen.findByRole('checkbox', { name: 'Select 星光网吧' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select this row' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
  });
});
