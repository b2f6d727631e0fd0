import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, call, login } from './harness';

/**
 * The start script (scripts/start.mjs, `npm run serve` = its --server-only) in a copy of the repository's
 * server sources: it bundles the server with esbuild into the copy's build/server/, runs it with node on
 * a free port and an embedded database in the copy, and rebuilds only when a source changed.
 * (The web app's `vite build` takes minutes on this machine; its fingerprint is the same code.)
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
let root: string;
let running: ChildProcess | undefined;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** Runs the start script; answers its first line (what it built) once printed, and the server's url. */
async function launch(): Promise<{ line: string; url: string; child: ChildProcess; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs', '--server-only'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, 'data'),
      WEB_ROOT: '/nonexistent',
      DEMO_DATA: 'off',
      ADMIN_PASSWORD,
      TEST_SEAMS: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running = child;
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  while (!out.includes('\n')) {
    if (child.exitCode !== null) throw new Error(`the start script exited with ${child.exitCode}:\n${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { line: out.split('\n')[0], url: `http://127.0.0.1:${port}`, child, output: () => out };
}

/** Waits until the server answers /api/health. */
async function untilUp({ url, child, output }: Awaited<ReturnType<typeof launch>>): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** SIGTERM to the start script, which passes it on; answers its exit code (null: ended by the signal). */
async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  child.kill('SIGTERM');
  const code = await exited;
  running = undefined;
  return code;
}

const bundle = () => path.join(root, 'build', 'server', 'main.mjs');

/** Command lines of the processes still running this copy's bundle (read from /proc). */
const bundleProcesses = () =>
  fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
      } catch {
        return ''; // ended while listed
      }
    })
    .filter((args) => args.includes(bundle()));

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'compiled-start-'));
  for (const dir of ['server', 'resources', 'scripts'])
    fs.cpSync(path.join(repo, dir), path.join(root, dir), { recursive: true });
  for (const file of ['package.json', 'package-lock.json', 'tsconfig.json'])
    fs.copyFileSync(path.join(repo, file), path.join(root, file));
  fs.symlinkSync(fs.realpathSync(path.join(repo, 'node_modules')), path.join(root, 'node_modules'));
});

afterAll(async () => {
  if (running && running.exitCode === null && running.signalCode === null) {
    const exited = new Promise((r) => running!.on('exit', r));
    running.kill('SIGKILL');
    await exited;
  }
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the start script runs the compiled server', () => {
  it('builds it on the first start, then the bundle answers a public route and, signed in, a protected one', async () => {
    const started = await launch();
    expect(started.line).toMatch(/^start: server rebuilt \(no build yet\) in \d+\.\d s$/);
    expect(fs.existsSync(`${bundle()}.map`)).toBe(true);
    await untilUp(started);
    const { url } = started;

    const info = await call({ url }, '/api/blade-system/tenant/info', { query: { domain: 'localhost' } });
    expect(info.status).toBe(200);
    expect(info.body.data).toEqual({ tenantId: '', tenantName: '', domain: 'localhost', backgroundUrl: '' });

    expect((await call({ url }, '/api/blade-system/tenant/select')).status).toBe(401);
    const token = (await login({ url })).access_token;
    const tenants = await call({ url }, '/api/blade-system/tenant/select', { token });
    expect(tenants.status).toBe(200);
    expect(tenants.body.data.map((t: { tenantId: string }) => t.tenantId)).toEqual(['000000', '100001']);
    expect(tenants.body.data[1].tenantName).toBe('示范区文化市场综合执法队');

    // The server's own SIGTERM handler closes it and exits 0; the start script keeps that code.
    expect(await stop(started.child)).toBe(0);
  }, 150_000);

  it('reuses the bundle while no source changed, and rebuilds it after a server file changed', async () => {
    const built = fs.statSync(bundle()).mtimeMs;
    // Contents decide, not times: a file touched (a checkout, a copy) but unchanged reuses the bundle.
    const touched = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'server', 'config.ts'), touched, touched);
    const again = await launch();
    expect(again.line).toBe('start: server reused (build/server/)');
    expect(fs.statSync(bundle()).mtimeMs).toBe(built);
    await stop(again.child);

    fs.appendFileSync(path.join(root, 'server', 'config.ts'), '// a change\n');
    const changed = await launch();
    expect(changed.line).toMatch(/^start: server rebuilt \(sources changed\) in \d+\.\d s$/);
    expect(fs.statSync(bundle()).mtimeMs).toBeGreaterThan(built);
    await stop(changed.child);

    // Each start above was stopped right after its first line: no server was left running behind it.
    expect(bundleProcesses()).toEqual([]);
  }, 60_000);
});
