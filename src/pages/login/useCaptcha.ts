import { useCallback, useEffect, useState } from 'react';
import { getCaptcha, type Captcha } from '../../../authProvider';

/** A captcha and its refresh; each code is single-use, so a failed sign-in asks for a new one. */
export function useCaptcha(enabled: boolean) {
  const [captcha, setCaptcha] = useState<Captcha>();
  const [loading, setLoading] = useState(enabled);
  const [failed, setFailed] = useState(false);
  // Loads a code; the state changes only when it answers (loading starts true on mount).
  const load = useCallback(() => {
    if (!enabled) return;
    getCaptcha()
      .then((next) => {
        setCaptcha(next);
        setFailed(false);
      })
      .catch(() => setFailed(true))
      .finally(() => setLoading(false));
  }, [enabled]);
  useEffect(load, [load]);
  const refresh = useCallback(() => {
    if (!enabled) return;
    setLoading(true);
    load();
  }, [enabled, load]);
  return { captcha, loading, failed, refresh };
}
