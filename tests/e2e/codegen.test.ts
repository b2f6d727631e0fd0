import crypto from 'node:crypto';
import fs from 'node:fs';
import JSZip from 'jszip';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../api/harness';
import { atPath, see, useE2E, toast } from './browser';

/**
 * 研发工具: a data source tested from its list, and a resource generated from a table in the
 * browser: the data source and the table picked in the code generator's form, the zip downloaded.
 */
const PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const suffix = crypto.randomBytes(3).toString('hex');
const table = `cge_${suffix}`;
const source = `本地库${suffix}`;

describe('the code generator in the browser', () => {
  // The table is made before the app starts and dropped after it closed (hooks run in order, and
  // after-hooks in reverse order).
  beforeAll(async () => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`create table ${table} (id bigserial primary key, venue_name varchar(60) not null, seats int)`);
    await client.query(`comment on table ${table} is '演出场所'`);
    await client.query(`comment on column ${table}.venue_name is '场所名称'`);
    await client.end();
  });
  afterAll(async () => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`drop table if exists ${table}`);
    await client.end();
  });
  const e2e = useE2E();
  beforeAll(async () => {
    const token = (await login(e2e.server)).access_token;
    const r = await call(e2e.server, '/api/blade-develop/datasource/submit', {
      token,
      body: { name: source, kind: 'pg', url: '127.0.0.1:5432/postgres', username: 'postgres' },
    });
    if (!r.body.success) throw new Error(JSON.stringify(r.body));
  });

  it('tests a data source connection from its row', async () => {
    const { page } = await e2e.signedInPage('/tool/datasource');
    const row = page.locator('tbody tr').filter({ hasText: source });
    await see(row);
    await row.getByTestId('datasource-test').click();
    await see(toast(page, '连接成功'));
  });

  it('picks the data source and the table, saves, previews and downloads the generated resource', async () => {
    const { page } = await e2e.signedInPage('/tool/code/create');
    await atPath(page, '/tool/code/create');
    const picker = page.getByRole('combobox', { name: '数据源' });
    await picker.fill(source.slice(0, 3));
    await page.getByRole('option', { name: source }).click();
    await page.getByRole('combobox', { name: '表名' }).click();
    await page.getByRole('option', { name: `${table} (演出场所)` }).click();
    // Picking the table fills the module name, the resource name and the API base.
    const resourceName = `cge${suffix}`;
    await expect.poll(() => page.getByRole('textbox', { name: '资源名' }).inputValue()).toBe(resourceName);
    await expect.poll(() => page.getByRole('textbox', { name: '模块名' }).inputValue()).toBe('演出场所');
    expect(await page.getByRole('textbox', { name: '接口地址' }).inputValue()).toBe(`/api/blade-gen/${resourceName}`);
    await page.getByTestId('save-button').click();

    await atPath(page, /^\/tool\/code\/?$/);
    const row = page.locator('tbody tr').filter({ hasText: '演出场所' });
    await see(row);
    await row.getByTestId('code-preview').click();
    await see(
      page.getByTestId('code-preview-path').filter({ hasText: `resources/generated/${resourceName}/schema.ts` }),
    );
    await see(page.getByTestId('code-preview-files').getByText("label: '场所名称'", { exact: false }));
    await page.keyboard.press('Escape');

    const download = page.waitForEvent('download');
    await row.getByTestId('code-generate').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${resourceName}.zip`);
    const zip = await JSZip.loadAsync(fs.readFileSync((await file.path())!));
    const schema = await zip.file(`resources/generated/${resourceName}/schema.ts`)!.async('string');
    expect(schema).toContain(
      "{ name: 'venueName', label: '场所名称', type: 'string', maxLength: 60, required: '请输入场所名称'",
    );
    expect(zip.file(`resources/generated/${resourceName}/index.ts`)).not.toBeNull();
  });

  it('opens a saved report at its screen with its query', async () => {
    const token = (await login(e2e.server)).access_token;
    const saved = await call(e2e.server, '/api/blade-report/report/rest/submit', {
      token,
      body: { name: `参数报表${suffix}`, path: '/system/param', query: 'paramKey=account' },
    });
    expect(saved.body.success).toBe(true);
    const { page } = await e2e.signedInPage('/tool/report');
    const row = page.locator('tbody tr').filter({ hasText: `参数报表${suffix}` });
    await see(row);
    await row.getByTestId('savedreport-open').click();
    await atPath(page, '/system/param');
    expect(new URL(page.url()).search).toBe('?paramKey=account');
  });
});
