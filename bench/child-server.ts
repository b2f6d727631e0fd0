/**
 * The real server in its own process, for the load test, the bench and the crash test: the load
 * generator must not share the server's event loop, and a crash test needs a process it can kill -9.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASIC, captchaGrantQuery } from '../tests/blade-client';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

export interface ChildServer {
  base: string;
  child: ChildProcess;
  /** SIGTERM and wait: the clean shutdown. */
  stop(): Promise<void>;
  /** SIGKILL and wait: no shutdown code runs at all. */
  kill9(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((r) => child.once('exit', () => r()));

/**
 * Starts `server/main.ts` with the given environment (DATA_DIR or DATABASE_URL, ADMIN_PASSWORD,
 * TOKEN_SIGN_KEY ...) and waits until /api/health answers. TEST_SEAMS=1 so sign-in can use the
 * captcha grant whatever the client's captcha setting is; QUERY_COUNT_SEAM=0 so the statement counter
 * of the tests (an AsyncLocalStorage context per request, which production never runs) is not measured.
 */
export async function startChildServer(
  env: Record<string, string>,
  opts: { port?: number; quiet?: boolean; timeoutMs?: number; nodeArgs?: string[] } = {},
): Promise<ChildServer> {
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      WEB_ROOT: '/nonexistent',
      TEST_SEAMS: '1',
      QUERY_COUNT_SEAM: '0',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', opts.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const server: ChildServer = {
    base,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited(child);
    },
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited(child);
    },
  };
  // A guard against a server that never comes up, not a timing goal: a busy machine may take a minute or more.
  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was up`);
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) return server;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  await server.kill9();
  throw new Error('server did not start in time');
}

export interface SignedIn {
  accessToken: string;
  userId: string;
}

/**
 * Signs in through the captcha grant, reading the code from the TEST_SEAMS peek route: it works
 * whether or not the client still accepts the bare password grant.
 */
export async function signIn(base: string, account: string, password: string, tenantId = '000000'): Promise<SignedIn> {
  const c = (await (await fetch(`${base}/api/blade-auth/oauth/captcha`)).json()) as { key: string };
  const peek = (await (
    await fetch(`${base}/api/blade-auth/oauth/captcha-peek?key=${encodeURIComponent(c.key)}`)
  ).json()) as { code: string | null };
  if (!peek.code) throw new Error('captcha-peek gave no code: is TEST_SEAMS=1 set on the server?');
  const q = new URLSearchParams(captchaGrantQuery(tenantId, account, password));
  const r = await fetch(`${base}/api/blade-auth/oauth/token?${q}`, {
    method: 'POST',
    headers: { Authorization: BASIC, 'Tenant-Id': tenantId, 'Captcha-Key': c.key, 'Captcha-Code': peek.code },
  });
  const body = (await r.json()) as { access_token?: string; user_id?: string };
  if (!body.access_token) throw new Error(`sign-in of ${account} failed: ${r.status} ${JSON.stringify(body)}`);
  return { accessToken: body.access_token, userId: String(body.user_id ?? '') };
}

/** Headers of an authenticated Blade call. */
export const authHeaders = (token: string): Record<string, string> => ({
  Authorization: BASIC,
  'Blade-Auth': `bearer ${token}`,
});
