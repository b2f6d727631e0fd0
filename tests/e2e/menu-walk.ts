import type { Page, Request, Response } from 'playwright-core';
import { call, login, type TestServer } from '../api/harness';
import { see, signIn, type E2E } from './browser';

/**
 * Walks every menu a user is granted, in the app as they see it: each page is opened from the one
 * before (the app's own routing, no reload) and fails when the app lands on its 404 page, a call of the
 * page is answered 403, 404 or 5xx, a table's pager counts rows the table does not show, or `check`
 * finds a problem (the accessibility rules).
 */

interface MenuNode {
  name?: string;
  path?: string;
  category?: number;
  children?: MenuNode[];
}

/** The leaf menu paths of a user's menu tree (what the sidebar opens), in the sidebar's order. */
function leafPaths(nodes: MenuNode[]): Array<{ name: string; path: string }> {
  return nodes.flatMap((n) =>
    n.children?.length
      ? leafPaths(n.children)
      : n.path?.startsWith('/') && (n.category ?? 1) === 1
        ? [{ name: String(n.name ?? n.path), path: n.path }]
        : [],
  );
}

/**
 * Waits until the page has started a request (a page that makes none: up to `firstWithin` ms), then
 * until it has had none in flight for a moment (or gives up after `limit` ms). On a busy machine a
 * route's first request can come later than a quiet moment would last.
 */
async function settled(page: Page, traffic: () => { inFlight: number; started: number }, limit = 15_000) {
  const start = Date.now();
  const startedBefore = traffic().started;
  const firstWithin = 1_500;
  let quietSince = Date.now();
  while (Date.now() - start < limit) {
    const { inFlight, started } = traffic();
    if (inFlight > 0) quietSince = Date.now();
    else if (Date.now() - quietSince > 400 && (started > startedBefore || Date.now() - start > firstWithin)) return;
    await page.waitForTimeout(100);
  }
}

/** The total a table's pager shows (0 without a pager). */
async function pagerTotal(page: Page): Promise<number> {
  const pager = await page
    .locator('.MuiTablePagination-displayedRows')
    .first()
    .textContent({ timeout: 200 })
    .catch(() => null);
  return pager ? Number(/共\s*(\d+)\s*条|of\s+(\d+)/.exec(pager)?.slice(1).find(Boolean) ?? 0) : 0;
}

/** What went wrong on the pages of one user's menus: one line per problem, empty when all opened. */
export async function walkMenus(
  e2e: E2E,
  server: TestServer,
  account: { account: string; password: string; tenantId: string },
  /** More checks of each opened page (its problems, one line each), once the page has settled. */
  check?: (page: Page, where: string) => Promise<string[]>,
): Promise<{ opened: number; problems: string[] }> {
  const token = (await login(server, account.account, account.password, account.tenantId)).access_token;
  const tree = (await call(server, '/api/blade-system/menu/routes', { token })).body.data as MenuNode[];
  const menus = leafPaths(tree);
  const { page, context } = await e2e.newPage();
  const problems: string[] = [];
  let current = '';
  const traffic = { inFlight: 0, started: 0 };
  // The API calls and the code of the routes count for settling (a route's code comes before its calls;
  // a playing video's segments do not count).
  const counted = (r: Request) => r.url().includes('/api/') || r.resourceType() === 'script';
  page.on('request', (r) => {
    if (!counted(r)) return;
    traffic.inFlight++;
    traffic.started++;
  });
  const done = (r: Request) => counted(r) && traffic.inFlight--;
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (r: Response) => {
    const status = r.status();
    if (!r.url().includes('/api/') || !(status === 403 || status === 404 || status >= 500)) return;
    problems.push(`${current}: ${r.request().method()} ${new URL(r.url()).pathname} answered ${status}`);
  });
  await signIn(page, e2e.base, account.account, account.password, account.tenantId);
  for (const menu of menus) {
    current = `${menu.name} ${menu.path}`;
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, menu.path);
    await settled(page, () => traffic);
    const at = new URL(page.url()).pathname;
    if (at === '/404') problems.push(`${current}: the app shows its 404 page`);
    const rows = page.locator('table tbody tr');
    const total = await pagerTotal(page);
    // A pager with rows and an empty table, still so once the page had time to draw.
    const drawn = () =>
      rows
        .first()
        .waitFor({ state: 'visible', timeout: 3_000 })
        .then(() => true)
        .catch(() => false);
    if (total > 0 && !(await drawn())) problems.push(`${current}: the pager says ${total} rows, the table shows none`);
    if (check) problems.push(...(await check(page, current)));
  }
  await see(page.getByTestId('sidebar-menu'));
  await context.close();
  return { opened: menus.length, problems };
}
