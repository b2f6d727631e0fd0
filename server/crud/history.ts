import type { FastifyInstance } from 'fastify';
import type { LifeCycle, ResourceDef } from '../../resources/types';
import type { Db } from '../db/connection';
import type { Access, RequestContext } from '../http/access';
import { ok } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { ctxOf } from '../http/request';
import { actionsOf } from '../../resources/lifecycles';
import { codesOf } from './routes';
import type { Repository } from './repository';
import { HISTORY_TABLE, historyTenant, REMOVAL } from './history-rows';

type Row = Record<string, unknown>;

/** A record's timeline is short; this only bounds an answer against a runaway loop. */
const HISTORY_LIMIT = 500;

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
    actionName: found?.action.label ?? (row.action === REMOVAL.name ? REMOVAL.label : row.action),
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
