import type { FastifyInstance } from 'fastify';
import type { ResourceDef } from '../../resources/types';
import { ok, status } from '../http/envelope';
import { badRequest, forbidden } from '../http/errors';
import { holds, PLATFORM_TENANT, type Access, type RequestContext } from '../http/access';
import { computesOnRead, listParamsOf, withComputed } from './read-hooks';
import { RenderedPages } from './rendered-pages';
import { writableValues } from './validate';
import { maskDetail, maskListAnswer } from './masking';
import type { Repository } from './repository';
import type { ResourceBehaviour, RouteHandler } from './resource-server';
import type { ReferenceCheck } from './references';
import type { ReferenceLabels } from './reference-labels';

type Query = Record<string, unknown>;
type Row = Record<string, unknown>;

/** The permission codes of a resource's operations (Blade button codes `<menu>_<op>`). */
export function codesOf(def: ResourceDef) {
  const m = def.menuCode ?? def.name;
  return { read: [m, `${m}_view`], add: `${m}_add`, edit: `${m}_edit`, remove: `${m}_delete`, export: `${m}_export` };
}

function readAccess(def: ResourceDef): Access {
  return def.platformOnly ? { platformAdmin: true } : { perm: codesOf(def).read };
}

const ctxOf = (req: { ctx: RequestContext | null }): RequestContext => req.ctx as RequestContext;

/**
 * The Blade CRUD routes of one declared resource: list, page, detail, submit (insert or update by the
 * presence of id), remove (logical, by comma-joined ids).
 */
export function registerCrudRoutes(
  app: FastifyInstance,
  repo: Repository,
  checkReferences: ReferenceCheck,
  labels: ReferenceLabels,
  versionOf: (key: string) => number,
  behaviour: ResourceBehaviour = {},
) {
  const def = repo.def;
  const ops = new Set(def.operations ?? ['list', 'page', 'detail', 'submit', 'remove']);
  const codes = codesOf(def);
  const writeAccess: Access = def.platformOnly ? { platformAdmin: true } : { perm: [codes.add, codes.edit] };
  // Reads confirm this table's counter and those of the tables its rows name (their labels are cached
  // per counter) together with the guard's: one query per request on PostgreSQL.
  const read = {
    access: readAccess(def),
    validatedBy: 'declaration' as const,
    readKeys: (tenantId: string) => [...repo.readKeys(tenantId), ...labels.readKeys(def, tenantId)],
  };

  const replaced = behaviour.replace ?? {};
  /** Values the resource reads from other tables, added to the rows of an answer (after masking, as a client sees them). */
  const added = async <T>(ctx: RequestContext, answer: T): Promise<T> => {
    const rows = behaviour.read?.rows;
    if (!rows || answer === null || answer === undefined) return answer;
    if (Array.isArray(answer)) return (await rows(ctx, answer as Row[])) as T;
    const value = answer as unknown as Row;
    if (Array.isArray(value.records)) return { ...value, records: await rows(ctx, value.records as Row[]) } as T;
    return (await rows(ctx, [value]))[0] as T;
  };

  /** A read route, `{base}/{op}`, when the resource has the operation: its own handler where it replaces ours. */
  const readRoute = (op: 'list' | 'page' | 'detail', handler: RouteHandler) => {
    if (ops.has(op)) app.get(`${def.base}/${op}`, { config: read }, replaced[op] ?? handler);
  };

  readRoute('list', async (req) => {
    const ctx = ctxOf(req);
    const rows = await repo.listAnswer(ctx, listParamsOf(repo, req.query as Query));
    return ok(await added(ctx, maskListAnswer(def, withComputed(repo, await labels.answer(ctx, def, rows)))));
  });
  // First pages answer their finished JSON while no table they show has changed (rendered-pages.ts);
  // not for a resource computing values at read time (they change with the day or other tables, not the data).
  const rendered =
    ops.has('page') && !computesOnRead(repo)
      ? new RenderedPages(versionOf, app.metrics.cache('rendered_page'))
      : undefined;
  readRoute('page', async (req, reply) => {
    const ctx = ctxOf(req);
    const p = listParamsOf(repo, req.query as Query);
    const answer = async () =>
      ok(
        await added(
          ctx,
          maskListAnswer(def, withComputed(repo, await labels.answer(ctx, def, await repo.page(ctx, p)))),
        ),
      );
    const cached = rendered && (await repo.cachedPageKey(ctx, p));
    if (!rendered || !cached) return answer();
    const json = await rendered.get([...cached.counters, ...labels.readKeys(def, ctx.tenantId)], cached.key, async () =>
      JSON.stringify(await answer()),
    );
    return reply.type('application/json; charset=utf-8').send(json);
  });
  readRoute('detail', async (req) => {
    const ctx = ctxOf(req);
    const id = String((req.query as Query).id ?? '');
    if (!id) throw badRequest('缺少必要的请求参数: id');
    const row = await labels.answer(ctx, def, await repo.detail(ctx, id));
    return ok(await added(ctx, maskDetail(def, ctx, withComputed(repo, row))));
  });
  if (ops.has('submit')) {
    app.post(
      `${def.base}/submit`,
      { config: { access: writeAccess, validatedBy: 'declaration' } },
      replaced.submit ??
        (async (req) => {
          const ctx = ctxOf(req);
          const body = (req.body ?? {}) as Query;
          if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求体格式错误');
          guardShared(def, ctx);
          const id = body.id === undefined || body.id === null || body.id === '' ? '' : String(body.id);
          const call = { req, ctx, body, id };
          const extra = (await behaviour.submit?.check?.(call)) ?? {};
          let saved: Row;
          if (!id) {
            if (def.serverCreated) throw badRequest(def.serverCreated);
            if (!holds(ctx, codes.add) && !def.platformOnly) throw forbidden();
            const values = { ...writableValues(def, body, 'insert'), ...extra };
            await checkReferences(ctx, def, values);
            saved = await repo.insert(ctx, values);
          } else {
            if (!holds(ctx, codes.edit) && !def.platformOnly) throw forbidden();
            const values = { ...writableValues(def, body, 'update'), ...extra };
            await checkReferences(ctx, def, values);
            saved = await repo.update(ctx, id, values, true);
          }
          await behaviour.submit?.after?.(call, saved);
          // The saved row answers as the detail would: an editor without the right gets masked fields masked.
          return ok(maskDetail(def, ctx, saved));
        }),
    );
  }
  if (ops.has('remove')) {
    // On a business menu, who may add may remove what they added themselves, while its life cycle allows
    // (Repository.remove); the other resources (users, roles, depts) only with the delete right.
    const ownRemoval = !def.platformOnly && def.menu !== undefined;
    const access: Access = def.platformOnly
      ? { platformAdmin: true }
      : { perm: ownRemoval ? [codes.remove, codes.add] : codes.remove };
    app.post(
      `${def.base}/remove`,
      { config: { access, validatedBy: 'declaration' } },
      replaced.remove ??
        (async (req) => {
          const ctx = ctxOf(req);
          guardShared(def, ctx);
          const ids = String((req.query as Query).ids ?? '')
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean);
          if (ids.length === 0) throw badRequest('请选择至少一条数据');
          const call = { req, ctx, ids };
          await behaviour.remove?.check?.(call);
          const onlyOwn = ownRemoval && !holds(ctx, codes.remove);
          await repo.remove(ctx, ids, onlyOwn ? { createdBy: ctx.userId } : {});
          await behaviour.remove?.after?.(call);
          return status(true, '删除成功');
        }),
    );
  }
}

/** Rows shared by every tenant (system dictionary) change only from the platform tenant. */
function guardShared(def: ResourceDef, ctx: RequestContext) {
  if (!def.tenantScoped && ctx.tenantId !== PLATFORM_TENANT) throw forbidden();
}
