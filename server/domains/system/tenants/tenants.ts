import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type tenant from '../../../../resources/system/tenant/schema';
import type { Repository } from '../../../crud/repository';
import type { RemoveCall, RouteHandler } from '../../../crud/resource-server';
import { writableValues } from '../../../crud/validate';
import { hashPassword, md5Hex } from '../../../core/passwords';
import * as seed from '../../../db/seed-data';
import { tenantParam } from '../../../db/tenant-params';
import { PLATFORM_TENANT, type RequestContext } from '../../../http/access';
import { ok, status } from '../../../http/envelope';
import { badRequest, businessError, notFound } from '../../../http/errors';
import { isId } from '../../../core/ids';
import { done, params, queryIntoBody, S } from '../../../http/route-schema';
import { bumpGrants } from '../grant-support';
import { idsOrList } from '../params';
import { declaredSave } from '../declared-save';
import { ctxOf, idList, isBlank, paramsOf, withParams } from '../../../http/request';
import { recordUsual } from '../logs/usual';
import { provisionTenant } from './tenant-provisioning';
import { revokeSessions } from '../../../auth/revoke';

type Tenants = Repository<typeof tenant>;
const DEFAULT_PASSWORD_KEY = 'tenant.default.password';
/** A 6-digit tenant id never used before, not even by a removed tenant (its rows still carry it). */
async function freshTenantId(app: FastifyInstance): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const id = String(crypto.randomInt(100000, 1000000));
    const used = await app.db.selectFrom('blade_tenant').select('id').where('tenantId', '=', id).executeTakeFirst();
    if (!used) return id;
  }
  throw businessError('租户ID生成失败,请重试');
}

/** The platform's `tenant.default.password` param: the first password of every new tenant's admin. */
async function defaultAdminPassword(app: FastifyInstance): Promise<string> {
  const value = await tenantParam(app.db, PLATFORM_TENANT, DEFAULT_PASSWORD_KEY);
  return value || (seed.params.find((p) => p.paramKey === DEFAULT_PASSWORD_KEY)?.paramValue ?? '');
}

async function createTenant(app: FastifyInstance, ctx: RequestContext, body: Record<string, unknown>) {
  const def = app.repo('tenant').def;
  const values = writableValues(def, body, 'insert');
  const password = await defaultAdminPassword(app);
  if (!password) throw businessError(`请先配置参数 ${DEFAULT_PASSWORD_KEY}`);
  const tenantId = await freshTenantId(app);
  const tenant = await provisionTenant(app, ctx, {
    tenantId,
    tenantName: String(values.tenantName),
    values,
    adminPasswordHash: await hashPassword(md5Hex(password)),
  }).catch((e: { code?: string }) => {
    // Two creations drew the same id at once: the unique index refused the second.
    throw e?.code === '23505' ? businessError('租户ID已存在,请重试') : e;
  });
  recordUsual(app, ctx, {
    logLevel: 'info',
    logId: 'tenant_create',
    logData: `新建租户 ${tenantId} ${String(values.tenantName)}`,
    method: 'POST',
    requestUri: `${def.base}/submit`,
  });
  return tenant;
}

/** `settings` may carry the values as an object or a JSON text (the call list's shape). */
function settingsOf(p: Record<string, unknown>): Record<string, unknown> {
  let s = p.settings;
  if (typeof s === 'string' && s.trim().startsWith('{')) {
    try {
      s = JSON.parse(s);
    } catch {
      throw badRequest('参数格式错误: settings');
    }
  }
  return { ...(s && typeof s === 'object' && !Array.isArray(s) ? (s as Record<string, unknown>) : {}), ...p };
}

/**
 * The tenant's submit: a new tenant is created with everything it needs (tenant-provisioning.ts), an
 * existing one saved as the generic submit saves it; first the package check (`checkPackage`, the
 * tenant packages' rule), and after either the grants counter is bumped (a package decides menus).
 */
export function tenantSubmit(
  app: FastifyInstance,
  repo: Tenants,
  checkPackage: (ctx: RequestContext, body: Record<string, unknown>) => Promise<void>,
): RouteHandler {
  const save = declaredSave(app, repo);
  return async (req) => {
    const ctx = ctxOf(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求体格式错误');
    await checkPackage(ctx, body);
    const saved = isBlank(body.id) ? await createTenant(app, ctx, body) : await save(ctx, body, String(body.id));
    await bumpGrants(app);
    return ok(saved);
  };
}

/** Tenants: removal (the platform tenant stays; removed tenants' sessions end), quota and expiry, data source. */
export function tenantAdmin(app: FastifyInstance, repo: Tenants) {
  const db = app.db;
  const platform = { platformAdmin: true } as const;
  /** The tenant ids (the 6-digit codes) of the rows a removal takes, for what follows it. */
  const removing = new WeakMap<RemoveCall, string[]>();

  /** Whether the tenant rows `ids` include the platform's own (管理组), which is never removed nor expires. */
  const includesPlatform = async (ids: string[]) =>
    (await db
      .selectFrom('blade_tenant')
      .select('id')
      .where('id', 'in', ids)
      .where('tenantId', '=', PLATFORM_TENANT)
      .executeTakeFirst()) !== undefined;

  /** Before the generic removal: the platform tenant is never removed. */
  const checkRemove = async (call: RemoveCall) => {
    const ids = idList(call.ids, 'ids');
    if (ids.length && (await includesPlatform(ids))) throw businessError('管理组租户不可删除');
    const removed = ids.length
      ? await db
          .selectFrom('blade_tenant')
          .select('tenantId')
          .where('id', 'in', ids)
          .where('isDeleted', '=', 0)
          .execute()
      : [];
    removing.set(
      call,
      removed.map((r) => String(r.tenantId)),
    );
  };

  // The guard already refuses a removed tenant's tokens; ending its sessions keeps them ended if it is restored.
  const afterRemove = async (call: RemoveCall) => {
    await revokeSessions(db, app.feed, { tenantIds: removing.get(call) ?? [] });
  };

  const routes = () => {
    // Account quota (accountNumber, negative = unlimited; blank = unlimited) and licence end (expireTime;
    // an expired tenant's users cannot sign in) of the chosen tenants, checked against the declaration.
    // `settings` may carry them too, as an object or a JSON text.
    app.post(
      `${repo.def.base}/setting`,
      {
        config: { access: platform },
        preValidation: queryIntoBody,
        schema: {
          body: params({ ids: idsOrList, accountNumber: S.any, expireTime: S.any, settings: S.any }),
          response: done,
        },
      },
      async (req) => {
        const ctx = ctxOf(req);
        const p = settingsOf(paramsOf(req));
        const ids = idList(p.ids, 'ids');
        if (ids.length === 0) throw badRequest('请选择至少一条数据');
        const picked: Record<string, unknown> = {};
        if (p.accountNumber !== undefined) picked.accountNumber = isBlank(p.accountNumber) ? -1 : p.accountNumber;
        if (p.expireTime !== undefined) picked.expireTime = p.expireTime;
        const values = writableValues(repo.def, picked, 'update');
        if (Object.keys(values).length === 0) throw badRequest('请输入账号额度或过期时间');
        if (values.expireTime) {
          if (await includesPlatform(ids)) throw businessError('管理组租户不可设置过期时间');
        }
        await repo.write(ctx, async (trx) => {
          const r = await trx
            .updateTable(repo.def.table)
            .set({ ...values, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
            .where((eb) => eb.and([repo.scope(eb, ctx), eb('id', 'in', ids)]))
            .executeTakeFirst();
          if (Number(r.numUpdatedRows) !== ids.length) throw notFound('数据不存在或无权操作');
        });
        return status(true, '配置成功');
      },
    );

    // Stored only: every tenant lives in this one database. The data source must be a live one
    // (/api/blade-develop/datasource); an empty datasourceId unbinds.
    app.post(
      `${repo.def.base}/datasource`,
      {
        config: { access: platform },
        preValidation: queryIntoBody,
        schema: { body: params({ tenantId: S.any, datasourceId: S.id }), response: done },
      },
      withParams(async (ctx, p) => {
        const tenantId = String(p.tenantId ?? '').trim();
        if (!tenantId) throw badRequest('缺少必要的请求参数: tenantId');
        const datasourceId = isBlank(p.datasourceId) ? null : String(p.datasourceId);
        if (datasourceId !== null && !isId(datasourceId)) throw badRequest('参数格式错误: datasourceId');
        if (datasourceId !== null && !(await app.repo('datasource').findRow(ctx, datasourceId)))
          throw notFound('数据源不存在');
        const changed = await repo.write(ctx, async (trx) => {
          const r = await trx
            .updateTable(repo.def.table)
            .set({ datasourceId, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
            .where((eb) => eb.and([repo.scope(eb, ctx), eb('tenantId', '=', tenantId)]))
            .executeTakeFirst();
          return Number(r.numUpdatedRows) > 0;
        });
        if (!changed) throw notFound('租户不存在');
        return status(true, '配置成功');
      }),
    );
  };

  return { checkRemove, afterRemove, routes };
}
