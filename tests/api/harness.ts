import { afterAll, beforeAll } from 'vitest';
import { loadConfig, type Config } from '../../server/config';
import { buildApp, type BuiltApp } from '../../server/app';
import { BASIC, captchaGrantQuery, md5 } from '../blade-client';
import { createScratchDatabase, dropScratchDatabase } from '../../bench/scratch-database';

export const ADMIN_PASSWORD = 'Admin@Test#2026';
export { BASIC, md5 };
export { createScratchDatabase, dropScratchDatabase };

export interface TestServer {
  url: string;
  /** The PostgreSQL database of this server ('' on PGlite), for a second instance on the same data. */
  databaseUrl: string;
  built: BuiltApp;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * The real server on a real database: an in-memory PGlite, or, when DATABASE_URL is set, a fresh
 * PostgreSQL database created for this test file and dropped afterwards.
 */
export async function startServer(
  overrides: Partial<Config> = {},
  appOpts: Parameters<typeof buildApp>[1] = {},
): Promise<TestServer> {
  const base = process.env.DATABASE_URL;
  const { dbName, databaseUrl } = base ? await createScratchDatabase(base, 't') : { dbName: '', databaseUrl: '' };
  const cfg = loadConfig(
    // No demo data unless a test asks for it (demoData: true): starts stay fast and tables empty.
    {
      DATA_DIR: ':memory:',
      ADMIN_PASSWORD,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL || 'silent',
      TEST_SEAMS: '1',
      WEB_ROOT: '/nonexistent',
      DEMO_DATA: 'off',
    } as NodeJS.ProcessEnv,
    { databaseUrl, ...overrides },
  );
  const built = await buildApp(cfg, appOpts);
  const address = await built.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    databaseUrl,
    built,
    kind: built.app.database.kind,
    async close() {
      await built.close();
      if (dbName && base) await dropScratchDatabase(base, dbName);
    },
  };
}

/**
 * Starts something (`start`) before the tests of the calling file or describe block and closes it after
 * them. Answers a stand-in whose members read through to what started, so that hooks registered after
 * this call and the tests use it as the thing itself.
 */
export function useStarted<T extends { close(): Promise<void> }>(start: () => Promise<T>, timeout?: number): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  }, timeout);
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!started) throw new Error('not started yet: use it inside hooks and tests');
      return Reflect.get(started, key);
    },
  });
}

/** A test server (startServer with these arguments) for the tests of the calling file or describe block. */
export const useServer = (...args: Parameters<typeof startServer>) => useStarted(() => startServer(...args));

export interface CallOptions {
  method?: string;
  token?: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** A multipart body (uploads), sent as the browser sends a form. */
  form?: FormData;
  headers?: Record<string, string>;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
}

/** A call's result with the answer's headers, for the tests that read them (callWithHeaders). */
export interface CallResultWithHeaders<T = any> extends CallResult<T> {
  headers: Headers;
}

/** One HTTP call as a Blade client makes it (Basic client header, Blade-Auth bearer token). */
export async function callWithHeaders<T = any>(
  server: Pick<TestServer, 'url'>,
  path: string,
  o: CallOptions = {},
): Promise<CallResultWithHeaders<T>> {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined) qs.set(k, String(v));
  const headers: Record<string, string> = { Authorization: BASIC, ...(o.headers ?? {}) };
  if (o.token) headers['Blade-Auth'] = `bearer ${o.token}`;
  if (o.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${server.url}${path}${qs.size ? `?${qs}` : ''}`, {
    method: o.method ?? (o.body !== undefined || o.form ? 'POST' : 'GET'),
    headers,
    body: o.form ?? (o.body !== undefined ? JSON.stringify(o.body) : undefined),
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, headers: res.headers };
}

/** One HTTP call as a Blade client makes it: its status and body. */
export async function call<T = any>(
  server: Pick<TestServer, 'url'>,
  path: string,
  o: CallOptions = {},
): Promise<CallResult<T>> {
  const { status, body } = await callWithHeaders<T>(server, path, o);
  return { status, body };
}

/**
 * A fresh captcha solved through the test seam (captcha-peek, TEST_SEAMS only): the headers the captcha
 * grant and register-guest want.
 */
export async function solvedCaptcha(
  server: Pick<TestServer, 'url'>,
): Promise<{ 'Captcha-Key': string; 'Captcha-Code': string }> {
  const { body } = await call(server, '/api/blade-auth/oauth/captcha');
  const peek = await call(server, '/api/blade-auth/oauth/captcha-peek', { query: { key: body.key } });
  if (peek.status !== 200 || typeof peek.body?.code !== 'string')
    throw new Error(`captcha-peek answered ${peek.status}: are test seams on?`);
  return { 'Captcha-Key': String(body.key), 'Captcha-Code': String(peek.body.code) };
}

/**
 * Sign-in as the stock web client does it in captcha mode (the default): the captcha grant of `saber`,
 * the captcha solved through the test seam. Answers the token object.
 */
export async function login(
  server: Pick<TestServer, 'url'>,
  account = 'admin',
  password = ADMIN_PASSWORD,
  tenantId = '000000',
) {
  const r = await call(server, '/api/blade-auth/oauth/token', {
    method: 'POST',
    headers: { 'Tenant-Id': tenantId, ...(await solvedCaptcha(server)) },
    query: captchaGrantQuery(tenantId, account, password),
  });
  if (r.status !== 200 || !r.body.access_token) throw new Error(`login failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as {
    access_token: string;
    refresh_token: string;
    user_id: string;
    tenant_id: string;
    role_name: string;
  };
}
