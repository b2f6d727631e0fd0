import { beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../api/harness';
import { subjectBody } from '../api/files-fixtures';
import type { Locator } from 'playwright-core';
import { atPath, gone, see, shot, useE2E } from './browser';

/**
 * 一张图: with no tile server configured the map still draws the subjects (coloured by their
 * state) and the region outlines on a plain background; the layer toggles hide a market type; a click
 * on a subject opens its card, and the card its one-household page. Reached from the menu.
 */
describe('the one map', () => {
  const e2e = useE2E();
  let token: string;
  const ids: Record<string, string> = {};
  const names: Record<string, string> = {};

  const addSubject = async (key: string, over: Record<string, unknown>) => {
    const body = { ...subjectBody(), ...over };
    const r = await call(e2e.server, '/api/subject/subject/submit', { token, body });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    ids[key] = String(r.body.data.id);
    names[key] = body.subjectName;
  };

  beforeAll(async () => {
    token = (await login(e2e.server)).access_token;
    await addSubject('normal', { regionCode: '330106', longitude: 120.11, latitude: 30.27 });
    await addSubject('paused', { regionCode: '330106', longitude: 120.13, latitude: 30.29 });
    await addSubject('bookshop', { marketType: 2, regionCode: '330108', longitude: 120.2, latitude: 30.19 });
    const paused = await call(e2e.server, '/api/subject/subject/pause', {
      method: 'POST',
      token,
      query: { ids: ids.paused },
      body: { pauseReason: '消防整改' },
    });
    expect(paused.body.success, JSON.stringify(paused.body)).toBe(true);
  });

  it('opens from the menu and draws the subjects coloured by state on a plain background, with region outlines', async () => {
    const { page, context } = await e2e.signedInPage('/wel/dashboard');
    // Leaflet draws inline styles and SVG only: nothing the policy refuses.
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
    });
    await page.getByTestId('sidebar-menu').getByText('一张图').first().click();
    await atPath(page, '/onemap/index');
    const map = page.getByTestId('onemap-map');
    await see(map.locator(`path.onemap-marker-${ids.normal}`));
    await see(map.locator(`path.onemap-marker-${ids.paused}.onemap-status-paused`));
    await see(map.locator(`path.onemap-marker-${ids.normal}.onemap-status-normal`));
    await see(map.locator(`path.onemap-marker-${ids.bookshop}`));
    // No tiles configured: none requested, and the outlines of both regions are drawn.
    expect(await map.locator('img.leaflet-tile').count()).toBe(0);
    await see(map.locator('path.onemap-region-330106'));
    await see(map.getByText('滨江区'));
    await see(page.getByTestId('onemap-count-paused').filter({ hasText: '1' }));
    await see(page.getByTestId('onemap-count-normal').filter({ hasText: '2' }));
    await shot(page, 'onemap');
    expect(refused).toEqual([]);

    // Layer toggle: hiding market type 2 takes its subject off the map.
    await page.getByTestId('onemap-layers').getByRole('checkbox').nth(1).click();
    await gone(map.locator(`path.onemap-marker-${ids.bookshop}`));
    await see(map.locator(`path.onemap-marker-${ids.normal}`));

    // Without a pointer: the subjects needing attention are listed beside the map, and Enter opens the card.
    const listed = page.getByTestId(`onemap-attention-${ids.paused}`);
    await see(listed);
    expect(await page.getByTestId(`onemap-attention-${ids.normal}`).count()).toBe(0);
    await listed.focus();
    await page.keyboard.press('Enter');
    await see(page.getByTestId('onemap-card').getByTestId('onemap-card-name').filter({ hasText: names.paused }));
    await context.close();
  });

  it("a click opens the subject's card, and the card its one-household page", async () => {
    const { page, context } = await e2e.signedInPage('/onemap/index');
    const map = page.getByTestId('onemap-map');
    await see(map.locator(`path.onemap-marker-${ids.paused}`));
    await map.locator(`path.onemap-marker-${ids.paused}`).click();
    const card = page.getByTestId('onemap-card');
    await see(card.getByTestId('onemap-card-name').filter({ hasText: names.paused }));
    await see(card.getByTestId('onemap-card-status').filter({ hasText: '已暂停' }));
    await see(card.getByTestId('onemap-card-address').filter({ hasText: '杭州市西湖区' }));
    await shot(page, 'onemap-card');
    await card.getByTestId('onemap-card-household').click();
    await atPath(page, `/busdetail/${ids.paused}`);
    await see(page.getByTestId('household-header').getByTestId('household-name').filter({ hasText: names.paused }));
    await context.close();
  });

  it('at 1400×900, 1300 and 1920 wide, every control of the left panel is reachable: the region select, all 8 layers and their counts', async () => {
    // One more subject of each of the market types 3 to 8 (1 and 2 are above): eight layers in all.
    // Paused, they join the list of subjects needing attention below the layers, as a real tenant's do.
    for (const marketType of [3, 4, 5, 6, 7, 8])
      await addSubject(`type${marketType}`, {
        marketType,
        regionCode: '330106',
        longitude: 120.1 + marketType / 100,
        latitude: 30.25,
      });
    const paused = await call(e2e.server, '/api/subject/subject/pause', {
      method: 'POST',
      token,
      query: { ids: [3, 4, 5, 6, 7, 8].map((type) => ids[`type${type}`]).join(',') },
      body: { pauseReason: '消防整改' },
    });
    expect(paused.body.success, JSON.stringify(paused.body)).toBe(true);
    const { page, context } = await e2e.signedInPage('/onemap/index');
    const map = page.getByTestId('onemap-map');
    const layers = page.getByTestId('onemap-layers');
    const markerOf: Record<number, string> = { 1: ids.normal, 2: ids.bookshop };
    for (const marketType of [3, 4, 5, 6, 7, 8]) markerOf[marketType] = ids[`type${marketType}`];

    /**
     * Nothing cuts the element off: no box around it that clips without a scroll bar (a card) holds more
     * than it shows, and once scrolled to (in the panel), it lies inside the window and the pointer at
     * its middle meets it.
     */
    const unclipped = async (element: Locator) => {
      await element.scrollIntoViewIfNeeded();
      return element.evaluate((el) => {
        for (let box = el.parentElement; box; box = box.parentElement) {
          const { overflowY } = getComputedStyle(box);
          if ((overflowY === 'hidden' || overflowY === 'clip') && box.scrollHeight > box.clientHeight + 1) return false;
        }
        const r = el.getBoundingClientRect();
        const middle = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight && el.contains(middle);
      });
    };

    for (const size of [
      { width: 1400, height: 900 },
      { width: 1300, height: 900 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(size);
      await see(map.locator(`path.onemap-marker-${ids.type8}`));
      expect(await layers.getByRole('checkbox').count()).toBe(8);
      // Each toggle takes its layer's subjects off the map, and on again.
      for (const marketType of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const toggle = layers.getByRole('checkbox').nth(marketType - 1);
        await expect.poll(() => unclipped(toggle), { message: `toggle ${marketType} at ${size.width}` }).toBe(true);
        await toggle.click();
        expect(await toggle.isChecked()).toBe(false);
        await gone(map.locator(`path.onemap-marker-${markerOf[marketType]}`));
        const counts = page.getByTestId(`onemap-layer-counts-${marketType}`);
        await expect.poll(() => unclipped(counts), { message: `${marketType} at ${size.width}` }).toBe(true);
        await toggle.click();
        await see(map.locator(`path.onemap-marker-${markerOf[marketType]}`));
      }
      await expect
        .poll(() => unclipped(page.getByTestId('onemap-count-paused')), { message: `legend at ${size.width}` })
        .toBe(true);

      // The region select opens and narrows the counts to 滨江区 (the bookshop alone), then back to all.
      const region = page.getByRole('combobox', { name: '区域' });
      await expect.poll(() => unclipped(region), { message: `region at ${size.width}` }).toBe(true);
      await region.click();
      await page.getByRole('option', { name: /^滨江区/ }).click();
      await gone(page.getByRole('listbox'));
      await see(page.getByText('经营主体 1 家'));
      await region.click();
      await page.getByRole('option', { name: '全部区域' }).click();
      await gone(page.getByRole('listbox'));
      await see(page.getByText('经营主体 9 家'));
    }
    await context.close();
  });
});
