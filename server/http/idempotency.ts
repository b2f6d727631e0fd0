import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_WORDS, type IdempotencyRefusal } from '../../resources/idempotency-words';
import { BladeError } from './errors';
import { ok } from './envelope';
import {
  claimKey,
  forgetOldKeys,
  releaseKey,
  storeAnswer,
  storedRequest,
  takeOverKey,
  type IdempotencyClaim,
  type StoredRequest,
} from './idempotency-claim';

/** Says that an answer is the stored answer of an earlier request with the same key. */
export const REPLAYED_HEADER = 'idempotency-replayed';
/** How long a retry waits for the answer of a write that has committed but not yet answered. */
const ANSWER_WAIT_MS = 5_000;
const POLL_MS = 100;

const refusal = (kind: IdempotencyRefusal, httpStatus: number) =>
  new BladeError(httpStatus, httpStatus, IDEMPOTENCY_WORDS[kind].zh, { idempotency: kind });

/**
 * The key as sent: the draft's structured-field string (`"8e03978e-…"`) or the bare value; 1 to 255
 * visible characters.
 */
export function parseIdempotencyKey(header: string | string[]): string {
  const value = (Array.isArray(header) ? header.join(',') : header).trim();
  const key = /^".*"$/.test(value) ? value.slice(1, -1) : value;
  if (!/^[\x21-\x7e](?:[\x20-\x7e]{0,253}[\x21-\x7e])?$/.test(key)) throw refusal('malformed', 400);
  return key;
}

/**
 * What makes two requests the same one: method, address and body. A JSON body counts as parsed (the
 * same values are the same request); a file upload by its length, since the multipart boundary
 * changes with every sending.
 */
function fingerprintOf(req: FastifyRequest): string {
  const hash = createHash('sha256').update(`${req.method} ${req.url}\n`);
  if (String(req.headers['content-type'] ?? '').startsWith('multipart/'))
    hash.update(`multipart ${req.headers['content-length'] ?? ''}`);
  else hash.update(JSON.stringify(req.body ?? null));
  return hash.digest('hex');
}

function replay(reply: FastifyReply, stored: StoredRequest) {
  reply.header(REPLAYED_HEADER, 'true');
  if (stored.state === 'done' && stored.statusCode !== null) {
    if (stored.contentType) reply.header('content-type', stored.contentType);
    return reply.code(stored.statusCode).send(stored.body ?? '');
  }
  // The write committed but its instance stopped before answering: what is known of it.
  return reply.code(200).send(ok(stored.resultId ? { id: stored.resultId } : true));
}

/** True for an answer that reports a failure (an HTTP error, or Blade's R.fail with HTTP 200). */
function failed(statusCode: number, body: string | null): boolean {
  if (statusCode >= 400) return true;
  if (body === null) return false;
  try {
    return (JSON.parse(body) as { success?: unknown }).success === false;
  } catch {
    return false;
  }
}

/**
 * `Idempotency-Key` on writes (the IETF httpapi draft's semantics): a signed-in caller's POST sent with
 * a key is done once. A retry with the same key and the same request gets the first answer again
 * (marked `Idempotency-Replayed: true`) and writes nothing, on any instance; while the first is still
 * running it is told to retry (409); the same key with another request is refused (422). A request that
 * fails without writing lets its key go, so it can be sent again corrected. Keys are the caller's own
 * (tenant and user) and kept a day. The claim and the write commit together (server/http/idempotency-claim.ts).
 */
export function registerIdempotency(app: FastifyInstance) {
  app.addHook('preHandler', async (req, reply) => {
    const header = req.headers['idempotency-key'];
    if (header === undefined || req.method !== 'POST' || !req.ctx) return;
    const ctx = req.ctx;
    const who = { tenantId: ctx.tenantId, userId: ctx.userId, key: parseIdempotencyKey(header) };
    const fingerprint = fingerprintOf(req);
    const deadline = Date.now() + ANSWER_WAIT_MS;
    for (;;) {
      const claim: IdempotencyClaim | undefined = await claimKey(app.db, who, `${req.method} ${req.url}`, fingerprint);
      if (claim) {
        ctx.idempotency = claim;
        return;
      }
      const stored = await storedRequest(app.db, who);
      if (!stored) continue; // let go meanwhile: claim it again
      if (stored.fingerprint !== fingerprint) throw refusal('reused', 422);
      if (stored.state === 'done') return replay(reply, stored);
      if (stored.state === 'running') {
        if (!stored.leaseExpired) throw refusal('inFlight', 409);
        const taken = await takeOverKey(app.db, who);
        if (taken) {
          ctx.idempotency = taken;
          return;
        }
        continue;
      }
      // Committed, its answer on its way (or its instance gone: answer what is known once the lease ran out).
      if (stored.leaseExpired) return replay(reply, stored);
      if (Date.now() > deadline) throw refusal('inFlight', 409);
      await delay(POLL_MS);
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const claim = req.ctx?.idempotency;
    if (!claim || reply.getHeader(REPLAYED_HEADER)) return payload;
    req.ctx!.idempotency = undefined;
    // Only a JSON answer is kept to be replayed; a file (an export, a generated zip) is not.
    const contentType = String(reply.getHeader('content-type') ?? '');
    const body = typeof payload === 'string' && contentType.startsWith('application/json') ? payload : null;
    try {
      // Nothing written and nothing to replay (a failure, or a file sent out): the key goes.
      if (!claim.committed && (body === null || failed(reply.statusCode, body))) await releaseKey(app.db, claim);
      else if (body !== null) await storeAnswer(app.db, claim, { statusCode: reply.statusCode, contentType, body });
    } catch (err) {
      // The answer goes out all the same; a retry then finds the claim as the write left it.
      req.log.error({ err }, 'could not keep the answer of an idempotency key');
    }
    return payload;
  });

  // Old keys go at start and then hourly.
  const forget = () =>
    void forgetOldKeys(app.db).catch((err) => app.log.warn({ err }, 'could not remove old idempotency keys'));
  app.addHook('onReady', async () => forget());
  const timer = setInterval(forget, 3_600_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
