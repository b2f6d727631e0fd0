import { useCallback } from 'react';
import { useNotify } from 'react-admin';

type ToastType = 'success' | 'error' | 'warning' | 'info';

/**
 * react-admin's notify takes a translation key; our texts are already translated (or come from the
 * server), so they are passed as their own fallback and never reported as missing keys.
 */
export function useToast() {
  const notify = useNotify();
  return useCallback(
    (text: string, type: ToastType = 'info') => notify(text, { type, messageArgs: { _: text } }),
    [notify],
  );
}
