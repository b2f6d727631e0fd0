import type { FastifyInstance } from 'fastify';
import { UPLOAD_TYPES, type ActionDef, type LifeCycle, type ResourceDef } from '../../resources/types';
import type { Db } from '../db/connection';
import { PLATFORM_TENANT, type Access, type RequestContext } from '../http/access';
import { ok } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { newId } from '../core/ids';
import { ctxOf } from '../http/request';
import { actionsOf } from '../../resources/lifecycles';
import { codesOf } from './routes';
import type { Repository } from './repository';
import { firstDeptOf } from './created-by';

type Row = Record<string, unknown>;

/** Written by migration 004_record_history. */
export const HISTORY_TABLE = 'blade_record_history';
/** A record's timeline is short; this only bounds an answer against a runaway loop. */
const HISTORY_LIMIT = 500;

/** Rows of shared (not tenant-scoped) resources are kept under the platform tenant. */
const historyTenant = (def: ResourceDef, ctx: RequestContext) => (def.tenantScoped ? ctx.tenantId : PLATFORM_TENANT);

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

/** One history row per changed record, inside the action's transaction. */
export async function writeHistory(trx: Db, e: HistoryEntry): Promise<void> {
  if (e.changes.length === 0) return;
  // The name as it reads today stays with the row, whatever the user is called later.
  const user = e.ctx.userId
    ? await trx.selectFrom('blade_user').select(['realName', 'name']).where('id', '=', e.ctx.userId).executeTakeFirst()
    : undefined;
  const userName = String(user?.realName || user?.name || e.ctx.userName || e.ctx.account || '').slice(0, 64);
  const dept = firstDeptOf(e.ctx);
  const details = historyDetails(e.action, e.params);
  await trx
    .insertInto(HISTORY_TABLE)
    .values(
      e.changes.map((c) => ({
        id: newId(),
        tenant_id: historyTenant(e.def, e.ctx),
        resource: e.def.name,
        record_id: c.id,
        field: e.lifecycle.field,
        action: e.action.name,
        from_state: c.from,
        to_state: e.action.to,
        user_id: e.ctx.userId || null,
        user_name: userName || null,
        dept_id: dept,
        ...details,
      })),
    )
    .execute();
}

const stateName = (lc: LifeCycle | undefined, code: unknown) =>
  lc?.states.find((s) => s.code === Number(code))?.label ?? (code === null || code === undefined ? null : String(code));

/** The stored JSON of the parameters; a row written by hand with broken JSON shows none. */
function parseParams(text: unknown): unknown {
  if (!text) return null;
  try {
    return JSON.parse(String(text));
  } catch {
    return null;
  }
}

/** A history row as the wire shows it, with the declared labels of its action and states. */
function historyItem(def: ResourceDef, row: Row): Row {
  const found = actionsOf(def).find((a) => a.action.name === row.action);
  const lifecycle = found?.lifecycle ?? def.lifecycles?.find((lc) => lc.field === row.field);
  const params = parseParams(row.params);
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: String(row.id),
    action: row.action,
    actionName: found?.action.label ?? row.action,
    field: row.field,
    fromState: num(row.fromState),
    toState: num(row.toState),
    fromStateName: stateName(lifecycle, row.fromState),
    toStateName: stateName(lifecycle, row.toState),
    userId: row.userId === null ? null : String(row.userId),
    userName: row.userName,
    deptId: row.deptId === null ? null : String(row.deptId),
    createTime: String(row.createTime ?? '').slice(0, 19),
    comment: row.comment,
    params,
    attachments: row.attachments,
  };
}

/**
 * The actions of one record, newest first, as the wire shows them. The caller has checked that the
 * record is one the reader may see (the history route, a finding's `get-handle-info`).
 */
export async function readHistory(db: Db, def: ResourceDef, ctx: RequestContext, id: string): Promise<Row[]> {
  const rows = await db
    .selectFrom(HISTORY_TABLE)
    .selectAll()
    .where('tenantId', '=', historyTenant(def, ctx))
    .where('resource', '=', def.name)
    .where('recordId', '=', id)
    .orderBy('createTime', 'desc')
    .orderBy('id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.map((row) => historyItem(def, row));
}

/**
 * GET {base}/history?id=: the record's actions, newest first, for whoever may read the record: the
 * record itself is looked up through the resource's scope (tenant, data scope, live rows) first.
 */
export function registerHistoryRoute(app: FastifyInstance, db: Db, repo: Repository) {
  const def = repo.def;
  const access: Access = def.platformOnly ? { platformAdmin: true } : { perm: codesOf(def).read };
  app.get(`${def.base}/history`, { config: { access, validatedBy: 'declaration' } }, async (req) => {
    const ctx = ctxOf(req);
    const id = String((req.query as Row).id ?? '').trim();
    if (!id) throw badRequest('缺少必要的请求参数: id');
    if (!(await repo.findRow(ctx, id))) throw notFound('数据不存在');
    return ok(await readHistory(db, def, ctx, id));
  });
}
