import { newId } from '../../core/ids';
import { madeBy } from './shared/made';
import { rowByRow } from './shared/batch';
import { addDays } from '../dates';
import type { DemoContext, DemoGenerator } from '../types';
import { newQrToken, qrContent } from '../../domains/subject/qrcode';

/**
 * 主体二维码 of the demo tenant: row n is the code of the tenant's n-th subject (in id order, so an
 * appended run continues with the subjects it added), with scans; subjects added later by hand have
 * none until someone generates it. The token is random on every run, never derived from the seed:
 * it is what makes a code unguessable.
 */
export function qrcodeRows(ctx: DemoContext, subjects: string[]) {
  return rowByRow(ctx, 0x9c0d, ({ rng, i }) => {
    const subjectId = subjects[i];
    if (!subjectId) return null;
    const created = ctx.timeOf(addDays(ctx.today, -rng.int(30, 400)), rng);
    const scanCount = rng.chance(0.7) ? rng.int(1, 200) : 0;
    return {
      id: newId(),
      subjectId,
      content: qrContent(ctx.publicBase, newQrToken()),
      validFlag: rng.chance(0.95) ? 1 : 0,
      scanCount,
      lastScanTime: scanCount ? ctx.timeOf(addDays(ctx.today, -rng.int(0, 29)), rng) : null,
      ...madeBy(ctx, created),
    };
  });
}

export const qrcodeGenerator: DemoGenerator = {
  resource: 'qrcode',
  after: ['subject'],
  count: (scale) => scale,
  prepare: async (ctx) => {
    const subjects = await ctx.idsOf('subject');
    return qrcodeRows(ctx, subjects);
  },
};
