import crypto from 'node:crypto';
import type { Db } from '../db/connection';
import type { ChangeFeed } from '../db/versions';
import { OAuthError } from '../http/errors';
import { verifySecret } from '../core/passwords';
import { commaList } from '../core/comma-list';

/** An OAuth client (blade_client row) whose secret was verified. */
export interface OAuthClient {
  clientId: string;
  scope: string;
  grantTypes: ReadonlySet<string>;
  accessTokenValidity: number;
  refreshTokenValidity: number;
}

// The repository bumps this counter on every write to blade_client (a shared, not tenant-scoped table),
// so an edited or removed client stops being served from the cache on every instance.
const CLIENT_VERSION_KEY = 't:blade_client:*';
const CACHE_MS = 60_000;
const CACHE_MAX = 200;

export const CLIENT_AUTH_FAILED = '客户端认证失败';

/** clientId and secret of an `Authorization: Basic base64(clientId:clientSecret)` header. */
export function basicCredentials(header: string | string[] | undefined): { clientId: string; secret: string } | null {
  const value = Array.isArray(header) ? header[0] : header;
  const m = value ? /^basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(value) : null;
  if (!m) return null;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { clientId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/**
 * Checks the Basic client credentials every token request carries. The secret is an argon2 hash
 * (tens of milliseconds per check), so a verified (clientId, secret) pair is remembered for a minute;
 * the cache key holds only a digest of the secret.
 */
export class ClientAuthenticator {
  private cache = new Map<string, { client: OAuthClient; at: number; version: number }>();

  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
  ) {}

  async authenticate(header: string | string[] | undefined): Promise<OAuthClient> {
    const creds = basicCredentials(header);
    if (!creds) throw new OAuthError(401, CLIENT_AUTH_FAILED);
    const key = `${creds.clientId}\u0000${crypto.createHash('sha256').update(creds.secret).digest('hex')}`;
    const version = this.feed.version(CLIENT_VERSION_KEY);
    const hit = this.cache.get(key);
    if (hit && hit.version === version && Date.now() - hit.at < CACHE_MS) return hit.client;

    const row = await this.db
      .selectFrom('blade_client')
      .select([
        'clientId',
        'clientSecret',
        'scope',
        'authorizedGrantTypes',
        'accessTokenValidity',
        'refreshTokenValidity',
      ])
      .where('clientId', '=', creds.clientId)
      .where('isDeleted', '=', 0)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!row || !(await verifySecret(creds.secret, row.clientSecret as string | null)))
      throw new OAuthError(401, CLIENT_AUTH_FAILED);
    const client: OAuthClient = {
      clientId: String(row.clientId),
      scope: String(row.scope ?? 'all'),
      grantTypes: new Set(commaList(row.authorizedGrantTypes)),
      accessTokenValidity: positive(row.accessTokenValidity, 3600),
      refreshTokenValidity: positive(row.refreshTokenValidity, 604800),
    };
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(key, { client, at: Date.now(), version });
    return client;
  }

  clear() {
    this.cache.clear();
  }
}

function positive(v: unknown, fallback: number): number {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
