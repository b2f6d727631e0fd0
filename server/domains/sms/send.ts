import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Repository } from '../../crud/repository';
import { ok } from '../../http/envelope';
import { BladeError, businessError } from '../../http/errors';
import { ctxOf, isBlank, paramsOf as requestParams } from '../../http/request';
import { envelope, params, S, paramsRoute } from '../../http/route-schema';
import type sms from '../../../resources/platform/sms/schema';
import { SMS_ENABLED } from '../../../resources/platform/sms/schema';
import { SEND_PENDING } from '../../../resources/platform/smslog/schema';
import { paramsOf, phonesOf } from './phones';

/** Serializes the sends of one tenant, so the counted limit holds for calls landing at once on any instance. */
const SEND_LOCK = 727152;

const tooMany = (msg: string) => new BladeError(429, 429, msg);

/**
 * `endpoint/send-message` (code, phones, params): checks every phone (docs/spec.md §5) and the rate limits, then
 * writes one outbox row per phone in one transaction; the worker sends them (outbox.ts). `code` names
 * one of the tenant's configs; without it the tenant's enabled config is used. Answers the outbox ids.
 *
 * The limits count the outbox rows of the last hour in the database, under a per-tenant advisory lock,
 * so they hold across instances: at most `smsPhoneLimitPerHour` per phone and `smsTenantLimitPerHour`
 * per tenant.
 */
export function sendMessageRoute(app: FastifyInstance, configs: Repository<typeof sms>, kick: () => void) {
  const outbox = app.repo('smslog');
  const { config: cfg } = app;

  // The handler checks every parameter, with the messages of docs/spec.md §5 (phones.ts): the contract
  // only names them.
  app.post(
    `${configs.def.base}/endpoint/send-message`,
    paramsRoute('sms_send', params({ code: S.any, phones: S.any, params: S.any }), envelope(S.record)),
    async (req) => {
      const ctx = ctxOf(req);
      const p = requestParams(req);
      const phones = phonesOf(p.phones);
      const params = paramsOf(p.params);
      const code = isBlank(p.code) ? '' : String(p.code).trim();
      const config = await app.db
        .selectFrom(configs.def.table)
        .select(['id', 'smsCode', 'category'])
        .where((eb) =>
          eb.and([configs.scope(eb, ctx), code ? eb('smsCode', '=', code) : eb('status', '=', SMS_ENABLED)]),
        )
        .executeTakeFirst();
      if (!config) throw businessError(code ? `短信配置不存在: ${code}` : '未启用短信配置,请先启用一个短信配置');

      const ids = await outbox.write(ctx, async (trx, scope) => {
        await sql`select pg_advisory_xact_lock(${SEND_LOCK}, hashtext(${ctx.tenantId}))`.execute(trx);
        const hour = sql<boolean>`create_time > now() - interval '1 hour'`;
        const tenantCount = await trx
          .selectFrom(outbox.def.table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('tenantId', '=', ctx.tenantId)
          .where(hour)
          .executeTakeFirstOrThrow();
        if (Number(tenantCount.n) + phones.length > cfg.smsTenantLimitPerHour) {
          throw tooMany(`本租户短信发送过于频繁,每小时最多发送${cfg.smsTenantLimitPerHour}条,请稍后再试`);
        }
        const perPhone = await trx
          .selectFrom(outbox.def.table)
          .select(['phone', (eb) => eb.fn.countAll<string>().as('n')])
          .where('tenantId', '=', ctx.tenantId)
          .where('phone', 'in', phones)
          .where(hour)
          .groupBy('phone')
          .execute();
        const busy = perPhone.filter((r) => Number(r.n) + 1 > cfg.smsPhoneLimitPerHour).map((r) => String(r.phone));
        if (busy.length)
          throw tooMany(`手机号码${busy.join(',')}发送过于频繁,每小时最多发送${cfg.smsPhoneLimitPerHour}条,请稍后再试`);
        const made: string[] = [];
        for (const phone of phones) {
          const row = await outbox.insertIn(scope, ctx, {
            smsId: config.id,
            smsCode: config.smsCode,
            category: config.category,
            phone,
            params: JSON.stringify(params),
            sendState: SEND_PENDING,
            attempts: 0,
            nextAttemptAt: sql<string>`now()`,
          });
          made.push(String(row.id));
        }
        return made;
      });
      kick();
      return ok({ ids, count: ids.length }, '短信已提交发送');
    },
  );
}
