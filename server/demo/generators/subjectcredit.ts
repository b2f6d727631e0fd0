import { newId } from '../../core/ids';
import { madeBy } from './shared/made';
import { rowByRow } from './shared/batch';
import { addDays, dateOf } from '../dates';
import type { DemoGenerator } from '../types';
import { recomputeCredit } from '../../domains/subject/credit';
import corpus from '../corpus/subjectcredit.json';

/**
 * 信用记录 of the demo tenant: a few score changes for some subjects over the last year, each with a
 * believable reason for its kind (dictionary credit_change_type, by label); afterwards the subjects'
 * scores and levels are set from them as the write hook would (settle). The kinds, by the label of
 * their credit_change_type item (corpus `kinds`): each one's share of the records, the range of its
 * score change and the reasons given for it.
 */
const KINDS: Record<string, { weight: number; points: { min: number; max: number }; causes: string[] }> = corpus.kinds;

export const subjectCreditGenerator: DemoGenerator = {
  resource: 'subjectcredit',
  after: ['subject'],
  // About one record for every two subjects: some subjects have several, most none.
  count: (scale) => Math.round(scale / 2),
  prepare: async (ctx) => {
    const subjects = await ctx.idsOf('subject');
    const kinds = ctx
      .dict('credit_change_type')
      .map((item) => ({ key: Number(item.key), style: KINDS[item.value] }))
      .filter((k) => k.style);
    return rowByRow(
      ctx,
      0xc3ed,
      ({ rng }) => {
        const kind = rng.weighted(kinds, (k) => k.style.weight);
        const time = ctx.timeOf(addDays(ctx.today, -rng.int(1, 365)), rng);
        const dept = ctx.leafDepts.length ? rng.pick(ctx.leafDepts).id : null;
        return {
          id: newId(),
          subjectId: rng.pick(subjects),
          changeDate: dateOf(time),
          changeScore: rng.int(kind.style.points.min, kind.style.points.max),
          changeType: kind.key,
          cause: rng.pick(kind.style.causes),
          recordUser: ctx.adminUserId,
          deptId: dept,
          ...madeBy(ctx, time, dept),
        };
      },
      () => subjects.length > 0 && kinds.length > 0,
    );
  },
  settle: async (db, tenantId) => {
    await recomputeCredit(db, tenantId);
    return [`t:biz_subject:${tenantId}`];
  },
};
