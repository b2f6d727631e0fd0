import type { Db } from '../db/connection';
import { newId } from '../core/ids';
import { allResources } from '../../resources/declarations';
import { HISTORY_TABLE } from '../crud/history-rows';
import type { DemoHistoryEntry } from './types';

/** The status field an action moves, from its declaration. */
function fieldOf(resource: string, action: string): string | undefined {
  const def = allResources.find((d) => d.name === resource);
  return def?.lifecycles?.find((lc) => lc.actions.some((a) => a.name === action))?.field;
}

/**
 * The life-cycle history of generated rows (a paused subject was paused by someone, at a time, for a
 * reason), written like the declared actions write it, so demo rows show their timeline like real
 * ones. Called inside the transaction that wrote the rows, with the entries of the rows actually written.
 */
export async function demoHistory(trx: Db, tenantId: string, entries: DemoHistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const userIds = [...new Set(entries.map((e) => e.userId).filter((id): id is string => !!id))];
  const users = userIds.length
    ? await trx.selectFrom('blade_user').select(['id', 'realName', 'name']).where('id', 'in', userIds).execute()
    : [];
  const nameOf = new Map(users.map((u) => [String(u.id), String(u.realName || u.name || '').slice(0, 64) || null]));
  const rows = entries.flatMap((e) => {
    const field = fieldOf(e.resource, e.action);
    if (!field) return [];
    return [
      {
        id: newId(),
        tenant_id: tenantId,
        resource: e.resource,
        record_id: e.recordId,
        field,
        action: e.action,
        from_state: e.fromState,
        to_state: e.toState,
        user_id: e.userId,
        user_name: e.userId ? (nameOf.get(e.userId) ?? null) : null,
        dept_id: e.deptId,
        create_time: e.time,
        comment: e.comment ?? null,
      },
    ];
  });
  for (let i = 0; i < rows.length; i += 1000)
    await trx
      .insertInto(HISTORY_TABLE)
      .values(rows.slice(i, i + 1000))
      .execute();
}
