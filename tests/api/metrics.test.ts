import { beforeAll, expect, it } from 'vitest';
import { call, login, useServer } from './harness';
import { okCalls } from './business-calls';

// /metrics for a scraper holding METRICS_TOKEN, behind one trusted proxy (TRUST_PROXY 1). Expectations
// are the lines an operator reads in the scrape, with the counts of the calls made here written out.
const TOKEN = 'scrape-token-of-the-metrics-test';
const s = useServer({ metricsToken: TOKEN, trustProxy: 1, smsWorkerMs: 0, smsRetryBaseMs: 3_600_000 });

const { ok, get, addSubject } = okCalls(() => s);

const scrape = (authorization?: string) =>
  fetch(`${s.url}/metrics`, { headers: authorization ? { Authorization: authorization } : {} });

/** The scrape's lines that start with `prefix` (a metric name with its labels). */
async function linesOf(prefix: string): Promise<string[]> {
  const r = await scrape(`Bearer ${TOKEN}`);
  expect(r.status).toBe(200);
  return (await r.text()).split('\n').filter((l) => l.startsWith(prefix));
}

let admin: string;
beforeAll(async () => {
  admin = (await login(s)).access_token;
});

it('refuses a missing or wrong token with 401 in the error envelope, with its request id', async () => {
  for (const auth of [undefined, 'Bearer not-the-token-at-all', TOKEN, `Basic ${TOKEN}`]) {
    const r = await scrape(auth);
    expect(r.status).toBe(401);
    expect(await r.json()).toEqual({ code: 401, success: false, data: null, msg: '请求未授权' });
    expect(r.headers.get('www-authenticate')).toBe('Bearer');
    expect(r.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  }
});

it('counts requests by route pattern and status class, times them, and counts refusals', async () => {
  for (let i = 0; i < 3; i++) expect((await fetch(`${s.url}/api/health`)).status).toBe(200);
  // Two reads of one record: the pattern is counted, not the id in the URL.
  for (const id of ['1', '2']) await call(s, '/api/blade-system/param/detail', { query: { id } });
  await fetch(`${s.url}/api/no-such-call/12345`);

  const r = await scrape(`Bearer ${TOKEN}`);
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  const text = await r.text();
  const lines = text.split('\n');
  expect(lines).toContain('http_requests_total{method="GET",route="/api/health",status_class="2xx"} 3');
  expect(lines).toContain(
    'http_requests_total{method="GET",route="/api/blade-system/param/detail",status_class="4xx"} 2',
  );
  expect(lines).toContain(
    'http_request_errors_total{method="GET",route="/api/blade-system/param/detail",status="401"} 2',
  );
  expect(lines).toContain('http_requests_total{method="GET",route="unmatched",status_class="4xx"} 1');
  expect(lines).toContain(
    'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health",status_class="2xx"} 3',
  );
  expect(lines).toContain('http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"} 3');
  // Never the raw URL: no line names the ids or the unmatched path.
  expect(text).not.toContain('12345');
  expect(text).not.toContain('detail?id');
  // The scrapes refused above are counted too (this one is not yet: it is counted once answered).
  expect(lines).toContain('http_request_errors_total{method="GET",route="/metrics",status="401"} 4');
  // prom-client's process metrics.
  expect(lines.some((l) => l.startsWith('process_cpu_user_seconds_total '))).toBe(true);
  expect(lines.some((l) => l.startsWith('nodejs_eventloop_lag_seconds '))).toBe(true);
});

it('reads the database pool: every open connection idle when scraped, nobody waiting', async () => {
  const lines = await linesOf('db_pool_connections');
  if (s.kind === 'pglite') {
    // The embedded database is one connection.
    expect(lines).toEqual([
      'db_pool_connections{state="total"} 1',
      'db_pool_connections{state="idle"} 1',
      'db_pool_connections{state="waiting"} 0',
    ]);
    return;
  }
  // PostgreSQL: as many as the pool opened so far (up to DATABASE_POOL_SIZE), all back in it.
  const value = (state: string) => Number(lines.find((l) => l.includes(`"${state}"`))?.split(' ')[1]);
  expect(value('total')).toBeGreaterThanOrEqual(1);
  expect(value('idle')).toBe(value('total'));
  expect(value('waiting')).toBe(0);
});

it('counts the hits and misses of the list caches', async () => {
  const page = () => call(s, '/api/blade-system/param/page', { token: admin, query: { current: 1, size: 10 } });
  const before = await linesOf('cache_requests_total{cache="rendered_page"');
  expect(before).toEqual([
    'cache_requests_total{cache="rendered_page",result="hit"} 0',
    'cache_requests_total{cache="rendered_page",result="miss"} 0',
  ]);
  // The first read renders the page, the next two are answered from memory.
  for (let i = 0; i < 3; i++) expect((await page()).body.success).toBe(true);
  expect(await linesOf('cache_requests_total{cache="rendered_page"')).toEqual([
    'cache_requests_total{cache="rendered_page",result="hit"} 2',
    'cache_requests_total{cache="rendered_page",result="miss"} 1',
  ]);
});

it('shows the SMS outbox: the three messages queued and not yet sent', async () => {
  // A config whose provider cannot be reached: the messages stay in the outbox, retried an hour later.
  const config = await call(s, '/api/blade-resource/sms/submit', {
    token: admin,
    body: {
      category: 3,
      smsCode: 'metrics-sms',
      templateId: 'SMS_1000',
      accessKey: 'ak-metrics',
      secretKey: 'secret-of-the-metrics-test',
      signName: '文化市场',
      regionId: '',
      appId: '',
      endpoint: 'http://127.0.0.1:9',
    },
  });
  expect(config.body).toMatchObject({ code: 200, success: true });
  expect(await linesOf('sms_outbox_queue_length{')).toEqual([
    'sms_outbox_queue_length{state="pending"} 0',
    'sms_outbox_queue_length{state="sending"} 0',
  ]);
  const sent = await call(s, '/api/blade-resource/sms/endpoint/send-message', {
    token: admin,
    method: 'POST',
    query: { code: 'metrics-sms', phones: '13800000011,13800000012,13800000013' },
  });
  expect(sent.body).toMatchObject({ code: 200, success: true, data: { count: 3 } });
  // The send-message kicked one pass; once the unreachable provider failed it, all three wait again.
  const end = Date.now() + 10_000;
  let queue: string[] = [];
  while (Date.now() < end) {
    queue = await linesOf('sms_outbox_queue_length{');
    if (queue[0] === 'sms_outbox_queue_length{state="pending"} 3') break;
    await new Promise((done) => setTimeout(done, 100));
  }
  expect(queue).toEqual(['sms_outbox_queue_length{state="pending"} 3', 'sms_outbox_queue_length{state="sending"} 0']);
});

it("shows the camera gateway's streams and viewers as they start and stop", async () => {
  expect(await linesOf('camera_gateway_')).toEqual([
    'camera_gateway_streams{state="starting"} 0',
    'camera_gateway_streams{state="playing"} 0',
    'camera_gateway_streams{state="ended"} 0',
    'camera_gateway_viewers 0',
    'camera_gateway_stream_limit 8',
  ]);
  // A camera on the gateway's own test signal, watched twice through the open API.
  const tenantAdmin = (await login(s, 'admin', undefined, '100001')).access_token;
  const subjectId = await addSubject(tenantAdmin, '指标网吧');
  const camera = (
    await ok('/api/subject/camera/submit', tenantAdmin, {
      subjectId,
      cameraName: '大厅',
      serialNo: 'SN-METRICS-1',
      channelNo: 1,
      platform: 'testsrc',
    })
  ).id as string;
  const openApi = async (path: string) => {
    const { accessToken } = await get('/api/subject/camera/getAccessToken', tenantAdmin);
    return (await call(s, `/api/openapi/${path}`, { token: tenantAdmin, body: { accessToken, cameraId: camera } }))
      .body;
  };
  for (let i = 0; i < 2; i++) expect((await openApi('live/video/start')).code).toBe(200);
  expect(await linesOf('camera_gateway_')).toEqual([
    'camera_gateway_streams{state="starting"} 0',
    'camera_gateway_streams{state="playing"} 1',
    'camera_gateway_streams{state="ended"} 0',
    'camera_gateway_viewers 2',
    'camera_gateway_stream_limit 8',
  ]);
  for (let i = 0; i < 2; i++) expect((await openApi('live/video/stop')).data).toBe(true);
  expect(await linesOf('camera_gateway_streams{state="playing"}')).toEqual([
    'camera_gateway_streams{state="playing"} 0',
  ]);
}, 60_000);

it('keeps the X-Request-Id a trusted proxy sends, when it has the safe shape', async () => {
  const kept = await fetch(`${s.url}/api/health`, { headers: { 'X-Request-Id': 'edge-7f3a.01_B' } });
  expect(kept.headers.get('x-request-id')).toBe('edge-7f3a.01_B');
  for (const unsafe of ['short', 'has space in it', 'x'.repeat(129), 'semi;colon-0001']) {
    const r = await fetch(`${s.url}/api/health`, { headers: { 'X-Request-Id': unsafe } });
    expect(r.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  }
});
