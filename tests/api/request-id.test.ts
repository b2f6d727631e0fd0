import { PassThrough } from 'node:stream';
import { expect, it } from 'vitest';
import { useStarted, startServer } from './harness';

// Every answer names its request in X-Request-Id, and the server's log lines of that request carry the
// same id. Without a trusted proxy (TRUST_PROXY 0, the default) an X-Request-Id sent in is the client's
// word and is not taken. This server has no METRICS_TOKEN: /metrics does not exist.
let log = '';
const s = useStarted(() => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return startServer({ logLevel: 'info' }, { logStream: stream });
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

it('names every answer with a fresh id: a success, a refusal and a path that does not exist', async () => {
  const ok = await fetch(`${s.url}/api/health`);
  const refused = await fetch(`${s.url}/api/blade-system/param/detail?id=1`);
  const missing = await fetch(`${s.url}/api/no-such-call`);
  expect([ok.status, refused.status, missing.status]).toEqual([200, 401, 404]);
  const ids = [ok, refused, missing].map((r) => r.headers.get('x-request-id') ?? '');
  for (const id of ids) expect(id).toMatch(UUID);
  expect(new Set(ids).size).toBe(3);
});

it('ignores an X-Request-Id sent in without a trusted proxy', async () => {
  const r = await fetch(`${s.url}/api/health`, { headers: { 'X-Request-Id': 'proxy-id-0001' } });
  expect(r.headers.get('x-request-id')).not.toBe('proxy-id-0001');
  expect(r.headers.get('x-request-id')).toMatch(UUID);
});

it("writes the request's id on its log lines", async () => {
  const r = await fetch(`${s.url}/api/blade-system/param/page`);
  expect(r.status).toBe(401);
  const id = r.headers.get('x-request-id') ?? '';
  await new Promise((done) => setTimeout(done, 50));
  const lines = log
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { reqId?: string; msg?: string; res?: { statusCode?: number } });
  const own = lines.filter((l) => l.reqId === id);
  expect(own.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  expect(own[1].res?.statusCode).toBe(401);
});

it('answers /metrics with 404 when no METRICS_TOKEN is configured, whatever the token sent', async () => {
  const tries: Record<string, string>[] = [{}, { Authorization: 'Bearer anything-at-all-0123' }];
  for (const headers of tries) {
    const r = await fetch(`${s.url}/metrics`, { headers });
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual({ code: 404, success: false, data: null, msg: '请求资源不存在' });
    expect(r.headers.get('x-request-id')).toMatch(UUID);
  }
});
