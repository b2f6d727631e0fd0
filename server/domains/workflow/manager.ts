import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { badRequest, businessError, forbidden, notFound } from '../../http/errors';
import { isId } from '../../core/ids';
import { isPlatformAdmin, type RequestContext } from '../../http/access';
import { codesOf } from '../../crud/routes';
import { ctxOf, withParams, requiredId } from '../../http/request';
import { done, envelope, noParams, params, rows, S, paramsRoute } from '../../http/route-schema';
import { ACTIVE, SUSPENDED } from '../../../resources/workflow/flowdefinition/schema';
import { RUNNING } from '../../../resources/workflow/flowinstance/schema';
import { deployXml, terminateInstances, type WorkflowRepos } from './process';

/** Largest BPMN file accepted, and most files one upload may carry. */
const MAX_BPMN_BYTES = 2 * 1024 * 1024;
const MAX_FILES = 10;

/**
 * The tenants a deploy goes to: the caller's own, or (the platform administrator only) the listed
 * ones, as Blade's `tenantIds` lets the platform deploy a process for several tenants at once.
 */
async function targetTenants(app: FastifyInstance, ctx: RequestContext, tenantIds: unknown): Promise<string[]> {
  const asked = String(tenantIds ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!asked.length || (asked.length === 1 && asked[0] === ctx.tenantId)) return [ctx.tenantId];
  if (!isPlatformAdmin(ctx)) throw forbidden('只有平台管理员可以部署到其他租户');
  const known = await app.db
    .selectFrom(app.repo('tenant').def.table)
    .select('tenantId')
    .where('tenantId', 'in', asked)
    .where('isDeleted', '=', 0)
    .execute();
  if (known.length !== new Set(asked).size) throw badRequest('租户不存在');
  return [...new Set(asked)];
}

/** The files and fields of `manager/deploy-upload` (multipart: category, tenantIds, files). */
async function readUpload(req: FastifyRequest) {
  if (!req.isMultipart()) throw badRequest('请以multipart表单提交');
  const fields: Record<string, string> = {};
  const files: Array<{ name: string; xml: string }> = [];
  for await (const part of req.parts({
    limits: { fileSize: MAX_BPMN_BYTES + 1, files: MAX_FILES, fields: 10, fieldSize: 4096 },
  })) {
    if (part.type === 'file') {
      const buf = await part.toBuffer();
      if (buf.length > MAX_BPMN_BYTES) throw badRequest('流程文件不能超过2MB');
      files.push({ name: part.filename || 'process.bpmn', xml: buf.toString('utf8') });
    } else {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  if (!files.length) throw badRequest('请选择流程文件');
  return { fields, files };
}

/** Deploys into every target tenant in one transaction: one bad file and nothing is deployed. */
async function deployAll(
  repos: WorkflowRepos,
  ctx: RequestContext,
  tenants: string[],
  files: Array<{ name: string; xml: string }>,
  category: string,
) {
  return repos.definition.write(ctx, async (_trx, scope) => {
    const out = [];
    for (const tenantId of tenants) {
      const as = { ...ctx, tenantId };
      scope.touch(repos.definition.versionKeyFor(as));
      for (const f of files) out.push(await deployXml(repos, as, scope, f.xml, { category, fileName: f.name }));
    }
    return out;
  });
}

/**
 * Spec §7 manager calls (§4: process state changes), under the deployments' base
 * (`/api/blade-flow/manager`): the routes of `flowDefinition`. The ids and choices are the handlers'
 * to check (each its own message).
 */
export function definitionRoutes(app: FastifyInstance, repos: WorkflowRepos) {
  const base = repos.definition.def.base;
  const codes = codesOf(repos.definition.def);

  app.post(
    `${base}/deploy-upload`,
    {
      config: { access: { perm: 'flowDefinition_upload' } },
      // A multipart form (category, tenantIds, files), read by the handler; nothing in the query.
      schema: { querystring: noParams, response: envelope(rows()) },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const { fields, files } = await readUpload(req);
      const tenants = await targetTenants(app, ctx, fields.tenantIds);
      const deployed = await deployAll(repos, ctx, tenants, files, String(fields.category ?? '').slice(0, 32));
      return ok(deployed, '部署成功');
    },
  );

  app.post(
    `${base}/change-state`,
    paramsRoute(
      'flowDefinition_state',
      params({ processId: S.any, processDefinitionId: S.any, id: S.any, state: S.any }),
      envelope(S.record),
    ),
    withParams(async (ctx, p) => {
      const id = requiredId(p.processId ?? p.processDefinitionId ?? p.id, '请选择流程');
      const state = String(p.state ?? '');
      if (state !== 'active' && state !== 'suspend') throw badRequest('请选择要变更的状态');
      if (!(await repos.definition.findRow(ctx, id))) throw notFound('流程定义不存在');
      const row = await repos.definition.update(ctx, id, { suspensionState: state === 'active' ? ACTIVE : SUSPENDED });
      return ok(row, state === 'active' ? '激活成功' : '挂起成功');
    }),
  );

  app.post(
    `${base}/delete-deployment`,
    paramsRoute(['flowDefinition_delete', codes.remove], params({ deploymentIds: S.any, cascade: S.any }), done),
    withParams(async (ctx, p) => {
      const deploymentIds = String(p.deploymentIds ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (!deploymentIds.length || !deploymentIds.every(isId)) throw badRequest('请选择部署');
      const cascade = p.cascade === true || p.cascade === 'true' || p.cascade === 1 || p.cascade === '1';
      await repos.definition.write(ctx, async (trx, scope) => {
        const defs = await trx
          .selectFrom(repos.definition.def.table)
          .select('id')
          .where((eb) => eb.and([repos.definition.scope(eb, ctx), eb('deploymentId', 'in', deploymentIds)]))
          .forUpdate()
          .execute();
        if (defs.length !== deploymentIds.length) throw notFound('部署不存在');
        const defIds = defs.map((d) => String(d.id));
        const running = await trx
          .selectFrom(repos.instance.def.table)
          .select('id')
          .where((eb) =>
            eb.and([
              repos.instance.scope(eb, ctx),
              eb('processDefinitionId', 'in', defIds),
              eb('processState', '=', RUNNING),
            ]),
          )
          .execute();
        if (running.length && !cascade) throw businessError(`该部署还有${running.length}个运行中的流程,不能删除`);
        await terminateInstances(
          repos,
          ctx,
          scope,
          running.map((r) => String(r.id)),
          '删除部署',
        );
        await trx
          .updateTable(repos.definition.def.table)
          .set({ isDeleted: 1, updateUser: ctx.userId })
          .where((eb) => eb.and([repos.definition.scope(eb, ctx), eb('id', 'in', defIds)]))
          .execute();
      });
      return ok(true, '删除成功');
    }),
  );
}

/**
 * `model/deploy` (§4: a model deploys as the next version of its key), under the models' base
 * (`/api/blade-flow/model`): the route of `flowModel`. The model id (`modelId`, or `id`), the tenants
 * and the category are the handler's to check.
 */
export function modelRoutes(app: FastifyInstance, repos: WorkflowRepos) {
  app.post(
    `${repos.model.def.base}/deploy`,
    paramsRoute(
      'flowModel_deploy',
      params({ modelId: S.any, id: S.any, tenantIds: S.any, category: S.any }),
      envelope(rows()),
    ),
    withParams(async (ctx, p) => {
      const modelId = requiredId(p.modelId ?? p.id, '请选择模型');
      const model = await repos.model.findRow(ctx, modelId);
      if (!model) throw notFound('模型不存在');
      if (!String(model.xml ?? '').trim()) throw businessError('请先设计流程图');
      const tenants = await targetTenants(app, ctx, p.tenantIds);
      const category = String(p.category ?? model.category ?? '').slice(0, 32);
      const deployed = await deployAll(
        repos,
        ctx,
        tenants,
        [{ name: `${model.modelKey}.bpmn20.xml`, xml: String(model.xml) }],
        category,
      );
      const own = deployed.find((r) => r.tenantId === ctx.tenantId) ?? deployed[0];
      await repos.model.update(ctx, modelId, { version: own.version });
      return ok(deployed, '部署成功');
    }),
  );
}
