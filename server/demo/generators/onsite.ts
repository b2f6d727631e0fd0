import { newId } from '../../core/ids';
import { rowByRow, rowPerItem } from './shared/batch';
import { addDays } from '../dates';
import { madeFor } from './shared/made';
import { openFinding, courseOf, fateOf, handleThenComplete } from './shared/findings';
import { inspectionStaff } from './shared/inspection-staff';
import { changeState } from './shared/state-change';
import { demoNumber, idList, wireDay, wireTime, uncoveredRows } from './shared/wire';
import type { DemoContext, DemoGenerator, Row } from '../types';
import { findingText } from '../../domains/enforce/onsite-rules';
import { MODE_ONSITE, ONSITE_FINISHED, ONSITE_OPEN } from '../../../resources/enforce/onsiteinspect/schema';
import { CHECK_FAIL, CHECK_PASS } from '../../../resources/enforce/onsiteinspectcheck/schema';
import corpus from '../corpus/onsite.json';

/**
 * 现场检查 of the demo tenant, as the server's saves (server/domains/enforce/onsite-rules.ts) would have
 * left them: visits by the demo enforcers (accounts zf…, else the tenant's inspection staff, else its
 * admin) to subjects whose market type has inspection items; one result row per item of that type; about
 * three visits in ten abnormal, with failed items and sometimes another problem, a deadline and their
 * one finding, which is handled and then completed for the older ones. Most visits older than a few
 * days are finished (完成检查), with their history.
 */

const ABNORMAL = 0.3;
/** How a visit's finding is dealt with (corpus `course`): handled some days after it is found, completed some days after that. */
const COURSE = courseOf(corpus.course);

const visitCount = (scale: number) => Math.max(12, Math.min(2000, Math.round(scale / 3)));

/** A small stable hash (FNV-1a) of a text: which items of a visit failed follows from its number (made from the seed's row) and the items. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Whether an abnormal visit also noted another problem: always when no item failed, else one in three. */
const hasOther = (visit: Row) =>
  Number(visit.result) === 2 && (Number(visit.failCount) === 0 || hash(`${visit.inspectNo}:other`) % 3 === 0);

async function itemsByType(ctx: DemoContext): Promise<Map<string, Row[]>> {
  const byType = new Map<string, Row[]>();
  const items = (await ctx.rowsOf('inspectitem', ['marketType', 'itemName', 'sort', 'enabled']))
    .filter((i) => Number(i.enabled) === 1)
    .sort((a, b) => Number(a.sort) - Number(b.sort) || (BigInt(String(a.id)) < BigInt(String(b.id)) ? -1 : 1));
  for (const item of items) byType.set(String(item.marketType), [...(byType.get(String(item.marketType)) ?? []), item]);
  return byType;
}

export const onsiteInspectGenerator: DemoGenerator = {
  resource: 'onsiteinspect',
  after: ['subject', 'inspectitem', 'user'],
  count: visitCount,
  prepare: async (ctx) => {
    const items = await itemsByType(ctx);
    const subjects = (await ctx.rowsOf('subject', ['marketType', 'deptId', 'regionCode'])).filter((s) =>
      items.has(String(s.marketType)),
    );
    const staff = await inspectionStaff(ctx);
    const demo = staff.filter((u) => String(u.account ?? '').startsWith('zf'));
    const enforcers = (demo.length ? demo : staff).map((u) => String(u.id));
    if (enforcers.length === 0 && ctx.adminUserId) enforcers.push(ctx.adminUserId);
    return rowByRow(
      ctx,
      0x05e1,
      ({ rng, i, history: hist }) => {
        const subject = subjects[rng.int(0, subjects.length - 1)];
        const n = items.get(String(subject.marketType))!.length;
        const first = enforcers[rng.int(0, enforcers.length - 1)];
        const second =
          enforcers.length > 1 && rng.chance(0.7)
            ? enforcers[(enforcers.indexOf(first) + rng.int(1, enforcers.length - 1)) % enforcers.length]
            : undefined;
        const day = addDays(ctx.today, -rng.int(0, 240));
        const time = ctx.timeOf(day, rng);
        const abnormal = rng.chance(ABNORMAL);
        // An abnormal visit failed one or two items, or (one in four) only noted another problem.
        const failCount = abnormal && !rng.chance(0.25) ? rng.int(1, Math.min(2, n)) : 0;
        const finished = day < addDays(ctx.today, -3) && rng.chance(0.8);
        const row: Row = {
          id: newId(),
          inspectNo: demoNumber('XC', day, i),
          subjectId: String(subject.id),
          marketType: Number(subject.marketType),
          inspectTime: time,
          enforcerIds: [first, second].filter(Boolean).join(','),
          inspectMode: MODE_ONSITE,
          cameraId: null,
          result: abnormal ? 2 : 1,
          failCount,
          deadline: abnormal ? addDays(day, rng.int(7, 15)) : null,
          content: rng.pick(abnormal ? corpus.contentAbnormal : corpus.contentNormal),
          images: null,
          remark: null,
          inspectUser: first,
          inspectStatus: finished ? ONSITE_FINISHED : ONSITE_OPEN,
          finishTime: null,
          ...madeFor(ctx, time, subject),
        };
        row.createUser = first;
        row.updateUser = first;
        if (finished) {
          const finishTime = ctx.timeOf(addDays(day, rng.int(0, 2)), rng);
          changeState(
            { ctx, resource: 'onsiteinspect', row, history: hist },
            {
              action: 'finish',
              from: ONSITE_OPEN,
              to: ONSITE_FINISHED,
              time: finishTime,
              by: first,
              set: { finishTime },
            },
          );
        }
        return row;
      },
      () => subjects.length > 0 && enforcers.length > 0,
    );
  },
};

/** One result row per item of the visit's market type; the failed ones are the visit's `failCount`, picked by a hash of its number and the items. */
export const onsiteInspectCheckGenerator: DemoGenerator = {
  resource: 'onsiteinspectcheck',
  after: ['onsiteinspect'],
  count: (scale) => visitCount(scale) * 8,
  prepare: async (ctx) => {
    const items = await itemsByType(ctx);
    const visits = await uncoveredRows(ctx, 'onsiteinspect', 'onsiteinspectcheck', 'onsiteinspectId');
    const slots: Array<{ visit: Row; item: Row; failed: boolean }> = [];
    for (const visit of visits) {
      const list = items.get(String(visit.marketType)) ?? [];
      const failing = new Set(
        [...list]
          .sort(
            (a, b) =>
              hash(`${visit.inspectNo}:${a.itemName}:${a.sort}`) - hash(`${visit.inspectNo}:${b.itemName}:${b.sort}`),
          )
          .slice(0, Number(visit.failCount))
          .map((i) => String(i.id)),
      );
      for (const item of list) slots.push({ visit, item, failed: failing.has(String(item.id)) });
    }
    return rowPerItem(ctx, 0x05e2, slots, ({ visit, item, failed }, { rng }) => ({
      id: newId(),
      onsiteinspectId: String(visit.id),
      itemId: String(item.id),
      itemName: item.itemName,
      sort: Number(item.sort ?? 0),
      checkResult: failed ? CHECK_FAIL : CHECK_PASS,
      note: failed ? rng.pick(corpus.failNotes) : null,
      ...madeFor(ctx, wireTime(visit.inspectTime), visit),
      createUser: visit.createUser ?? ctx.adminUserId,
    }));
  },
};

/** Another problem on the abnormal visits without failed items, and on one in three of the others. */
export const onsiteInspectOtherGenerator: DemoGenerator = {
  resource: 'onsiteinspectother',
  after: ['onsiteinspect'],
  count: visitCount,
  prepare: async (ctx) => {
    const visits = (await uncoveredRows(ctx, 'onsiteinspect', 'onsiteinspectother', 'onsiteinspectId')).filter(
      hasOther,
    );
    return rowPerItem(ctx, 0x05e3, visits, (visit, { rng }) => ({
      id: newId(),
      onsiteinspectId: String(visit.id),
      subjectId: visit.subjectId,
      description: rng.pick(corpus.otherProblems),
      images: null,
      ...madeFor(ctx, wireTime(visit.inspectTime), visit),
      createUser: visit.createUser ?? ctx.adminUserId,
    }));
  },
};

/** The one finding of each abnormal visit, saying what its rows say; the older ones handled, some completed. */
export const onsiteInspectAbnormalGenerator: DemoGenerator = {
  resource: 'onsiteinspectabnormal',
  after: ['onsiteinspectcheck', 'onsiteinspectother'],
  count: visitCount,
  prepare: async (ctx) => {
    const visits = (await uncoveredRows(ctx, 'onsiteinspect', 'onsiteinspectabnormal', 'onsiteinspectId')).filter(
      (v) => Number(v.result) === 2,
    );
    const failed = new Map<string, Row[]>();
    for (const c of await ctx.rowsOf('onsiteinspectcheck', [
      'onsiteinspectId',
      'itemName',
      'note',
      'checkResult',
      'sort',
    ])) {
      if (Number(c.checkResult) === CHECK_FAIL)
        failed.set(String(c.onsiteinspectId), [...(failed.get(String(c.onsiteinspectId)) ?? []), c]);
    }
    const others = new Map<string, Row[]>();
    for (const o of await ctx.rowsOf('onsiteinspectother', ['onsiteinspectId', 'description']))
      others.set(String(o.onsiteinspectId), [...(others.get(String(o.onsiteinspectId)) ?? []), o]);
    return rowPerItem(ctx, 0x05e4, visits, (visit, { rng, history: hist, i }) => {
      const id = String(visit.id);
      const found = wireTime(visit.inspectTime);
      const enforcer = idList(visit.enforcerIds)[0] ?? ctx.adminUserId;
      const description =
        findingText(
          (failed.get(id) ?? []).sort((a, b) => Number(a.sort) - Number(b.sort)),
          others.get(id) ?? [],
        ) || '现场检查异常';
      const own = { subjectId: visit.subjectId, onsiteinspectId: id, description };
      // Its first enforcer recorded it.
      const row = {
        ...openFinding(ctx, found, visit.deadline ? wireDay(visit.deadline) : null, visit, own),
        createUser: enforcer,
      };
      const record = { ctx, resource: 'onsiteinspectabnormal', row, history: hist };
      handleThenComplete(record, rng, found, COURSE, fateOf(i), enforcer);
      return row;
    });
  },
};
