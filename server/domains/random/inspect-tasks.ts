import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import type { ActionHook, RemoveHook, WriteHook } from '../../crud/hooks';
import type { Repository } from '../../crud/repository';
import type { WireRowOf } from '../../crud/wire-row';
import { codesOf } from '../../crud/routes';
import { ok } from '../../http/envelope';
import { badRequest, businessError, notFound } from '../../http/errors';
import { envelope, params, S } from '../../http/route-schema';
import { newId } from '../../core/ids';
import { ctxOf } from '../../http/request';
import { refuseInStates } from './state-refusals';
import { INSPECTION_ROLES } from '../system/users/selects';
import type inspectrandomtask from '../../../resources/random/inspectrandomtask/schema';
import { TASK_DONE, TASK_NEW, TASK_PUBLISHED } from '../../../resources/random/inspectrandomtask/schema';
import { INSPECT_PENDING } from '../../../resources/random/inspectrandom/schema';
import { DRAW_ALGORITHM, draw, newSeed, sortedIds } from './draw';
import { checkMarketTypes } from '../subject/market-types';
import { DRAWN, hasPendingDrawn } from './drawn-rows';
import { createdBy } from '../../crud/created-by';
import { commaList } from '../../core/comma-list';
import { liveOfTenant } from '../../db/live-rows';

type Task = WireRowOf<typeof inspectrandomtask>;
type Tasks = Repository<typeof inspectrandomtask>;

export const PUBLISHED_NO_DRAW = '已发布的任务不能重新抽取';
const INSERT_BATCH = 500;
/** Advisory lock class of the draws (with the tenant number as the second key). */
const DRAW_LOCK = 727010;

const TASKS = 'biz_inspect_random_task';
const SUBJECTS = 'biz_subject';
/** 正常营业 of the business dictionary `business_status`: only subjects in business are drawn. */
const IN_BUSINESS = 1;

const keysOf = (v: unknown): number[] => commaList(v).map(Number);
/** A region code and the codes under it: 330100 (a city) covers 330106 (its district). */
const regionPrefix = (code: string) => code.replace(/(00)+$/, '') || code;

/** The inputs a draw reads, as stored on the task, and what they give. */
export interface DrawInputs {
  seed: string;
  subjects: string[];
  enforcers: string[];
  subjectCount: number;
  enforcerCount: number;
}
export const drawOf = (i: DrawInputs) => ({
  subjects: draw(i.seed, 'subject', i.subjects, i.subjectCount),
  enforcers: draw(i.seed, 'enforcer', i.enforcers, i.enforcerCount),
});

/**
 * Subjects a task may draw: live, in business (正常营业), not paused, of its market types, in its
 * region (and the regions under it) or its dept (and the depts under it), and not drawn by another
 * task of the tenant within its `excludeDays`. Tenant-wide on purpose: the draw must not depend on
 * whose data scope clicked it.
 */
async function eligibleSubjects(trx: Db, tenantId: string, task: Task): Promise<string[]> {
  const types = keysOf(task.marketTypes);
  const region = String(task.regionCode ?? '').trim();
  const dept = task.deptId ? String(task.deptId) : '';
  const days = Number(task.excludeDays ?? 0);
  const rows = await trx
    .selectFrom(`${SUBJECTS} as s`)
    .select('s.id')
    .where((eb) =>
      eb.and([
        ...liveOfTenant(eb, tenantId, 's'),
        eb('s.businessStatus', '=', IN_BUSINESS),
        eb('s.pauseStatus', '=', 0),
        eb('s.marketType', 'in', types.length ? types : [-1]),
        ...(region ? [eb('s.regionCode', 'like', `${regionPrefix(region).replace(/[\\%_]/g, '')}%`)] : []),
        ...(dept
          ? [
              eb(
                's.deptId',
                'in',
                eb
                  .selectFrom('blade_dept as d')
                  .select('d.id')
                  .where((e) =>
                    e.and([
                      ...liveOfTenant(e, tenantId, 'd'),
                      e.or([e('d.id', '=', dept), e(sql<string>`',' || d.ancestors || ','`, 'like', `%,${dept},%`)]),
                    ]),
                  ),
              ),
            ]
          : []),
        ...(days > 0
          ? [
              eb.not(
                eb.exists(
                  eb
                    .selectFrom(`${DRAWN} as r`)
                    .select('r.id')
                    .where((e) =>
                      e.and([
                        ...liveOfTenant(e, tenantId, 'r'),
                        e('r.subjectId', '=', e.ref('s.id')),
                        e('r.taskId', '<>', String(task.id)),
                        e('r.createTime', '>=', sql<string>`now() - make_interval(days => ${days})`),
                      ]),
                    ),
                ),
              ),
            ]
          : []),
      ]),
    )
    .execute();
  return sortedIds(rows.map((r) => String(r.id)));
}

/** Enforcers a task may draw: the tenant's active users holding an inspection role (as `blade-user/selectForInspect` lists them). */
async function eligibleEnforcers(trx: Db, tenantId: string): Promise<string[]> {
  const roleIds = (
    await trx
      .selectFrom('blade_role')
      .select('id')
      .where((eb) => eb.and([...liveOfTenant(eb, tenantId), eb('roleAlias', 'in', INSPECTION_ROLES)]))
      .execute()
  ).map((r) => String(r.id));
  if (!roleIds.length) return [];
  const rows = await trx
    .selectFrom('blade_user')
    .select('id')
    .where((eb) =>
      eb.and([
        ...liveOfTenant(eb, tenantId),
        eb('status', '=', 1),
        eb.or(roleIds.map((id) => eb(sql<string>`',' || role_id || ','`, 'like', `%,${id},%`))),
      ]),
    )
    .execute();
  return sortedIds(rows.map((r) => String(r.id)));
}

/**
 * Who goes where: two enforcers per subject (inspections are made by at least two enforcement
 * officers), taken round-robin in drawn order; one when only one was drawn.
 */
export function assignEnforcers(subjects: string[], enforcers: string[]): string[][] {
  const per = Math.min(2, enforcers.length);
  return subjects.map((_, i) => Array.from({ length: per }, (_, k) => enforcers[(i * per + k) % enforcers.length]));
}

/**
 * The rules of random inspection tasks (docs/domain.md flow 2), in the transaction of each write: the draw of
 * `extract`, the check of `complete`, the rules of saving and removing a task; and the refusal in words
 * of a draw of a published task (the action's own from-state check stays the rule).
 */
export function inspectTaskRules(app: FastifyInstance) {
  const tasks = app.repo('inspectrandomtask');
  const drawnRows = app.repo('inspectrandom');

  /** A task's draw: candidates, the seeded draw, the task's record of it and the drawn rows (replacing the last draw's). */
  const onExtract: ActionHook<typeof inspectrandomtask> = async ({ trx, scope, ctx, rows, params }) => {
    const task = rows[0];
    // Draws of one tenant run one after the other: "not drawn by another task within N days" reads the
    // other tasks' drawn rows, which a concurrent draw would not see yet.
    await sql`select pg_advisory_xact_lock(${DRAW_LOCK}::int, ${Number(ctx.tenantId) | 0}::int)`.execute(trx);
    const subjectCount = Number(task.subjectCount);
    const enforcerCount = Number(task.enforcerCount);
    const subjects = await eligibleSubjects(trx, ctx.tenantId, task);
    if (subjects.length < subjectCount)
      throw businessError(`符合条件的经营主体只有${subjects.length}个,不足抽取数量${subjectCount}个`);
    const enforcers = await eligibleEnforcers(trx, ctx.tenantId);
    if (enforcers.length < enforcerCount)
      throw businessError(`可抽取的执法人员只有${enforcers.length}名,不足抽取数量${enforcerCount}名`);
    const seed = String(params.seed ?? '').trim() || newSeed();
    const drawn = drawOf({ seed, subjects, enforcers, subjectCount, enforcerCount });
    await trx
      .updateTable(TASKS)
      .set({
        drawSeed: seed,
        drawAlgorithm: DRAW_ALGORITHM,
        candidateSubjectIds: subjects.join(','),
        candidateEnforcerIds: enforcers.join(','),
        candidateSubjectCount: subjects.length,
        candidateEnforcerCount: enforcers.length,
        drawnSubjectIds: drawn.subjects.join(','),
        drawnEnforcerIds: drawn.enforcers.join(','),
      })
      .where('id', '=', String(task.id))
      .execute();
    await trx
      .updateTable(DRAWN)
      .set({ isDeleted: 1, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
      .where((eb) => eb.and([...liveOfTenant(eb, ctx.tenantId), eb('taskId', '=', String(task.id))]))
      .execute();
    const located = await trx
      .selectFrom(SUBJECTS)
      .select(['id', 'deptId', 'regionCode'])
      .where('tenantId', '=', ctx.tenantId)
      .where('id', 'in', drawn.subjects)
      .execute();
    const place = new Map(located.map((s) => [String(s.id), s]));
    const teams = assignEnforcers(drawn.subjects, drawn.enforcers);
    const values = drawn.subjects.map((subjectId, i) => ({
      id: newId(),
      tenantId: ctx.tenantId,
      taskId: String(task.id),
      subjectId,
      enforcerIds: teams[i].join(','),
      inspectStatus: INSPECT_PENDING,
      deptId: place.get(subjectId)?.deptId ?? null,
      regionCode: place.get(subjectId)?.regionCode ?? null,
      ...createdBy(ctx),
    }));
    for (let at = 0; at < values.length; at += INSERT_BATCH)
      await trx
        .insertInto(DRAWN)
        .values(values.slice(at, at + INSERT_BATCH))
        .execute();
    scope.touch(drawnRows.versionKeyFor(ctx));
  };

  /** Completing by hand needs every drawn subject's result. */
  const onComplete: ActionHook<typeof inspectrandomtask> = async ({ trx, ctx, rows }) => {
    const pending = await hasPendingDrawn(trx, ctx.tenantId, String(rows[0].id));
    if (pending) throw businessError('尚有抽中主体未登记检查结果,不能完成任务');
  };

  /** A task's terms: counts in range, a period that ends after it starts, known market types (its life cycle fixes them once published). */
  const onTaskWrite: WriteHook<typeof inspectrandomtask> = async ({ scope, ctx, row }) => {
    const subjectCount = Number(row.subjectCount);
    const enforcerCount = Number(row.enforcerCount);
    if (!(subjectCount >= 1 && subjectCount <= 9999)) throw badRequest('抽取主体数须为1至9999的整数');
    if (!(enforcerCount >= 1 && enforcerCount <= 999)) throw badRequest('抽取执法人员数须为1至999的整数');
    if (
      row.excludeDays !== null &&
      row.excludeDays !== undefined &&
      !(Number(row.excludeDays) >= 0 && Number(row.excludeDays) <= 3650)
    )
      throw badRequest('不再抽取的天数须为0至3650');
    if (String(row.endDate) < String(row.startDate)) throw badRequest('结束日期不能早于开始日期');
    const types = [...new Set(keysOf(row.marketTypes))];
    if (!types.length) throw badRequest('请选择市场类型');
    await checkMarketTypes(scope.trx, ctx.tenantId, types);
  };

  /**
   * Removing a task removes its drawn rows (a published task and its draw are a public record: its life
   * cycle keeps it from removal).
   */
  const onTaskRemove: RemoveHook<typeof inspectrandomtask> = async ({ scope, ctx, ids }) => {
    await scope.trx
      .updateTable(DRAWN)
      .set({ isDeleted: 1, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
      .where((eb) => eb.and([...liveOfTenant(eb, ctx.tenantId), eb('taskId', 'in', ids)]))
      .execute();
    scope.touch(drawnRows.versionKeyFor(ctx));
  };

  const refuseDrawWhenPublished = refuseInStates(tasks, 'taskStatus', [TASK_PUBLISHED, TASK_DONE], PUBLISHED_NO_DRAW);

  return { onExtract, onComplete, onTaskWrite, onTaskRemove, refuseDrawWhenPublished };
}

/**
 * `GET verify-draw?id=`: re-runs a task's stored draw inputs and says whether they give the stored
 * result (the handler answers a missing id and an unknown task itself).
 */
export function verifyDrawRoute(app: FastifyInstance, tasks: Tasks) {
  app.get(
    `${tasks.def.base}/verify-draw`,
    {
      config: { access: { perm: codesOf(tasks.def).read } },
      schema: { querystring: params({ id: S.any }), response: envelope(S.record) },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const id = String((req.query as { id?: unknown }).id ?? '');
      if (!id) throw badRequest('缺少必要的请求参数: id');
      const task = await tasks.findRow(ctx, id);
      if (!task) throw notFound('抽查任务不存在');
      if (Number(task.taskStatus) === TASK_NEW || !task.drawSeed) throw businessError('该任务尚未抽取');
      const split = (v: unknown) =>
        String(v ?? '')
          .split(',')
          .filter(Boolean);
      const inputs: DrawInputs = {
        seed: String(task.drawSeed),
        subjects: split(task.candidateSubjectIds),
        enforcers: split(task.candidateEnforcerIds),
        subjectCount: split(task.drawnSubjectIds).length,
        enforcerCount: split(task.drawnEnforcerIds).length,
      };
      const again = drawOf(inputs);
      const same =
        String(task.drawAlgorithm) === DRAW_ALGORITHM &&
        again.subjects.join(',') === String(task.drawnSubjectIds ?? '') &&
        again.enforcers.join(',') === String(task.drawnEnforcerIds ?? '');
      return ok(
        {
          id: String(task.id),
          matches: same,
          algorithm: task.drawAlgorithm,
          seed: inputs.seed,
          candidateSubjectCount: inputs.subjects.length,
          candidateEnforcerCount: inputs.enforcers.length,
          subjectIds: again.subjects,
          enforcerIds: again.enforcers,
        },
        same ? '复核一致:以相同种子和输入重新抽取得到相同结果' : '复核不一致:重新抽取的结果与记录不同',
      );
    },
  );
}
