import { sql } from 'kysely';
import { newId } from '../../core/ids';
import { aboutRandomSubject } from './shared/batch';
import { addDays } from '../dates';
import { madeFor } from './shared/made';
import { recomputeCredit } from '../../domains/subject/credit';
import type { Db } from '../../db/connection';
import type { DemoGenerator } from '../types';
import { creditPointsOf, EVALUATION_CHANGE_TYPE } from '../../../resources/consumer/evaluation/evaluation-rules';
import corpus from '../corpus/evaluation.json';

/**
 * 消费者评价 of the demo tenant: consumers' scores of demo subjects over the last six months, mostly
 * good, with a text fitting the score. Afterwards (settle) every good or bad evaluation without its
 * credit record gets one as the save would have written it (resources/consumer/evaluation/
 * evaluation-rules.ts), and the subjects' credit scores and levels are recomputed.
 */
const DAYS_BACK = 180;
const TEXTS: Record<number, string[]> = corpus.texts;
/** Score weights 5..1: most consumers are content. */
const SCORES: Array<[number, number]> = [
  [5, 40],
  [4, 30],
  [3, 14],
  [2, 10],
  [1, 6],
];

export const evaluationGenerator: DemoGenerator = {
  resource: 'evaluation',
  after: ['subject', 'subjectcredit'],
  count: (scale) => Math.max(20, Math.round(scale * 0.8)),
  prepare: (ctx) =>
    aboutRandomSubject(ctx, 0xe7a1, (subject, { rng }) => {
      const score = rng.weighted(SCORES, ([, w]) => w)[0];
      const time = ctx.timeOf(addDays(ctx.today, -rng.int(0, DAYS_BACK)), rng);
      return {
        id: newId(),
        subjectId: subject.id,
        consumerName: rng.pick(corpus.surnames) + rng.pick(corpus.given),
        consumerPhone: `1${rng.pick(['3', '5', '8'])}${rng.digits(9)}`,
        score,
        content: rng.pick(TEXTS[score]),
        evaluateTime: time,
        creditId: null,
        ...madeFor(ctx, time, subject),
      };
    }),
  settle: async (db: Db, tenantId: string) => {
    const pending = await db
      .selectFrom('biz_evaluation')
      .select([
        'id',
        'subjectId',
        'score',
        'evaluateTime',
        'deptId',
        'regionCode',
        'createUser',
        'createDept',
        sql<string>`to_char(evaluate_time, 'YYYY-MM-DD')`.as('day'),
      ])
      .where('tenantId', '=', tenantId)
      .where('isDeleted', '=', 0)
      .where('creditId', 'is', null)
      .where((eb) => eb.or([eb('score', '>=', 4), eb('score', '<=', 2)]))
      .orderBy('id')
      .execute();
    for (const e of pending) {
      const points = creditPointsOf(Number(e.score));
      if (points === 0) continue;
      const id = newId();
      await db
        .insertInto('biz_subject_credit')
        .values({
          id,
          tenantId,
          subjectId: e.subjectId,
          changeDate: String(e.day),
          changeScore: points,
          changeType: EVALUATION_CHANGE_TYPE,
          cause: `消费者评价${Number(e.score)}分${points > 0 ? '(好评)' : '(差评)'}`,
          deptId: e.deptId ?? null,
          regionCode: e.regionCode ?? null,
          createUser: e.createUser ?? null,
          createDept: e.createDept ?? null,
          createTime: e.evaluateTime ?? sql<string>`now()`,
          updateUser: e.createUser ?? null,
          updateTime: sql<string>`now()`,
          status: 1,
          isDeleted: 0,
        })
        .execute();
      await db.updateTable('biz_evaluation').set({ creditId: id }).where('id', '=', String(e.id)).execute();
    }
    if (pending.length) await recomputeCredit(db, tenantId);
    return [`t:biz_subject_credit:${tenantId}`, `t:biz_evaluation:${tenantId}`, `t:biz_subject:${tenantId}`];
  },
};
