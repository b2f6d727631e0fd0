import type { Page } from 'playwright-core';

/** What has the keyboard focus: its tag, role, accessible name parts, test id and address, one line. */
export const focusedDescription = (page: Page) =>
  page.evaluate(() => {
    const e = document.activeElement as HTMLElement | null;
    if (!e) return '(nothing)';
    const labelledBy = (e.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const labels = Array.from((e as HTMLInputElement).labels ?? [])
      .map((l) => l.textContent ?? '')
      .join(' ');
    const text = (e.innerText || '').slice(0, 40).replace(/\s+/g, ' ');
    return [
      e.tagName.toLowerCase(),
      e.getAttribute('role') ? `role=${e.getAttribute('role')}` : '',
      `name=${[e.getAttribute('aria-label') ?? '', labelledBy, labels].join(' ').trim()}`,
      text ? `text=${text}` : '',
      e.dataset.testid ? `testid=${e.dataset.testid}` : '',
      e.getAttribute('href') ? `href=${e.getAttribute('href')}` : '',
    ]
      .filter(Boolean)
      .join(' ');
  });

/**
 * Presses Tab (Shift+Tab when `backwards`) until the focused element's description (focusedDescription)
 * matches, as a keyboard user moves through a page; fails naming every stop when it is not reached within
 * `max` presses. Answers the number of presses.
 */
export async function tabTo(page: Page, wanted: RegExp, { max = 60, backwards = false } = {}): Promise<number> {
  const trail: string[] = [];
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const here = await focusedDescription(page);
    if (wanted.test(here)) return presses;
    trail.push(here);
  }
  throw new Error(`${wanted} not reached in ${max} presses of Tab:\n${trail.join('\n')}`);
}

/** Waits until the focused element's description matches (focus moved by the page itself). */
export async function focusLandsOn(page: Page, wanted: RegExp, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  let here = '';
  while (Date.now() < deadline) {
    here = await focusedDescription(page);
    if (wanted.test(here)) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`focus is on "${here}", not ${wanted}`);
}

/**
 * Counts the pointer presses the page receives from now on (a mouse, a finger or a pen; keys fire
 * clicks but never these), so a test can prove it used the keyboard alone.
 */
export async function countPointerPresses(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __pointerPresses: number };
    w.__pointerPresses = 0;
    window.addEventListener('pointerdown', () => (w.__pointerPresses += 1), true);
    window.addEventListener('mousedown', () => (w.__pointerPresses += 1), true);
  });
  return () => page.evaluate(() => (window as unknown as { __pointerPresses: number }).__pointerPresses);
}
