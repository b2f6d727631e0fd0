import type { FastifyInstance } from 'fastify';
import type { ReadAdditions } from '../../crud/hooks';
import { readHistory } from '../../crud/history';
import type { Filter } from '../../crud/list-params';
import { withComputed } from '../../crud/read-hooks';
import { referenceLabels } from '../../crud/reference-labels';
import type { Repository } from '../../crud/repository';
import { codesOf } from '../../crud/routes';
import type { RequestContext } from '../../http/access';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { envelope, params, queryIntoBody, rows as rowsOf, S } from '../../http/route-schema';
import { isId } from '../../core/ids';
import { isFinding } from '../../../resources/findings';
import type supervise from '../../../resources/supervise/supervise/schema';
import { APPROVAL_STEPS, OPEN_STATES, stepAwaiting } from '../../../resources/supervise/supervise/schema';
import { ctxOf, withParams, requiredIdParam } from '../../http/request';

/** Rows of several resources as the wire shows them (a check list gathers them). */
type Row = Record<string, unknown>;

/** Supervisions of one finding are few; this only bounds an answer. */
const PER_SOURCE = 100;
/** Corrections, rectifications and attachments shown in a check list. */
const PER_LIST = 200;
/** Resources an inspection id of `checklist` may name, in this order (the inspections a finding may come from). */
const INSPECTIONS = ['inspect', 'onsiteinspect', 'inspectrandom'];

/**
 * What every supervision row carries on read: `awaitRole` / `awaitRoleName`, the role whose approval
 * it waits for (none once it ended); `awaitRole=<alias>` filters a list to what awaits that role (the board).
 */
export const awaitRoleRead: ReadAdditions = {
  row: (row) => {
    const step = stepAwaiting(row.superviseStatus);
    return { ...row, awaitRole: step?.role ?? null, awaitRoleName: step?.roleName ?? null };
  },
  filters: (query): Filter[] => {
    const raw = Array.isArray(query.awaitRole) ? query.awaitRole[query.awaitRole.length - 1] : query.awaitRole;
    const value = raw === undefined || raw === null ? '' : String(raw).trim();
    if (!value) return [];
    const step = APPROVAL_STEPS.find((s) => s.role === value);
    if (!step) throw badRequest('查询参数格式错误: awaitRole 应为审核角色别名');
    return [{ column: 'superviseStatus', type: 'int', op: 'equal', value: String(step.from) }];
  },
};

/**
 * The source look-ups and the check list of a supervision (`get-supervise`, `get-by-source-id`,
 * `checklist`). The handlers answer a missing or malformed id themselves.
 */
export function superviseLookupRoutes(app: FastifyInstance, repo: Repository<typeof supervise>) {
  const def = repo.def;
  const read = { access: { perm: codesOf(def).read } };
  const labels = referenceLabels(app.db, app.repos);

  /** Rows of a resource as the caller sees them: labelled, with what the resource computes on read. */
  const shown = async (ctx: RequestContext, r: Repository, rows: Row[]) =>
    withComputed(r, await labels.rows(ctx, r.def, rows));

  /** The caller's supervisions of one source (their data scope applies), newest first. */
  async function ofSource(ctx: RequestContext, sourceId: string, type?: string): Promise<Row[]> {
    const rows = await app.db
      .selectFrom(def.table)
      .selectAll()
      .where((eb) =>
        eb.and([repo.scope(eb, ctx), eb('sourceId', '=', sourceId), ...(type ? [eb('sourceType', '=', type)] : [])]),
      )
      .orderBy('createTime', 'desc')
      .orderBy('id', 'desc')
      .limit(PER_SOURCE)
      .execute();
    return shown(ctx, repo, rows.map(repo.serialize));
  }

  /** GET supervise/get-supervise (sourceId, type): the supervision of that finding under way, else its latest; null when none. */
  app.get(
    `${def.base}/get-supervise`,
    {
      config: read,
      schema: { querystring: params({ sourceId: S.any, type: S.any }), response: envelope(S.any) },
    },
    async (req) => {
      const q = req.query as Row;
      const type = String(q.type ?? '').trim();
      const rows = await ofSource(ctxOf(req), requiredIdParam(q.sourceId, 'sourceId'), type || undefined);
      return ok(rows.find((r) => OPEN_STATES.includes(Number(r.superviseStatus))) ?? rows[0] ?? null);
    },
  );

  /** GET supervise/get-by-source-id (sourceId): every supervision of that finding, newest first. */
  app.get(
    `${def.base}/get-by-source-id`,
    { config: read, schema: { querystring: params({ sourceId: S.any }), response: envelope(rowsOf()) } },
    async (req) => ok(await ofSource(ctxOf(req), requiredIdParam((req.query as Row).sourceId, 'sourceId'))),
  );

  /** Live rows of a resource naming the given values (`superviseId`: id), as the caller sees them, newest first. */
  async function rowsNaming(ctx: RequestContext, name: string, where: Record<string, string>): Promise<Row[]> {
    const r = app.repos.get(name);
    if (!r) return [];
    const { records } = await r.page(ctx, {
      current: 1,
      size: PER_LIST,
      filters: Object.entries(where).map(([column, value]) => ({ column, type: 'string', op: 'equal', value })),
      orders: [{ column: 'createTime', dir: 'desc' }],
    });
    return shown(ctx, r, records);
  }

  /** One record by id through its resource's own scope, labelled, or null. */
  async function recordOf(ctx: RequestContext, name: string, id: string): Promise<Row | null> {
    const r = app.repos.get(name);
    if (!r || !isId(id)) return null;
    const row = await r.findRow(ctx, id);
    return row ? (await shown(ctx, r, [r.serialize(row)]))[0] : null;
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
  app.post(
    `${def.base}/checklist`,
    {
      config: read,
      preValidation: queryIntoBody,
      schema: { body: params({ id: S.any, inspectId: S.any }), response: envelope(S.record) },
    },
    withParams(async (ctx, input) => {
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
        corrections: await rowsNaming(ctx, 'supervisecorrect', { superviseId: id }),
        rectifications: await rowsNaming(ctx, 'correct', { sourceType, sourceId: String(row.sourceId) }),
        attachments: await rowsNaming(ctx, 'superviseattach', { superviseId: id }),
        history: await readHistory(app.db, def, ctx, id),
      });
    }),
  );
}
