#!/usr/bin/env node
/**
 * How long `npm start` takes until the server answers the login page's first call
 * (GET /api/blade-system/tenant/info), in a fresh clone of this repository's HEAD (node_modules linked):
 *   1. fresh: no dist/, no build/, no database (builds both, migrates, seeds, fills the demo tenant);
 *   2. warm: everything built and the database present;
 *   3. one server file changed (server/config.ts gets a comment line): the server bundle is rebuilt.
 * Each case runs `node scripts/start.mjs` on a free port with the embedded database in the clone's own
 * data folder, prints the start script's line and the seconds to the first 200, then stops it (SIGTERM).
 *
 *   node bench/start-time.mjs [--warm-runs N]
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const warmRuns = Number(process.argv[process.argv.indexOf('--warm-runs') + 1]) || 3;

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function timedStart(clone, label) {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: clone,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Bench@Start#2026',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let line = '';
  child.stdout.on('data', (d) => {
    line ||=
      String(d)
        .split('\n')
        .find((l) => l.startsWith('start:')) ?? '';
  });
  const url = `http://127.0.0.1:${port}/api/blade-system/tenant/info?domain=localhost`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label}: the server exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (Date.now() - started) / 1000;
  const exited = new Promise((r) => child.on('exit', r));
  child.kill('SIGTERM');
  await exited;
  console.log(`${label.padEnd(22)} ${seconds.toFixed(1).padStart(6)} s   ${line}`);
  return seconds;
}

const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'start-time-'));
try {
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', repo, clone]);
  fs.symlinkSync(fs.realpathSync(path.join(repo, 'node_modules')), path.join(clone, 'node_modules'));
  console.log(`clone of ${execFileSync('git', ['-C', repo, 'rev-parse', '--short', 'HEAD']).toString().trim()}`);
  console.log(
    `load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  await timedStart(clone, 'fresh (demo fill)');
  for (let i = 1; i <= warmRuns; i++) await timedStart(clone, `warm ${i}`);
  fs.appendFileSync(path.join(clone, 'server', 'config.ts'), '// changed for bench/start-time.mjs\n');
  await timedStart(clone, 'one server file');
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  fs.rmSync(clone, { recursive: true, force: true });
}
