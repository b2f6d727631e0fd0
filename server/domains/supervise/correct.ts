import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ActionHook, ReadAdditions, WriteHook } from '../../crud/hooks';
import type { Filter } from '../../crud/list-params';
import { todayIn } from '../../crud/no-past';
import type { Repository } from '../../crud/repository';
import { codesOf } from '../../crud/routes';
import { ok } from '../../http/envelope';
import { badRequest, businessError } from '../../http/errors';
import { ctxOf } from '../../http/request';
import { envelope, noParams, S } from '../../http/route-schema';
import type correct from '../../../resources/supervise/correct/schema';
import { CORRECT_CONFIRMED, CORRECT_DONE, CORRECT_PENDING } from '../../../resources/supervise/correct/schema';
import { takenUpFinding, textOrNull, wireDate } from './sources';

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/** Rectifications still 待整改 whose deadline is before `day`: overdue. */
const overdueFilters = (day: string): Filter[] => [
  { column: 'correctStatus', type: 'int', op: 'equal', value: String(CORRECT_PENDING) },
  { column: 'deadline', type: 'date', op: 'datelt', value: day },
];

/**
 * 整改 (docs/domain.md flow 4): a subject's rectification of a finding, against the finding's deadline.
 * - Save (in the save's transaction): the source is a live finding of the caller's tenant, not
 *   complete; the rectification takes its subject, dept, region, description and deadline; one
 *   rectification under way (待整改 / 已整改) per finding.
 * - `rectify` (declared action) marks `isLate` when done after the deadline.
 * - Read: `overdue` (1 when the deadline has passed and it is still 待整改, else 0) and `overdueDays`,
 *   computed against today in the wire time zone; `overdue=1` filters lists by the same rule (one
 *   indexable range on the deadline, no stored flag going stale overnight).
 */
export function correctRules(app: FastifyInstance) {
  const repo = app.repo('correct');
  const def = repo.def;
  const today = () => todayIn(app.config.timeZone);

  const onSave: WriteHook<typeof correct> = async ({ scope, ctx, op, row, before }) => {
    if (op === 'update' && before?.sourceType === row.sourceType && before?.sourceId === row.sourceId) return;
    if (op === 'update' && Number(before?.correctStatus) !== CORRECT_PENDING)
      throw businessError('已整改的记录不能更换来源');
    const { source, finding } = await takenUpFinding(app, scope, ctx, row, {
      repo,
      state: 'correctStatus',
      open: [CORRECT_PENDING, CORRECT_DONE],
      refusals: {
        kind: '整改来源类型不正确',
        missing: '整改来源不存在或无权操作',
        complete: '该异常已办结,无需整改',
        busy: '该异常已有整改在办,请勿重复',
        verb: '整改',
      },
    });
    const description = finding.description ?? finding[source.def.labelField ?? 'description'] ?? null;
    return repo.rewriteIn(scope, ctx, String(row.id), {
      subjectId: textOrNull(finding.subjectId),
      deptId: textOrNull(finding.deptId),
      regionCode: textOrNull(finding.regionCode),
      deadline: wireDate(finding.deadline),
      findingDescription: description === null ? null : String(description).slice(0, 1000),
    });
  };

  const onRectify: ActionHook<typeof correct> = async ({ trx, rows }) => {
    await trx
      .updateTable(def.table)
      .set({ isLate: sql<number>`case when deadline is not null and correct_time::date > deadline then 1 else 0 end` })
      .where(
        'id',
        'in',
        rows.map((r) => String(r.id)),
      )
      .execute();
  };

  const read: ReadAdditions = {
    row: (row) => {
      const deadline = wireDate(row.deadline);
      const late = deadline && Number(row.correctStatus) === CORRECT_PENDING ? daysBetween(deadline, today()) : 0;
      return { ...row, overdue: late > 0 ? 1 : 0, overdueDays: late > 0 ? late : 0 };
    },
    filters: (query) => {
      const raw = Array.isArray(query.overdue) ? query.overdue[query.overdue.length - 1] : query.overdue;
      const value = raw === undefined || raw === null ? '' : String(raw).trim();
      if (value === '') return [];
      if (value !== '1') throw badRequest('查询参数格式错误: overdue 应为1');
      return overdueFilters(today());
    },
  };

  return { onSave, onRectify, read };
}

/**
 * `GET correct/overdue-count`: the caller's rectifications by state, and how many are overdue:
 * overdue, pending, rectified, confirmed, total (cached per change of the table, like list totals).
 */
export function overdueCountRoute(app: FastifyInstance, repo: Repository<typeof correct>) {
  const def = repo.def;
  const today = () => todayIn(app.config.timeZone);
  app.get(
    `${def.base}/overdue-count`,
    {
      config: { access: { perm: codesOf(def).read } },
      schema: { querystring: noParams, response: envelope(S.record) },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const state = (code: number): Filter[] => [
        { column: 'correctStatus', type: 'int', op: 'equal', value: String(code) },
      ];
      const [overdue, pending, rectified, confirmed, total] = await Promise.all([
        repo.total(ctx, overdueFilters(today())),
        repo.total(ctx, state(CORRECT_PENDING)),
        repo.total(ctx, state(CORRECT_DONE)),
        repo.total(ctx, state(CORRECT_CONFIRMED)),
        repo.total(ctx, []),
      ]);
      return ok({ overdue, pending, rectified, confirmed, total });
    },
  );
}
