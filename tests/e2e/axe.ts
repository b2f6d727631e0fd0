import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core's WCAG 2.0/2.1 A and AA rules run inside a page. The library is evaluated in the page through
 * the DevTools protocol (`page.evaluate`), not added as a script tag, so the page keeps its
 * Content-Security-Policy exactly as users get it.
 */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets measured: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * The critical and serious violations on the page as it is now, one line each:
 * `<where>: <rule> (<impact>) <help>: <first elements>`; empty when there are none.
 */
export async function axeProblems(page: Page, where: string): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations: Violation[] = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: { id: string; impact?: string; help: string; nodes: { target: unknown[]; html: string }[] }[];
    }
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        // The element's selector and the start of its markup, to find it in the code.
        targets: v.nodes.slice(0, 3).map((n) => `${n.target.map(String).join(' ')} ${n.html.slice(0, 300)}`),
      }));
  }, WCAG_TAGS);
  return violations.map((v) => `${where}: ${v.id} (${v.impact}) ${v.help}: ${v.targets.join(' | ')}`);
}
