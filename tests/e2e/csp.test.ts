import { describe, expect, it } from 'vitest';
import { openLogin, see, signIn, useE2E, watchCspViolations } from './browser';

/** The built app runs under the server's Content-Security-Policy without a single violation. */
describe('content security policy', () => {
  const e2e = useE2E();

  it('reports no violation on the login page and the dashboard', async () => {
    const { page, context } = await e2e.newPage();
    const violations = await watchCspViolations(page);
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
