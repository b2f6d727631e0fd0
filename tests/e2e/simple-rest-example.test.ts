import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build, preview, type PreviewServer } from 'vite';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, call, login, startServer, type TestServer } from '../api/harness';
import { launchChromium, peekCaptcha } from './browser';

/**
 * examples/simple-rest: a react-admin app on the stock `ra-data-simple-rest` provider, built with Vite
 * into a temporary folder, served by Vite's preview with /api proxied to the real server, and used in
 * Debian's Chromium: sign in, list, search, create, edit and delete a parameter, each result read back
 * through the Blade API.
 */
const CONFIG = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../examples/simple-rest/vite.config.ts');
const PARAM = '/api/blade-system/param';

let server: TestServer;
let site: PreviewServer;
let browser: Browser;
let outDir: string;
let token: string;
let base: string;

beforeAll(async () => {
  server = await startServer({ testSeams: true });
  token = (await login(server)).access_token;
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'simple-rest-'));
  // Unminified: the test checks behaviour, and minifying is most of the build's time.
  await build({ configFile: CONFIG, logLevel: 'warn', build: { outDir, emptyOutDir: true, minify: false } });
  site = await preview({
    configFile: CONFIG,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, proxy: { '/api': { target: server.url, changeOrigin: true } } },
  });
  base = `http://127.0.0.1:${(site.httpServer.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await server?.close();
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

/** The parameter rows the admin reads through Blade, by key. */
async function bladeParam(paramKey: string) {
  const r = await call(server, `${PARAM}/page`, { token, query: { paramKey, size: 10 } });
  return r.body.data.records as Array<{ id: string; paramName: string; paramKey: string; paramValue: string }>;
}

/** Signs in through the example's login page, its captcha read through the server's test seam. */
async function signIn(page: Page) {
  let captchaKey = '';
  page.on('response', (r) => {
    if (/\/api\/blade-auth\/oauth\/captcha$/.test(r.url()))
      void r.json().then((b: { key?: string }) => (captchaKey = b.key ?? captchaKey));
  });
  await page.goto(base);
  await page.getByRole('img', { name: '验证码' }).waitFor();
  await expect.poll(() => captchaKey).not.toBe('');
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill(ADMIN_PASSWORD);
  await page.getByLabel('验证码').fill(await peekCaptcha(server.url, captchaKey));
  await page.getByRole('button', { name: '登录' }).click();
}

const rows = (page: Page) => page.locator('tbody tr');
const cells = (page: Page) =>
  rows(page).evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));

describe('the simple REST example app', () => {
  it('signs in, lists, searches, creates, edits and deletes a parameter through the dialect', async () => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await signIn(page);

    // The first resource's list, sorted by key: the four seeded parameters.
    await expect.poll(() => rows(page).count()).toBe(4);
    expect((await cells(page)).map((c) => c.slice(1, 4))).toEqual([
      ['账号错误锁定次数', 'account.failCount', '5'],
      ['账号初始密码', 'account.initPassword', '123456'],
      ['是否开启注册功能', 'account.registerUser', 'true'],
      ['租户默认管理密码', 'tenant.default.password', 'admin'],
    ]);

    // The search box is `q`: the declaration's search field, paramName.
    await page.getByPlaceholder('Search').fill('初始');
    await expect.poll(() => rows(page).count()).toBe(1);
    expect((await cells(page))[0].slice(1, 4)).toEqual(['账号初始密码', 'account.initPassword', '123456']);
    await page.getByPlaceholder('Search').fill('');
    await expect.poll(() => rows(page).count()).toBe(4);

    // Create.
    // The list's sort buttons carry the same labels as the form's fields, so the
    // fields are found as text boxes once the create page is shown.
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(/#\/param\/create$/);
    await page.getByRole('textbox', { name: '参数名称' }).fill('示例参数');
    await page.getByRole('textbox', { name: '参数键名' }).fill('example.rest');
    await page.getByRole('textbox', { name: '参数键值' }).fill('42');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => rows(page).count()).toBe(5);
    let saved = await bladeParam('example.rest');
    expect(saved.map((p) => [p.paramName, p.paramKey, p.paramValue])).toEqual([['示例参数', 'example.rest', '42']]);
    const id = saved[0].id;

    // Edit: the row opens its form; the saved value is the server's.
    await rows(page).filter({ hasText: 'example.rest' }).click();
    await page.waitForURL(new RegExp(`#/param/${id}$`));
    await expect.poll(() => page.getByRole('textbox', { name: '参数键值' }).inputValue()).toBe('42');
    await page.getByRole('textbox', { name: '参数键值' }).fill('43');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await bladeParam('example.rest'))[0]?.paramValue).toBe('43');
    await expect.poll(() => rows(page).filter({ hasText: 'example.rest' }).textContent()).toContain('43');

    // Delete, from the edit page (pessimistic: confirmed, then removed on the server).
    await rows(page).filter({ hasText: 'example.rest' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => rows(page).count()).toBe(4);
    saved = await bladeParam('example.rest');
    expect(saved).toEqual([]);
    const detail = await call(server, `${PARAM}/detail`, { token, query: { id } });
    expect(detail.body.data).toBeNull();
    await context.close();
  });
});
