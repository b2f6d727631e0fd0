import { newId } from '../../core/ids';
import { aboutRandomSubject, rowByRow, rowPerItem } from './shared/batch';
import { addDays, dateOf } from '../dates';
import { madeFor } from './shared/made';
import { openFinding, courseOf, fateOf, handleThenComplete } from './shared/findings';
import { inspectionStaff } from './shared/inspection-staff';
import { demoNumber, idList, wireTime, referencedIds, uncoveredRows } from './shared/wire';
import { RESULT_ABNORMAL, RESULT_NORMAL, WAY_CAMERA, WAY_ON_SITE } from '../../../resources/enforce/inspect/schema';
import type { DemoContext, DemoGenerator } from '../types';
import corpus from '../corpus/inspect.json';

/**
 * 巡检 of the demo tenant as the server's save (server/domains/enforce/inspect-rules.ts) would have
 * made them: inspections over the last four months by the tenant's inspectors and enforcers (the demo
 * enforcers `zf…` once `npm run seed:demo` added them, else the admin), one in four abnormal with a
 * rectification deadline; one finding per abnormal inspection (found at the inspection, its content and
 * deadline), most of the older ones handled and many of those complete, with their history rows; and
 * evaluations after some inspections. The demo has no uploaded files, so no inspection has photos.
 */

const DAYS_BACK = 120;
const ABNORMAL = 0.25;
const BY_CAMERA = 0.12;
/** Inspections a run adds; their findings are at most as many (one per abnormal inspection). */
const inspectCount = (scale: number) => Math.max(40, Math.round(scale * 0.8));

/** How an inspection's finding is dealt with (corpus `course`): handled some days after it is found, completed some days after that. */
const COURSE = courseOf(corpus.course);
/** What an evaluation of each level (1 best, 4 worst) says (corpus `comments`): one of them, drawn when there are several. */
const COMMENTS: Record<number, string[]> = corpus.comments;

/** The tenant's active inspectors and enforcers (as selectForInspect lists them), else its admin. */
async function inspectorsOf(ctx: DemoContext): Promise<string[]> {
  const users = (await inspectionStaff(ctx)).map((u) => String(u.id));
  return users.length ? users : ctx.adminUserId ? [ctx.adminUserId] : [];
}

export const inspectGenerator: DemoGenerator = {
  resource: 'inspect',
  after: ['subject', 'user'],
  count: inspectCount,
  prepare: async (ctx) => {
    const inspectors = await inspectorsOf(ctx);
    return aboutRandomSubject(
      ctx,
      0x3a01,
      (subject, { rng, i }) => {
        const day = addDays(ctx.today, -rng.int(0, DAYS_BACK));
        const time = ctx.timeOf(day, rng);
        const abnormal = rng.chance(ABNORMAL);
        const first = inspectors[rng.int(0, inspectors.length - 1)];
        const second = inspectors[rng.int(0, inspectors.length - 1)];
        const camera = rng.chance(BY_CAMERA);
        return {
          id: newId(),
          inspectNo: demoNumber('XJ', day, i),
          subjectId: String(subject.id),
          result: abnormal ? RESULT_ABNORMAL : RESULT_NORMAL,
          timeLimit: abnormal ? addDays(day, rng.int(3, 15)) : null,
          content: abnormal ? rng.pick(corpus.abnormalTexts) : rng.pick(corpus.normalTexts),
          enforcerId: [...new Set([first, second])].join(','),
          imgList: null,
          inspectTime: time,
          inspectWay: camera ? WAY_CAMERA : WAY_ON_SITE,
          cameraId: null,
          ...madeFor(ctx, time, subject),
        };
      },
      () => inspectors.length > 0,
    );
  },
};

/** One finding per abnormal inspection (the save's rule); older ones handled, many of those complete. */
export const inspectAbnormalGenerator: DemoGenerator = {
  resource: 'inspectabnormal',
  after: ['inspect'],
  count: inspectCount,
  prepare: async (ctx) => {
    const abnormal = (await uncoveredRows(ctx, 'inspect', 'inspectabnormal', 'inspectId')).filter(
      (r) => Number(r.result) === RESULT_ABNORMAL,
    );
    return rowPerItem(ctx, 0x3a02, abnormal, (inspection, { rng, history, i }) => {
      const found = wireTime(inspection.inspectTime);
      const row = openFinding(ctx, found, String(inspection.timeLimit ?? '').slice(0, 10) || null, inspection, {
        subjectId: inspection.subjectId,
        inspectId: inspection.id,
        description: inspection.content,
      });
      // Its inspection's first inspector handles it.
      const record = { ctx, resource: 'inspectabnormal', row, history };
      handleThenComplete(record, rng, found, COURSE, fateOf(i), idList(inspection.enforcerId)[0]);
      return row;
    });
  },
};

/** Evaluations after about a third of the inspections, by the inspection's first inspector. */
export const evaluationSmGenerator: DemoGenerator = {
  resource: 'evaluationsm',
  after: ['inspect'],
  count: (scale) => Math.max(12, Math.round(scale * 0.25)),
  prepare: async (ctx) => {
    const evaluated = await referencedIds(ctx, 'evaluationsm', 'inspectId');
    const inspections = (
      await ctx.rowsOf('inspect', ['subjectId', 'result', 'enforcerId', 'inspectTime', 'deptId', 'regionCode'])
    ).filter((r) => !evaluated.has(String(r.id)));
    return rowByRow(ctx, 0x3a03, ({ rng, i }) => {
      const inspection = inspections[(i * 3) % Math.max(1, inspections.length)];
      if (!inspection || evaluated.has(String(inspection.id))) return null;
      evaluated.add(String(inspection.id));
      const abnormal = Number(inspection.result) === RESULT_ABNORMAL;
      const level = abnormal ? rng.int(3, 4) : rng.int(1, 2);
      const time = `${dateOf(wireTime(inspection.inspectTime))} ${String(rng.int(17, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00`;
      // Evaluated that evening: an inspection of the run's day whose evening is still to come is not yet.
      if (time > ctx.now) return null;
      return {
        id: newId(),
        subjectId: inspection.subjectId,
        inspectId: inspection.id,
        level,
        comment: COMMENTS[level].length === 1 ? COMMENTS[level][0] : rng.pick(COMMENTS[level]),
        evaluator: idList(inspection.enforcerId)[0] ?? ctx.adminUserId,
        evaluateTime: time,
        ...madeFor(ctx, time, inspection),
      };
    });
  },
};
