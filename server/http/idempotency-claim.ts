import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { IDEMPOTENCY_WORDS } from '../../resources/idempotency-words';
import { BladeError } from './errors';

/**
 * The database side of `Idempotency-Key` (the IETF httpapi draft's header; server/http/idempotency.ts
 * reads it from the request): a key is claimed by one request at a time, on any instance, through its
 * row in `blade_idempotency_key`:
 *
 * - `running`: a request holds it. Its lease says until when its instance is taken to be alive; a
 *   retry arriving meanwhile is told to wait (409), one arriving later takes the claim over.
 * - `committed`: the request's write committed. The row is moved there inside the write's own
 *   transaction, and only by the request that still holds the claim, so a write is done once: a request
 *   whose claim was taken over fails its write, and one taken over after its write committed finds it.
 * - `done`: the answer is stored; every retry gets it again.
 */
export interface IdempotencyClaim {
  tenantId: string;
  userId: string;
  key: string;
  /** The claiming request's own mark: only it moves the row on. */
  owner: string;
  /** Set once the write's transaction has marked the row committed. */
  committed: boolean;
}

/** How long a `running` claim is honoured without its instance finishing it (a retry then takes it over). */
export const LEASE_SECONDS = 10;
/** How long keys and their answers are kept. */
export const KEPT_HOURS = 24;

export interface StoredRequest {
  fingerprint: string;
  state: 'running' | 'committed' | 'done';
  leaseExpired: boolean;
  resultId: string | null;
  statusCode: number | null;
  contentType: string | null;
  body: string | null;
}

type Who = { tenantId: string; userId: string; key: string };

/** Claims the key for a new request; undefined when another request has it (read it with `storedRequest`). */
export async function claimKey(
  db: Db,
  who: Who,
  request: string,
  fingerprint: string,
): Promise<IdempotencyClaim | undefined> {
  const owner = randomUUID();
  const r = await sql`insert into blade_idempotency_key
      (tenant_id, user_id, idem_key, request, fingerprint, state, owner, lease_until)
    values (${who.tenantId}, ${who.userId}, ${who.key}, ${request.slice(0, 512)}, ${fingerprint}, 'running', ${owner},
      now() + make_interval(secs => ${LEASE_SECONDS}))
    on conflict do nothing returning owner`.execute(db);
  return r.rows.length === 1 ? { ...who, owner, committed: false } : undefined;
}

/** Takes over a `running` claim whose lease ran out (its instance stopped); undefined when someone else was quicker. */
export async function takeOverKey(db: Db, who: Who): Promise<IdempotencyClaim | undefined> {
  const owner = randomUUID();
  const r = await sql`update blade_idempotency_key
    set owner = ${owner}, lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
    where tenant_id = ${who.tenantId} and user_id = ${who.userId} and idem_key = ${who.key}
      and state = 'running' and lease_until < now() returning owner`.execute(db);
  return r.rows.length === 1 ? { ...who, owner, committed: false } : undefined;
}

export async function storedRequest(db: Db, who: Who): Promise<StoredRequest | undefined> {
  const r = await sql<{
    fingerprint: string;
    state: StoredRequest['state'];
    leaseExpired: boolean;
    resultId: string | null;
    statusCode: number | null;
    contentType: string | null;
    body: string | null;
  }>`select fingerprint, state, lease_until < now() as "leaseExpired", result_id as "resultId",
      status_code as "statusCode", content_type as "contentType", body
    from blade_idempotency_key
    where tenant_id = ${who.tenantId} and user_id = ${who.userId} and idem_key = ${who.key}`.execute(db);
  return r.rows[0];
}

/**
 * Inside a write's transaction: marks the claim committed, with the first written record's id. A request
 * that lost its claim (taken over after its lease ran out) is refused here, so its transaction rolls back
 * and the write is done once. A request writing in several transactions marks it in each.
 */
export async function markCommitted(trx: Db, claim: IdempotencyClaim, resultId: string | undefined): Promise<void> {
  const r = await sql`update blade_idempotency_key
    set state = 'committed', result_id = coalesce(result_id, ${resultId ?? null})
    where tenant_id = ${claim.tenantId} and user_id = ${claim.userId} and idem_key = ${claim.key}
      and owner = ${claim.owner} and state in ('running', 'committed') returning owner`.execute(trx);
  if (r.rows.length !== 1) throw new BladeError(409, 409, IDEMPOTENCY_WORDS.inFlight.zh, { idempotency: 'inFlight' });
}

/** Stores the answer a retry gets again. */
export async function storeAnswer(
  db: Db,
  claim: IdempotencyClaim,
  answer: { statusCode: number; contentType: string | null; body: string },
): Promise<void> {
  await sql`update blade_idempotency_key
    set state = 'done', status_code = ${answer.statusCode}, content_type = ${answer.contentType}, body = ${answer.body}
    where tenant_id = ${claim.tenantId} and user_id = ${claim.userId} and idem_key = ${claim.key}
      and owner = ${claim.owner}`.execute(db);
}

/** Lets the key go (the request wrote nothing): a retry with it runs again. */
export async function releaseKey(db: Db, claim: IdempotencyClaim): Promise<void> {
  await sql`delete from blade_idempotency_key
    where tenant_id = ${claim.tenantId} and user_id = ${claim.userId} and idem_key = ${claim.key}
      and owner = ${claim.owner} and state = 'running'`.execute(db);
}

/** Removes keys older than KEPT_HOURS. */
export async function forgetOldKeys(db: Db): Promise<void> {
  await sql`delete from blade_idempotency_key where create_time < now() - make_interval(hours => ${KEPT_HOURS})`.execute(
    db,
  );
}
