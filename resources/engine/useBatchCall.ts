import { useState } from 'react';
import { useDataProvider, useListContext, useRefresh, useTranslate } from 'react-admin';
import type { BladeDataProvider } from '../../dataProvider';
import { useToast } from '../../src/layout/useToast';
import { useNotifyFailure } from './useNotifyFailure';

/**
 * A batch call on a list's selected rows, behind a dialog: `start` opens the dialog (or says to select
 * rows first), `send` posts `{resource}/{action}` with the selected ids and keeps the answer for the
 * dialog to show; the selection is cleared and the list refreshed, the summary toasted. The server
 * changes all the selected rows or none: a refusal (toasted by the HTTP layer, naming the rows that
 * cannot take the action) leaves the dialog and the selection as they were.
 */
export function useBatchCall<A>(resource: string) {
  const translate = useTranslate();
  const notify = useToast();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BladeDataProvider>();
  const { selectedIds, onUnselectItems } = useListContext();
  const [answer, setAnswer] = useState<A | undefined>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const start = () => {
    if (selectedIds.length === 0) {
      notify(translate('app.common.selectAtLeastOne', { _: '请选择至少一条数据' }), 'warning');
      return;
    }
    setAnswer(undefined);
    setOpen(true);
  };
  /** Posts the batch; `summary` words the answer for the toast. */
  const send = async (action: string, body: Record<string, unknown>, summary: (answer: A) => string) => {
    setBusy(true);
    let done: A;
    try {
      done = await dataProvider.action<A>(resource, action, { data: { ids: selectedIds.join(','), ...body } });
    } catch (error) {
      notifyFailure(error);
      return;
    } finally {
      setBusy(false);
    }
    setAnswer(done);
    onUnselectItems();
    refresh();
    notify(summary(done), 'success');
  };
  return { open, close: () => setOpen(false), start, send, busy, answer, count: selectedIds.length };
}
