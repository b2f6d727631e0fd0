import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceServer } from '../../server/crud/resource-server';
import type { ResourceDef } from '../../resources/types';
import { call, login, startServer, type TestServer } from './harness';
import { subjectBody } from './files-fixtures';

/**
 * docs/adding-a-resource.md, followed to the letter: its code blocks (```ts file=<path>) are written
 * into a resource folder of this repository, loaded, and served beside the declared resources; then
 * everything the page promises is checked through the API. The recipe cannot drift from the code.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const recipe = fs.readFileSync(path.join(root, 'docs', 'adding-a-resource.md'), 'utf8');
const blocks = [...recipe.matchAll(/```ts file=(\S+)\n([\s\S]*?)```/g)].map(([, file, code]) => ({ file, code }));
// The same depth as resources/subject/, so the blocks' relative imports hold; removed afterwards.
const folder = `recipe-${process.pid}`;
const written = (file: string) => path.join(root, file.replace(/^resources\/subject\//, `resources/${folder}/`));

let s: TestServer;
let token: string;

beforeAll(async () => {
  expect(blocks.map((b) => b.file)).toEqual([
    'resources/subject/trainingrecord/schema.ts',
    'resources/subject/trainingrecord/server.ts',
  ]);
  for (const b of blocks) {
    fs.mkdirSync(path.dirname(written(b.file)), { recursive: true });
    fs.writeFileSync(written(b.file), b.code);
  }
  const load = async <T>(file: string) => ((await import(pathToFileURL(written(file)).href)) as { default: T }).default;
  const def = await load<ResourceDef>(blocks[0].file);
  const server = await load<ResourceServer>(blocks[1].file);
  s = await startServer({}, { extraResources: [def], extraServers: [server] });
  token = (await login(s)).access_token;
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(path.join(root, 'resources', folder), { recursive: true, force: true });
});

const BASE = '/api/subject/trainingrecord';

describe('a resource added as docs/adding-a-resource.md says', () => {
  it('is served with its table, validation, behaviour, action, history and own route', async () => {
    const subject = await call(s, '/api/subject/subject/submit', {
      method: 'POST',
      token,
      body: { ...subjectBody(), regionCode: '330106' },
    });
    expect(subject.body.success).toBe(true);
    const subjectId = String(subject.body.data.id);

    const missing = await call(s, `${BASE}/submit`, { method: 'POST', token, body: { subjectId, hours: 2 } });
    expect(missing.body.msg).toBe('请输入培训主题');

    const saved = await call(s, `${BASE}/submit`, {
      method: 'POST',
      token,
      body: { subjectId, topic: '消防安全', trainDate: '2026-11-20', hours: 3 },
    });
    expect(saved.body.success).toBe(true);
    const id = String(saved.body.data.id);
    const detail = await call(s, `${BASE}/detail`, { token, query: { id } });
    // The behaviour's write hook: the record took its subject's region.
    expect(detail.body.data).toMatchObject({ topic: '消防安全', hours: 3, confirmStatus: 0, regionCode: '330106' });

    const before = await call(s, `${BASE}/hours`, { token, query: { subjectId } });
    expect(before.body.data).toEqual({ hours: 0 });
    const confirmed = await call(s, `${BASE}/confirm`, { method: 'POST', token, body: { id } });
    expect(confirmed.body.success).toBe(true);
    const again = await call(s, `${BASE}/confirm`, { method: 'POST', token, body: { id } });
    expect(again.body.msg).toBe('该数据已处理,请勿重复操作');
    const after = await call(s, `${BASE}/hours`, { token, query: { subjectId } });
    expect(after.body.data).toEqual({ hours: 3 });
    const history = await call(s, `${BASE}/history`, { token, query: { id } });
    expect(history.body.data.map((h: { action: string }) => h.action)).toEqual(['confirm']);

    const page = await call(s, `${BASE}/page`, { token, query: { current: 1, size: 10 } });
    expect(page.body.data.records.map((r: { topic: string }) => r.topic)).toEqual(['消防安全']);
  });

  it('refuses input its route contract refuses', async () => {
    const missing = await call(s, `${BASE}/hours`, { token });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('缺少必要的请求参数: subjectId');
    const malformed = await call(s, `${BASE}/hours`, { token, query: { subjectId: 'x' } });
    expect(malformed.body.msg).toBe('参数格式错误: subjectId');
  });

  it('gets its menu and buttons under 经营主体', async () => {
    const routes = await call(s, '/api/blade-system/menu/routes', { token });
    const paths = JSON.stringify(routes.body.data);
    expect(paths).toContain('/subject/trainingrecord');
    const buttons = await call(s, '/api/blade-system/menu/buttons', { token });
    expect(JSON.stringify(buttons.body.data)).toContain('trainingrecord_confirm');
  });
});
