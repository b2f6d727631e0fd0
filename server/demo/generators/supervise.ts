import { newId } from '../../core/ids';
import { referencedIds } from './shared/wire';
import { rowPerItem } from './shared/batch';
import { addDays, dateOf } from '../dates';
import { madeFor } from './shared/made';
import { changeState } from './shared/state-change';
import { findingHandlers, handlerFor } from './shared/findings';
import type { DemoContext, DemoGenerator, Row } from '../types';
import { FINDING_COMPLETE, FINDING_FOUND, FINDING_HANDLED } from '../../../resources/findings';
import {
  APPROVAL_STEPS,
  CHIEF_APPROVED,
  SUPERVISE_DONE,
  SUPERVISE_REJECTED,
  SUPERVISE_RETURNED,
  SUPERVISING,
} from '../../../resources/supervise/supervise/schema';
import { CORRECT_CONFIRMED, CORRECT_DONE, CORRECT_PENDING } from '../../../resources/supervise/correct/schema';
import corpus from '../corpus/supervise.json';

/**
 * 督办整改 of the demo tenant, as the server would have made it from the generated findings (self-check
 * and prohibited-song findings): supervisions of about one finding in three and of every open one, in every state, their
 * approvals by 科长 then 局长 in the history (a completed supervision is one whose finding's supervision
 * is complete, approved by the director when it closed); corrections under the supervisions that got
 * past the first look; rectifications of about one finding in two, taking the finding's deadline (open
 * ones of older findings are overdue, as they would be), rectified or confirmed along with the finding.
 * The demo has no approver accounts of its own: the tenant's admin is recorded as the approver, and
 * never of what they entered themselves (a supervision is entered, a rectification made, by the staff).
 */

const FINDINGS = ['reportcheckabnormal', 'invalidsongabnormal', 'inspectabnormal', 'onsiteinspectabnormal'];
/** The opinion of a supervision closed without one of its own (corpus `closeOpinion`). */
const CLOSE_OPINION = corpus.closeOpinion;

const split = (n: number) => (v: Row) => Number(v.handleStatus) === n;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).slice(0, 19));

/**
 * The findings of the demo tenant (with their kind) that `keep` picks by their place among all of them,
 * oldest first, leaving out those already the source of a row of `resource`.
 */
async function findingsFor(
  ctx: DemoContext,
  resource: 'supervise' | 'correct',
  keep: (index: number, finding: Row) => boolean,
): Promise<Array<Row & { kind: string }>> {
  const taken = await referencedIds(ctx, resource, 'sourceId');
  const all: Array<Row & { kind: string }> = [];
  for (const kind of FINDINGS) for (const row of await ctx.rowsOf(kind)) all.push({ ...row, kind });
  return all
    .sort((a, b) => text(a.foundTime).localeCompare(text(b.foundTime)) || String(a.id).localeCompare(String(b.id)))
    .filter((f, i) => keep(i, f) && !taken.has(String(f.id)));
}

export const superviseGenerator: DemoGenerator = {
  resource: 'supervise',
  after: FINDINGS,
  count: (scale) => Math.round(scale * 0.2),
  prepare: async (ctx) => {
    // Taken up the day after the finding was found: findings of the run's own day are not yet.
    // One finding in three, and every open one (supervision follows up what is not dealt with yet).
    const candidates = (
      await findingsFor(ctx, 'supervise', (i, f) => i % 3 === 0 || !split(FINDING_COMPLETE)(f))
    ).filter((f) => text(f.foundTime).slice(0, 10) < ctx.today);
    const staff = await findingHandlers(ctx);
    // Every state shows whatever day the demo is made on: the first supervision that can be returned
    // (its finding still open) is, and so is the first that can be rejected.
    let returnedOne = false;
    let rejectedOne = false;
    return rowPerItem(ctx, 0x5b01, candidates, (finding, { rng, history }) => {
      const found = text(finding.foundTime) || ctx.timeOf(addDays(ctx.today, -30), rng);
      const created = ctx.timeOf(addDays(dateOf(found), 1), rng);
      const row: Row = {
        id: newId(),
        sourceType: finding.kind,
        sourceId: finding.id,
        subjectId: finding.subjectId,
        content: rng.pick(corpus.contents),
        requirement: rng.pick(corpus.requirements),
        deadline: addDays(dateOf(created), rng.int(5, 15)),
        supervisorUser: ctx.adminUserId,
        superviseStatus: SUPERVISING,
        ...madeFor(ctx, created, finding),
      };
      // Entered by one of the staff, so the admin who approves it reviews someone else's work.
      row.createUser = handlerFor(staff, row.id) ?? ctx.adminUserId;
      const approvable = row.createUser !== ctx.adminUserId;
      const record = { ctx, resource: 'supervise', row, history };
      const approve = (stepIndex: number, time: string, opinion: string) => {
        if (!approvable) return;
        const step = APPROVAL_STEPS[stepIndex];
        changeState(record, {
          action: step.action,
          from: step.from,
          to: step.to,
          time,
          comment: opinion,
          set: {
            [step.userField]: ctx.adminUserId,
            [step.timeField]: time,
            approveOpinion: opinion,
            superviseStatus: step.to,
          },
        });
      };
      // Rejected by the 科长 or returned to the finding: by the admin at `time`, with one of the causes.
      const refuse = (action: string, to: number, time: string, set: Row = {}) => {
        const cause = rng.pick(corpus.causes);
        changeState(record, {
          action,
          from: SUPERVISING,
          to,
          time,
          comment: cause,
          set: { superviseStatus: to, ...set, rejectCause: cause, rejectUser: ctx.adminUserId, rejectTime: time },
        });
      };
      if (split(FINDING_COMPLETE)(finding)) {
        // The finding closed through its supervision: 科长 a day after it was taken up, 局长 when it closed.
        const closed = text(finding.superviseTime) || ctx.timeOf(addDays(dateOf(created), 3), rng);
        approve(0, ctx.timeOf(addDays(dateOf(created), 1), rng), rng.pick(corpus.opinions));
        approve(
          1,
          closed > created ? closed : ctx.timeOf(addDays(dateOf(created), 2), rng),
          String(finding.superviseOpinion ?? CLOSE_OPINION),
        );
      } else {
        const drawn = rng.int(0, 9);
        const fate =
          !returnedOne && split(FINDING_FOUND)(finding)
            ? 2
            : !rejectedOne && !split(FINDING_HANDLED)(finding)
              ? 3
              : drawn;
        const day = addDays(dateOf(created), rng.int(1, 4));
        const when = ctx.timeOf(day < ctx.today ? day : ctx.today, rng);
        if (fate >= 4 && split(FINDING_HANDLED)(finding)) approve(0, when, rng.pick(corpus.opinions));
        else if (fate === 3) {
          rejectedOne = true;
          refuse('reject', SUPERVISE_REJECTED, when, { rejectRole: APPROVAL_STEPS[0].role });
        } else if (fate === 2 && split(FINDING_FOUND)(finding)) {
          returnedOne = true;
          refuse('supervise-reject', SUPERVISE_RETURNED, when);
        }
      }
      return row;
    });
  },
};

/** Corrections under the supervisions the section chief approved (some under the ones still waiting too). */
export const superviseCorrectGenerator: DemoGenerator = {
  resource: 'supervisecorrect',
  after: ['supervise'],
  count: (scale) => Math.round(scale * 0.2),
  prepare: async (ctx) => {
    const done = await referencedIds(ctx, 'supervisecorrect', 'superviseId');
    const supervisions = (await ctx.rowsOf('supervise')).filter(
      (s, i) =>
        !done.has(String(s.id)) &&
        ([CHIEF_APPROVED, SUPERVISE_DONE].includes(Number(s.superviseStatus)) ||
          (Number(s.superviseStatus) === SUPERVISING && i % 2 === 0)),
    );
    return rowPerItem(ctx, 0x5b02, supervisions, (s, { rng }) => {
      const day = addDays(dateOf(text(s.createTime)), 1);
      const time = ctx.timeOf(day < ctx.today ? day : ctx.today, rng);
      return {
        id: newId(),
        superviseId: s.id,
        subjectId: s.subjectId,
        content: rng.pick(corpus.corrections),
        images: null,
        correctUser: ctx.adminUserId,
        correctTime: time,
        ...madeFor(ctx, time, s),
      };
    });
  },
};

/**
 * Rectifications of every other finding: still 待整改 while the finding is open (overdue once its
 * deadline passed), 已整改 when it was handled (late when after the deadline), 已确认 when it closed.
 */
export const correctGenerator: DemoGenerator = {
  resource: 'correct',
  after: FINDINGS,
  count: (scale) => Math.round(scale * 0.4),
  prepare: async (ctx) => {
    const candidates = await findingsFor(ctx, 'correct', (i) => i % 2 === 1);
    const staff = await findingHandlers(ctx);
    return rowPerItem(ctx, 0x5b03, candidates, (finding, { rng, history }) => {
      const found = text(finding.foundTime) || ctx.timeOf(addDays(ctx.today, -20), rng);
      const created = ctx.timeOf(dateOf(found), rng);
      const deadline = finding.deadline ? String(finding.deadline).slice(0, 10) : null;
      const row: Row = {
        id: newId(),
        sourceType: finding.kind,
        sourceId: finding.id,
        subjectId: finding.subjectId,
        findingDescription: String(finding.description ?? '').slice(0, 1000) || null,
        deadline,
        correctStatus: CORRECT_PENDING,
        isLate: 0,
        ...madeFor(ctx, created, finding),
      };
      const record = { ctx, resource: 'correct', row, history };
      if (Number(finding.handleStatus) !== FINDING_FOUND) {
        const time = text(finding.handleTime) || ctx.timeOf(addDays(dateOf(created), 2), rng);
        const content = rng.pick(corpus.rectified);
        // Rectified by whoever handled the finding (or one of the staff), confirmed by the admin.
        const rectifier = text(finding.handleUser) || handlerFor(staff, row.id) || ctx.adminUserId;
        changeState(record, {
          action: 'rectify',
          by: rectifier,
          from: CORRECT_PENDING,
          to: CORRECT_DONE,
          time,
          comment: content,
          set: {
            correctStatus: CORRECT_DONE,
            content,
            correctUser: rectifier,
            correctTime: time,
            isLate: deadline && dateOf(time) > deadline ? 1 : 0,
          },
        });
        if (Number(finding.handleStatus) === FINDING_COMPLETE && rectifier !== ctx.adminUserId) {
          const confirmed = text(finding.superviseTime) || time;
          changeState(record, {
            action: 'confirm',
            from: CORRECT_DONE,
            to: CORRECT_CONFIRMED,
            time: confirmed,
            comment: '整改到位',
            set: {
              correctStatus: CORRECT_CONFIRMED,
              confirmOpinion: '整改到位',
              confirmUser: ctx.adminUserId,
              confirmTime: confirmed,
            },
          });
        }
      }
      return row;
    });
  },
};
