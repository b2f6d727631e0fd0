import type { FastifyInstance } from 'fastify';
import { readHistory } from '../../crud/history';
import { registerReadHook, withComputed } from '../../crud/read-hooks';
import { referenceLabels } from '../../crud/reference-labels';
import type { Repository } from '../../crud/repository';
import { codesOf } from '../../crud/routes';
import type { RequestContext } from '../../http/access';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { isId } from '../../core/ids';
import { isFinding } from '../../../resources/findings';
import { APPROVAL_STEPS, OPEN_STATES, stepAwaiting } from '../../../resources/supervise/supervise/schema';
import { ctxOf, paramsOf } from '../../http/request';

type Row = Record<string, unknown>;

/** Supervisions of one finding are few; this only bounds an answer. */
const PER_SOURCE = 100;
/** Corrections, rectifications and attachments shown in a check list. */
const PER_LIST = 200;
/** Resources an inspection id of `checklist` may name, in this order (the enforcement issue adds them). */
const INSPECTIONS = ['inspect', 'onsiteinspect', 'inspectrandom'];

/**
 * The source look-ups and the check list of a supervision, and what every supervision row carries on
 * read: `awaitRole` / `awaitRoleName`, the role whose approval it waits for (none once it ended);
 * `awaitRole=<alias>` filters a list to what awaits that role (the board).
 */
export function registerSuperviseLookups(app: FastifyInstance) {
  const repo = app.repo('supervise');
  const def = repo.def;
  const read = { access: { perm: codesOf(def).read } };
  const labels = referenceLabels(app.db, app.repos);

  const off = registerReadHook('supervise', {
    row: (row) => {
      const step = stepAwaiting(row.superviseStatus);
      return { ...row, awaitRole: step?.role ?? null, awaitRoleName: step?.roleName ?? null };
    },
    filters: (query) => {
      const raw = Array.isArray(query.awaitRole) ? query.awaitRole[query.awaitRole.length - 1] : query.awaitRole;
      const value = raw === undefined || raw === null ? '' : String(raw).trim();
      if (!value) return [];
      const step = APPROVAL_STEPS.find((s) => s.role === value);
      if (!step) throw badRequest('查询参数格式错误: awaitRole 应为审核角色别名');
      return [{ column: 'supervise_status', type: 'int', op: 'equal', value: String(step.from) }];
    },
  });
  app.addHook('onClose', async () => off());

  const shown = async (ctx: RequestContext, r: Repository, rows: Row[]) =>
    withComputed(r, await labels.rows(ctx, r.def, rows.map(r.serialize)));

  /** The caller's supervisions of one source (their data scope applies), newest first. */
  async function ofSource(ctx: RequestContext, sourceId: string, type?: string): Promise<Row[]> {
    const rows = (await app.db
      .selectFrom(def.table)
      .selectAll()
      .where((eb) =>
        eb.and([
          repo.scope(eb, ctx),
          eb(eb.ref('source_id'), '=', sourceId),
          ...(type ? [eb(eb.ref('source_type'), '=', type)] : []),
        ]),
      )
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .limit(PER_SOURCE)
      .execute()) as Row[];
    return shown(ctx, repo, rows);
  }

  const sourceIdOf = (q: Row) => {
    const id = String(q.sourceId ?? '').trim();
    if (!id) throw badRequest('缺少必要的请求参数: sourceId');
    if (!isId(id)) throw badRequest('参数格式错误: sourceId');
    return id;
  };

  /** GET supervise/get-supervise (sourceId, type): the supervision of that finding under way, else its latest; null when none. */
  app.get(`${def.base}/get-supervise`, { config: read }, async (req) => {
    const q = req.query as Row;
    const type = String(q.type ?? '').trim();
    const rows = await ofSource(ctxOf(req), sourceIdOf(q), type || undefined);
    return ok(rows.find((r) => OPEN_STATES.includes(Number(r.superviseStatus))) ?? rows[0] ?? null);
  });

  /** GET supervise/get-by-source-id (sourceId): every supervision of that finding, newest first. */
  app.get(`${def.base}/get-by-source-id`, { config: read }, async (req) =>
    ok(await ofSource(ctxOf(req), sourceIdOf(req.query as Row))),
  );

  /** Live rows of a resource naming `column` = id, as the caller sees them, newest first. */
  async function rowsOf(ctx: RequestContext, name: string, where: Record<string, string>): Promise<Row[]> {
    const r = app.repos.get(name);
    if (!r) return [];
    const rows = (await app.db
      .selectFrom(r.def.table)
      .selectAll()
      .where((eb) =>
        eb.and([r.scope(eb, ctx), ...Object.entries(where).map(([column, value]) => eb(eb.ref(column), '=', value))]),
      )
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .limit(PER_LIST)
      .execute()) as Row[];
    return shown(ctx, r, rows);
  }

  /** One record by id through its resource's own scope, labelled, or null. */
  async function recordOf(ctx: RequestContext, name: string, id: string): Promise<Row | null> {
    const r = app.repos.get(name);
    if (!r || !isId(id)) return null;
    const row = await r.findRow(ctx, id);
    return row ? (await shown(ctx, r, [row]))[0] : null;
  }

  /**
   * POST supervise/checklist (id, inspectId): what a reviewer checks before approving, in one answer:
   * - `supervise`: the supervision (labelled, with awaitRole);
   * - `steps`: the approval steps in order, each with its role, whether it is done, by whom and when,
   *   and whether it is the one awaited now;
   * - `source`: the finding (`type`, `typeName`, `record`: its detail as its own resource shows it to
   *   the caller, null when it is outside their scope);
   * - `inspection`: the inspection that found it (`type`, `record`): `inspectId` if given, else the
   *   finding's own `inspectId` / `onsiteinspectId`, looked up in inspect, onsiteinspect,
   *   inspectrandom; null when there is none;
   * - `corrections`: supervisecorrect rows of this supervision; `rectifications`: correct rows of the
   *   finding; `attachments`: superviseattach rows (newest first, at most 200 each);
   * - `history`: the supervision's declared actions, newest first.
   */
  app.post(`${def.base}/checklist`, { config: read }, async (req) => {
    const ctx = ctxOf(req);
    const input = paramsOf(req);
    const id = String(input.id ?? '').trim();
    if (!id) throw badRequest('缺少必要的请求参数: id');
    const row = await recordOf(ctx, 'supervise', id);
    if (!row) throw notFound('数据不存在');
    const sourceType = String(row.sourceType ?? '');
    const source = app.repos.get(sourceType);
    const finding = source && isFinding(source.def) ? await recordOf(ctx, sourceType, String(row.sourceId)) : null;
    const inspectId =
      String(input.inspectId ?? '').trim() || String(finding?.inspectId ?? finding?.onsiteinspectId ?? '');
    let inspection: Row | null = null;
    if (isId(inspectId)) {
      for (const name of INSPECTIONS) {
        const record = await recordOf(ctx, name, inspectId);
        if (record) {
          inspection = { type: name, typeName: app.repos.get(name)?.def.label ?? name, record };
          break;
        }
      }
    }
    const state = Number(row.superviseStatus);
    const awaiting = stepAwaiting(state);
    return ok({
      supervise: row,
      steps: APPROVAL_STEPS.map((s) => ({
        role: s.role,
        roleName: s.roleName,
        action: s.action,
        done: Boolean(row[s.timeField]),
        user: row[s.userField] ?? null,
        userName: row[`${s.userField}Name`] ?? null,
        time: row[s.timeField] ?? null,
        current: awaiting === s,
      })),
      source: { type: sourceType, typeName: source?.def.label ?? sourceType, record: finding },
      inspection,
      corrections: await rowsOf(ctx, 'supervisecorrect', { supervise_id: id }),
      rectifications: await rowsOf(ctx, 'correct', { source_type: sourceType, source_id: String(row.sourceId) }),
      attachments: await rowsOf(ctx, 'superviseattach', { supervise_id: id }),
      history: await readHistory(app.db, def, ctx, id),
    });
  });
}
