import { newId } from '../../core/ids';
import { madeFor } from './shared/made';
import { rowByRow } from './shared/batch';
import { wireDay } from './shared/wire';
import { mobilePhone, personName } from '../people';
import { addDays } from '../dates';
import type { DemoContext, DemoGenerator } from '../types';

/** Every third subject (in creation order) must self-report. */
const EVERY = 3;

/**
 * 自查主体 of the demo tenant: row `i` is subject `3i`, reporting weekly or monthly from the start of
 * the year after it was recorded, its store manager answerable; a few have stopped (disabled).
 */
export const reportSubjectGenerator: DemoGenerator = {
  resource: 'reportsubject',
  after: ['subject'],
  count: (scale) => Math.ceil(scale / EVERY),
  prepare: async (ctx: DemoContext) => {
    const subjects = await ctx.rowsOf('subject', ['createTime', 'deptId', 'regionCode']);
    const frequencies = ctx.dict('report_frequency').map((item) => item.key);
    return rowByRow(ctx, 0x2e50, ({ rng, i }) => {
      const subject = subjects[i * EVERY];
      if (!subject) return null;
      const start = addDays(wireDay(subject.createTime), rng.int(1, 30));
      const time = ctx.timeOf(start < ctx.today ? start : ctx.today, rng);
      return {
        id: newId(),
        subjectId: String(subject.id),
        reportFrequency: Number(
          frequencies.length ? rng.pick(frequencies.slice(1, 3).length ? frequencies.slice(1, 3) : frequencies) : 2,
        ),
        startDate: start < ctx.today ? start : ctx.today,
        endDate: null,
        staffName: personName(rng),
        staffPhone: mobilePhone(rng),
        enabled: rng.chance(0.92) ? 1 : 0,
        remark: null,
        ...madeFor(ctx, time, subject),
      };
    });
  },
};
