import { AsyncResource } from 'node:async_hooks';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import type { RowOf, UpdateOf } from '../../db/database';
import type { ChangeFeed } from '../../db/versions';
import { SEND_FAILED, SEND_PENDING, SEND_SENDING, SEND_SENT } from '../../../resources/platform/smslog/schema';
import { PROVIDERS, type SendOutcome } from './providers';
import { open } from '../../secrets/secret-box';

const OUTBOX = 'blade_sms_outbox';
const CONFIGS = 'blade_sms';
/** Rows one pass claims; the next pass follows at once while there are more. */
const BATCH = 20;
/** A claim lasts this long: a row an instance claimed and then lost (a crash) is claimed again after it. */
const CLAIM_SECONDS = 120;
/** The longest wait between two attempts, however many came before. */
const MAX_BACKOFF_MS = 6 * 3600_000;

export interface OutboxOptions {
  maxAttempts: number;
  retryBaseMs: number;
  /** Milliseconds between passes; 0 = no timer (kick and runOnce still work). */
  intervalMs: number;
}

export interface OutboxWorker {
  /** Sends what is due now (what the timer runs); one pass at a time in this process. Answers rows handled. */
  runOnce(): Promise<number>;
  /** Asks for a pass soon (after send-message wrote rows). */
  kick(): void;
  /** Stops the timer and waits for the running pass. */
  stop(): Promise<void>;
  /** Messages of every tenant still to send: waiting for their time, and claimed by a pass now. */
  queued(): Promise<{ pending: number; sending: number }>;
}

/** A row of the outbox (the send log's table) as the worker reads it. */
type OutboxRow = RowOf<'smslog'>;

/** The wait before attempt n+1 after n failed ones: base, 2×base, 4×base … capped. */
export const backoffMs = (attempts: number, baseMs: number) =>
  Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));

/**
 * The outbox worker. A pass claims due rows in one short transaction: pending rows whose time has come,
 * and sending rows whose claim ran out, selected `for update skip locked` and marked sending with a
 * claim time, so two instances never take the same row and neither waits on the other. The provider
 * calls happen outside any transaction; each outcome is written back only if the row is still this
 * claim's (same attempt count): sent, pending again after a backoff, or failed for good when the
 * provider refused it or the attempts ran out. Every change bumps the tenant's send-log counter so the
 * send-log screen reads fresh rows.
 */
export function startOutbox(
  db: Db,
  feed: ChangeFeed,
  key: Buffer,
  opts: OutboxOptions,
  log: FastifyBaseLogger,
): OutboxWorker {
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  const touch = async (tenants: Iterable<string>, trx: Db) => {
    const bumped: Array<[string, number]> = [];
    for (const t of [...new Set(tenants)].sort())
      bumped.push([`t:${OUTBOX}:${t}`, await feed.bump(trx, `t:${OUTBOX}:${t}`)]);
    return () => feed.committed(bumped);
  };

  const claim = async (): Promise<OutboxRow[]> => {
    let publish = () => {};
    const rows = await db.transaction().execute(async (trx) => {
      const due = trx
        .selectFrom(OUTBOX)
        .select('id')
        .where('isDeleted', '=', 0)
        .where((w) =>
          w.or([
            w.and([w('sendState', '=', SEND_PENDING), w('nextAttemptAt', '<=', sql<string>`now()`)]),
            w.and([w('sendState', '=', SEND_SENDING), w('lockedUntil', '<', sql<string>`now()`)]),
          ]),
        )
        .orderBy('nextAttemptAt')
        .limit(BATCH)
        .forUpdate()
        .skipLocked();
      const claimed = await trx
        .updateTable(OUTBOX)
        .set({
          sendState: SEND_SENDING,
          attempts: sql<number>`attempts + 1`,
          lockedUntil: sql<string>`now() + make_interval(secs => ${CLAIM_SECONDS})`,
          updateTime: sql<string>`now()`,
        })
        .where('id', 'in', due)
        .returningAll()
        .execute();
      if (claimed.length)
        publish = await touch(
          claimed.map((r) => String(r.tenantId)),
          trx,
        );
      return claimed;
    });
    publish();
    return rows;
  };

  const deliver = async (row: OutboxRow): Promise<SendOutcome> => {
    const config = await db
      .selectFrom(CONFIGS)
      .selectAll()
      .where('id', '=', String(row.smsId))
      .where('tenantId', '=', String(row.tenantId))
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
    if (!config) return { sent: false, retryable: false, response: '', error: '短信配置不存在或已删除' };
    const provider = PROVIDERS[Number(config.category)];
    if (!provider)
      return { sent: false, retryable: false, response: '', error: `不支持的短信服务类型: ${String(config.category)}` };
    let secretKey: string;
    try {
      secretKey = config.secretKey ? open(key, String(config.secretKey)) : '';
    } catch {
      return {
        sent: false,
        retryable: false,
        response: '',
        error: '短信配置的secretKey无法解密(服务器密钥已更换?),请重新填写',
      };
    }
    const text = (v: unknown) => (v == null ? '' : String(v));
    return provider(
      {
        category: Number(config.category),
        accessKey: text(config.accessKey),
        secretKey,
        signName: text(config.signName),
        templateId: text(config.templateId),
        regionId: text(config.regionId),
        appId: text(config.appId),
        endpoint: text(config.endpoint),
      },
      { phone: String(row.phone), params: JSON.parse(String(row.params || '{}')) as Record<string, string> },
    );
  };

  const record = async (row: OutboxRow, outcome: SendOutcome) => {
    const attempts = Number(row.attempts);
    const giveUp = !outcome.sent && (!outcome.retryable || attempts >= opts.maxAttempts);
    // A finished row drops its next time, so the claim's range scans on next_attempt_at and
    // locked_until (both indexed) touch only the rows still to send, however long the log grows.
    const values: UpdateOf<'smslog'> = outcome.sent
      ? {
          sendState: SEND_SENT,
          sentTime: sql<string>`now()`,
          response: outcome.response,
          lastError: null,
          nextAttemptAt: null,
        }
      : giveUp
        ? { sendState: SEND_FAILED, response: outcome.response, lastError: outcome.error, nextAttemptAt: null }
        : {
            sendState: SEND_PENDING,
            response: outcome.response,
            lastError: outcome.error,
            nextAttemptAt: sql<string>`now() + make_interval(secs => ${backoffMs(attempts, opts.retryBaseMs) / 1000})`,
          };
    let publish = () => {};
    await db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable(OUTBOX)
        .set({ ...values, lockedUntil: null, updateTime: sql<string>`now()` })
        .where('id', '=', String(row.id))
        .where('sendState', '=', SEND_SENDING)
        .where('attempts', '=', attempts)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) > 0) publish = await touch([String(row.tenantId)], trx);
    });
    publish();
  };

  const pass = async (): Promise<number> => {
    let handled = 0;
    for (;;) {
      again = false;
      const rows = await claim();
      // One phone after another within a batch; a slow provider holds only this instance's worker.
      for (const row of rows) {
        let outcome: SendOutcome;
        try {
          outcome = await deliver(row);
        } catch (e) {
          outcome = { sent: false, retryable: true, response: '', error: e instanceof Error ? e.message : String(e) };
        }
        await record(row, outcome);
        handled++;
      }
      if (stopped || (rows.length < BATCH && !again)) return handled;
    }
  };

  const runOnce = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = pass().finally(() => (running = undefined));
    return running;
  };
  const tick = () => {
    if (!stopped) void runOnce().catch((e: unknown) => log.error({ err: e }, 'sms outbox pass failed'));
  };
  // A kick comes from a send-message request: the pass it starts runs in the worker's own async
  // context, not the request's (whose per-request bookkeeping, like the query-count seam, it is not).
  const detachedTick = AsyncResource.bind(tick);
  const timer = opts.intervalMs > 0 ? setInterval(tick, opts.intervalMs) : undefined;
  timer?.unref();
  // Only unfinished rows keep a next time (record() drops it), so the count reads its index, not the log.
  const queued = async () => {
    const rows = await db
      .selectFrom(OUTBOX)
      .select(['sendState', (e) => e.fn.countAll<string>().as('n')])
      .where('nextAttemptAt', 'is not', null)
      .where('isDeleted', '=', 0)
      .where('sendState', 'in', [SEND_PENDING, SEND_SENDING])
      .groupBy('sendState')
      .execute();
    const n = (state: number) => Number(rows.find((r) => Number(r.sendState) === state)?.n ?? 0);
    return { pending: n(SEND_PENDING), sending: n(SEND_SENDING) };
  };
  return {
    runOnce,
    queued,
    kick: () => setImmediate(detachedTick),
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
