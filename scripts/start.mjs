#!/usr/bin/env node
/**
 * npm start: builds what changed since its last build, then runs the compiled server.
 *
 * The web app (dist/) and the server bundle (build/server/main.mjs) are each rebuilt only when the
 * fingerprint of their inputs (scripts/build-stamp.mjs) differs from the one stored by their last build,
 * or when the output is missing. One line says what was rebuilt and what reused. Then
 * `node build/server/main.mjs` runs in this process's working directory and environment; SIGINT, SIGTERM
 * and SIGHUP are passed on to it and its exit code is this script's.
 *
 *   node scripts/start.mjs                 web app and server (npm start)
 *   node scripts/start.mjs --server-only   the server only, serving whatever dist/ holds (npm run serve)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_INPUTS, WEB_INPUTS, fingerprintOf, readStamp } from './build-stamp.mjs';
import { SERVER_OUT, buildServer, serverEntry, serverStamp } from './build-server.mjs';
import { WEB_OUT, buildWeb, webOutputHash, webStamp } from './build-web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverOnly = process.argv.includes('--server-only');

/** Why a build must run again ('' = its output is current). */
function staleness(stamp, inputs, outputPresent) {
  if (!stamp || !outputPresent) return 'no build yet';
  return stamp.hash === fingerprintOf(root, inputs).hash ? '' : 'sources changed';
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const said = [];

// Signals are taken from the first moment: one that arrived between printing the start line and
// spawning the server would otherwise end this script by default and leave the server running orphaned.
// Before the server runs, a signal ends this script the way the signal would; after, it is passed on.
let server;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    if (server) server.kill(signal);
    else {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    }
  });

try {
  if (!serverOnly) {
    const stamp = readStamp(webStamp(root));
    const output = webOutputHash(root);
    const why = staleness(stamp, WEB_INPUTS, output !== '' && stamp?.output === output);
    if (why) {
      const t = Date.now();
      buildWeb({ root });
      said.push(`web app rebuilt (${why}) in ${seconds(t)}`);
    } else said.push(`web app reused (${WEB_OUT}/)`);
  }
  const outDir = path.join(root, SERVER_OUT);
  const why = staleness(readStamp(serverStamp(outDir)), SERVER_INPUTS, fs.existsSync(serverEntry(outDir)));
  if (why) {
    const t = Date.now();
    await buildServer({ root, outDir });
    said.push(`server rebuilt (${why}) in ${seconds(t)}`);
  } else said.push(`server reused (${SERVER_OUT}/)`);
} catch (err) {
  console.error(`start: build failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
console.log(`start: ${said.join(', ')}`);

// Source maps: stack traces in the log name the TypeScript files and lines.
server = spawn(process.execPath, ['--enable-source-maps', serverEntry(path.join(root, SERVER_OUT))], {
  stdio: 'inherit',
});
server.on('exit', (code, signal) => {
  if (signal) {
    // Ended by a signal it did not handle: end the same way, so the caller sees what happened.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else process.exit(code ?? 1);
});
