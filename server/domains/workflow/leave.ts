import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { codesOf } from '../../crud/routes';
import { ctxOf, withParams, requiredId } from '../../http/request';
import { envelope, params, queryIntoBody, S, withMessage } from '../../http/route-schema';
import { LEAVE_MESSAGES } from '../../../resources/workflow/leave/schema';
import { startableDefinition, startInstance, type WorkflowRepos } from './process';
import { userNames } from './follow';

const DATETIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

/** The leave form's values, checked with its messages (the web form checks the same). */
function leaveOf(p: Record<string, unknown>) {
  const startTime = String(p.startTime ?? '').trim();
  const endTime = String(p.endTime ?? '').trim();
  const reason = String(p.reason ?? '').trim();
  if (!DATETIME.test(startTime)) throw badRequest(LEAVE_MESSAGES.startTime);
  if (!DATETIME.test(endTime)) throw badRequest(LEAVE_MESSAGES.endTime);
  if (endTime.replace('T', ' ') < startTime.replace('T', ' ')) throw badRequest(LEAVE_MESSAGES.order);
  if (!reason) throw badRequest(LEAVE_MESSAGES.reason);
  if (reason.length > 500) throw badRequest('请假理由不能超过500个字符');
  return { startTime: startTime.replace('T', ' '), endTime: endTime.replace('T', ' '), reason };
}

/**
 * Spec §7: `leave/start-process` and `leave/detail` (businessId), under the leave form's base
 * (`/api/blade-desk/process/leave`): the routes of `processLeave`. The form's values are checked by
 * `leaveOf` with the form's messages; a missing business id answers 400 (缺少必要的请求参数: businessId),
 * one that is none is a leave not found.
 */
export function leaveRoutes(app: FastifyInstance, repos: WorkflowRepos) {
  const base = repos.leave.def.base;
  const work = { access: { perm: codesOf(repos.task.def).read } };

  app.post(
    `${base}/start-process`,
    {
      config: work,
      preValidation: queryIntoBody,
      schema: {
        body: params({
          processDefinitionId: withMessage(S.id, '请选择流程'),
          startTime: S.any,
          endTime: S.any,
          reason: S.any,
        }),
        response: envelope(S.record),
      },
    },
    withParams(async (ctx, p) => {
      const definitionId = requiredId(p.processDefinitionId, '请选择流程');
      const leave = leaveOf(p);
      return ok(
        await repos.leave.write(ctx, async (trx, scope) => {
          const definition = await startableDefinition(repos, ctx, trx, definitionId);
          scope.touch(repos.instance.versionKeyFor(ctx));
          scope.touch(repos.task.versionKeyFor(ctx));
          scope.touch(repos.history.versionKeyFor(ctx));
          const row = await repos.leave.insertIn(scope, ctx, {
            ...leave,
            processDefinitionId: definitionId,
            applyUser: ctx.userId,
          });
          const days = Math.max(
            0,
            (Date.parse(leave.endTime.replace(' ', 'T')) - Date.parse(leave.startTime.replace(' ', 'T'))) / 86_400_000,
          );
          const instance = await startInstance(
            repos,
            ctx,
            scope,
            definition,
            { table: repos.leave.def.table, id: String(row.id) },
            { days: Math.round(days * 10) / 10, reason: leave.reason },
          );
          await repos.leave.updateIn(scope, ctx, String(row.id), { processInstanceId: instance.id });
          return { ...row, processInstanceId: String(instance.id) };
        }),
        '流程已发起',
      );
    }),
  );

  app.get(
    `${base}/detail`,
    {
      config: work,
      schema: { querystring: params({ businessId: S.any }, ['businessId']), response: envelope(S.record) },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const id = String((req.query as Record<string, unknown>).businessId ?? '');
      const row = await repos.leave.findRow(ctx, id);
      if (!row) throw notFound('数据不存在');
      const leave = repos.leave.serialize(row);
      const instance = row.processInstanceId
        ? await repos.instance.findRow(ctx, String(row.processInstanceId))
        : undefined;
      const names = await userNames(app, ctx.tenantId, [row.applyUser]);
      return ok({
        ...leave,
        applyUserName: names.get(String(row.applyUser)) ?? '',
        processName: instance?.processName ?? '',
        processState: instance ? Number(instance.processState) : null,
        currentTask: instance?.currentTask ?? '',
      });
    },
  );
}
