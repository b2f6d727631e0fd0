import { useEffect, useState } from 'react';
import { getTenantInfo, type TenantInfo } from '../../../authProvider';

/**
 * The tenant bound to this host name, if any (docs/spec.md §2: the tenant field hides when the host
 * resolves one). `pending` keeps the field from flashing in and out while we ask.
 */
export function useTenantInfo(): { tenant?: TenantInfo; pending: boolean } {
  const [state, setState] = useState<{ tenant?: TenantInfo; pending: boolean }>({ pending: true });
  useEffect(() => {
    let alive = true;
    getTenantInfo(window.location.hostname)
      .then((tenant) => alive && setState({ tenant, pending: false }))
      .catch(() => alive && setState({ pending: false }));
    return () => {
      alive = false;
    };
  }, []);
  return state;
}
