import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestContext } from '../../http/access';
import { holds } from '../../http/access';
import { ok, type R } from '../../http/envelope';
import { badRequest, forbidden } from '../../http/errors';
import { isId } from '../../core/ids';
import { codesOf } from '../../crud/routes';
import { referenceCheck } from '../../crud/references';
import { coerce, writableValues } from '../../crud/validate';
import type { WriteScope } from '../../crud/write-scope';
import { MODE_CAMERA, MODE_ONSITE } from '../../../resources/enforce/onsiteinspect/schema';
import { ctxOf, isBlank } from '../../http/request';
import { envelope, params, rows, S, withMessage } from '../../http/route-schema';
import { OnsiteRules } from './onsite-rules';

type Row = Record<string, unknown>;

export const CAMERA_REQUIRED = '请选择监控设备';
export const NOT_ITS_ITEM = '检查项不属于该现场检查';
export const NOT_ITS_OTHER = '其他问题不属于该现场检查';
const MAX_ROWS = 500;

/** One entry of the body's `checkList`: an item row (by its id, or by the item's id) with its result and note. */
interface CheckEntry {
  id?: string;
  itemId?: string;
  checkResult: number | null;
  note: string | null;
}

/** Saves an on-site inspection as the form sends it (`mode`: on site, or through a camera). */
export type OnsiteSave = (req: FastifyRequest, mode: number) => Promise<R<Row>>;

/**
 * 现场检查's save (docs/domains/enforcement.md): the inspection with its `checkList` (item results)
 * and `otherList` (other problems) in one transaction: the inspection is saved (its item rows made),
 * the results and problems applied, the result computed and the finding opened, or nothing is. The
 * rules live in hooks (onsite-rules.ts), so every route keeps them.
 */
export function onsiteSave(app: FastifyInstance, rules: OnsiteRules): OnsiteSave {
  const repo = rules.inspections;
  const def = repo.def;
  const codes = codesOf(def);
  const checkReferences = referenceCheck(app.db, app.repos);
  const noteField = rules.checks.def.fields.find((f) => f.name === 'note')!;

  function checkEntries(v: unknown): CheckEntry[] | undefined {
    if (v === undefined || v === null) return undefined;
    if (!Array.isArray(v) || v.length > MAX_ROWS) throw badRequest('检查项结果格式不正确');
    return v.map((e) => {
      if (!e || typeof e !== 'object' || Array.isArray(e)) throw badRequest('检查项结果格式不正确');
      const entry = e as Row;
      const id = isBlank(entry.id) ? undefined : String(entry.id);
      const itemId = isBlank(entry.itemId) ? undefined : String(entry.itemId);
      if ((!id && !itemId) || (id && !isId(id)) || (itemId && !isId(itemId))) throw badRequest(NOT_ITS_ITEM);
      const result = isBlank(entry.checkResult) ? null : Number(entry.checkResult);
      if (result !== null && result !== 1 && result !== 2) throw badRequest('检查结果格式不正确');
      return { id, itemId, checkResult: result, note: coerce(noteField, entry.note) as string | null };
    });
  }

  function otherEntries(v: unknown): Row[] | undefined {
    if (v === undefined || v === null) return undefined;
    if (!Array.isArray(v) || v.length > MAX_ROWS || v.some((e) => !e || typeof e !== 'object' || Array.isArray(e)))
      throw badRequest('其他问题格式不正确');
    return v as Row[];
  }

  /** The body's item results onto the inspection's rows (only its own rows). */
  async function applyChecks(scope: WriteScope, ctx: RequestContext, inspectionId: string, entries: CheckEntry[]) {
    const rows = await scope.trx
      .selectFrom(rules.checks.def.table)
      .select(['id', 'itemId'])
      .where((eb) =>
        eb.and([rules.checks.scope(eb, { ...ctx, isAdministrator: true }), eb('onsiteinspectId', '=', inspectionId)]),
      )
      .execute();
    const byId = new Map(rows.map((r) => [String(r.id), String(r.id)]));
    const byItem = new Map(rows.map((r) => [String(r.itemId), String(r.id)]));
    for (const e of entries) {
      const rowId = e.id ? byId.get(e.id) : byItem.get(e.itemId!);
      if (!rowId) throw badRequest(NOT_ITS_ITEM);
      await scope.trx
        .updateTable(rules.checks.def.table)
        .set({
          checkResult: e.checkResult,
          note: e.note,
          updateUser: ctx.userId || null,
          updateTime: sql<string>`now()`,
        })
        .where('id', '=', rowId)
        .where('tenantId', '=', ctx.tenantId)
        .execute();
    }
    if (entries.length) scope.touch(rules.checks.versionKeyFor(ctx));
  }

  /** The body's other problems become the inspection's: kept by id, new ones added, the rest removed. */
  async function syncOthers(scope: WriteScope, ctx: RequestContext, inspectionId: string, entries: Row[]) {
    const others = rules.others;
    const existing = new Set(
      (
        await scope.trx
          .selectFrom(others.def.table)
          .select('id')
          .where((eb) =>
            eb.and([others.scope(eb, { ...ctx, isAdministrator: true }), eb('onsiteinspectId', '=', inspectionId)]),
          )
          .execute()
      ).map((r) => String(r.id)),
    );
    const kept = new Set<string>();
    for (const e of entries) {
      const body = { ...e, onsiteinspectId: inspectionId };
      if (isBlank(e.id)) {
        await others.insertIn(scope, ctx, writableValues(others.def, body, 'insert'));
      } else {
        const id = String(e.id);
        if (!existing.has(id)) throw badRequest(NOT_ITS_OTHER);
        kept.add(id);
        await others.updateIn(scope, ctx, id, writableValues(others.def, body, 'update'));
      }
    }
    const gone = [...existing].filter((id) => !kept.has(id));
    if (gone.length) await others.removeIn(scope, ctx, gone);
  }

  async function save(req: FastifyRequest, mode: number) {
    const ctx = ctxOf(req);
    const body = req.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求体格式错误');
    const given = body as Row;
    const id = isBlank(given.id) ? '' : String(given.id);
    if (!holds(ctx, id ? codes.edit : codes.add)) throw forbidden();
    const values = writableValues(def, given, id ? 'update' : 'insert');
    if (mode === MODE_CAMERA) {
      if (isBlank(given.cameraId)) throw badRequest(CAMERA_REQUIRED);
      if (!isId(String(given.cameraId))) throw badRequest('监控设备格式不正确');
      Object.assign(values, { cameraId: String(given.cameraId), inspectMode: MODE_CAMERA });
    } else if (!id) {
      values.inspectMode = MODE_ONSITE;
    }
    const checks = checkEntries(given.checkList);
    const others = otherEntries(given.otherList);
    await checkReferences(ctx, def, values);
    const saved = await repo.write(ctx, async (_trx, scope) => {
      const row = id ? await repo.updateIn(scope, ctx, id, values) : await repo.insertIn(scope, ctx, values);
      if (!checks && !others) return row;
      if (checks) await applyChecks(scope, ctx, String(row.id), checks);
      if (others) await syncOthers(scope, ctx, String(row.id), others);
      return rules.reconcile(scope, ctx, String(row.id));
    });
    return ok(saved);
  }
  return save;
}

/**
 * 现场检查's own routes: `POST monitor-save` (one made through a camera: `cameraId`, 视频检查, saved
 * as `save` saves the form), and `GET check-items (subjectId)`: the items the form lists for the
 * chosen subject's market type.
 */
export function onsiteRoutes(app: FastifyInstance, rules: OnsiteRules, save: OnsiteSave) {
  const def = rules.inspections.def;
  const codes = codesOf(def);

  app.post(
    `${def.base}/monitor-save`,
    {
      config: { access: { perm: [codes.add, codes.edit] } },
      schema: { body: params({ id: S.id, cameraId: S.text(32) }), response: envelope(S.record) },
    },
    async (req) => save(req, MODE_CAMERA),
  );

  app.get(
    `${def.base}/check-items`,
    {
      config: { access: { perm: [...codes.read, codes.add, codes.edit] } },
      schema: {
        querystring: params({ subjectId: withMessage(S.text(32), '请选择经营主体') }),
        response: envelope({
          type: 'object',
          properties: { subjectId: S.id, marketType: S.any, items: rows() },
        }),
      },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const subjectId = String((req.query as { subjectId?: string }).subjectId ?? '').trim();
      if (!subjectId) throw badRequest('请选择经营主体');
      if (!isId(subjectId)) throw badRequest('参数格式错误: subjectId');
      const subject = await rules.subjectOf(app.db, ctx, subjectId);
      const items = await rules.itemsOf(app.db, ctx, subject.marketType);
      return ok({
        subjectId,
        marketType: subject.marketType ?? null,
        items: items.map((i) => ({
          itemId: i.id,
          itemName: i.itemName,
          category: i.category ?? null,
          basis: i.basis ?? null,
          checkMethod: i.checkMethod ?? null,
          sort: i.sort ?? 0,
        })),
      });
    },
  );
}
