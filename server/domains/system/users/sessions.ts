import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/connection';
import { revokeSessions, revokeSessionsIn } from '../../../auth/revoke';
import type { RemoveCall } from '../../../crud/resource-server';
import { idList } from '../../../http/request';

/**
 * A token carries its user's roles, depts and posts as they were at sign-in; when any of them changes
 * (or the user goes) the user's sessions end, and they sign in again with what they hold now.
 */
const PRINCIPAL_COLUMNS = ['roleId', 'deptId', 'postId'] as const;

const normal = (v: unknown) =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .sort()
    .join(',');

/** The principal columns of these users, to compare before and after a write. */
export async function principalsOf(db: Db, tenantId: string, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('blade_user')
    .select(['id', ...PRINCIPAL_COLUMNS])
    .where('tenantId', '=', tenantId)
    .where('id', 'in', userIds)
    .execute();
  return new Map(rows.map((r) => [String(r.id), PRINCIPAL_COLUMNS.map((c) => normal(r[c])).join('|')]));
}

/** Users whose roles, depts or posts differ between two snapshots. */
export function changedUsers(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...before.keys()].filter((id) => before.get(id) !== after.get(id));
}

/** Inside a user write: ends the sessions of the users whose principal the write changed. */
export async function revokeChanged(
  app: FastifyInstance,
  trx: Db,
  tenantId: string,
  before: Map<string, string>,
): Promise<string[]> {
  const changed = changedUsers(before, await principalsOf(trx, tenantId, [...before.keys()]));
  return revokeSessionsIn(trx, app.feed, { tenantIds: [tenantId], userIds: changed });
}

/**
 * After a removal: a removed user is signed out everywhere (the refresh grant already refused them, now
 * their access tokens end too).
 */
export const revokeRemovedUsers =
  (app: FastifyInstance) =>
  async ({ ctx, ids }: RemoveCall) => {
    await revokeSessions(app.db, app.feed, { tenantIds: [ctx.tenantId], userIds: idList(ids, 'ids') });
  };
