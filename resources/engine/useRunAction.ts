import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useRefresh, useTranslate, type Identifier } from 'react-admin';
import type { BladeDataProvider } from '../../dataProvider';
import type { ActionDef, ResourceDef } from '../types';
import { useToast } from '../../src/layout/useToast';
import { useNotifyFailure } from './useNotifyFailure';

interface Run {
  ids: Identifier[];
  params: Record<string, unknown>;
}

/**
 * The dataProvider's `action` (POST {base}/{action}) as Blade clients send it (`?ids=1,2` for a bulk action, `?id=` otherwise, the
 * parameters as the JSON body), then 操作成功 and a refresh. A refusal is shown by the HTTP layer (or
 * here when it never got an answer) and the screen refreshes too: a refusal usually means the
 * record's state changed meanwhile.
 */
export function useRunAction(def: ResourceDef, action: ActionDef) {
  const notify = useToast();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const translate = useTranslate();
  const dataProvider = useDataProvider<BladeDataProvider>();
  const mutation = useMutation({
    mutationFn: ({ ids, params }: Run) =>
      dataProvider.action<boolean>(def.name, action.name, {
        params: action.bulk ? { ids: ids.map(String).join(',') } : { id: String(ids[0]) },
        data: params,
      }),
  });
  const run = async (ids: Identifier[], params: Record<string, unknown> = {}) => {
    try {
      await mutation.mutateAsync({ ids, params });
    } catch (error) {
      notifyFailure(error);
      refresh();
      throw error;
    }
    notify(translate('app.common.success', { _: '操作成功' }), 'success');
    refresh();
  };
  return { run, isPending: mutation.isPending };
}
