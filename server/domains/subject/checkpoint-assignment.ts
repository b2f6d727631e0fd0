import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import type { Database, InsertOf } from '../../db/database';
import { tenantWide, type RequestContext } from '../../http/access';
import { codesOf } from '../../crud/routes';
import type { RemoveHook, WriteHook } from '../../crud/hooks';
import type { WriteScope } from '../../crud/write-scope';
import { ok, page } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { newId } from '../../core/ids';
import { ctxOf, idList, withParams } from '../../http/request';
import { envelope, pageOf, params, rows, S, paramsRoute } from '../../http/route-schema';
import type subject from '../../../resources/subject/subject/schema';
import type checkpoint from '../../../resources/subject/checkpoint/schema';
import type subjectcheckpoint from '../../../resources/subject/subjectcheckpoint/schema';
import {
  ASSIGN_BY_MARKET_TYPE,
  ASSIGN_BY_SELECTION,
  ASSIGN_BY_SUBJECT,
} from '../../../resources/subject/subjectcheckpoint/schema';
import { assignedCheckpoints } from './assigned-checkpoints';
import { subjectColumns } from './subject-columns';
import { checkMarketTypes } from './market-types';
import { createdBy } from '../../crud/created-by';
import { commaList } from '../../core/comma-list';
import { allVisible, type Repository } from '../../crud/repository';

/** A condition on the assignment rows (biz_subject_checkpoint). */
type AssignmentEb = ExpressionBuilder<Database, 'biz_subject_checkpoint'>;

/** Most ids one call takes (subjects of addBySubjectId, checkpoints of set-checkpoint, market types). */
export const MAX_IDS = 500;
/** Rows per insert statement when a market type assigns its subjects. */
const INSERT_BATCH = 500;
const MAX_PAGE = 100;

const FOREIGN = '数据不存在或无权操作';

/**
 * The rule text (a checkpoint's `marketTypeRule`) holds the key (`',1,5,'` holds `',5,'`); the key is a
 * checked integer, no wildcard.
 */
const ruleHolds = (rule: Expression<string | null>, marketType: number) =>
  sql<SqlBool>`',' || coalesce(${rule}, '') || ',' like ${`%,${marketType},%`}`;

function boundedIds(v: unknown, name: string, required: string): string[] {
  const ids = idList(v, name);
  if (ids.length === 0) throw badRequest(required);
  if (ids.length > MAX_IDS) throw badRequest(`一次最多处理${MAX_IDS}条数据`);
  return ids;
}

/**
 * Assigning checkpoints to subjects: by market type (`POST subject/addByMarketType`, a rule kept on
 * the checkpoint, so subjects created or moved to those types later get it through the subject's
 * write hook), by subject (`addBySubjectId`), the subject's exact selection (`set-checkpoint`), a
 * subject's checkpoints (`checkpoint-list`), a checkpoint's subjects (`checkpoint/getCheckpointSubjectList`)
 * and their removal (`checkpoint/deleteSubjectForCheckpoint`), and the enabled checkpoints for pickers
 * (`checkpoint/all-list`). A subject has a checkpoint at most once (unique index; inserts skip what is
 * there), every id is checked against the caller's tenant, and removing a checkpoint or a subject
 * removes its assignments in the same transaction.
 *
 * The calls check their ids themselves, with their own answers (a missing one 400, one that names
 * nothing 404, malformed or not), so their contracts only name the parameters.
 */
export function checkpointAssignment(app: FastifyInstance) {
  const subjects = app.repo('subject');
  const checkpoints = app.repo('checkpoint');
  const assignments = app.repo('subjectcheckpoint');
  const sc = assignments.def.table;
  const cp = checkpoints.def.table;
  const subjectCodes = codesOf(subjects.def);
  const checkpointCodes = codesOf(checkpoints.def);

  /** The live assignment rows of the caller's tenant. */
  const live = (eb: AssignmentEb, ctx: RequestContext) => assignments.scope(eb, ctx);

  /** Which of these checkpoints each subject already has (key `subject:checkpoint`). */
  async function existingPairs(
    trx: Db,
    ctx: RequestContext,
    subjectIds: string[],
    checkpointIds: string[],
  ): Promise<Set<string>> {
    if (!subjectIds.length || !checkpointIds.length) return new Set();
    const found = await trx
      .selectFrom(sc)
      .select(['subjectId', 'checkpointId'])
      .where((eb) =>
        eb.and([live(eb, ctx), eb('subjectId', 'in', subjectIds), eb('checkpointId', 'in', checkpointIds)]),
      )
      .execute();
    return new Set(found.map((r) => `${r.subjectId}:${r.checkpointId}`));
  }

  /**
   * Inserts the pairs not there yet, in batches; a pair written meanwhile by another transaction is
   * skipped by the unique index instead of failing. Answers how many rows were added.
   */
  async function insertPairs(
    scope: WriteScope,
    ctx: RequestContext,
    pairs: Array<{ subjectId: string; checkpointId: string }>,
    way: number,
  ): Promise<number> {
    if (!pairs.length) return 0;
    let added = 0;
    for (let at = 0; at < pairs.length; at += INSERT_BATCH) {
      const values: InsertOf<'subjectcheckpoint'>[] = pairs.slice(at, at + INSERT_BATCH).map((p) => ({
        id: newId(),
        tenantId: ctx.tenantId,
        subjectId: p.subjectId,
        checkpointId: p.checkpointId,
        assignWay: way,
        assignUser: ctx.userId || null,
        assignTime: sql<string>`now()`,
        ...createdBy(ctx),
      }));
      const r = await scope.trx
        .insertInto(sc)
        .values(values)
        .onConflict((oc) =>
          oc.columns(['tenantId', 'subjectId', 'checkpointId']).where('isDeleted', '=', 0).doNothing(),
        )
        .executeTakeFirst();
      added += Number(r.numInsertedOrUpdatedRows ?? 0);
    }
    scope.touch(assignments.versionKeyFor(ctx));
    return added;
  }

  /** Assigns the checkpoint to those of `subjectIds` that do not have it yet (`way`: how); answers how many it added. */
  async function assignTo(
    scope: WriteScope,
    ctx: RequestContext,
    checkpointId: string,
    subjectIds: string[],
    way: number,
  ): Promise<number> {
    const have = await existingPairs(scope.trx, ctx, subjectIds, [checkpointId]);
    const missing = subjectIds.filter((id) => !have.has(`${id}:${checkpointId}`));
    return insertPairs(
      scope,
      ctx,
      missing.map((subjectId) => ({ subjectId, checkpointId })),
      way,
    );
  }

  /** Logically removes the caller's assignment rows the condition selects; answers how many. */
  async function removeWhere(
    scope: WriteScope,
    ctx: RequestContext,
    cond: (eb: AssignmentEb) => Expression<SqlBool>,
  ): Promise<number> {
    const r = await scope.trx
      .updateTable(sc)
      .set({ isDeleted: 1, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
      .where((eb) => eb.and([live(eb, ctx), cond(eb)]))
      .executeTakeFirst();
    const n = Number(r.numUpdatedRows);
    if (n > 0) scope.touch(assignments.versionKeyFor(ctx));
    return n;
  }

  /** A new subject, or one moved to another market type, gets the rules' checkpoints. */
  const onSubjectWrite: WriteHook<typeof subject> = async ({ scope, ctx, op, row, before }) => {
    const marketType = row.marketType === null || row.marketType === undefined ? null : Number(row.marketType);
    if (op === 'update' && before && Number(before.marketType) === marketType) return;
    const subjectId = String(row.id);
    if (op === 'update') {
      // Checkpoints given by the old type's rule go; those chosen by hand or by the subject stay.
      const keep = marketType === null ? null : marketType;
      await removeWhere(scope, ctx, (eb) =>
        eb.and([
          eb('subjectId', '=', subjectId),
          eb('assignWay', '=', ASSIGN_BY_MARKET_TYPE),
          ...(keep === null
            ? []
            : [
                eb(
                  'checkpointId',
                  'not in',
                  eb
                    .selectFrom(cp)
                    .select('id')
                    .where((e) => e.and([checkpoints.scope(e, ctx), ruleHolds(e.ref('marketTypeRule'), keep)])),
                ),
              ]),
        ]),
      );
    }
    if (marketType === null || !Number.isInteger(marketType)) return;
    const ruled = await scope.trx
      .selectFrom(cp)
      .select('id')
      .where((eb) => eb.and([checkpoints.scope(eb, ctx), ruleHolds(eb.ref('marketTypeRule'), marketType)]))
      .execute();
    if (!ruled.length) return;
    const have = await existingPairs(
      scope.trx,
      ctx,
      [subjectId],
      ruled.map((r) => String(r.id)),
    );
    for (const { id } of ruled) {
      if (have.has(`${subjectId}:${id}`)) continue;
      await assignments.insertIn(scope, ctx, {
        subjectId,
        checkpointId: String(id),
        assignWay: ASSIGN_BY_MARKET_TYPE,
        assignUser: ctx.userId || null,
        assignTime: sql<string>`now()`,
      });
    }
  };

  /** An assignment made through CRUD records who made it and when. */
  const onAssignmentInsert: WriteHook<typeof subjectcheckpoint> = async ({ scope, ctx, op, row }) => {
    if (op !== 'insert' || row.assignTime) return;
    await scope.trx
      .updateTable(sc)
      .set({ assignUser: ctx.userId || null, assignTime: sql<string>`now()` })
      .where('id', '=', String(row.id))
      .execute();
  };

  /** Removing a checkpoint or a subject removes its assignments. */
  const onCheckpointRemove: RemoveHook<typeof checkpoint> = async ({ scope, ctx, ids }) =>
    void (await removeWhere(scope, ctx, (eb) => eb('checkpointId', 'in', ids)));
  const onSubjectRemove: RemoveHook<typeof subject> = async ({ scope, ctx, ids }) =>
    void (await removeWhere(scope, ctx, (eb) => eb('subjectId', 'in', ids)));

  /** One checkpoint of the caller's tenant, locked for the rest of the transaction. */
  async function lockCheckpoint(trx: Db, ctx: RequestContext, id: unknown) {
    const key = String(id ?? '');
    if (!key) throw badRequest('请选择检查点');
    return checkpoints.lockRow(trx, ctx, key, '检查点不存在');
  }

  /** Every id must be a subject the caller sees (tenant and data scope), or the whole call is refused. */
  async function visibleSubjects(trx: Db, ctx: RequestContext, ids: string[]): Promise<void> {
    if (!(await allVisible(subjects, trx, ctx, ids))) throw notFound(FOREIGN);
  }

  /** A checkpoint editor's call naming a checkpoint (Blade sends `checkPointId` or `checkpointId`) and `selection`. */
  const checkpointEdit = (selection: 'subjectIds' | 'marketTypeIds') =>
    paramsRoute(
      checkpointCodes.edit,
      params({ [selection]: S.any, checkPointId: S.any, checkpointId: S.any }),
      envelope(S.record),
    );

  /**
   * A call on some subjects (`subjectIds`) of one checkpoint (`checkpointOf` the params: Blade sends
   * `checkPointId` or `checkpointId`): in one write of `repo`, the checkpoint locked and the subjects checked
   * as the caller's, then `change`; `answer` words the result.
   */
  function checkpointSubjectsCall<T>(
    path: string,
    repo: Pick<Repository, 'write'>,
    checkpointOf: (p: Record<string, unknown>) => unknown,
    change: (scope: WriteScope, ctx: RequestContext, checkpoint: Record<string, unknown>, ids: string[]) => Promise<T>,
    answer: (result: T) => unknown,
  ) {
    app.post(
      path,
      checkpointEdit('subjectIds'),
      withParams(async (ctx, p) => {
        const ids = boundedIds(p.subjectIds, 'subjectIds', '请选择经营主体');
        const result = await repo.write(ctx, async (trx, scope) => {
          const checkpoint = await lockCheckpoint(trx, ctx, checkpointOf(p));
          await visibleSubjects(trx, ctx, ids);
          return change(scope, ctx, checkpoint, ids);
        });
        return answer(result);
      }),
    );
  }

  /** The subject's routes: addByMarketType, addBySubjectId, set-checkpoint, checkpoint-list. */
  function subjectRoutes() {
    // ---- by market type: the rule, and the subjects of those types now ----
    app.post(
      `${subjects.def.base}/addByMarketType`,
      checkpointEdit('marketTypeIds'),
      withParams(async (ctx, p) => {
        const raw = (
          Array.isArray(p.marketTypeIds) ? p.marketTypeIds.map(String) : String(p.marketTypeIds ?? '').split(',')
        )
          .map((s) => s.trim())
          .filter(Boolean);
        if (!raw.length) throw badRequest('请选择市场类型');
        if (raw.length > 50 || !raw.every((k) => /^[0-9]{1,9}$/.test(k)))
          throw badRequest('参数格式错误: marketTypeIds');
        const types = [...new Set(raw.map(Number))];
        const result = await checkpoints.write(ctx, async (trx, scope) => {
          const checkpoint = await lockCheckpoint(trx, ctx, p.checkPointId ?? p.checkpointId);
          await checkMarketTypes(trx, ctx.tenantId, types);
          const rule = [...new Set([...commaList(checkpoint.marketTypeRule), ...types.map(String)])]
            .sort((a, b) => Number(a) - Number(b))
            .join(',');
          await trx
            .updateTable(cp)
            .set({ marketTypeRule: rule, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
            .where('id', '=', String(checkpoint.id))
            .execute();
          // The tenant's subjects of those types (the rule is the tenant's, as it is for subjects added later), by id pages.
          let added = 0;
          let matched = 0;
          let last = '0';
          for (;;) {
            const batch = await trx
              .selectFrom(subjects.def.table)
              .select('id')
              .where((eb) =>
                eb.and([subjects.scope(eb, tenantWide(ctx)), eb('marketType', 'in', types), eb('id', '>', last)]),
              )
              .orderBy('id')
              .limit(INSERT_BATCH)
              .execute();
            if (!batch.length) break;
            const ids = batch.map((r) => String(r.id));
            matched += ids.length;
            last = ids[ids.length - 1];
            added += await assignTo(scope, ctx, String(checkpoint.id), ids, ASSIGN_BY_MARKET_TYPE);
            if (batch.length < INSERT_BATCH) break;
          }
          return { added, matched, marketTypeRule: rule };
        });
        return ok(result, `已为${result.added}个主体分配检查点`);
      }),
    );

    // ---- by subject ----
    checkpointSubjectsCall(
      `${subjects.def.base}/addBySubjectId`,
      checkpoints,
      (p) => p.checkPointId ?? p.checkpointId,
      async (scope, ctx, checkpoint, ids) => ({
        added: await assignTo(scope, ctx, String(checkpoint.id), ids, ASSIGN_BY_SUBJECT),
        matched: ids.length,
      }),
      (result) => ok(result, `已为${result.added}个主体分配检查点`),
    );

    // ---- the subject's own selection: exactly these afterwards ----
    app.post(
      `${subjects.def.base}/set-checkpoint`,
      paramsRoute(subjectCodes.edit, params({ subjectId: S.any, checkpointIds: S.any }), envelope(S.record)),
      withParams(async (ctx, p) => {
        const subjectId = String(p.subjectId ?? '');
        if (!subjectId) throw badRequest('请选择经营主体');
        const wanted = idList(p.checkpointIds, 'checkpointIds');
        if (wanted.length > MAX_IDS) throw badRequest(`一次最多处理${MAX_IDS}条数据`);
        const result = await assignments.write(ctx, async (trx, scope) => {
          // The subject row is locked: two selections of one subject run one after the other.
          await subjects.lockRow(trx, ctx, subjectId, '经营主体不存在');
          if (wanted.length && !(await allVisible(checkpoints, trx, ctx, wanted))) throw notFound(FOREIGN);
          const removed = await removeWhere(scope, ctx, (eb) =>
            eb.and([eb('subjectId', '=', subjectId), ...(wanted.length ? [eb('checkpointId', 'not in', wanted)] : [])]),
          );
          const have = await existingPairs(trx, ctx, [subjectId], wanted);
          const added = await insertPairs(
            scope,
            ctx,
            wanted.filter((c) => !have.has(`${subjectId}:${c}`)).map((checkpointId) => ({ subjectId, checkpointId })),
            ASSIGN_BY_SELECTION,
          );
          return { added, removed, total: wanted.length };
        });
        return ok(result);
      }),
    );

    // ---- a subject's checkpoints ----
    app.get(
      `${subjects.def.base}/checkpoint-list`,
      {
        config: { access: { perm: subjectCodes.read } },
        schema: { querystring: params({ subjectId: S.any }), response: envelope(rows()) },
      },
      async (req) => {
        const ctx = ctxOf(req);
        const subjectId = String((req.query as { subjectId?: unknown }).subjectId ?? '');
        if (!subjectId) throw badRequest('缺少必要的请求参数: subjectId');
        if (!(await subjects.findRow(ctx, subjectId))) throw notFound('经营主体不存在');
        const found = await assignedCheckpoints(app.db, ctx.tenantId, [subjectId])
          .selectAll('c')
          .select([
            'a.id as assignmentId',
            'a.nfcCode as assignmentNfcCode',
            'a.assignWay as assignWay',
            'a.assignTime as assignTime',
          ])
          .orderBy('c.sort')
          .orderBy('c.id')
          .execute();
        return ok(
          found.map((r) => {
            const { assignmentId, assignmentNfcCode, assignWay, assignTime, ...checkpoint } = r;
            return {
              ...checkpoints.serialize(checkpoint),
              assignmentId: String(assignmentId),
              nfcCode: assignmentNfcCode ?? null,
              assignWay: assignWay === null ? null : Number(assignWay),
              assignTime: assignTime === null || assignTime === undefined ? null : String(assignTime).slice(0, 19),
            };
          }),
        );
      },
    );
  }

  /** The checkpoint's routes: getCheckpointSubjectList, deleteSubjectForCheckpoint, all-list. */
  function checkpointRoutes() {
    // ---- a checkpoint's subjects, a page (current, size; subjectName narrows) ----
    app.get(
      `${checkpoints.def.base}/getCheckpointSubjectList`,
      {
        config: { access: { perm: checkpointCodes.read } },
        schema: {
          querystring: params({ checkpointId: S.any, current: S.any, size: S.any, subjectName: S.any }),
          response: envelope(pageOf()),
        },
      },
      async (req) => {
        const ctx = ctxOf(req);
        const q = req.query as Record<string, unknown>;
        const checkpointId = String(q.checkpointId ?? '');
        if (!checkpointId) throw badRequest('缺少必要的请求参数: checkpointId');
        if (!(await checkpoints.findRow(ctx, checkpointId))) throw notFound('检查点不存在');
        const current = Math.max(1, Math.floor(Number(q.current ?? 1)) || 1);
        const size = Math.min(MAX_PAGE, Math.max(1, Math.floor(Number(q.size ?? 10)) || 10));
        const name = String(q.subjectName ?? '')
          .trim()
          .slice(0, 100);
        const base = app.db
          .selectFrom(`${sc} as a`)
          .innerJoin(`${subjects.def.table} as s`, 's.id', 'a.subjectId')
          .where((eb) =>
            eb.and([
              eb('a.tenantId', '=', ctx.tenantId),
              eb('a.isDeleted', '=', 0),
              eb('a.checkpointId', '=', checkpointId),
              eb('s.tenantId', '=', ctx.tenantId),
              eb('s.isDeleted', '=', 0),
              ...(name ? [eb('s.subjectName', 'like', `%${name.replace(/[\\%_]/g, (c) => '\\' + c)}%`)] : []),
            ]),
          );
        const [{ n }, assigned] = await Promise.all([
          base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
          base
            .select([
              'a.id',
              'a.subjectId',
              's.subjectName',
              's.creditCode',
              's.marketType',
              's.address',
              'a.nfcCode',
              'a.assignWay',
              'a.assignTime',
            ])
            .orderBy('a.assignTime', 'desc')
            .orderBy('a.id', 'desc')
            .limit(size)
            .offset((current - 1) * size)
            .execute(),
        ]);
        return ok(
          page(
            assigned.map((r) => ({
              id: String(r.id),
              subjectId: String(r.subjectId),
              ...subjectColumns(r),
              nfcCode: r.nfcCode ?? null,
              assignWay: r.assignWay === null ? null : Number(r.assignWay),
              assignTime: r.assignTime === null ? null : String(r.assignTime).slice(0, 19),
            })),
            Number(n),
            current,
            size,
          ),
        );
      },
    );

    // ---- removing subjects from a checkpoint ----
    checkpointSubjectsCall(
      `${checkpoints.def.base}/deleteSubjectForCheckpoint`,
      assignments,
      (p) => p.checkpointId ?? p.checkPointId,
      (scope, ctx, checkpoint, ids) =>
        removeWhere(scope, ctx, (eb) =>
          eb.and([eb('checkpointId', '=', String(checkpoint.id)), eb('subjectId', 'in', ids)]),
        ),
      (removed) => ok({ removed }, `已移除${removed}个主体`),
    );

    // ---- the enabled checkpoints, for pickers (optionally of one market type) ----
    app.get(
      `${checkpoints.def.base}/all-list`,
      {
        config: { access: { perm: [...checkpointCodes.read, ...subjectCodes.read] } },
        schema: { querystring: params({ marketType: S.int() }), response: envelope(rows()) },
      },
      async (req) => {
        const ctx = ctxOf(req);
        const q = req.query as Record<string, unknown>;
        const marketType = q.marketType === undefined || q.marketType === '' ? null : Number(q.marketType);
        if (marketType !== null && !Number.isInteger(marketType)) throw badRequest('参数格式错误: marketType');
        const enabled = await app.db
          .selectFrom(cp)
          .selectAll()
          .where((eb) =>
            eb.and([
              checkpoints.scope(eb, ctx),
              eb('enabled', '=', 1),
              ...(marketType !== null ? [eb('marketType', '=', marketType)] : []),
            ]),
          )
          .orderBy('sort')
          .orderBy('id')
          .limit(2000)
          .execute();
        return ok(enabled.map(checkpoints.serialize));
      },
    );
  }

  return {
    onSubjectWrite,
    onSubjectRemove,
    onCheckpointRemove,
    onAssignmentInsert,
    subjectRoutes,
    checkpointRoutes,
  };
}
