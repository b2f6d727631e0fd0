import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useRefresh } from 'react-admin';
import type { ActionOptions, BladeDataProvider } from '../../dataProvider';
import { useToast } from '../../src/layout/useToast';

interface Options {
  /** The toast once the call succeeded; none when left out. */
  success?: string;
  /** The list is refreshed after a success (what the call changed shows); off for a call that changes nothing shown. */
  refresh?: boolean;
}

/**
 * A screen's own call of a Blade action (`{resource}/{action}`): `busy` while it runs, the success
 * toasted and the list refreshed. A refusal is shown by the HTTP layer; `call` still rejects, so a
 * dialog can stay open for another try, while `run` is for a button that only fires it.
 */
export function useActionCall(resource: string, { success, refresh = true }: Options = {}) {
  const dataProvider = useDataProvider<BladeDataProvider>();
  const notify = useToast();
  const refreshList = useRefresh();
  const mutation = useMutation({
    mutationFn: ({ action, options }: { action: string; options: ActionOptions }) =>
      dataProvider.action(resource, action, options),
    onSuccess: () => {
      if (success) notify(success, 'success');
      if (refresh) refreshList();
    },
  });
  const call = (action: string, options: ActionOptions) => mutation.mutateAsync({ action, options });
  const run = (action: string, options: ActionOptions) => mutation.mutate({ action, options });
  return { call, run, busy: mutation.isPending };
}
