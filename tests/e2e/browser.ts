import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Response } from 'playwright-core';
import { expect } from 'vitest';
import { ADMIN_PASSWORD, startServer, useStarted, type TestServer } from '../api/harness';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** The built app; E2E_DIST points the suite at another build (e.g. a deliberately broken copy). */
const DIST = process.env.E2E_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

export { ADMIN_PASSWORD };

export interface E2E {
  server: TestServer;
  browser: Browser;
  /** The server's address, e.g. http://127.0.0.1:40123. */
  base: string;
  /** A fresh browser context (own storage) and page at a desktop size. */
  newPage(storage?: StorageState): Promise<{ context: BrowserContext; page: Page }>;
  /**
   * A fresh context already signed in as admin, opened at `path`. The first call signs in through
   * the form; later calls reuse that session's stored items (tests that log out must sign in themselves,
   * since logging out revokes the shared token).
   */
  signedInPage(path?: string): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** Debian's Chromium (CHROMIUM_PATH elsewhere), headless, quiet: no updates, sync or first-run pages. */
export async function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * The real server (PGlite in memory, test seams on) serving the real built app, and Debian's Chromium.
 * `overrides` changes the server's configuration (`{ demoData: true }`: the demo tenant filled).
 */
export async function startE2E(overrides: Parameters<typeof startServer>[0] = {}): Promise<E2E> {
  if (!fs.existsSync(path.join(DIST, 'index.html')))
    throw new Error('dist/ is missing: run `npm run build` before the browser suite');
  const server = await startServer({ webRoot: DIST, testSeams: true, ...overrides });
  const browser = await launchChromium();
  const contexts = new Set<BrowserContext>();
  let session: StorageState | undefined;
  const newPage = async (storage?: StorageState) => {
    // The users' clock: the browser's "today" (date pickers that disable past days) is the server's
    // (APP_TIME_ZONE, Asia/Shanghai), also when the machine runs on UTC near midnight there.
    const context = await browser.newContext({
      viewport: { width: 1400, height: 900 },
      locale: 'zh-CN',
      timezoneId: server.built.app.config.timeZone,
      storageState: storage,
    });
    context.setDefaultTimeout(15_000);
    contexts.add(context);
    context.on('close', () => contexts.delete(context));
    const page = await context.newPage();
    trackCaptchas(page);
    return { context, page };
  };
  return {
    server,
    browser,
    base: server.url,
    newPage,
    async signedInPage(path = '/wel/dashboard') {
      if (!session) {
        const first = await newPage();
        await signIn(first.page, server.url);
        session = await first.context.storageState();
        await first.context.close();
      }
      const opened = await newPage(session);
      await opened.page.goto(`${server.url}${path}`);
      await see(opened.page.getByTestId('sidebar-menu'), 30_000);
      return opened;
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await server.close();
    },
  };
}

/**
 * The app (startE2E with these `overrides`) for the tests of the calling describe block or file, started
 * before them and closed after them (see useStarted). `timeout` is the start hook's, for servers that take
 * long to fill (`{ demoData: true }`).
 */
export const useE2E = (overrides: Parameters<typeof startE2E>[0] = {}, timeout?: number) =>
  useStarted(() => startE2E(overrides), timeout);

/** Captcha pictures the page received, by image, so the key of the one on screen can be told. */
const captchas = new WeakMap<Page, Map<string, string>>();

function trackCaptchas(page: Page) {
  const seen = new Map<string, string>();
  captchas.set(page, seen);
  page.on('response', (r: Response) => {
    if (!/\/api\/blade-auth\/oauth\/captcha(\?|$)/.test(r.url()) || r.request().method() !== 'GET') return;
    r.json()
      .then((body: { key?: string; image?: string }) => {
        if (body.key && body.image) seen.set(body.image, body.key);
      })
      // A captcha answered to a page that navigated away is not the one on screen anyway.
      .catch(() => undefined);
  });
}

/** The code behind a captcha key, through the test-only seam. */
export async function peekCaptcha(base: string, key: string): Promise<string> {
  const peek = await fetch(`${base}/api/blade-auth/oauth/captcha-peek?key=${encodeURIComponent(key)}`);
  const { code } = (await peek.json()) as { code: string | null };
  if (!code) throw new Error(`captcha ${key} has no code (expired or used)`);
  return code;
}

/** The key of the captcha picture the login form shows now; `unlike` waits for a different one. */
export async function shownCaptchaKey(page: Page, unlike?: string, timeout = 15_000): Promise<string> {
  const seen = captchas.get(page);
  if (!seen) throw new Error('open the page with e2e.newPage() so its captchas are tracked');
  const image = page.getByTestId('captcha-image').locator('img');
  const deadline = Date.now() + timeout;
  for (;;) {
    const src = await image.getAttribute('src', { timeout: Math.max(1, deadline - Date.now()) }).catch(() => null);
    const key = src ? seen.get(src) : undefined;
    if (key && key !== unlike) return key;
    if (Date.now() > deadline) throw new Error(`no ${unlike ? 'new ' : ''}captcha on screen`);
    await page.waitForTimeout(50);
  }
}

/** Opens /login and answers the key of the captcha the form shows. */
export async function openLogin(page: Page, base: string): Promise<string> {
  await page.goto(`${base}/login`);
  await see(page.getByTestId('login-form'));
  return shownCaptchaKey(page);
}

/** Signs in through the login form, reading the captcha through the test-only seam. */
export async function signIn(
  page: Page,
  base: string,
  account = 'admin',
  password = ADMIN_PASSWORD,
  tenantId = '000000',
) {
  const key = await openLogin(page, base);
  await fillLogin(page, { tenantId, account, password, code: await peekCaptcha(base, key) });
  await page.waitForURL(/\/wel\/dashboard$/, { timeout: 30_000 });
  await see(page.getByTestId('sidebar-menu'), 30_000);
}

export async function fillLogin(page: Page, v: { tenantId: string; account: string; password: string; code: string }) {
  const tenant = page.getByTestId('login-tenant');
  // The tenant field shows once the host's tenant lookup answered nothing.
  await tenant.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
  if (await tenant.isVisible()) await tenant.fill(v.tenantId);
  await page.getByTestId('login-username').fill(v.account);
  await page.getByTestId('login-password').fill(v.password);
  await page.getByTestId('login-captcha').fill(v.code);
  await page.getByTestId('login-password').press('Enter');
}

/** The access token the app stored for this page's session (undefined when signed out). */
export async function storedToken(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const raw = window.sessionStorage.getItem('saber-token') ?? window.localStorage.getItem('saber-token');
    return raw ? (JSON.parse(raw) as { content?: string }).content || undefined : undefined;
  });
}

/** The text of the toast on screen (react-admin's notification snackbar). */
export const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** A react-admin / MUI confirmation dialog showing this text. */
export const confirmDialog = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });

/** Debugging only: E2E_SCREENSHOTS=/tmp/shots keeps a picture of each call. */
export async function shot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Waits until the element is on screen (fails the test after the timeout). */
/** Answers 取消 in a confirm dialog and waits until it has closed. */
export async function cancelConfirm(dialog: Locator) {
  await dialog.getByRole('button', { name: '取消' }).click();
  await gone(dialog);
}

/** Waits until the first of these images has loaded with a width (a broken image has none). */
export const firstImageLoaded = (images: Locator) =>
  expect
    .poll(() =>
      images
        .first()
        .evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
    )
    .toBe(true);

export const see = (locator: Locator, timeout?: number) => locator.first().waitFor({ state: 'visible', timeout });

/** Waits until no such element is on screen. */
export const gone = (locator: Locator, timeout?: number) => locator.first().waitFor({ state: 'hidden', timeout });

/**
 * Types a day (or a day and time) into a date picker as a person does: focus its sections, select
 * all, type the digits (empty clears it). The test id sits on the picker's hidden input, beside the
 * sections.
 */
export async function typeDay(page: Page, testId: string, day: string) {
  await page.getByTestId(testId).locator('xpath=..').locator('.MuiPickersSectionList-root').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  if (day) await page.keyboard.type(day.replace(/\D/g, ''));
  await expect.poll(() => page.getByTestId(testId).inputValue()).toBe(day);
}

/** Waits for the page's path (and query) to match. */
export async function atPath(page: Page, pathname: string | RegExp, timeout = 15_000) {
  const matches = (url: URL) =>
    typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname + url.search);
  await page.waitForURL(matches, { timeout });
}

/** Violations as the page reports them (the DOM event) and as Chromium logs them (console). */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) seen.push(m.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation(t: string): void }).__reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  return seen;
}
