import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ListContextProvider, ResourceContextProvider, type ListControllerResult } from 'react-admin';
import subject from '../../resources/subject/subject/schema';
import param from '../../resources/system/param/schema';
import { createI18nProvider } from '../../i18n';
import { ExportButton, byteSize } from '../../resources/engine/ExportButton';
import { ResourceDefProvider } from '../../resources/engine/ResourceDefContext';
import type { ResourceDef } from '../../resources/types';

afterEach(cleanup);

const list = {
  filterValues: { marketType_equal: 1, q: '歌厅' },
  sort: { field: 'subjectName', order: 'ASC' },
} as unknown as ListControllerResult;

function renderButton(def: ResourceDef, granted: string[], exportList: (...args: unknown[]) => Promise<void>) {
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
    canAccess: async ({ action }: { action: string }) => granted.includes(action),
  };
  const dataProvider = { exportList } as never;
  render(
    <AdminContext i18nProvider={createI18nProvider()} authProvider={authProvider} dataProvider={dataProvider}>
      <ResourceContextProvider value={def.name}>
        <ResourceDefProvider def={def}>
          <ListContextProvider value={list}>
            <ExportButton />
          </ListContextProvider>
        </ResourceDefProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe('ExportButton (导出)', () => {
  it("sends the list's filters and sort, is disabled with the bytes received while the file arrives", async () => {
    let finish = () => undefined as void;
    let report: (received: number, total?: number) => void = () => undefined;
    const exportList = vi.fn((_resource: unknown, _list: unknown, options: { onProgress: typeof report }) => {
      report = options.onProgress;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    renderButton(subject, ['export'], exportList as never);
    const button = await screen.findByTestId('list-export');
    expect(button).toHaveTextContent('导出');
    fireEvent.click(button);
    expect(exportList).toHaveBeenCalledWith(
      'subject',
      { filter: list.filterValues, sort: list.sort },
      expect.objectContaining({ onProgress: expect.any(Function) }),
    );
    await waitFor(() => expect(screen.getByTestId('list-export')).toBeDisabled());
    // No length from the server: an indeterminate bar and the bytes so far.
    expect(screen.getByTestId('list-export-progress')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 200));
    act(() => report(3 * 1024 * 1024));
    await waitFor(() => expect(screen.getByTestId('list-export')).toHaveTextContent('导出中 3.0 MB'));
    await act(async () => finish());
    await waitFor(() => expect(screen.getByTestId('list-export')).toBeEnabled());
    expect(screen.getByTestId('list-export')).toHaveTextContent('导出');
  });

  it('is not there without the export permission, nor for a declaration without export', async () => {
    renderButton(subject, ['list'], vi.fn());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('list-export')).toBeNull();
    cleanup();
    renderButton(param, ['export'], vi.fn());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('list-export')).toBeNull();
  });

  it('is enabled again after a failed download', async () => {
    const exportList = vi.fn(async () => {
      throw new Error('网络异常');
    });
    renderButton(subject, ['export'], exportList);
    fireEvent.click(await screen.findByTestId('list-export'));
    await waitFor(() => expect(exportList).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByTestId('list-export')).toBeEnabled());
  });

  it('writes sizes people read', () => {
    expect(byteSize(0)).toBe('0 KB');
    expect(byteSize(350 * 1024)).toBe('350 KB');
    expect(byteSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
