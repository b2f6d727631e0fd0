import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, useServer } from '../api/harness';
import { launchChromium, watchCspViolations } from './browser';

/**
 * The API document's page (/api/docs, swagger-ui) in Chromium, under the server's Content-Security-Policy:
 * it renders the operations with the back office's stored token of this origin, without one CSP
 * violation. It needs no built web app: the page is swagger-ui's own.
 */
describe('the API document page', () => {
  const server = useServer();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the operations to a signed-in user, with no CSP violation', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const violations = await watchCspViolations(page);

    // Without a token the page loads, and the document is refused.
    const first = await page.goto(`${server.url}/api/docs`);
    expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByText('Failed to load API definition').waitFor({ timeout: 15_000 });

    // The back office keeps its token as `saber-token` (authProvider/session.ts); the page reads it.
    const token = (await login(server)).access_token;
    await page.evaluate((t) => {
      window.localStorage.setItem('saber-token', JSON.stringify({ dataType: 'string', content: t, datetime: 0 }));
    }, token);
    await page.reload();
    // The document is large: swagger-ui takes a while to lay it out on a busy machine.
    await page.getByRole('heading', { name: /文化市场监管后台 API/ }).waitFor({ timeout: 60_000 });
    await page.getByText('经营主体', { exact: true }).first().waitFor();
    await page.getByText('经营主体', { exact: true }).first().click();
    await page.getByText('/api/subject/subject/page').first().waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });
});
