import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ActionHook, WriteHook } from '../../crud/hooks';
import { listParamsOf, withComputed } from '../../crud/read-hooks';
import { referenceLabels } from '../../crud/reference-labels';
import type { Repository } from '../../crud/repository';
import { codesOf } from '../../crud/routes';
import { todayIn } from '../../crud/no-past';
import type { WireRowOf } from '../../crud/wire-row';
import type { UpdateOf } from '../../db/database';
import type { RequestContext } from '../../http/access';
import { ok } from '../../http/envelope';
import { badRequest, businessError, forbidden } from '../../http/errors';
import { ctxOf } from '../../http/request';
import { envelope, noParams, pageOf } from '../../http/route-schema';
import { ownershipFromSubject } from './ownership';
import type transfer from '../../../resources/transfer/transfer/schema';
import {
  TARGET_DEPT,
  TARGET_OUTSIDE,
  TRANSFER_ACCEPTED,
  TRANSFER_SOURCES,
} from '../../../resources/transfer/transfer/schema';

type Transfer = WireRowOf<typeof transfer>;

export const NOT_RECEIVER = '只有接收部门可以接收、退回或处理该移交';
export const NO_DEPT = '您不属于任何部门,不能发起移交';
export const SAME_DEPT = '不能移交给本部门';

/** The depts a caller belongs to (a user may have several, comma-joined). */
export const deptsOf = (ctx: Pick<RequestContext, 'deptId'>): string[] =>
  String(ctx.deptId ?? '')
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);

/** A transfer number people can read out: YJ, the day, and the id's last digits (unique with the id). */
export const transferNumber = (id: string, day = todayIn()): string => `YJ${day.replace(/-/g, '')}${id.slice(-6)}`;

/**
 * The dept that answers for a transfer: the receiving dept of an internal one; for one sent to an
 * outside authority, the sending dept, which records that authority's receipt and answer.
 */
export const answeringDept = (row: Pick<Transfer, 'targetType' | 'fromDeptId' | 'toDeptId'>): string =>
  String((Number(row.targetType) === TARGET_OUTSIDE ? row.fromDeptId : row.toDeptId) ?? '');

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/**
 * 移交 (docs/domain.md flow 6), in the transaction of each write:
 * - a new transfer gets its number, time and sending dept (the sender's first dept) from the server;
 * - the target is a dept of the tenant other than the sender's (本单位部门) or a named outside authority
 *   (外部机关), never both; a named source must be a live finding or case of the tenant the caller may
 *   see, about the same subject; the responsible dept and region default to the subject's;
 * - it may be edited only while 待接收, removed only while 待接收 or 已退回;
 * - `check`, `uncheck` and `handle` are taken only by a member of the answering dept (`answeringDept`);
 *   the tenant's administrators are no exception: receiving is the receiving dept's act.
 */
export function transferRules(app: FastifyInstance) {
  const repo = app.repo('transfer');
  const { def } = repo;
  const subjects = app.repo('subject');

  const onWrite: WriteHook<typeof transfer> = async ({ scope, ctx, op, row }) => {
    const set: UpdateOf<'transfer'> = {};
    let fromDept = text(row.fromDeptId);
    if (op === 'insert') {
      fromDept = deptsOf(ctx)[0] ?? '';
      if (!fromDept) throw businessError(NO_DEPT);
      Object.assign(set, {
        fromDeptId: fromDept,
        transferTime: sql<string>`now()`,
        transferNo: transferNumber(String(row.id)),
      });
    }
    const target = Number(row.targetType);
    if (target === TARGET_DEPT) {
      if (!text(row.toDeptId)) throw badRequest('请选择接收部门');
      if (text(row.toDeptId) === fromDept) throw badRequest(SAME_DEPT);
      if (text(row.toOrgName)) set.toOrgName = null;
    } else if (target === TARGET_OUTSIDE) {
      if (!text(row.toOrgName)) throw badRequest('请输入接收机关名称');
      if (text(row.toDeptId)) set.toDeptId = null;
    } else {
      throw badRequest('移交对象不正确');
    }
    const sourceType = text(row.sourceType);
    const sourceId = text(row.sourceId);
    if (sourceType || sourceId) {
      if (!sourceType || !sourceId) throw badRequest('请同时选择来源类型和来源记录');
      const source = TRANSFER_SOURCES.some((s) => s.id === sourceType) ? app.repos.get(sourceType) : undefined;
      if (!source) throw badRequest('来源类型不正确');
      const found = await source.findRow(ctx, sourceId, scope.trx);
      if (!found) throw badRequest('来源记录不存在');
      if (found.subjectId && String(found.subjectId) !== text(row.subjectId))
        throw badRequest('移交主体与来源记录不一致');
    }
    Object.assign(set, await ownershipFromSubject(scope, ctx, subjects, row));
    if (Object.keys(set).length === 0) return;
    const saved = await scope.trx
      .updateTable(def.table)
      .set(set)
      .where('id', '=', String(row.id))
      .returningAll()
      .executeTakeFirstOrThrow();
    return repo.serialize(saved);
  };

  const answeringOnly: ActionHook<typeof transfer> = ({ ctx, rows }) => {
    const mine = deptsOf(ctx);
    if (rows.some((r) => !mine.includes(answeringDept(r)))) throw forbidden(NOT_RECEIVER);
  };

  return { onWrite, answeringOnly };
}

/**
 * `GET supervise-list`: the transfers still awaiting action (待接收 and 已接收), oldest first, paged,
 * with `waitDays` (whole days since sent, or since received), under the list filters (the list's
 * parameters, read and checked by the declaration as the list's are).
 */
export function superviseListRoute(app: FastifyInstance, repo: Repository<typeof transfer>) {
  const { def } = repo;
  const labels = referenceLabels(app.db, app.repos);
  app.get(
    `${def.base}/supervise-list`,
    {
      config: { access: { perm: codesOf(def).read } },
      schema: { querystring: noParams, response: envelope(pageOf()) },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const params = listParamsOf(repo, req.query as Record<string, unknown>);
      const open = {
        column: 'transferStatus',
        type: 'int' as const,
        op: 'le' as const,
        value: String(TRANSFER_ACCEPTED),
      };
      const answer = await repo.page(ctx, {
        ...params,
        filters: [...params.filters, open],
        orders: params.orders.length ? params.orders : [{ column: 'transferTime', dir: 'asc' as const }],
      });
      const today = Date.parse(todayIn(app.config.timeZone));
      const waitDays = (r: Record<string, unknown>) => {
        const since = text(Number(r.transferStatus) === TRANSFER_ACCEPTED ? r.checkTime : r.transferTime).slice(0, 10);
        return since ? Math.max(0, Math.round((today - Date.parse(since)) / 86_400_000)) : null;
      };
      const labelled = withComputed(repo, await labels.answer(ctx, def, answer));
      return ok({ ...labelled, records: labelled.records.map((r) => ({ ...r, waitDays: waitDays(r) })) });
    },
  );
}
