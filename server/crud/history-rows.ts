import { UPLOAD_TYPES, type ActionDef, type LifeCycle, type ResourceDef } from '../../resources/types';
import type { Db } from '../db/connection';
import { PLATFORM_TENANT, type RequestContext } from '../http/access';
import { newId } from '../core/ids';
import { firstDeptOf } from './created-by';

/** Written by migration 004_record_history. */
export const HISTORY_TABLE = 'blade_record_history';

/** The history's name of a removal: the record is gone from every list, its history stays. */
export const REMOVAL = { name: 'remove', label: '删除', en: 'Delete' } as const;
/** A removal of a record without a life cycle reads as its `isDeleted` flag moving from live to removed. */
const REMOVED_FLAG = { field: 'isDeleted', from: 0, to: 1 } as const;

/** Rows of shared (not tenant-scoped) resources are kept under the platform tenant. */
export const historyTenant = (def: ResourceDef, ctx: RequestContext) =>
  def.tenantScoped ? ctx.tenantId : PLATFORM_TENANT;

const isGiven = (v: unknown) => v !== null && v !== undefined && v !== '';

/**
 * What the history keeps of the parameters: the comment a person reads in the timeline (a `cause`,
 * else the first text the action asked for), every given parameter as JSON, and the links of
 * uploaded evidence.
 */
export function historyDetails(action: ActionDef, params: Record<string, unknown>) {
  const declared = action.params ?? [];
  const texts = declared.filter((p) => (p.type === 'text' || p.type === 'string') && isGiven(params[p.name]));
  const commentParam = texts.find((p) => p.name === 'cause') ?? texts[0];
  const given = Object.fromEntries(
    declared.filter((p) => isGiven(params[p.name])).map((p) => [p.name, params[p.name]]),
  );
  const links = declared
    .filter((p) => UPLOAD_TYPES.has(p.type) && isGiven(params[p.name]))
    .flatMap((p) =>
      String(params[p.name])
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
  return {
    comment: commentParam ? String(params[commentParam.name]) : null,
    params: Object.keys(given).length ? JSON.stringify(given) : null,
    attachments: links.length ? links.join(',') : null,
  };
}

export interface HistoryEntry {
  def: ResourceDef;
  lifecycle: LifeCycle;
  action: ActionDef;
  ctx: RequestContext;
  /** Record id and its state before the change. */
  changes: { id: string; from: number }[];
  params: Record<string, unknown>;
}

/** The changes of an action that moved `rows`, read (id and life-cycle state) before it moved them. */
export const changesOf = (rows: Record<string, unknown>[]): HistoryEntry['changes'] =>
  rows.map((r) => ({ id: String(r.id), from: Number(r.state) }));

/** One move of one record, as a history row stores it. */
interface Move {
  recordId: string;
  field: string;
  action: string;
  from: number | null;
  to: number;
  comment?: string | null;
  params?: string | null;
  attachments?: string | null;
}

/** The history rows of `moves`, signed by the caller as they are named today, in the caller's transaction. */
async function insertMoves(trx: Db, def: ResourceDef, ctx: RequestContext, moves: Move[]): Promise<void> {
  if (moves.length === 0) return;
  // The name as it reads today stays with the row, whatever the user is called later.
  const user = ctx.userId
    ? await trx.selectFrom('blade_user').select(['realName', 'name']).where('id', '=', ctx.userId).executeTakeFirst()
    : undefined;
  const userName = String(user?.realName || user?.name || ctx.userName || ctx.account || '').slice(0, 64);
  const dept = firstDeptOf(ctx);
  await trx
    .insertInto(HISTORY_TABLE)
    .values(
      moves.map((m) => ({
        id: newId(),
        tenant_id: historyTenant(def, ctx),
        resource: def.name,
        record_id: m.recordId,
        field: m.field,
        action: m.action,
        from_state: m.from,
        to_state: m.to,
        user_id: ctx.userId || null,
        user_name: userName || null,
        dept_id: dept,
        comment: m.comment ?? null,
        params: m.params ?? null,
        attachments: m.attachments ?? null,
      })),
    )
    .execute();
}

/** One history row per changed record, inside the action's transaction. */
export async function writeHistory(trx: Db, e: HistoryEntry): Promise<void> {
  const details = historyDetails(e.action, e.params);
  await insertMoves(
    trx,
    e.def,
    e.ctx,
    e.changes.map((c) => ({
      recordId: c.id,
      field: e.lifecycle.field,
      action: e.action.name,
      from: c.from,
      to: e.action.to,
      ...details,
    })),
  );
}

/**
 * One history row per removed record, inside the removal's transaction: the state of its first life
 * cycle it was removed in (it stays in it), or, without a life cycle, live → removed.
 */
export async function writeRemovalHistory(
  trx: Db,
  def: ResourceDef,
  ctx: RequestContext,
  rows: Record<string, unknown>[],
): Promise<void> {
  const lifecycle = def.lifecycles?.[0];
  await insertMoves(
    trx,
    def,
    ctx,
    rows.map((row) => {
      const state = lifecycle ? Number(row[lifecycle.field]) : undefined;
      return lifecycle && Number.isInteger(state)
        ? { recordId: String(row.id), field: lifecycle.field, action: REMOVAL.name, from: state!, to: state! }
        : { recordId: String(row.id), ...REMOVED_FLAG, action: REMOVAL.name };
    }),
  );
}

/** Which of these records some declared action has already moved (they carry a history of their own). */
export async function recordsWithHistory(
  trx: Db,
  def: ResourceDef,
  ctx: RequestContext,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await trx
    .selectFrom(HISTORY_TABLE)
    .select('recordId')
    .distinct()
    .where('tenantId', '=', historyTenant(def, ctx))
    .where('resource', '=', def.name)
    .where('recordId', 'in', [...ids])
    .where('action', '<>', REMOVAL.name)
    .execute();
  return new Set(rows.map((r) => String(r.recordId)));
}
