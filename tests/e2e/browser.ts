import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ADMIN_PASSWORD, startServer, type TestServer } from '../api/harness';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const DIST = path.resolve(__dirname, '../../dist');

export interface E2E {
  server: TestServer;
  browser: Browser;
  close(): Promise<void>;
}

/** The real server (PGlite in memory, test seams on) serving the real built app, and Debian's Chromium. */
export async function startE2E(): Promise<E2E> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` before the browser suite');
  if (!fs.existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium`);
  const server = await startServer({ webRoot: DIST, testSeams: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** Signs in through the login form, reading the captcha through the test-only seam. */
export async function signIn(page: Page, base: string, account = 'admin', password = ADMIN_PASSWORD, tenantId = '000000') {
  const captcha = page.waitForResponse((r) => r.url().includes('/api/blade-auth/oauth/captcha') && !r.url().includes('peek'));
  await page.goto(`${base}/login`);
  const { key } = (await (await captcha).json()) as { key: string };
  const peek = await fetch(`${base}/api/blade-auth/oauth/captcha-peek?key=${encodeURIComponent(key)}`);
  const { code } = (await peek.json()) as { code: string };
  await fillLogin(page, { tenantId, account, password, code });
  await page.waitForURL(/\/wel\/dashboard/, { timeout: 30_000 });
}

export async function fillLogin(page: Page, v: { tenantId: string; account: string; password: string; code: string }) {
  const tenant = page.getByLabel('租户编号');
  if (await tenant.isVisible().catch(() => false)) await tenant.fill(v.tenantId);
  await page.getByLabel('账号').fill(v.account);
  await page.getByLabel('密码', { exact: true }).fill(v.password);
  await page.getByLabel('验证码').fill(v.code);
  await page.keyboard.press('Enter');
}

export async function shot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS, `${name}.png`), fullPage: true });
}
