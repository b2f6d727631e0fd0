/**
 * What a build was made from: a fingerprint of its input files (each one's path, size and SHA-256), stored
 * beside the output after a build, so that `npm start` rebuilds only what changed (scripts/start.mjs).
 * Contents, not modification times: a checkout or a copy that changes nothing reuses the build.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The web app (`vite build` into dist/): every file of the folders Vite reads (any kind: styles and
 * pictures count), its page and configuration, the lock file for the packages.
 */
export const WEB_INPUTS = {
  folders: ['src', 'resources', 'i18n', 'dataProvider', 'authProvider', 'public'],
  files: ['index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'],
};

/**
 * The server bundle: the server and the declarations it imports (resources/, .ts only: screens are the
 * web app's), its JSON corpora, the bundling script itself. The web app's i18n/ is not imported by the
 * server; scripts/build-server.mjs refuses a bundle that read a file outside these inputs.
 */
export const SERVER_INPUTS = {
  folders: ['server', 'resources'],
  extensions: ['.ts', '.json'],
  files: ['tsconfig.json', 'package.json', 'package-lock.json', 'scripts/build-server.mjs', 'scripts/build-stamp.mjs'],
};

/** Whether `file` (relative to the root, with forward slashes) is one of `inputs` (no `extensions`: any file). */
export function isInput(inputs, file) {
  if (inputs.files.includes(file)) return true;
  if (!inputs.folders.some((f) => file.startsWith(`${f}/`))) return false;
  return !inputs.extensions || inputs.extensions.includes(path.extname(file));
}

function walk(root, dir, out) {
  let entries;
  try {
    entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return; // an optional folder (public/) that does not exist
  }
  for (const e of entries) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) walk(root, rel, out);
    else if (e.isFile()) out.push(rel);
  }
}

/** The input files of `inputs` under `root`, sorted. */
export function inputFiles(root, inputs) {
  const found = [];
  for (const f of inputs.folders) walk(root, f, found);
  const files = found.filter((f) => isInput(inputs, f));
  for (const f of inputs.files) if (fs.existsSync(path.join(root, f))) files.push(f);
  return files.sort();
}

/** One hash over every input's path, size and content hash. */
export function fingerprintOf(root, inputs) {
  const all = crypto.createHash('sha256');
  const files = inputFiles(root, inputs);
  for (const f of files) {
    const content = fs.readFileSync(path.join(root, f));
    const hash = crypto.createHash('sha256').update(content).digest('hex');
    all.update(`${f}\0${content.length}\0${hash}\n`);
  }
  return { hash: all.digest('hex'), files: files.length };
}

/** The fingerprint stored by the last build, or undefined. */
export function readStamp(stampFile) {
  try {
    return JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  } catch {
    return undefined;
  }
}

export function writeStamp(stampFile, fingerprint) {
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, `${JSON.stringify({ ...fingerprint, builtAt: new Date().toISOString() }, null, 2)}\n`);
}
