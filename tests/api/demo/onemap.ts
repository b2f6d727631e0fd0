import { expect, it } from 'vitest';
import { districts, inDistrictBox } from '../../../server/demo/districts';
import { demoChecks } from './env';

/**
 * The one map over the demo tenant: the demo's subjects are located in their districts, so
 * the map has something in every state to show, each region's outline lies inside its district's box,
 * and the counts of `sta` agree with the points of `queryLayer`.
 */
export const describeOneMapDemo = demoChecks('one map demo data', ({ get }) => {
  it('shows located subjects in every state, region outlines inside their districts, counts that agree', async () => {
    const sta = await get('/api/subject/subject/sta');
    expect(sta.total).toBeGreaterThan(0);
    for (const key of ['normal', 'warning', 'finding', 'paused']) expect(sta[key], key).toBeGreaterThan(0);
    const byCode = new Map(districts.map((d) => [d.code, d]));
    const outlined = sta.regions.filter((r: { box: number[] | null }) => r.box);
    expect(outlined.length).toBeGreaterThan(3);
    for (const r of outlined) {
      const d = byCode.get(r.regionCode)!;
      expect(d, r.regionCode).toBeTruthy();
      expect(inDistrictBox(d, r.box[0], r.box[1]) && inDistrictBox(d, r.box[2], r.box[3]), r.regionCode).toBe(true);
    }
    const layer = await get('/api/subject/subject/queryLayer', { limit: '5000' });
    expect(layer.total).toBe(sta.located);
    const shown = layer.layers.flatMap((l: { subjects: unknown[] }) => l.subjects).length;
    expect(shown).toBe(Math.min(5000, sta.located));
  });
});
