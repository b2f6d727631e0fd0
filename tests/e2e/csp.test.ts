import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openLogin, see, signIn, useE2E } from './browser';

/** The built app runs under the server's Content-Security-Policy without a single violation. */
describe('content security policy', () => {
  const e2e = useE2E();

  /** Violations as the page reports them (the DOM event) and as Chromium logs them (console). */
  async function watchViolations(page: Page) {
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

  it('reports no violation on the login page and the dashboard', async () => {
    const { page, context } = await e2e.newPage();
    const violations = await watchViolations(page);
    const response = await page.goto(`${e2e.base}/login`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await openLogin(page, e2e.base);
    await see(page.getByTestId('captcha-image').locator('img'));
    await signIn(page, e2e.base);
    await see(page.getByTestId('dashboard-page'));
    // The charts draw after their data arrives.
    await page.waitForTimeout(1_500);
    expect(violations).toEqual([]);
    await context.close();
  });
});
