import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

// helmet's headers on the web app, on API answers and on refusals alike.
let s: TestServer;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'webroot-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  s = await startServer({ webRoot: root });
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

it('serves the app under a CSP without unsafe-eval, framed only by itself', async () => {
  for (const p of ['/', '/system/user', '/api/health', '/api/blade-system/param/page']) {
    const r = await fetch(`${s.url}${p}`);
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp, p).not.toBe('');
    const d = directives(csp);
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['script-src']).toEqual(["'self'"]);
    expect(d['connect-src']).toEqual(["'self'"]);
    expect(d['frame-ancestors']).toEqual(["'self'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['img-src']).toEqual(expect.arrayContaining(['data:', 'blob:']));
    expect(d['frame-src']).toEqual(expect.arrayContaining(['http:', 'https:']));
    expect(d).not.toHaveProperty('upgrade-insecure-requests');
    expect(csp).not.toContain('unsafe-eval');
    expect(r.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  }
});
