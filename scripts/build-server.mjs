#!/usr/bin/env node
/**
 * npm run build:server: the API server (server/main.ts and everything it imports, the demo corpora
 * included) bundled by esbuild into one ES module, build/server/main.mjs, with its source map; packages
 * stay imports from node_modules. `node --enable-source-maps build/server/main.mjs` runs it from the
 * repository (paths such as DATA_DIR and WEB_ROOT are taken from the working directory).
 * Writes the inputs' fingerprint beside it (build/server/stamp.json) for scripts/start.mjs.
 *
 *   node scripts/build-server.mjs [--root DIR] [--out DIR]
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { SERVER_INPUTS, fingerprintOf, isInput, writeStamp } from './build-stamp.mjs';

export const SERVER_OUT = 'build/server';
export const serverEntry = (outDir) => path.join(outDir, 'main.mjs');
export const serverStamp = (outDir) => path.join(outDir, 'stamp.json');

/** Bundles the server of `root` into `outDir`; answers the fingerprint it stored. */
export async function buildServer({ root = process.cwd(), outDir = path.join(root, SERVER_OUT) } = {}) {
  // Taken before bundling: a file edited during the build makes the next start build again.
  const fingerprint = fingerprintOf(root, SERVER_INPUTS);
  const result = await esbuild.build({
    absWorkingDir: path.resolve(root),
    entryPoints: ['server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    outfile: serverEntry(path.resolve(root, outDir)),
    metafile: true,
    logLevel: 'warning',
  });
  // The fingerprint must see every file the bundle was made from, or a change there would be missed.
  const unseen = Object.keys(result.metafile.inputs).filter((f) => !isInput(SERVER_INPUTS, f));
  if (unseen.length) {
    throw new Error(`the server imports files outside SERVER_INPUTS (scripts/build-stamp.mjs): ${unseen.join(', ')}`);
  }
  writeStamp(serverStamp(path.resolve(root, outDir)), fingerprint);
  return fingerprint;
}

const argOf = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(argOf('--root') ?? process.cwd());
  const outDir = path.resolve(argOf('--out') ?? path.join(root, SERVER_OUT));
  const started = Date.now();
  const { files } = await buildServer({ root, outDir });
  console.log(`build:server: ${files} inputs bundled into ${serverEntry(outDir)} in ${Date.now() - started} ms`);
}
