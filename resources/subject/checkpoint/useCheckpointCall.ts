import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';
import { useNotifyFailure } from '../../engine';

/** A POST of the assignment calls with its busy state; failures are toasted, the answer's data resolved. */
export function useCheckpointCall() {
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

export const MARKET_TYPE_DICT = { dict: { code: 'market_type', biz: true } };
