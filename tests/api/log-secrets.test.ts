import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { flushLogs } from '../../server/domains/system/logs';
import { ADMIN_PASSWORD, call, md5, startServer, type TestServer } from './harness';
import { tokenCall } from './auth-fixtures';

// Secrets sent to the token endpoint (md5 password, refresh token, captcha answer, client and user
// tokens) must appear neither in the server log nor in the API log table.
let s: TestServer;
let output = '';
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Every call recorded, so successful token requests are in the API log too.
  s = await startServer({ logLevel: 'info', apiLog: 'all' }, { logStream: stream });
});
afterAll(async () => s?.close());

it('keeps passwords, tokens and captcha codes out of the server log and the API log', async () => {
  const captcha = await call(s, '/api/blade-auth/oauth/captcha', { headers: { Authorization: '' } });
  const code = (await call(s, '/api/blade-auth/oauth/captcha-peek', { query: { key: captcha.body.key } })).body
    .code as string;
  const signIn = await tokenCall(
    s,
    { username: 'admin', password: md5(ADMIN_PASSWORD), grant_type: 'captcha' },
    { 'Captcha-Key': captcha.body.key, 'Captcha-Code': code },
  );
  expect(signIn.status).toBe(200);
  const { access_token: access, refresh_token: refresh } = signIn.body as {
    access_token: string;
    refresh_token: string;
  };
  const refreshed = await tokenCall(s, { grant_type: 'refresh_token', refresh_token: refresh });
  expect(refreshed.status).toBe(200);
  // A failed sign-in and an authenticated call carry secrets too.
  await tokenCall(s, { username: 'admin', password: md5('wrong-password'), grant_type: 'password' });
  await call(s, '/api/blade-system/param/page', { token: access, query: { refreshToken: refresh } });
  await flushLogs(s.built.app);

  const rows = await s.built.app.db.selectFrom('blade_log_api').selectAll().execute();
  const errors = await s.built.app.db.selectFrom('blade_log_error').selectAll().execute();
  const table = JSON.stringify([rows, errors]);
  expect(rows.some((r) => String(r.requestUri).endsWith('/oauth/token'))).toBe(true);
  expect(output).toContain('/oauth/token?');
  const secrets = [
    md5(ADMIN_PASSWORD),
    md5('wrong-password'),
    access,
    refresh,
    refreshed.body.access_token,
    refreshed.body.refresh_token,
    code,
    'Basic ',
  ];
  for (const secret of secrets) {
    expect(output).not.toContain(secret);
    expect(table).not.toContain(secret);
  }
  expect(output).toContain('password=******');
  expect(table).toContain('password=******');
});
