import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { BladeDataProvider } from '../../dataProvider';
import { useNotifyFailure } from './useNotifyFailure';

/**
 * A dialog's POST of a Blade action whose answer it shows (how many were assigned, sent): `busy` while
 * it runs; a failure is toasted and resolves to `undefined`, so the dialog stays as it was.
 */
export function useAnswerCall() {
  const dataProvider = useDataProvider<BladeDataProvider>();
  const notifyFailure = useNotifyFailure();
  const [busy, setBusy] = useState(false);
  const run = async <T>(resource: string, action: string, data: Record<string, unknown>): Promise<T | undefined> => {
    setBusy(true);
    try {
      return await dataProvider.action<T>(resource, action, { data });
    } catch (error) {
      notifyFailure(error);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, dataProvider };
}
