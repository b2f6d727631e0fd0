import { useCallback } from 'react';
import { HttpError } from 'react-admin';
import { useToast } from '../../src/layout/useToast';

/**
 * The HTTP layer already toasts every answered failure (docs/spec.md §8) and logs out on 401; react-admin
 * would toast the same message a second time. Only failures that never got an answer (network,
 * timeout, gateway) still need a message here.
 */
export const shownByHttpLayer = (error: unknown) =>
  error instanceof HttpError && error.status >= 200 && error.status <= 500;

export function useNotifyFailure() {
  const notify = useToast();
  return useCallback(
    (error: unknown) => {
      if (shownByHttpLayer(error)) return;
      const message = error instanceof Error ? error.message : String(error ?? '');
      notify(message || '未知错误', 'error');
    },
    [notify],
  );
}
