import type { SocialProfile, SocialProvider } from '../social';

const TIMEOUT_MS = 10_000;

// NUL cannot be stored in PostgreSQL text; a gateway has no reason to send one.
const text = (v: unknown) =>
  typeof v === 'string' ? v.replaceAll('\u0000', '') : typeof v === 'number' ? String(v) : '';

/**
 * The zzd (浙政钉-style) gateway: we POST it `{code, state}` as JSON and it answers the person's profile,
 * either bare or wrapped in R (`{code, data: {...}}`). The gateway holds the provider's app secret, so
 * none is configured here. No endpoint configured = provider absent.
 */
export function zzdProvider(endpoint: string): SocialProvider | null {
  if (!endpoint) return null;
  return {
    source: 'zzd',
    async exchange(code, state) {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code, state }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`zzd gateway answered HTTP ${res.status}`);
      const body = (await res.json()) as Record<string, unknown>;
      const data = (body && typeof body.data === 'object' && body.data !== null ? body.data : body) as Record<
        string,
        unknown
      >;
      const profile: SocialProfile = {
        uuid: text(data.uuid) || text(data.accountId) || text(data.openid),
        username: text(data.username) || text(data.account),
        nickname: text(data.nickname) || text(data.nickName) || text(data.name),
        avatar: text(data.avatar),
        email: text(data.email),
      };
      if (!profile.uuid) throw new Error('zzd gateway answered no user id');
      return profile;
    },
  };
}
