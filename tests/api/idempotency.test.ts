import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASIC } from '../blade-client';
import { callWithHeaders, useServer } from './harness';
import { dbOf } from './auth-fixtures';
import { tenantStaff } from './tenant-staff';
import { noisePng, PUT_FILE, subjectBody, upload } from './files-fixtures';

/**
 * Idempotency-Key on writes (server/http/idempotency.ts): a write retried with its key is done once and
 * answered as the first time, however the retries arrive (one after another, ten at once, after its
 * instance stopped); another request under the same key is refused; a failed request lets its key go;
 * keys are each caller's own. Submits, declared actions and uploads alike.
 */
const A = '100001';
const SUBMIT = '/api/subject/subject/submit';
const s = useServer();
let admin: string;
let colleague: string;

const db = () => dbOf(s);
const key = () => `"${randomUUID()}"`;
const submit = (token: string, idempotencyKey: string | undefined, body: Record<string, unknown>) =>
  callWithHeaders(s, SUBMIT, { token, body, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} });
const subjectsNamed = async (name: string) =>
  (
    await sql<{ n: number }>`select count(*)::int as n from biz_subject
      where tenant_id = ${A} and subject_name = ${name} and is_deleted = 0`.execute(db())
  ).rows[0].n;

beforeAll(async () => {
  const staff = await tenantStaff(s, A);
  admin = (await staff.add('idemadmin', 'admin', '执法一中队', '幂等管理')).token;
  colleague = (await staff.add('idemcolleague', 'admin', '执法一中队', '幂等同事')).token;
}, 120_000);

describe('a submit sent with an Idempotency-Key', () => {
  it('retried, answers the first answer again, marked replayed, and writes one record', async () => {
    const body = subjectBody();
    const k = key();
    const first = await submit(admin, k, body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    const again = await submit(admin, k, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(await subjectsNamed(String(body.subjectName))).toBe(1);
  });

  it('sent ten times at once, writes one record; each answer is the record or "still running", and a later retry gets the record', async () => {
    const body = subjectBody();
    const k = key();
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(admin, k, body)));
    const saved = answers.filter((a) => a.status === 200);
    const waiting = answers.filter((a) => a.status === 409);
    expect(saved.length + waiting.length).toBe(10);
    expect(saved.length).toBeGreaterThan(0);
    const ids = new Set(saved.map((a) => a.body.data.id));
    expect(ids.size).toBe(1);
    for (const w of waiting)
      expect(w.body).toEqual({
        code: 409,
        success: false,
        data: { idempotency: 'inFlight' },
        msg: '该请求正在处理中,请稍后重试',
      });
    expect((await submit(admin, k, body)).body.data.id).toBe([...ids][0]);
    expect(await subjectsNamed(String(body.subjectName))).toBe(1);
  });

  it('with another body under the same key, is refused (422) and writes nothing', async () => {
    const k = key();
    expect((await submit(admin, k, subjectBody())).status).toBe(200);
    const other = subjectBody();
    const refused = await submit(admin, k, other);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      code: 422,
      success: false,
      data: { idempotency: 'reused' },
      msg: '该 Idempotency-Key 已用于另一请求,请勿用于不同内容',
    });
    expect(await subjectsNamed(String(other.subjectName))).toBe(0);
  });

  it('that fails without writing lets its key go: corrected, the same key writes it', async () => {
    const k = key();
    const body = subjectBody();
    const incomplete = await submit(admin, k, { ...body, subjectName: '' });
    expect(incomplete.body.success).toBe(false);
    const corrected = await submit(admin, k, body);
    expect(corrected.body).toMatchObject({ code: 200, success: true });
    expect(await subjectsNamed(String(body.subjectName))).toBe(1);
  });

  it("is the caller's own: a colleague's request under the same key is a request of its own", async () => {
    const k = key();
    const mine = await submit(admin, k, subjectBody());
    const theirs = await submit(colleague, k, subjectBody());
    expect(theirs.body).toMatchObject({ code: 200, success: true });
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
    expect(theirs.headers.get('idempotency-replayed')).toBeNull();
  });

  it('with a malformed key, is refused (400) before anything is written', async () => {
    const body = subjectBody();
    for (const bad of ['""', 'x'.repeat(256), 'a\tb', 'café']) {
      const r = await submit(admin, bad, body);
      expect(r.status, bad).toBe(400);
      expect(r.body.msg).toBe('Idempotency-Key 格式错误: 应为 1 至 255 个可见字符');
    }
    expect(await subjectsNamed(String(body.subjectName))).toBe(0);
  });
});

describe('a write whose instance stopped', () => {
  /** Sets the stored state of a key as an instance that stopped would have left it. */
  const leave = async (k: string, state: 'running' | 'committed', leaseSeconds: number) =>
    sql`update blade_idempotency_key set state = ${state}, status_code = null, body = null, owner = ${randomUUID()},
      lease_until = now() + make_interval(secs => ${leaseSeconds})
      where tenant_id = ${A} and idem_key = ${k.slice(1, -1)}`.execute(db());

  it('after its write committed, is answered from what is known (its record) and not written again', async () => {
    const k = key();
    const body = subjectBody();
    const first = await submit(admin, k, body);
    await leave(k, 'committed', -1);
    const retried = await submit(admin, k, body);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ code: 200, success: true, data: { id: first.body.data.id }, msg: '操作成功' });
    expect(retried.headers.get('idempotency-replayed')).toBe('true');
    expect(await subjectsNamed(String(body.subjectName))).toBe(1);
  });

  it('before its write committed, is run by the retry once its lease has run out, and written once', async () => {
    const k = key();
    const body = subjectBody();
    const first = await submit(admin, k, body);
    // As if the write had never committed: its record gone, its claim left running.
    await sql`delete from biz_subject where id = ${first.body.data.id}`.execute(db());
    await leave(k, 'running', 60);
    const early = await submit(admin, k, body);
    expect(early.status).toBe(409);
    expect(early.body.data).toEqual({ idempotency: 'inFlight' });
    await leave(k, 'running', -1);
    const retried = await submit(admin, k, body);
    expect(retried.body).toMatchObject({ code: 200, success: true });
    expect(retried.headers.get('idempotency-replayed')).toBeNull();
    expect(await subjectsNamed(String(body.subjectName))).toBe(1);
  });
});

describe('declared actions and uploads sent with an Idempotency-Key', () => {
  it('a pause retried answers 操作成功 again, not 该数据已处理, and leaves one history step', async () => {
    const created = await submit(admin, undefined, subjectBody());
    const id = String(created.body.data.id);
    const k = key();
    const pause = () =>
      callWithHeaders(s, '/api/subject/subject/pause', {
        method: 'POST',
        token: admin,
        query: { ids: id },
        body: { pauseReason: '消防整改' },
        headers: { 'Idempotency-Key': k },
      });
    const first = await pause();
    expect(first.body).toEqual({ code: 200, success: true, data: true, msg: '操作成功' });
    const again = await pause();
    expect(again.body).toEqual({ code: 200, success: true, data: true, msg: '操作成功' });
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    const steps = await sql<{ n: number }>`select count(*)::int as n from blade_record_history
      where resource = 'subject' and record_id = ${id} and action = 'pause'`.execute(db());
    expect(steps.rows[0].n).toBe(1);
  });

  it('an upload retried answers the same file and stores one', async () => {
    const bytes = noisePng(40, 30);
    const k = key();
    const send = () =>
      upload(s, PUT_FILE, {
        token: admin,
        bytes,
        fileName: 'exit.png',
        query: { kind: 'image' },
        headers: { 'Idempotency-Key': k },
      });
    const first = await send();
    expect(first.body).toMatchObject({ code: 200, success: true });
    const again = await send();
    expect(again.body).toEqual(first.body);
    const stored = await sql<{ n: number }>`select count(*)::int as n from blade_attach
      where link = ${first.body.data.link}`.execute(db());
    expect(stored.rows[0].n).toBe(1);
  });

  it('an export (a file streamed out, nothing written) lets its key go: sent again with it, it streams again', async () => {
    const k = key();
    const exportOnce = () =>
      fetch(`${s.url}/api/subject/subject/export`, {
        method: 'POST',
        headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${admin}`, 'Idempotency-Key': k },
      });
    for (const r of [await exportOnce(), await exportOnce()]) {
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(r.headers.get('idempotency-replayed')).toBeNull();
      expect((await r.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });
});
