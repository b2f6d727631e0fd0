import { useCallback, useEffect, useState } from 'react';
import { getCaptcha, type Captcha } from '../../../authProvider';

/** A captcha and its refresh; each code is single-use, so a failed sign-in asks for a new one. */
export function useCaptcha(enabled: boolean) {
  const [captcha, setCaptcha] = useState<Captcha>();
  const [loading, setLoading] = useState(enabled);
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(() => {
    if (!enabled) return;
    setLoading(true);
    getCaptcha()
      .then((next) => {
        setCaptcha(next);
        setFailed(false);
      })
      .catch(() => setFailed(true))
      .finally(() => setLoading(false));
  }, [enabled]);
  useEffect(refresh, [refresh]);
  return { captcha, loading, failed, refresh };
}
