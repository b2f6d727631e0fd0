import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  ListContextProvider,
  RecordContextProvider,
  ResourceContextProvider,
  type ListControllerResult,
} from 'react-admin';
import type { Permissions } from '../../authProvider/permissions';
import { setStore, STORE } from '../../authProvider/session';
import { createI18nProvider, prepareLocale } from '../../i18n';
import { actionsOf } from '../../resources/lifecycles';
import subject from '../../resources/subject/subject/schema';
import type { ResourceDef } from '../../resources/types';
import { bulkActions, bulkBlock, holdsCode, rowActions } from '../../resources/engine/actionVisibility';
import { LifecycleBulkActions, LifecycleRowActions } from '../../resources/engine/LifecycleActions';
import { ResourceDefProvider } from '../../resources/engine/ResourceDefContext';
import { FieldValue } from '../../resources/engine/FieldValue';
import { ok, stubFetch } from './support/fetch';
import { bladeDataProvider } from '../../dataProvider';

/** The real data provider, its calls going to the subject's base (fetch is stubbed per test). */
const dataProvider = bladeDataProvider(() => subject.base);

/** Which declared actions a person is offered (state + button code), and what clicking one sends. */
const def = subject as ResourceDef;
const names = (entries: ReturnType<typeof rowActions>) => entries.map((e) => e.action.name);
const user = (buttons: string[]): Permissions => ({ roles: ['enforcer'], buttons });
const admin: Permissions = { roles: ['administrator'], buttons: [] };

describe('action visibility (pure)', () => {
  it('a row is offered the actions its state allows and the user holds', () => {
    const open = { id: '1', pauseStatus: 0, nfcStatus: 0 };
    const paused = { id: '2', pauseStatus: 1, nfcStatus: 1 };
    expect(names(rowActions(def, open, admin))).toEqual(['pause', 'checkNfc']);
    expect(names(rowActions(def, paused, admin))).toEqual(['resume', 'uncheckNfc']);
    expect(names(rowActions(def, open, user(['subject_pause', 'subject_resume'])))).toEqual(['pause']);
    expect(names(rowActions(def, paused, user(['subject_pause'])))).toEqual([]);
    expect(names(rowActions(def, open, user(['subject_view', 'subject_edit'])))).toEqual([]);
    expect(names(rowActions(def, open, undefined))).toEqual([]);
    // A state the declaration does not know, or none, offers nothing.
    expect(names(rowActions(def, { id: '3', pauseStatus: 7, nfcStatus: null }, admin))).toEqual([]);
    // Codes arrive as strings from some Blade back ends.
    expect(names(rowActions(def, { id: '4', pauseStatus: '1', nfcStatus: '0' }, admin))).toEqual([
      'resume',
      'checkNfc',
    ]);
  });

  it('a declared perm replaces the default code', () => {
    const custom: ResourceDef = {
      ...def,
      lifecycles: [{ ...def.lifecycles![0], actions: [{ ...def.lifecycles![0].actions[0], perm: 'subject_stop' }] }],
    };
    expect(names(rowActions(custom, { id: '1', pauseStatus: 0 }, user(['subject_pause'])))).toEqual([]);
    expect(names(rowActions(custom, { id: '1', pauseStatus: 0 }, user(['subject_stop'])))).toEqual(['pause']);
    expect(holdsCode(undefined, 'x')).toBe(false);
  });

  it('a bulk action runs only when every selected row is loaded and in a from-state', () => {
    const [pause] = bulkActions(def, user(['subject_pause']));
    expect(pause.action.name).toBe('pause');
    const rows = [
      { id: '1', pauseStatus: 0 },
      { id: '2', pauseStatus: 0 },
      { id: '3', pauseStatus: 1 },
    ];
    expect(bulkBlock(pause, [], rows)).toBe('empty');
    expect(bulkBlock(pause, ['1', '2'], rows)).toBeUndefined();
    expect(bulkBlock(pause, ['1', '3'], rows)).toBe('state');
    expect(bulkBlock(pause, ['1', '9'], rows)).toBe('notOnPage');
    expect(bulkActions(def, user([]))).toEqual([]);
    expect(bulkActions(def, admin).map((e) => e.action.name)).toEqual(
      actionsOf(def)
        .filter((e) => e.action.bulk)
        .map((e) => e.action.name),
    );
  });
});

const authProvider = (perms: Permissions) => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => perms,
});

function renderIn(perms: Permissions, children: React.ReactNode) {
  return render(
    <AdminContext dataProvider={dataProvider} authProvider={authProvider(perms)} i18nProvider={createI18nProvider()}>
      <ResourceContextProvider value="subject">
        <ResourceDefProvider def={def}>{children}</ResourceDefProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setStore({ name: STORE.language, content: 'zh' });
});

describe('row and bulk buttons', () => {
  it('shows the row buttons the state and the grants allow, confirms, then posts the ids', async () => {
    const { calls } = stubFetch(ok(true));
    renderIn(
      user(['subject_pause', 'subject_resume']),
      <RecordContextProvider value={{ id: '42', pauseStatus: 0, nfcStatus: 0 }}>
        <LifecycleRowActions />
      </RecordContextProvider>,
    );
    const pause = await screen.findByTestId('action-pause');
    expect(pause).toHaveTextContent('暂停');
    expect(screen.queryByTestId('action-resume')).toBeNull();
    expect(screen.queryByTestId('action-checkNfc')).toBeNull();
    fireEvent.click(pause);
    const dialog = await screen.findByTestId('action-dialog-pause');
    // pause asks for its optional reason, under its confirmation text
    expect(within(dialog).getByText('确定暂停所选经营主体?')).toBeInTheDocument();
    const reason = within(dialog).getByLabelText('暂停原因');
    fireEvent.change(reason, { target: { value: '消防整改' } });
    // Enter in the reason submits (Shift+Enter would be a new line)
    fireEvent.keyDown(reason, { key: 'Enter' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/subject/subject/pause',
      query: { ids: '42' },
      body: { pauseReason: '消防整改' },
    });
    await waitFor(() => expect(screen.queryByTestId('action-dialog-pause')).toBeNull());
  });

  it('a confirmation without parameters: Esc cancels; the confirm button holds the focus, so Enter confirms', async () => {
    const { calls } = stubFetch(ok(true));
    renderIn(
      admin,
      <RecordContextProvider value={{ id: '7', pauseStatus: 1, nfcStatus: 1 }}>
        <LifecycleRowActions />
      </RecordContextProvider>,
    );
    fireEvent.click(await screen.findByTestId('action-resume'));
    let dialog = await screen.findByTestId('action-dialog-resume');
    expect(within(dialog).getByText('确定恢复所选经营主体?')).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('action-dialog-resume')).toBeNull());
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByTestId('action-resume'));
    dialog = await screen.findByTestId('action-dialog-resume');
    const confirm = within(dialog).getByTestId('action-confirm');
    await waitFor(() => expect(confirm).toHaveFocus());
    fireEvent.click(confirm);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ path: '/api/subject/subject/resume', query: { ids: '7' } });
  });

  it('bulk buttons are disabled, with the reason, unless every selected row may take the action', async () => {
    const list = (selectedIds: string[]) =>
      ({
        data: [
          { id: '1', pauseStatus: 0 },
          { id: '2', pauseStatus: 1 },
        ],
        selectedIds,
        onUnselectItems: () => undefined,
      }) as unknown as ListControllerResult;
    const view = renderIn(
      user(['subject_pause']),
      <ListContextProvider value={list(['1', '2'])}>
        <LifecycleBulkActions />
      </ListContextProvider>,
    );
    const button = await screen.findByTestId('bulk-action-pause');
    expect(button).toBeDisabled();
    expect(screen.queryByTestId('bulk-action-resume')).toBeNull();
    fireEvent.mouseOver(button.parentElement!);
    expect(await screen.findByText('所选数据中有当前状态不能暂停的记录')).toBeInTheDocument();
    view.rerender(
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider(user(['subject_pause']))}
        i18nProvider={createI18nProvider()}
      >
        <ResourceContextProvider value="subject">
          <ResourceDefProvider def={def}>
            <ListContextProvider value={list(['1'])}>
              <LifecycleBulkActions />
            </ListContextProvider>
          </ResourceDefProvider>
        </ResourceContextProvider>
      </AdminContext>,
    );
    await waitFor(() => expect(screen.getByTestId('bulk-action-pause')).toBeEnabled());
  });

  it('the status field shows as its state chip', async () => {
    renderIn(
      admin,
      <RecordContextProvider value={{ id: '1', pauseStatus: 1 }}>
        <FieldValue field={def.fields.find((f) => f.name === 'pauseStatus')!} inList />
      </RecordContextProvider>,
    );
    const chip = await screen.findByText('已暂停');
    expect(chip.closest('[data-state]')).toHaveAttribute('data-state', '1');
    expect(chip.closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
  });

  it('speaks English from the declarations when the language is English', async () => {
    setStore({ name: STORE.language, content: 'en' });
    // English is a chunk of its own, loaded before the app renders (src/main.tsx).
    await prepareLocale();
    renderIn(
      user(['subject_pause']),
      <RecordContextProvider value={{ id: '5', pauseStatus: 0 }}>
        <FieldValue field={def.fields.find((f) => f.name === 'pauseStatus')!} />
        <LifecycleRowActions />
      </RecordContextProvider>,
    );
    expect(await screen.findByText('Open')).toBeInTheDocument();
    fireEvent.click(await screen.findByTestId('action-pause'));
    const dialog = await screen.findByTestId('action-dialog-pause');
    expect(within(dialog).getByText('Pause the selected subjects?')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Pause reason')).toBeInTheDocument();
    expect(screen.getByTestId('action-pause')).toHaveTextContent('Pause');
  });
});
