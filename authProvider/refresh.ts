import { siteConfig } from '../src/config';
import { grantToken } from './oauth';
import { getRefreshToken, getTenantId, getTokenDatetime, storeTokens } from './session';

/** Token refresh (docs/spec.md §4): a poller renews the token once it is older than `tokenTime` seconds. */

export function shouldRefresh(
  tokenDatetimeMs: number | undefined,
  nowMs: number,
  tokenTimeSec: number,
  refreshing: boolean,
): boolean {
  if (refreshing || tokenDatetimeMs === undefined || !Number.isFinite(tokenDatetimeMs)) return false;
  return (nowMs - tokenDatetimeMs) / 1000 >= tokenTimeSec;
}

/**
 * Swaps the tokens and nothing else: user info, tabs and lock stay as they are. Failures are not
 * silenced, so an expired refresh token (401) logs the user out through the HTTP layer.
 */
export async function refreshSession(): Promise<void> {
  const tenantId = getTenantId();
  const token = await grantToken('refresh_token', { tenantId, refresh_token: getRefreshToken() }, {}, []);
  storeTokens(token);
}

/** Starts the poller; returns its stop function. `now` is injectable for tests. */
export function startTokenRefresh(now: () => number = Date.now): () => void {
  let refreshing = false;
  const timer = setInterval(() => {
    if (!shouldRefresh(getTokenDatetime(), now(), siteConfig.tokenTime, refreshing)) return;
    refreshing = true;
    refreshSession()
      .catch(() => undefined) // already reported by the HTTP layer; the next tick tries again
      .finally(() => {
        refreshing = false;
      });
  }, siteConfig.refreshPollMs);
  return () => clearInterval(timer);
}
