import { useState } from 'react';
import { useDataProvider, useListContext, useRefresh, useTranslate } from 'react-admin';
import type { BladeDataProvider } from '../../dataProvider';
import { useToast } from '../../src/layout/useToast';
import { useNotifyFailure } from './useNotifyFailure';
import { allResources } from '../declarations';
import { rowCaption } from './rowCaption';

/** What a batch call answers: the rows it left out, each with the reason. */
export interface BatchAnswerOf {
  skipped: Array<{ id: string; reason: string }>;
}

/**
 * A batch call on a list's selected rows, behind a dialog: `start` opens the dialog (or says to select
 * rows first), `send` posts `{resource}/{action}` with the selected ids and keeps the answer for the
 * dialog to show; the selection is cleared and the list refreshed, the summary toasted.
 */
export function useBatchCall<A extends BatchAnswerOf>(resource: string) {
  const translate = useTranslate();
  const notify = useToast();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BladeDataProvider>();
  const { selectedIds, onUnselectItems, data } = useListContext();
  const [answer, setAnswer] = useState<A | undefined>();
  // The selected rows as people know them, taken when the batch is sent: the list reloads after it.
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
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
    const def = allResources.find((d) => d.name === resource);
    const rows = new Map((data ?? []).map((row) => [String(row.id), row]));
    setNames(new Map(selectedIds.map((id) => [String(id), rowCaption(def, rows.get(String(id)), String(id))])));
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
    notify(summary(done), done.skipped.length ? 'warning' : 'success');
  };
  /** A row of the batch as people know it (BatchAnswer names the skipped ones so). */
  const nameOf = (id: string) => names.get(id) ?? id;
  return { open, close: () => setOpen(false), start, send, busy, answer, nameOf, count: selectedIds.length };
}
