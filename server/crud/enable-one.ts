import { sql } from 'kysely';
import { engineView } from '../db/connection';
import type { FastifyInstance } from 'fastify';
import type { Repository } from './repository';
import { status } from '../http/envelope';
import { notFound } from '../http/errors';
import { ctxOf, paramsOf, requiredId } from '../http/request';

export interface EnableOne {
  /** The button code the call needs (`oss_enable`). */
  perm: string;
  /** The `status` values of an enabled and of a switched-off row. */
  enabled: number;
  off: number;
  /** The advisory lock's first key: one per resource, so two enables of one tenant take turns. */
  lockKey: number;
}

/**
 * `POST {base}/enable?id=`: the configuration a tenant uses (its storage, its SMS provider). At most one row
 * of the tenant is enabled: the others are switched off in the same transaction, under a per-tenant lock so
 * two concurrent enables cannot leave two on.
 */
export function registerEnableOne(app: FastifyInstance, repo: Repository, rule: EnableOne) {
  const table = repo.def.table;
  app.post(
    `${repo.def.base}/enable`,
    { config: { access: { perm: rule.perm }, validatedBy: 'declaration' } },
    async (req) => {
      const ctx = ctxOf(req);
      const id = requiredId(paramsOf(req).id, '请选择要启用的配置');
      await repo.write(ctx, async (typedTrx) => {
        const trx = engineView(typedTrx);
        await sql`select pg_advisory_xact_lock(${rule.lockKey}, hashtext(${ctx.tenantId}))`.execute(trx);
        const row = await trx
          .selectFrom(table)
          .select('id')
          .where((eb) => eb.and([repo.scope(eb, ctx), eb('id', '=', id)]))
          .executeTakeFirst();
        if (!row) throw notFound('数据不存在');
        const touched = { updateUser: ctx.userId || null, updateTime: sql<string>`now()` };
        await trx
          .updateTable(table)
          .set({ status: rule.off, ...touched })
          .where((eb) => eb.and([repo.scope(eb, ctx), eb('status', '=', rule.enabled), eb('id', '<>', id)]))
          .execute();
        await trx
          .updateTable(table)
          .set({ status: rule.enabled, ...touched })
          .where((eb) => eb.and([repo.scope(eb, ctx), eb('id', '=', id)]))
          .execute();
      });
      return status(true);
    },
  );
}
