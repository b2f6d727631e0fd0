#!/usr/bin/env node
/**
 * The web app: `vite build` into dist/, then the inputs' fingerprint into build/web-stamp.json (beside
 * dist/, not in it: dist/ is served to anyone) with a hash of the dist/index.html it produced, so that
 * scripts/start.mjs can tell this build from one made of other sources. `npm run build` runs it.
 */
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { WEB_INPUTS, fingerprintOf, writeStamp } from './build-stamp.mjs';

export const WEB_OUT = 'dist';
export const webStamp = (root) => path.join(root, 'build', 'web-stamp.json');

/** The hash of the built dist/index.html (it names every hashed asset), or '' when there is none. */
export function webOutputHash(root) {
  try {
    return crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(root, WEB_OUT, 'index.html')))
      .digest('hex');
  } catch {
    return '';
  }
}

/** Runs `vite build` in `root`; answers the fingerprint it stored, or throws when the build failed. */
export function buildWeb({ root = process.cwd() } = {}) {
  const fingerprint = fingerprintOf(root, WEB_INPUTS);
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const run = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`vite build failed (exit ${run.status ?? run.signal})`);
  const stamped = { ...fingerprint, output: webOutputHash(root) };
  writeStamp(webStamp(root), stamped);
  return stamped;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  const { files } = buildWeb();
  console.log(`build: ${files} inputs built into ${WEB_OUT}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
