import { useState } from 'react';
import { useDataProvider, useRefresh, type RaRecord } from 'react-admin';
import { useSavedMessage } from './useFormTitle';
import { useToast } from '../../src/layout/useToast';

/**
 * Saves a dialog's row (create, or update when it has an id), shows the spec's toast, refreshes the
 * list and closes. Failures are toasted by the HTTP layer and keep the dialog open with what was typed.
 */
export function useSaveRecord(resource: string, record: Partial<RaRecord>, onClose: () => void) {
  const savedMessage = useSavedMessage();
  const dataProvider = useDataProvider();
  const notify = useToast();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const editing = !!record.id;
  const save = async (data: Record<string, unknown>) => {
    setBusy(true);
    try {
      if (editing)
        await dataProvider.update(resource, {
          id: record.id!,
          data: { ...data, id: record.id },
          previousData: record as RaRecord,
        });
      else await dataProvider.create(resource, { data });
      notify(savedMessage(editing ? 'edit' : 'create'), 'success');
      refresh();
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return { busy, editing, save };
}
