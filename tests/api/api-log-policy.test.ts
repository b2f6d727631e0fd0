import { beforeAll, expect, it } from 'vitest';
import { flushLogs } from '../../server/domains/system/logs';
import { call, login, useServer } from './harness';

// The default API log policy: writes and failures are recorded, successful reads are not.
const s = useServer();
let token: string;
beforeAll(async () => {
  token = (await login(s)).access_token;
});

it('records writes and failed calls, not successful reads, by default', async () => {
  await call(s, '/api/blade-system/post/page', { token });
  await call(s, '/api/blade-system/param/submit', {
    token,
    body: { paramName: 'p', paramKey: 'policy.k', paramValue: 'v' },
  });
  await call(s, '/api/blade-system/param/page', { token, query: { status_equal: '1.5' } });
  await flushLogs(s.built.app);
  const r = await call(s, '/api/blade-log/api/list', { token, query: { requestUri_likeright: '/api/blade-system/' } });
  const seen = (r.body.data.records as { method: string; requestUri: string; httpStatus: number }[])
    .map((x) => `${x.method} ${x.requestUri} ${x.httpStatus}`)
    .sort();
  expect(seen).toEqual(['GET /api/blade-system/param/page 400', 'POST /api/blade-system/param/submit 200']);
});
