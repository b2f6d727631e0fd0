import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD } from '../api/harness';
import { createUser, dbOf, deptIdsByName, roleIdsByAlias } from '../api/auth-fixtures';
import { DEMO_TENANT } from '../../server/db/seed-data';
import { CREDIT_EXCELLENT } from '../../server/domains/statistics/app-calls';
import { todayIn } from '../../server/crud/no-past';
import { addDays } from '../../resources/report-periods';
import { gone, see, signIn, useE2E } from './browser';
import { walkMenus } from './menu-walk';
import { axeProblems } from './axe';
import { allResources } from '../../resources/declarations';

const WALKER_PASSWORD = 'Walk#Menus2026';

/**
 * The dashboard of the demo tenant: the server fills it on its first start as `npm start`
 * does; its admin's dashboard for the demo's 120 days shows the tenant's numbers, checked against counts of its
 * rows: the credit gauge (the share of subjects rated 优秀) and each inspection bar (hovered, its
 * tooltip), and a bar opens the inspection list filtered to its result. Every menu of its admin and of
 * each seeded role opens a working page (tests/e2e/menu-walk.ts).
 */
const today = todayIn();
/** The demo's inspections go back 120 days (server/demo/generators/inspect.ts). */
const FROM = addDays(today, -130);

describe('dashboard of the demo tenant', () => {
  const e2e = useE2E({ demoData: true }, 240_000);

  it("shows the demo tenant's numbers, and a bar opens the filtered list", async () => {
    const db = dbOf(e2e.server);
    const subjects = (
      await sql<{
        total: string;
        excellent: string;
      }>`select count(*) as total, count(*) filter (where credit_level = ${CREDIT_EXCELLENT}) as excellent
      from biz_subject where tenant_id = ${DEMO_TENANT} and is_deleted = 0`.execute(db)
    ).rows[0];
    const rate = Math.round((Number(subjects.excellent) / Number(subjects.total)) * 1000) / 10;
    const inspections = (
      await sql<{ result: number; n: string }>`select result, count(*) as n from biz_inspect
      where tenant_id = ${DEMO_TENANT} and is_deleted = 0 and inspect_time >= ${FROM}::timestamp and inspect_time < ${addDays(today, 1)}::timestamp
      group by result order by result`.execute(db)
    ).rows;
    expect(Number(subjects.total)).toBeGreaterThan(0);
    expect(inspections.length).toBe(2);

    const { context, page } = await e2e.newPage();
    await signIn(page, e2e.base, 'admin', ADMIN_PASSWORD, DEMO_TENANT);
    await page.goto(`${e2e.base}/wel/dashboard?period=custom&sdate=${FROM}&edate=${today}`);
    await see(page.getByTestId('dashboard-page'));
    await expect.poll(() => page.getByTestId('credit-gauge-value').textContent(), { timeout: 20_000 }).toBe(`${rate}%`);

    const chart = page.getByTestId('chart-inspect');
    const bars = chart.locator('.recharts-bar-rectangle path');
    await expect.poll(() => bars.count(), { timeout: 20_000 }).toBe(inspections.length);
    for (const [i, row] of inspections.entries()) {
      await bars.nth(i).hover();
      await expect
        .poll(() => chart.locator('.recharts-tooltip-wrapper').textContent())
        .toContain(String(Number(row.n)));
    }
    await bars.nth(1).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/enforce/inspect');
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toMatchObject({
      result_equal: String(inspections[1].result),
    });

    // A should-report bar opens its obligations, as many as the bar says; a camera bar its cameras.
    const figureOf = async (chartId: string, series: number, label: string) => {
      await page.goto(`${e2e.base}/wel/dashboard?period=custom&sdate=${FROM}&edate=${today}`);
      const card = page.getByTestId(chartId);
      const bar = card.locator('.recharts-bar').nth(series).locator('.recharts-bar-rectangle path').first();
      await bar.hover({ timeout: 20_000 });
      let figure = 0;
      await expect
        .poll(async () => {
          const tip = (await card.locator('.recharts-tooltip-wrapper').textContent()) ?? '';
          figure = Number(new RegExp(`${label}\\s*:?\\s*(\\d+)`).exec(tip)?.[1] ?? 0);
          return figure;
        })
        .toBeGreaterThan(0);
      await bar.click();
      return figure;
    };
    const due = await figureOf('chart-reports', 0, '应上报');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/stats/report/obligations');
    await see(page.getByText('应上报是上报义务，不是一条记录'));
    await expect
      .poll(() => page.getByTestId('report-obligations').locator('h2').textContent())
      .toBe(`应上报明细 · 明细 ${due} 条`);
    const cameras = await figureOf('chart-camera', 0, '摄像头情况');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/camera/camera');
    await expect
      .poll(() => page.locator('.MuiTablePagination-displayedRows').first().textContent())
      .toContain(`共 ${cameras} 条`);
    await context.close();
  });

  it('every menu of the demo admin and of each seeded role opens a working page', async () => {
    const roles = await roleIdsByAlias(e2e.server, DEMO_TENANT);
    const depts = Object.values(await deptIdsByName(e2e.server, DEMO_TENANT));
    const accounts = [{ account: 'admin', password: ADMIN_PASSWORD, tenantId: DEMO_TENANT }];
    for (const alias of ['inspector', 'enforcer', 'section_chief', 'director']) {
      await createUser(e2e.server, {
        tenantId: DEMO_TENANT,
        account: `walk_${alias}`,
        password: WALKER_PASSWORD,
        roleIds: [roles[alias]],
        deptIds: depts.slice(0, 1),
        name: `巡查${alias}`,
      });
      accounts.push({ account: `walk_${alias}`, password: WALKER_PASSWORD, tenantId: DEMO_TENANT });
    }
    // The users walk at the same time, each in a page of its own context in the one browser: most of a
    // page's time is waiting for its calls to settle.
    // The admin, who sees every screen, also has each checked for WCAG 2.1 AA (critical and serious).
    const walks = await Promise.all(
      accounts.map((account, i) => walkMenus(e2e, e2e.server, account, i === 0 ? axeProblems : undefined)),
    );
    const opened: Record<string, number> = {};
    for (const [i, walk] of walks.entries()) {
      expect(walk.problems, accounts[i].account).toEqual([]);
      opened[accounts[i].account] = walk.opened;
    }
    // The admin holds every business and system menu of the tenant; each line role a part of them.
    expect(opened.admin).toBeGreaterThan(70);
    for (const alias of ['inspector', 'enforcer', 'section_chief', 'director'])
      expect(opened[`walk_${alias}`], alias).toBeGreaterThan(0);
  }, 900_000);

  it('meets WCAG 2.1 AA (no critical or serious axe finding) on a create form and a show page per domain, the login and lock pages, and three lists on a phone', async () => {
    const db = dbOf(e2e.server);
    const problems: string[] = [];
    const { page, context } = await e2e.signedInPage();
    const open = async (path: string, ready: () => Promise<unknown>) => {
      await page.goto(`${e2e.base}${path}`);
      await ready();
      problems.push(...(await axeProblems(page, path)));
    };
    for (const path of CREATE_FORMS)
      await open(path, async () => {
        await see(page.locator('main form')).catch(() => {
          throw new Error(`no form at ${path}`);
        });
        await drawn(page);
      });
    for (const [name, listPath] of Object.entries(SHOWN)) {
      const def = allResources.find((d) => d.name === name)!;
      const first = (
        await sql<{ id: string }>`select id from ${sql.table(def.table)}
          where tenant_id = ${DEMO_TENANT} and is_deleted = 0 order by id limit 1`.execute(db)
      ).rows[0];
      expect(first, `the demo tenant has a ${name} to show`).toBeDefined();
      await open(`${listPath}/${first.id}/show`, () => drawn(page));
    }
    // The lock page, reached as a user does: the top bar's lock, a password.
    await page.getByTestId('lock-button').click();
    await page.getByTestId('lock-password').fill('lock-me-123');
    await page.getByTestId('lock-submit').click();
    await see(page.getByTestId('lock-page'));
    problems.push(...(await axeProblems(page, '/lock')));
    await context.close();

    const guest = await e2e.newPage();
    await guest.page.goto(`${e2e.base}/login`);
    await see(guest.page.getByTestId('login-submit'));
    problems.push(...(await axeProblems(guest.page, '/login')));
    await guest.context.close();

    const phone = await e2e.signedInPage();
    await phone.page.setViewportSize({ width: 390, height: 844 });
    for (const path of PHONE_LISTS) {
      await phone.page.goto(`${e2e.base}${path}`);
      await drawn(phone.page);
      problems.push(...(await axeProblems(phone.page, `${path} at 390×844`)));
    }
    await phone.context.close();
    expect(problems).toEqual([]);
  }, 300_000);
});

/** A page is drawn once its heading is there and nothing in it is still loading (bars, busy tables). */
async function drawn(page: Page) {
  await see(page.getByTestId('page-heading'));
  await gone(page.locator('main [role=progressbar]'));
  await expect.poll(() => page.locator('main [aria-busy=true]').count()).toBe(0);
  await page.waitForTimeout(500);
}

/** One create form of each business domain, of the platform's tools and of the system administration. */
const CREATE_FORMS = [
  '/subject/subject/create',
  '/enforce/inspect/create',
  '/enforce/onsiteinspect/create',
  '/enforce/transfer/create',
  '/report/lian/create',
  '/consumer/complaint/create',
  '/random/inspectrandomtask/create',
  '/supervise/correct/create',
  '/supervise/notice/create',
  '/camera/camera/create',
  '/flow/model/create',
  '/resource/oss/create',
  '/system/user/create',
];
/** One show page of each domain, by declaration and list path (the demo tenant's first row). */
const SHOWN: Record<string, string> = {
  subject: '/subject/subject',
  inspect: '/enforce/inspect',
  transfer: '/enforce/transfer',
  lian: '/report/lian',
  complaint: '/consumer/complaint',
  inspectrandomtask: '/random/inspectrandomtask',
  supervise: '/supervise/supervise',
  notice: '/supervise/notice',
  camera: '/camera/camera',
  user: '/system/user',
};
/** The lists a phone user opens most. */
const PHONE_LISTS = ['/subject/subject', '/enforce/inspect', '/consumer/complaint'];
