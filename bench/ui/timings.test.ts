import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_TENANT } from '../../server/db/seed-data';
import { call, login } from '../../tests/api/harness';
import { ADMIN_PASSWORD, fillLogin, openLogin, peekCaptcha, see, signIn, useE2E } from '../../tests/e2e/browser';
import { percentile } from '../percentile';

/**
 * `npm run bench:ui`: what a user waits for, in the built app in Debian's Chromium on the demo tenant
 * (as `npm start` fills it), signed in as its admin. Each scenario runs RUNS times after one unmeasured
 * warm-up; the median and the slowest are printed as a table for docs/benchmarks.md. A benchmark, not a
 * test: nothing here fails on a timing.
 *
 * - sign-in → first chart: from pressing Enter on the login form to the dashboard's first drawn chart;
 * - reload → first row: a reload of a list (the browser's cache warm, as a user's) to its first row;
 * - the BPMN designer: a reload of /flow/model/design/<id> to the modeler's start event.
 */
const RUNS = Number(process.env.BENCH_UI_RUNS || 5);
const LISTS = ['/enforce/inspect', '/subject/subject', '/report/reportcheckwarn', '/consumer/complaint'];

interface Timing {
  scenario: string;
  ms: number[];
}

/** Milliseconds `action` takes until `done` resolves. */
async function timed(action: () => Promise<unknown>, done: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await Promise.all([action(), done()]);
  return Math.round(performance.now() - start);
}

const firstChart = (page: Page) => see(page.locator('[data-testid^="chart-"] .recharts-surface'), 30_000);
const firstRow = (page: Page) => see(page.locator('table tbody tr'), 30_000);

describe('what a user waits for', () => {
  const e2e = useE2E({ demoData: true }, 300_000);

  it('times sign-in, list reloads and the designer', async () => {
    const timings: Timing[] = [];
    const measure = async (scenario: string, once: () => Promise<number>) => {
      await once();
      const ms: number[] = [];
      for (let i = 0; i < RUNS; i++) ms.push(await once());
      timings.push({ scenario, ms });
    };

    await measure('sign-in → dashboard, first chart', async () => {
      const { context, page } = await e2e.newPage();
      const key = await openLogin(page, e2e.base);
      const code = await peekCaptcha(e2e.base, key);
      const ms = await timed(
        () => fillLogin(page, { tenantId: DEMO_TENANT, account: 'admin', password: ADMIN_PASSWORD, code }),
        () => firstChart(page),
      );
      await context.close();
      return ms;
    });

    const { context, page } = await e2e.newPage();
    await signIn(page, e2e.base, 'admin', ADMIN_PASSWORD, DEMO_TENANT);
    for (const path of LISTS) {
      await page.goto(`${e2e.base}${path}`);
      await firstRow(page);
      await measure(`reload ${path} → first row`, () =>
        timed(
          () => page.reload(),
          () => firstRow(page),
        ),
      );
    }

    const token = (await login(e2e.server, 'admin', ADMIN_PASSWORD, DEMO_TENANT)).access_token;
    const model = (
      await call(e2e.server, '/api/blade-flow/model/submit', {
        token,
        body: { name: '基准流程', modelKey: 'BenchProcess', category: '2' },
      })
    ).body.data as { id: string };
    await page.goto(`${e2e.base}/flow/model/design/${model.id}`);
    const start = () => see(page.locator('[data-testid="bpmn-modeler"] .djs-element[data-element-id=start]'), 30_000);
    await start();
    await measure('reload the BPMN designer → start event', () => timed(() => page.reload(), start));
    await context.close();

    const lines = [
      `| scenario | median ms | slowest ms | runs |`,
      `|---|---:|---:|---:|`,
      ...timings.map(
        (t) =>
          `| ${t.scenario} | ${percentile(
            [...t.ms].sort((a, b) => a - b),
            50,
          )} | ${Math.max(...t.ms)} | ${t.ms.length} |`,
      ),
    ];
    console.log(`\n${lines.join('\n')}\n`);
  }, 900_000);
});
