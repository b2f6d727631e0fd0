import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

// One process serves the API and the built web app; client-side routes fall back to index.html.
let s: TestServer;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'webroot-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'assets', 'main.js'), 'console.log(1)');
  s = await startServer({ webRoot: root });
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

it('serves assets, falls back to index.html for app routes, and keeps API 404s as JSON', async () => {
  const asset = await fetch(`${s.url}/assets/main.js`);
  expect(await asset.text()).toBe('console.log(1)');
  for (const p of ['/', '/wel/dashboard', '/param/123/show']) {
    const r = await fetch(`${s.url}${p}`);
    expect(r.status, p).toBe(200);
    expect(await r.text()).toContain('<title>app</title>');
  }
  const api = await fetch(`${s.url}/api/nothing`);
  expect(api.status).toBe(404);
  expect(await api.json()).toMatchObject({ code: 404, success: false });
});
