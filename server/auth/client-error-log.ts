import type { Db } from '../db/connection';
import type { ChangeFeed } from '../db/versions';
import type { RequestContext } from '../http/access';
import { isId, newId } from '../core/ids';

/** At most this many entries are kept from one upload; the web app's log is small, a flood is not. */
const MAX_ENTRIES = 100;

const text = (v: unknown, max: number): string | null => {
  if (v === undefined || v === null || v === '') return null;
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  // PostgreSQL text cannot hold NUL; a log line loses nothing worth keeping without it.
  return s.replaceAll('\u0000', '').slice(0, max);
};

/** The uploaded local error log (docs/spec.md §2 error-log dialog, §3 "Local error log"): a list, or one entry. */
export function entriesOf(body: unknown): Record<string, unknown>[] {
  const list = Array.isArray(body) ? body : body && typeof body === 'object' ? [body] : [];
  return list
    .filter((e): e is Record<string, unknown> => !!e && typeof e === 'object' && !Array.isArray(e))
    .slice(0, MAX_ENTRIES);
}

/** Records the entries in blade_log_error under the caller's tenant and user; answers how many. */
export async function recordClientErrors(
  db: Db,
  feed: ChangeFeed,
  ctx: RequestContext,
  meta: { ip: string; userAgent: string },
  body: unknown,
): Promise<number> {
  const rows = entriesOf(body).map((e) => ({
    id: newId(),
    tenantId: ctx.tenantId,
    serviceId: 'web',
    method: 'CLIENT',
    exceptionName: text(e.type, 255),
    message: text(e.message, 4000),
    stackTrace: text(e.stack, 20000),
    params: text(e.info, 4000),
    requestUri: text(e.url, 1000),
    time: text(e.time, 64),
    remoteIp: meta.ip.slice(0, 255),
    userAgent: meta.userAgent.slice(0, 1000) || null,
    createUser: isId(ctx.userId) ? ctx.userId : null,
    createBy: String(ctx.account ?? '').slice(0, 64),
  }));
  if (rows.length === 0) return 0;
  // The error-log list caches its totals on the table's change counter (named as the repository names
  // it), so the counter moves with the insert.
  const key = `t:blade_log_error:${ctx.tenantId}`;
  const version = await db.transaction().execute(async (trx) => {
    await trx.insertInto('blade_log_error').values(rows).execute();
    return feed.bump(trx, key);
  });
  feed.committed([[key, version]]);
  return rows.length;
}
