import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import JSZip from 'jszip';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDef } from '../../resources/types';
import { call, login, startServer, type TestServer } from './harness';

/**
 * Data sources (PostgreSQL and MariaDB, the local services), the code generator's
 * round trip (a table → a generated resource → typechecked, loaded into a server, a record through its
 * API), tenant binding and saved reports.
 */

const PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const MARIADB = { host: '127.0.0.1', port: 3306, user: 'root', password: '', database: 'test' };
const ROOT = path.resolve(__dirname, '../..');
const suffix = crypto.randomBytes(3).toString('hex');
const table = `cg_${suffix}`;
const resourceName = `cg${suffix}`;

let server: TestServer;
let admin: string, tenantAdmin: string;
let pgSourceId: string;
let tmpDir = '';

beforeAll(async () => {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`create table ${table} (
    id bigserial primary key,
    shop_name varchar(80) not null,
    visit_count int,
    open_date date,
    kind varchar(10) not null,
    note text,
    create_time timestamp default now())`);
  await client.query(`comment on table ${table} is '巡店记录'`);
  await client.query(`comment on column ${table}.shop_name is '店铺名称'`);
  await client.query(`comment on column ${table}.visit_count is '巡查次数'`);
  await client.query(`comment on column ${table}.open_date is '开业日期'`);
  await client.query(`comment on column ${table}.kind is '是否重点'`);
  await client.end();
  const my = await mysql.createConnection(MARIADB);
  await my.query(
    `create table ${table} (id bigint primary key auto_increment, title varchar(40) not null comment '标题', amount decimal(10,2) null comment '金额') comment='MariaDB表'`,
  );
  await my.end();
  server = await startServer();
  admin = (await login(server)).access_token;
  tenantAdmin = (await login(server, 'admin', undefined, '100001')).access_token;
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`drop table if exists ${table}`);
  await client.end();
  const my = await mysql.createConnection(MARIADB);
  await my.query(`drop table if exists ${table}`);
  await my.end();
});

const submitSource = (body: Record<string, unknown>, token = admin) =>
  call(server, '/api/blade-develop/datasource/submit', { token, body });

/** Tries a stored data source's connection, as the 测试连接 button does. */
const testSource = (id: string, token = admin) =>
  call(server, '/api/blade-develop/datasource/test', { token, method: 'POST', query: { id } });

/** A data source of `kind` at `url`, by default with throwaway credentials (for the addresses that must be refused). */
const sourceAt = (
  name: string,
  kind: string,
  url: string,
  credentials: { username: string; password?: string } = { username: 'u', password: 'p' },
) => submitSource({ name: `${name}-${suffix}`, kind, url, ...credentials });

describe('data sources', () => {
  it('connects to PostgreSQL, keeps the password sealed and never answers it', async () => {
    const r = await sourceAt('pg', 'pg', 'jdbc:postgresql://127.0.0.1:5432/postgres', {
      username: 'postgres',
      password: 'pg-secret-123',
    });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    pgSourceId = r.body.data.id;
    expect(r.body.data).not.toHaveProperty('password');
    const test = await testSource(pgSourceId);
    expect(test.body).toMatchObject({ success: true, msg: '连接成功' });
    for (const [route, query] of [
      ['detail', { id: pgSourceId }],
      ['page', {}],
      ['list', {}],
      ['select', {}],
    ] as const) {
      const read = await call(server, `/api/blade-develop/datasource/${route}`, { token: admin, query });
      expect(JSON.stringify(read.body), route).not.toContain('pg-secret-123');
      expect(JSON.stringify(read.body), route).not.toContain('password');
    }
    const stored = (await server.built.app.db
      .selectFrom('blade_datasource' as never)
      .select('password' as never)
      .where('id' as never, '=', pgSourceId as never)
      .executeTakeFirstOrThrow()) as { password: string };
    expect(stored.password).toMatch(/^v1:/);
    expect(stored.password).not.toContain('pg-secret-123');
    const tables = await call(server, '/api/blade-develop/datasource/tables', {
      token: admin,
      query: { id: pgSourceId },
    });
    expect(tables.body.data).toContainEqual({ name: table, comment: '巡店记录' });
  });

  it('connects to MariaDB, and a wrong password answers the driver reason in Chinese', async () => {
    const good = await sourceAt('maria', 'mysql', '127.0.0.1:3306/test', { username: 'root' });
    expect(good.body.success, JSON.stringify(good.body)).toBe(true);
    const ok = await testSource(good.body.data.id);
    expect(ok.body).toMatchObject({ success: true, msg: '连接成功' });
    const bad = await sourceAt('maria-bad', 'mysql', 'mysql://127.0.0.1:3306/test', {
      username: 'root',
      password: 'wrong-password',
    });
    const fail = await testSource(bad.body.data.id);
    expect(fail.body.success).toBe(false);
    expect(fail.body.msg).toMatch(/^连接失败: Access denied for user 'root'/);
    expect(fail.body.msg).not.toContain('wrong-password');
    // An edit without a password keeps the stored one (still wrong); a new one replaces it.
    await submitSource({ id: bad.body.data.id, remark: 'edited' });
    expect((await testSource(bad.body.data.id)).body.success).toBe(false);
    await submitSource({ id: bad.body.data.id, password: '' });
    const fixed = await submitSource({ id: bad.body.data.id, username: 'root', password: '' });
    expect(fixed.body.success).toBe(true);
  });

  it('refuses bad addresses, metadata hosts and callers outside the platform', async () => {
    const bad = await sourceAt('x', 'pg', 'not an address');
    expect(bad.status).toBe(400);
    const meta = await sourceAt('y', 'pg', '169.254.169.254:5432/x');
    expect(meta.body.msg).toBe('连接地址不可用');
    const kind = await sourceAt('z', 'oracle', '127.0.0.1:1521/x');
    expect(kind.body.success).toBe(false);
    expect((await call(server, '/api/blade-develop/datasource/page', { token: tenantAdmin })).status).toBe(403);
    expect((await testSource(pgSourceId, tenantAdmin)).status).toBe(403);
  });

  it('binds a data source to a tenant (platform administrators only)', async () => {
    const bind = await call(server, '/api/blade-system/tenant/datasource', {
      token: admin,
      method: 'POST',
      query: { tenantId: '100001', datasourceId: pgSourceId },
    });
    expect(bind.body.success, JSON.stringify(bind.body)).toBe(true);
    const page = await call(server, '/api/blade-system/tenant/page', { token: admin, query: { tenantId: '100001' } });
    expect(page.body.data.records[0].datasourceId).toBe(pgSourceId);
    const missing = await call(server, '/api/blade-system/tenant/datasource', {
      token: admin,
      method: 'POST',
      query: { tenantId: '100001', datasourceId: '123456789' },
    });
    expect(missing.body).toMatchObject({ success: false, msg: '数据源不存在' });
    const refused = await call(server, '/api/blade-system/tenant/datasource', {
      token: tenantAdmin,
      method: 'POST',
      query: { tenantId: '100001', datasourceId: pgSourceId },
    });
    expect(refused.status).toBe(403);
  });
});

describe('the code generator', () => {
  let codeId = '';

  it('saves a configuration and copies it', async () => {
    const r = await call(server, '/api/blade-develop/code/submit', {
      token: admin,
      body: {
        codeName: '巡店记录',
        datasourceId: pgSourceId,
        tableName: table,
        tablePrefix: 'cg_',
        resourceName,
        domain: 'generated',
        apiPath: `/api/blade-gen/${resourceName}`,
        dictFields: 'kind=yes_no',
      },
    });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    codeId = r.body.data.id;
    const copy = await call(server, '/api/blade-develop/code/copy', {
      token: admin,
      method: 'POST',
      query: { id: codeId },
    });
    expect(copy.body.data).toMatchObject({ codeName: '巡店记录-副本', tableName: table, resourceName });
    expect(copy.body.data.id).not.toBe(codeId);
    const bad = await call(server, '/api/blade-develop/code/submit', {
      token: admin,
      body: { codeName: 'x', datasourceId: pgSourceId, tableName: 'a;drop', resourceName: 'ok', apiPath: '/api/x/y' },
    });
    expect(bad.status).toBe(400);
  });

  it('reads MariaDB columns with their comments', async () => {
    const sources = await call(server, '/api/blade-develop/datasource/select', { token: admin });
    const maria = sources.body.data.find((s: { name: string }) => s.name === `maria-${suffix}`);
    const r = await call(server, '/api/blade-develop/code/submit', {
      token: admin,
      body: {
        codeName: 'M表',
        datasourceId: maria.id,
        tableName: table,
        resourceName: `m${suffix}`,
        domain: 'generated',
        apiPath: `/api/blade-gen/m${suffix}`,
      },
    });
    const preview = await call(server, '/api/blade-develop/code/preview', {
      token: admin,
      query: { id: r.body.data.id },
    });
    const schema = preview.body.data.find((f: { path: string }) => f.path.endsWith('schema.ts')).content as string;
    expect(schema).toContain("label: 'M表'");
    expect(schema).toContain("{ name: 'title', label: '标题', type: 'string', maxLength: 40, required: '请输入标题'");
    expect(schema).toContain("{ name: 'amount', label: '金额', type: 'number' }");
  });

  it('generates a resource that typechecks and serves its records in a server', async () => {
    const refused = await call(server, '/api/blade-develop/code/gen-code', {
      token: admin,
      method: 'POST',
      query: { ids: codeId, system: 'sword' },
    });
    expect(refused.status).toBe(400);
    const res = await fetch(`${server.url}/api/blade-develop/code/gen-code?ids=${codeId}&system=saber`, {
      method: 'POST',
      headers: {
        Authorization: 'Basic ' + Buffer.from('saber:saber_secret').toString('base64'),
        'Blade-Auth': `bearer ${admin}`,
        // As the web app sends every POST: a key, which a file answer must not trip over.
        'Idempotency-Key': '"gen-code-1"',
      },
    });
    expect(res.headers.get('content-type')).toBe('application/zip');
    const zip = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
    const dir = `resources/generated/${resourceName}`;
    expect(
      Object.keys(zip.files)
        .filter((f) => !zip.files[f].dir)
        .sort(),
    ).toEqual([`${dir}/README.md`, `${dir}/index.ts`, `${dir}/menu.sql`, `${dir}/schema.ts`]);
    const schema = await zip.file(`${dir}/schema.ts`)!.async('string');
    expect(schema).toContain(
      "{ name: 'shopName', label: '店铺名称', type: 'string', maxLength: 80, required: '请输入店铺名称'",
    );
    expect(schema).toContain(
      "{ name: 'kind', label: '是否重点', type: 'string', maxLength: 10, dict: { code: 'yes_no' }, required: '请选择是否重点'",
    );
    expect(schema).not.toContain("name: 'createTime'");
    expect(await zip.file(`${dir}/menu.sql`)!.async('string')).toContain(`'${resourceName}_add'`);

    // The files as they would sit in the repository: a scratch tree beside it whose resources/types and
    // resources/engine are the real ones, typechecked with the repository's compiler settings.
    tmpDir = fs.mkdtempSync(path.join(ROOT, '.codegen-test-'));
    for (const name of Object.keys(zip.files)) {
      if (zip.files[name].dir) continue;
      fs.mkdirSync(path.dirname(path.join(tmpDir, name)), { recursive: true });
      fs.writeFileSync(path.join(tmpDir, name), await zip.file(name)!.async('string'));
    }
    fs.writeFileSync(path.join(tmpDir, 'resources/types.ts'), "export * from '../../resources/types';\n");
    fs.mkdirSync(path.join(tmpDir, 'resources/engine'));
    fs.writeFileSync(path.join(tmpDir, 'resources/engine/index.ts'), "export * from '../../../resources/engine';\n");
    fs.writeFileSync(
      path.join(tmpDir, 'tsconfig.json'),
      JSON.stringify({
        extends: '../tsconfig.json',
        compilerOptions: { noEmit: true, skipLibCheck: true },
        include: [`${dir}/*.ts`],
        files: [],
      }),
    );
    const tsc = await promisify(execFile)(
      path.join(ROOT, 'node_modules/.bin/tsc'),
      ['-p', path.join(tmpDir, 'tsconfig.json')],
      { cwd: ROOT },
    ).catch((e: { stdout: string }) => ({ stdout: `FAILED ${e.stdout}` }));
    expect(tsc.stdout).toBe('');

    const def = (await import(path.join(tmpDir, dir, 'schema.ts'))).default as ResourceDef;
    const generated = await startServer({}, { extraResources: [def] });
    try {
      const token = (await login(generated)).access_token;
      const base = `/api/blade-gen/${resourceName}`;
      const saved = await call(generated, `${base}/submit`, {
        token,
        body: { shopName: '星光KTV', visitCount: 3, openDate: '2026-01-02', kind: '1', note: '夜间' },
      });
      expect(saved.body.success, JSON.stringify(saved.body)).toBe(true);
      const missing = await call(generated, `${base}/submit`, { token, body: { kind: '1' } });
      expect(missing.body.msg).toBe('请输入店铺名称');
      const page = await call(generated, `${base}/page`, { token, query: { shopName: '星光' } });
      expect(page.body.data.total).toBe(1);
      expect(page.body.data.records[0]).toMatchObject({
        shopName: '星光KTV',
        visitCount: 3,
        openDate: '2026-01-02',
        kind: '1',
      });
      const menus = await generated.built.app.db
        .selectFrom('blade_menu')
        .select('code')
        .where('code', 'like', `${resourceName}%`)
        .execute();
      expect(menus.map((m) => m.code).sort()).toContain(`${resourceName}_add`);
    } finally {
      await generated.close();
    }
  }, 240_000);
});

describe('writing generated files in development', () => {
  it('writes them under the folder, and refuses to overwrite an existing file', async () => {
    const { writeGenerated } = await import('../../server/domains/develop/write-generated');
    const root = fs.mkdtempSync(path.join(ROOT, '.codegen-write-'));
    try {
      const files = [
        { path: 'resources/generated/x/schema.ts', content: 'a' },
        { path: 'resources/generated/x/index.ts', content: 'b' },
      ];
      expect(writeGenerated(root, files)).toEqual(files.map((f) => f.path));
      expect(fs.readFileSync(path.join(root, 'resources/generated/x/index.ts'), 'utf8')).toBe('b');
      fs.writeFileSync(path.join(root, 'resources/generated/x/index.ts'), 'edited');
      expect(writeGenerated(root, files)).toBe('文件已存在,未写入: resources/generated/x/schema.ts');
      expect(fs.readFileSync(path.join(root, 'resources/generated/x/index.ts'), 'utf8')).toBe('edited');
      expect(writeGenerated(root, [{ path: 'resources/../../escape.ts', content: 'x' }])).toMatch(/^生成路径不正确/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('saved reports', () => {
  const base = '/api/blade-report/report/rest';

  it('saves a screen route with its query, lists and removes it within the tenant', async () => {
    const saved = await call(server, `${base}/submit`, {
      token: tenantAdmin,
      body: { name: '本月投诉', path: '/consumer/complaint', query: 'createTime_datege=2026-11-01' },
    });
    expect(saved.body.success, JSON.stringify(saved.body)).toBe(true);
    const id = saved.body.data.id;
    const list = await call(server, `${base}/list`, { token: tenantAdmin });
    expect(list.body.data.records.map((r: { id: string }) => r.id)).toContain(id);
    expect(list.body.data.records.find((r: { id: string }) => r.id === id)).toMatchObject({
      path: '/consumer/complaint',
      query: 'createTime_datege=2026-11-01',
    });
    // Another tenant neither lists nor removes it.
    const other = await call(server, `${base}/list`, { token: admin });
    expect(other.body.data.records.map((r: { id: string }) => r.id)).not.toContain(id);
    expect(
      (await call(server, `${base}/remove`, { token: admin, method: 'POST', query: { ids: id } })).body.success,
    ).toBe(false);
    const removed = await call(server, `${base}/remove`, { token: tenantAdmin, method: 'POST', query: { ids: id } });
    expect(removed.body.success).toBe(true);
    expect(
      (await call(server, `${base}/list`, { token: tenantAdmin })).body.data.records.map((r: { id: string }) => r.id),
    ).not.toContain(id);
  });

  it('refuses paths that are not screens of this app', async () => {
    for (const p of [
      'https://evil.example/x',
      '//evil.example',
      '/api/blade-system/param/list',
      'javascript:alert(1)',
      '/no/such/screen',
    ]) {
      const r = await call(server, `${base}/submit`, { token: tenantAdmin, body: { name: 'x', path: p } });
      expect(r.body.success, p).toBe(false);
    }
  });
});
