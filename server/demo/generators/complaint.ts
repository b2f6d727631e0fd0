import { newId } from '../../core/ids';
import { aboutRandomSubject, rowByRow } from './shared/batch';
import { addDays } from '../dates';
import { mobilePhone, personName } from '../people';
import { madeBy, madeFor } from './shared/made';
import { FINDING_FOUND, FINDING_HANDLED } from '../../../resources/findings';
import { OPEN_FINDING, completeLater, fateOf, findingHandlers, handlerFor, stepTime } from './shared/findings';
import { changeState } from './shared/state-change';
import { demoNumber, wireTime, referencedIds } from './shared/wire';
import { COMPLAINT_CATEGORY_CHOICES, COMPLAINT_REJECTED } from '../../../resources/consumer/complaint/schema';
import type { DemoGenerator, Row } from '../types';
import corpus from '../corpus/complaint.json';

/**
 * 消费者投诉 of the demo tenant as the server's save (server/domains/consumer/complaint-rules.ts) would
 * have made them: complaints about the demo subjects over the last six months, from the app, the 12345
 * hotline or letters, in every state with their history: the older ones mostly handled (what was done
 * and the answer told to the consumer) and many of those complete, some declined (不予受理) with the
 * reason. Evidence rows (`complaintimg`, `complaintvideo`) name their complaint and its subject but
 * carry no file: the demo has no uploaded media, so their link is empty (the show page counts them).
 */

const DAYS_BACK = 180;
const CHANNELS = [1, 1, 1, 2, 2, 3, 4];

/** What consumers complain of, by category key. */
const TEXTS: Record<string, string[]> = corpus.texts;

export const complaintGenerator: DemoGenerator = {
  resource: 'complaint',
  after: ['subject', 'user'],
  count: (scale) => Math.max(40, Math.round(scale * 0.4)),
  prepare: async (ctx) => {
    const handlers = await findingHandlers(ctx);
    return aboutRandomSubject(ctx, 0xc071, (subject, { rng, i, history }) => {
      const day = addDays(ctx.today, -rng.int(0, DAYS_BACK));
      const found = ctx.timeOf(day, rng);
      const category = rng.pick(COMPLAINT_CATEGORY_CHOICES).id;
      const row: Row = {
        id: newId(),
        complaintNo: demoNumber('TS', day, i),
        subjectId: String(subject.id),
        category: Number(category),
        channel: rng.pick(CHANNELS),
        description: rng.pick(TEXTS[category] ?? TEXTS[9]),
        consumerId: null,
        consumerName: personName(rng),
        consumerPhone: mobilePhone(rng),
        foundTime: found,
        deadline: addDays(day, 15),
        ...OPEN_FINDING,
        replyContent: null,
        replyTime: null,
        ...madeFor(ctx, found, subject),
      };
      // A complaint is handled (or declined) some days after it came in, never after the run's moment.
      const fate = fateOf(i);
      const record = { ctx, resource: 'complaint', row, history };
      if (fate === 'found') return row;
      const time = stepTime(record, rng, found, [1, 10]);
      if (fate === 'closed' && rng.chance(0.12)) {
        const reason = rng.pick(corpus.declines);
        changeState(record, {
          action: 'reject',
          from: FINDING_FOUND,
          to: COMPLAINT_REJECTED,
          time,
          comment: reason,
          set: {
            handleStatus: COMPLAINT_REJECTED,
            handleUser: ctx.adminUserId,
            handleTime: time,
            replyContent: reason,
            replyTime: time,
          },
        });
        return row;
      }
      const handler = handlerFor(handlers, row.id) ?? ctx.adminUserId;
      const handleResult = rng.pick(corpus.handleResults);
      const replyContent = rng.pick(corpus.replies);
      changeState(record, {
        action: 'handle',
        from: FINDING_FOUND,
        to: FINDING_HANDLED,
        time,
        by: handler,
        comment: handleResult,
        set: {
          handleStatus: FINDING_HANDLED,
          handleResult,
          replyContent,
          replyTime: time,
          handleUser: handler,
          handleTime: time,
        },
      });
      if (fate === 'closed') completeLater(record, rng, time, { days: [1, 7], texts: corpus.opinions });
      return row;
    });
  },
};

/** Evidence rows of about one complaint in two (photos) or five (videos), with no file (see above). */
const evidenceGenerator = (
  resource: 'complaintimg' | 'complaintvideo',
  salt: number,
  every: number,
): DemoGenerator => ({
  resource,
  after: ['complaint'],
  count: (scale) => Math.max(10, Math.round((scale * 0.4) / every)),
  prepare: async (ctx) => {
    const have = await referencedIds(ctx, resource, 'complaintId');
    const complaints = (await ctx.rowsOf('complaint', ['subjectId', 'foundTime', 'deptId'])).filter(
      (c) => !have.has(String(c.id)),
    );
    return rowByRow(ctx, salt, ({ rng, i }) => {
      const complaint = complaints[(i * every) % Math.max(1, complaints.length)];
      if (!complaint || have.has(String(complaint.id))) return null;
      have.add(String(complaint.id));
      const time = wireTime(complaint.foundTime) || ctx.now;
      return {
        id: newId(),
        complaintId: String(complaint.id),
        subjectId: complaint.subjectId,
        [resource === 'complaintimg' ? 'imageUrl' : 'videoUrl']: null,
        sort: rng.int(1, 3),
        remark: '演示数据,未附文件',
        ...madeBy(ctx, time, complaint.deptId ?? null),
      };
    });
  },
});

export const complaintImgGenerator = evidenceGenerator('complaintimg', 0xc072, 2);
export const complaintVideoGenerator = evidenceGenerator('complaintvideo', 0xc073, 5);
