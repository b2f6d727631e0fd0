import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { buildApp, type BuiltApp } from '../../server/app';
import { call, login, startServer, type TestServer } from './harness';
import { dbOf } from './auth-fixtures';
import { tenantStaff } from './tenant-staff';
import { enabledConfigIds } from './config-rows';
import { startFakeProviders, type FakeProviders } from './sms-provider-fake';
import { expectJustNow } from './wire-time';

/**
 * 短信: configs with sealed secrets, enable (one per tenant), send-message through the
 * outbox to each provider's API (a local server that checks the signed request), retries with
 * backoff, docs/spec.md §5 phone messages, the rate limits and tenant isolation.
 */
const SMS = '/api/blade-resource/sms';
const SEND = `${SMS}/endpoint/send-message`;
const LOG = '/api/blade-resource/sms-log';
const PENDING = 1;
const SENT = 3;
const FAILED = 4;

/** Shared by the instances of the two-instance test: each seals and opens with it. */
const SECRETS_KEY = 'sms-test-secrets-key-of-at-least-32-bytes';
const onPostgres = Boolean(process.env.DATABASE_URL);

let s: TestServer;
let fake: FakeProviders;
let a: string; // platform administrator, tenant 000000
let b: string; // admin of tenant 100001
let reader: string; // an inspector of 100001, without the SMS buttons

beforeAll(async () => {
  fake = await startFakeProviders();
  s = await startServer({
    smsWorkerMs: 100,
    smsRetryBaseMs: 300,
    smsMaxAttempts: 3,
    smsPhoneLimitPerHour: 3,
    smsTenantLimitPerHour: 40,
    secretsKey: SECRETS_KEY,
  });
  a = (await login(s)).access_token;
  b = (await login(s, 'admin', undefined, '100001')).access_token;
  reader = (await (await tenantStaff(s, '100001')).add('sms_reader', 'inspector', null)).token;
});
afterAll(async () => {
  await s?.close();
  await fake?.close();
});

let seq = 0;
/** A config of `category` pointed at the fake providers; its secret registered with them. */
async function createConfig(token: string, category: number, extra: Record<string, unknown> = {}) {
  seq++;
  const accessKey = `ak-${category}-${seq}-${Date.now()}`;
  const secretKey = `secret-${seq}-${Math.random().toString(36).slice(2)}-end`;
  fake.secrets.set(accessKey, secretKey);
  const body = {
    category,
    smsCode: `sms-${category}-${seq}`,
    templateId: 'SMS_1000',
    accessKey,
    secretKey,
    signName: '文化市场',
    regionId: '',
    appId: '1400000001',
    endpoint: fake.url,
    ...extra,
  };
  const r = await call(s, `${SMS}/submit`, { token, body });
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 200, success: true });
  return { id: String(r.body.data.id), code: body.smsCode, accessKey, secretKey };
}

async function stateOf(token: string, id: string) {
  return (await call(s, `${LOG}/detail`, { token, query: { id } })).body.data as Record<string, any>;
}

/** Polls the send log until the row reaches `state` (the worker runs every 100 ms here). */
async function waitFor(token: string, id: string, state: number, ms = 10_000) {
  const end = Date.now() + ms;
  for (;;) {
    const row = await stateOf(token, id);
    if (row?.sendState === state) return row;
    if (Date.now() > end) throw new Error(`outbox row ${id} stayed ${JSON.stringify(row)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('send through each provider', () => {
  const cases: Array<[number, 'yunpian' | 'qiniu' | 'aliyun' | 'tencent', string]> = [
    [1, 'yunpian', '13800000001'],
    [2, 'qiniu', '13800000002'],
    [3, 'aliyun', '13800000003'],
    [4, 'tencent', '13800000004'],
  ];
  for (const [category, provider, phone] of cases) {
    it(`${provider}: the signed request reaches the provider, and the send log shows it sent`, async () => {
      const config = await createConfig(a, category);
      const r = await call(s, SEND, {
        token: a,
        method: 'POST',
        query: { code: config.code, phones: phone, params: JSON.stringify({ code: '8899', minutes: '5' }) },
      });
      expect(r.body).toMatchObject({ code: 200, success: true, data: { count: 1 } });
      const row = await waitFor(a, r.body.data.ids[0], SENT);
      expect(row).toMatchObject({ phone, smsCode: config.code, category, attempts: 1, lastError: null });
      expectJustNow(row.sentTime);
      const got = fake.received.filter((m) => m.account === config.accessKey);
      expect(got).toHaveLength(1);
      expect(got[0]).toMatchObject({ provider, phone, signatureOk: true });
      expect(got[0].params).toEqual(provider === 'tencent' ? ['8899', '5'] : { code: '8899', minutes: '5' });
    });
  }

  it('a wrong secret is refused by the provider: failed at once, no retry, with its answer recorded', async () => {
    const config = await createConfig(a, 3);
    fake.secrets.set(config.accessKey, 'another-secret');
    const r = await call(s, SEND, { token: a, method: 'POST', query: { code: config.code, phones: '13800000005' } });
    const row = await waitFor(a, r.body.data.ids[0], FAILED);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain('SignatureDoesNotMatch');
    expect(fake.received.filter((m) => m.account === config.accessKey)).toHaveLength(1);
  });
});

describe('outbox retries', () => {
  it('retries after a provider failure (first 500, then OK) with backoff', async () => {
    const config = await createConfig(a, 2);
    fake.failures.set('13800000006', 1);
    const r = await call(s, SEND, {
      token: a,
      method: 'POST',
      query: { code: config.code, phones: '13800000006', params: '{"code":"1"}' },
    });
    const id = r.body.data.ids[0];
    const row = await waitFor(a, id, SENT);
    expect(row.attempts).toBe(2);
    const calls = fake.received.filter((m) => m.account === config.accessKey);
    expect(calls).toHaveLength(2);
    expect(calls.every((c) => c.signatureOk)).toBe(true);
  });

  it('gives up after the configured attempts, keeping the last error', async () => {
    const config = await createConfig(a, 1);
    fake.failures.set('13800000007', -1);
    const r = await call(s, SEND, { token: a, method: 'POST', query: { code: config.code, phones: '13800000007' } });
    const id = r.body.data.ids[0];
    // Between attempts the row waits pending with its next time set.
    const first = await stateOf(a, id);
    expect([PENDING, 2, FAILED]).toContain(first.sendState);
    const row = await waitFor(a, id, FAILED);
    expect(row.attempts).toBe(3);
    expect(row.lastError).toContain('HTTP 500');
    expect(fake.received.filter((m) => m.account === config.accessKey)).toHaveLength(3);
    fake.failures.delete('13800000007');
  });
});

describe('phones (docs/spec.md §5)', () => {
  it('names each bad phone with its message, and queues nothing', async () => {
    const config = await createConfig(a, 1);
    const before = (await call(s, `${LOG}/page`, { token: a })).body.data.total;
    const empty = await call(s, SEND, { token: a, method: 'POST', query: { code: config.code, phones: '' } });
    expect(empty.body).toEqual({ code: 400, success: false, data: null, msg: '手机号码不能为空' });
    const bad = await call(s, SEND, {
      token: a,
      method: 'POST',
      body: { code: config.code, phones: '13800000008,1380000,,23800000008,1380000000a' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe(
      '第2个手机号码(1380000): 手机号码长度不为11位; 第3个手机号码: 手机号码不能为空; ' +
        '第4个手机号码(23800000008): 手机号码格式不正确; 第5个手机号码(1380000000a): 手机号码格式不正确',
    );
    const params = await call(s, SEND, {
      token: a,
      method: 'POST',
      query: { code: config.code, phones: '13800000008', params: '[1' },
    });
    expect(params.body.msg).toBe('短信参数须为JSON对象');
    expect((await call(s, `${LOG}/page`, { token: a })).body.data.total).toBe(before);
  });
});

describe('configs', () => {
  it('seals the secret at rest and never answers it; an update without one keeps it', async () => {
    const noSecret = await call(s, `${SMS}/submit`, {
      token: a,
      body: { category: 1, smsCode: 'nosecret', templateId: '1', accessKey: 'k' },
    });
    expect(noSecret.body).toEqual({ code: 400, success: false, data: null, msg: '请输入secretKey' });
    const tencentNoApp = await call(s, `${SMS}/submit`, {
      token: a,
      body: { category: 4, smsCode: 'noapp', templateId: '1', accessKey: 'k', secretKey: 'x', signName: '签名' },
    });
    expect(tencentNoApp.body.msg).toBe('请输入appId');
    const config = await createConfig(a, 3);
    const stored = String(
      (await dbOf(s).selectFrom('blade_sms').select('secretKey').where('id', '=', config.id).executeTakeFirstOrThrow())
        .secretKey,
    );
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(config.secretKey);
    const answers = [
      await call(s, `${SMS}/page`, { token: a }),
      await call(s, `${SMS}/list`, { token: a }),
      await call(s, `${SMS}/detail`, { token: a, query: { id: config.id } }),
      await call(s, `${SMS}/submit`, { token: a, body: { id: config.id, remark: '改备注' } }),
    ];
    for (const r of answers) {
      expect(r.body.success).toBe(true);
      expect(JSON.stringify(r.body)).not.toContain(config.secretKey);
      expect(JSON.stringify(r.body)).not.toContain(stored);
    }
    const detail = answers[2].body.data;
    expect(detail.secretKey).toBeUndefined();
    expect(detail.secretKeyMask).toBe(`${config.secretKey.slice(0, 2)}****${config.secretKey.slice(-2)}`);
    // The kept secret still signs: a message goes out after the update.
    const r = await call(s, SEND, { token: a, method: 'POST', query: { code: config.code, phones: '13800000009' } });
    await waitFor(a, r.body.data.ids[0], SENT);
    expect(fake.received.find((m) => m.account === config.accessKey)?.signatureOk).toBe(true);
  });

  it('enable keeps one enabled config per tenant; send without a code uses it', async () => {
    const ids = [(await createConfig(a, 1)).id, (await createConfig(a, 2)).id, (await createConfig(a, 3)).id];
    const enabledOf = () => enabledConfigIds(s, 'blade_sms');
    for (const id of ids) {
      expect((await call(s, `${SMS}/enable`, { token: a, method: 'POST', query: { id } })).body).toMatchObject({
        code: 200,
        success: true,
      });
      expect(await enabledOf()).toEqual([id]);
    }
    await Promise.all(ids.map((id) => call(s, `${SMS}/enable`, { token: a, method: 'POST', query: { id } })));
    const enabled = await enabledOf();
    expect(enabled).toHaveLength(1);
    // submit cannot switch a config on.
    await call(s, `${SMS}/submit`, { token: a, body: { id: ids.find((x) => x !== enabled[0]), status: 2 } });
    expect(await enabledOf()).toEqual(enabled);
    const r = await call(s, SEND, { token: a, method: 'POST', query: { phones: '13800000010' } });
    const row = await waitFor(a, r.body.data.ids[0], SENT);
    expect(row.smsId).toBe(enabled[0]);
  });
});

describe('rate limits and tenants', () => {
  it('limits each phone and the tenant per hour, counted in the database', async () => {
    const config = await createConfig(b, 1);
    for (let i = 0; i < 3; i++) {
      expect(
        (await call(s, SEND, { token: b, method: 'POST', query: { code: config.code, phones: '13900000001' } })).body
          .success,
      ).toBe(true);
    }
    const fourth = await call(s, SEND, {
      token: b,
      method: 'POST',
      query: { code: config.code, phones: '13900000002,13900000001' },
    });
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({
      code: 429,
      success: false,
      data: null,
      msg: '手机号码13900000001发送过于频繁,每小时最多发送3条,请稍后再试',
    });
    // 3 sent so far; 37 more fill the tenant's 40, the next one is refused whatever the phone.
    const more = Array.from({ length: 37 }, (_, i) => `139000001${String(i).padStart(2, '0')}`).join(',');
    expect(
      (await call(s, SEND, { token: b, method: 'POST', query: { code: config.code, phones: more } })).body.data.count,
    ).toBe(37);
    const over = await call(s, SEND, { token: b, method: 'POST', query: { code: config.code, phones: '13900000200' } });
    expect(over.body).toEqual({
      code: 429,
      success: false,
      data: null,
      msg: '本租户短信发送过于频繁,每小时最多发送40条,请稍后再试',
    });
    // The platform tenant's own budget is untouched by 100001's.
    const other = await createConfig(a, 1);
    expect(
      (await call(s, SEND, { token: a, method: 'POST', query: { code: other.code, phones: '13900000001' } })).body
        .success,
    ).toBe(true);
  });

  it('keeps each tenant to its own configs and send log; buttons are enforced', async () => {
    const mine = await createConfig(a, 1);
    const r = await call(s, SEND, { token: a, method: 'POST', query: { code: mine.code, phones: '13800000011' } });
    const logId = r.body.data.ids[0];
    expect((await call(s, `${SMS}/detail`, { token: b, query: { id: mine.id } })).body.data).toBeNull();
    expect((await call(s, `${SMS}/enable`, { token: b, method: 'POST', query: { id: mine.id } })).body).toMatchObject({
      code: 404,
      msg: '数据不存在',
    });
    const foreignCode = await call(s, SEND, {
      token: b,
      method: 'POST',
      query: { code: mine.code, phones: '13800000011' },
    });
    expect(foreignCode.body).toMatchObject({ success: false, msg: `短信配置不存在: ${mine.code}` });
    expect((await call(s, `${LOG}/detail`, { token: b, query: { id: logId } })).body.data).toBeNull();
    const theirLog = (await call(s, `${LOG}/page`, { token: b, query: { size: 100 } })).body.data.records as Array<{
      id: string;
      tenantId: string;
    }>;
    expect(theirLog.length).toBeGreaterThan(0);
    expect(theirLog.every((x) => x.tenantId === '100001')).toBe(true);
    expect((await call(s, SEND, { token: reader, method: 'POST', query: { phones: '13800000012' } })).status).toBe(403);
    expect((await call(s, `${SMS}/enable`, { token: reader, method: 'POST', query: { id: mine.id } })).status).toBe(
      403,
    );
    // The send log is read only.
    expect((await call(s, `${LOG}/submit`, { token: a, body: { phone: '13800000013' } })).status).toBe(404);
  });
});

describe.runIf(onPostgres)('two instances on one database', () => {
  let other: BuiltApp | undefined;
  afterAll(async () => other?.close());

  it('their workers share the outbox: every message is sent exactly once', async () => {
    // A second instance whose worker competes with the first one's; a slow provider keeps both busy.
    other = await buildApp(
      loadConfig(
        { DATA_DIR: ':memory:', LOG_LEVEL: 'silent', WEB_ROOT: '/nonexistent', DEMO_DATA: 'off' } as NodeJS.ProcessEnv,
        {
          databaseUrl: s.databaseUrl,
          secretsKey: SECRETS_KEY,
          smsWorkerMs: 50,
          smsRetryBaseMs: 300,
          smsMaxAttempts: 3,
        },
      ),
    );
    fake.delayMs = 60;
    try {
      const config = await createConfig(a, 3);
      const ids: string[] = [];
      for (let round = 0; round < 4; round++) {
        const phones = Array.from({ length: 5 }, (_, i) => `1370000${round}${String(i).padStart(3, '0')}`).join(',');
        const r = await call(s, SEND, { token: a, method: 'POST', query: { code: config.code, phones } });
        ids.push(...(r.body.data.ids as string[]));
        await new Promise((res) => setTimeout(res, 80));
      }
      for (const id of ids) await waitFor(a, id, SENT, 20_000);
      const got = fake.received.filter((m) => m.account === config.accessKey);
      expect(got).toHaveLength(20);
      expect(new Set(got.map((m) => m.phone)).size).toBe(20);
      expect(got.every((m) => m.signatureOk)).toBe(true);
      // One worker sends one message at a time: two requests in flight at once were two instances.
      expect(fake.maxInFlight).toBeGreaterThanOrEqual(2);
    } finally {
      fake.delayMs = 0;
    }
  });
});
