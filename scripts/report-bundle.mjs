#!/usr/bin/env node
/**
 * After `vite build`: the gzipped size of the JavaScript the login page loads before any lazy chunk,
 * i.e. the entry script of dist/index.html and everything it imports statically (per the Vite
 * manifest), plus any other <script>/<link rel="modulepreload"> of the page. Budget: 310 kB gzip.
 * `--strict` makes an over-budget build fail.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.env.DIST_DIR || 'dist';
const BUDGET_KB = Number(process.env.LOGIN_JS_BUDGET_KB || 310);
const strict = process.argv.includes('--strict');

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const manifestPath = join(DIST, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`report-bundle: ${manifestPath} is missing; enable build.manifest in vite.config.ts`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const attr = (tag, name) => new RegExp(`${name}=["']([^"']+)["']`, 'i').exec(tag)?.[1];
const fromHtml = [
  ...[...html.matchAll(/<script\b[^>]*>/gi)].map((m) => attr(m[0], 'src')),
  ...[...html.matchAll(/<link\b[^>]*rel=["']modulepreload["'][^>]*>/gi)].map((m) => attr(m[0], 'href')),
]
  .filter(Boolean)
  .map((url) => url.replace(/^\//, ''));

// Static imports only: dynamic imports are the lazy screens the login page does not need.
const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, chunk }]));
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  (chunk.imports ?? []).forEach(visit);
};
for (const file of fromHtml) {
  const entry = byFile.get(file);
  if (entry) visit(entry.key);
  else files.add(file);
}

const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const code = readFileSync(join(DIST, file));
    return { file, raw: code.length, gzip: gzipSync(code).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);
console.log('\nJavaScript loaded by the login page (initial, before lazy chunks):');
for (const row of rows) console.log(`  ${kb(row.raw)} kB raw ${kb(row.gzip)} kB gzip  ${row.file}`);
console.log(`  ${kb(totalRaw)} kB raw ${kb(total)} kB gzip  TOTAL (budget ${BUDGET_KB} kB gzip)`);
if (total > BUDGET_KB * 1024) {
  console.warn(`report-bundle: over budget by ${((total - BUDGET_KB * 1024) / 1024).toFixed(1)} kB gzip`);
  if (strict) process.exit(1);
}
