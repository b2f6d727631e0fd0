import os from 'node:os';
import { isId, newId } from '../../../core/ids';
import { isSecretName, MASK } from '../../../http/redact';

/** Which instance wrote a log row (several may share one database). */
function firstAddress(): string {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return '127.0.0.1';
}

const SERVER = {
  serviceId: 'blade-api',
  serverHost: os.hostname().slice(0, 255),
  serverIp: firstAddress(),
  env: (process.env.NODE_ENV || 'dev').slice(0, 255),
};

// PostgreSQL text cannot hold NUL: one in a logged parameter would fail the whole batch.
export const cut = (v: unknown, max: number): string | null =>
  v === undefined || v === null || v === '' ? null : String(v).replaceAll('\u0000', '').slice(0, max);

/** The columns every log row shares: identity, instance, audit columns. */
export function baseLogRow(who: { tenantId?: string; userId?: string; account?: string }) {
  const userId = isId(who.userId) ? who.userId : null;
  return {
    id: newId(),
    tenantId: who.tenantId || '000000',
    ...SERVER,
    createUser: userId,
    createBy: cut(who.account, 64),
    status: 1,
    isDeleted: 0,
  };
}

/** Query parameters as `k=v&k2=v2`, with the values of secret parameters (server/http/redact.ts) masked. */
export function maskedParams(query: unknown): string | null {
  if (!query || typeof query !== 'object') return null;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query as Record<string, unknown>)) {
    const value = Array.isArray(v) ? v.join(',') : String(v ?? '');
    parts.push(`${k}=${isSecretName(k) ? MASK : value}`);
  }
  return cut(parts.join('&'), 10_000);
}
