import { sql } from 'kysely';
import { newId } from '../../core/ids';
import { personName, mobilePhone } from '../people';
import { addDays } from '../dates';
import type { DemoContext, DemoGenerator, DemoHistoryEntry, Row } from '../types';
import { madeBy } from './shared/made';
import { rowByRow } from './shared/batch';
import { inspectionStaff } from './shared/inspection-staff';
import { idList } from './shared/wire';
import { DRAW_ALGORITHM, draw, sortedIds } from '../../domains/random/draw';
import { assignEnforcers } from '../../domains/random/inspect-tasks';
import { INSPECTION_ROLES } from '../../domains/system/users/selects';
import { TASK_DONE, TASK_DRAWN, TASK_NEW, TASK_PUBLISHED } from '../../../resources/random/inspectrandomtask/schema';
import { INSPECT_DONE, INSPECT_PENDING } from '../../../resources/random/inspectrandom/schema';
import { REVIEW_APPROVED, REVIEW_PENDING, REVIEW_REJECTED } from '../../../resources/random/reportrandom/schema';
import {
  STATE_APPROVED,
  STATE_NOT_REPORTED,
  STATE_PENDING,
  STATE_REJECTED,
} from '../../../resources/random/reportrandomtasksubject/schema';
import corpus from '../corpus/random-checks.json';

/**
 * 双随机 of the demo tenant, as the server would have made it: enforcement staff to draw from; random
 * inspection tasks in every state whose draws are real draws (server/domains/random/draw.ts) over the
 * subjects the task's terms admit, so `verify-draw` confirms them; the drawn rows with their results;
 * random self-report tasks sent to subjects, their reports approved, pending or rejected (with the
 * rejection records), the distribution rows kept in step (settle).
 */

/** Subjects a demo task draws, and enforcers. */
const DRAW_SUBJECTS = 5;
const DRAW_ENFORCERS = 2;
/** Subjects a demo self-report task is sent to. */
const SENT_PER_TASK = 6;

const taskCount = (scale: number) => Math.max(4, Math.min(24, Math.round(scale / 250)));
const reportTaskCount = (scale: number) => Math.max(3, Math.min(12, Math.round(scale / 400)));
/** The history row of an action the tenant's admin took, in no dept. */
const history = (
  ctx: DemoContext,
  resource: string,
  recordId: string,
  action: string,
  fromState: number,
  toState: number,
  time: string,
  comment?: string,
): DemoHistoryEntry => ({
  resource,
  recordId,
  action,
  fromState,
  toState,
  userId: ctx.adminUserId,
  deptId: null,
  time,
  comment,
});

/**
 * 执法人员 of the demo tenant (no password: an administrator sets one with 重置密码 before they sign in).
 * Runs with `npm run seed:demo`; the first start skips it, as the tenant's user table holds its admin.
 */
export const demoEnforcerGenerator: DemoGenerator = {
  resource: 'user',
  // The demo tenant always has its admin: the enforcers (accounts zf001…) come beside it on first start.
  present: async (db, tenantId) =>
    !!(await db
      .selectFrom('blade_user')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('account', 'like', 'zf%')
      .limit(1)
      .executeTakeFirst()),
  count: () => 6,
  prepare: async (ctx) => {
    const roles = await ctx.rowsOf('role', ['roleAlias']);
    const role =
      roles.find((r) => r.roleAlias === 'enforcer') ??
      roles.find((r) => INSPECTION_ROLES.includes(String(r.roleAlias)));
    return rowByRow(ctx, 0x2f01, ({ rng, i }) => {
      if (!role) return null;
      const name = personName(rng);
      const dept = ctx.leafDepts.length ? ctx.leafDepts[i % ctx.leafDepts.length].id : null;
      const time = ctx.timeOf(addDays(ctx.today, -rng.int(200, 700)), rng);
      return {
        id: newId(),
        account: `zf${String(i + 1).padStart(3, '0')}`,
        name,
        realName: name,
        phone: mobilePhone(rng),
        sex: rng.int(1, 2),
        userType: 1,
        roleId: String(role.id),
        deptId: dept,
        ...madeBy(ctx, time, dept),
      };
    });
  },
};

export const inspectRandomTaskGenerator: DemoGenerator = {
  resource: 'inspectrandomtask',
  after: ['subject', 'user'],
  count: taskCount,
  prepare: async (ctx) => {
    const subjects = await ctx.rowsOf('subject', ['marketType', 'regionCode', 'businessStatus', 'pauseStatus']);
    const eligible = sortedIds((await inspectionStaff(ctx)).map((u) => String(u.id)));
    // On first start the demo tenant has only its admin (the user generator runs only into an empty
    // table, and `user` has the admin): the drawn tasks then record the admin as their one candidate
    // enforcer, so they still show and verify; `npm run seed:demo` adds real enforcement staff.
    const enforcers = eligible.length ? eligible : ctx.adminUserId ? [ctx.adminUserId] : [];
    const types = ctx.dict('market_type').slice(0, 4);
    return rowByRow(
      ctx,
      0x2f02,
      ({ rng, i, history: hist }) => {
        const type = types[i % types.length];
        const district = ctx.districts[i % ctx.districts.length];
        const start = addDays(ctx.today, -rng.int(0, 300));
        const created = ctx.timeOf(addDays(start, -rng.int(3, 10)), rng);
        const candidates = sortedIds(
          subjects
            .filter(
              (s) =>
                Number(s.businessStatus) === 1 &&
                Number(s.pauseStatus) === 0 &&
                String(s.marketType) === type.key &&
                String(s.regionCode ?? '').startsWith(district.code.replace(/(00)+$/, '')),
            )
            .map((s) => String(s.id)),
        );
        const subjectCount = Math.min(DRAW_SUBJECTS, candidates.length);
        const enforcerCount = Math.min(DRAW_ENFORCERS, enforcers.length);
        // A task that could not draw (too few eligible) stays 待抽取, as the server would leave it.
        const state =
          subjectCount && enforcerCount ? [TASK_NEW, TASK_DRAWN, TASK_PUBLISHED, TASK_DONE][i % 4] : TASK_NEW;
        const seed = `demo-${ctx.seed}-${i}`;
        const drawnAt = ctx.timeOf(addDays(created.slice(0, 10), 1), rng);
        const row: Row = {
          id: newId(),
          taskName: `${start.slice(0, 4)}年${corpus.seasons[Math.floor(Number(start.slice(5, 7)) / 3.01)]}${district.name}${type.value}双随机抽查`,
          marketTypes: type.key,
          regionCode: district.code,
          deptId: null,
          subjectCount: Math.max(1, subjectCount),
          enforcerCount: Math.max(1, enforcerCount),
          startDate: start,
          endDate: addDays(start, 30),
          excludeDays: null,
          remark: null,
          taskStatus: state,
          ...madeBy(ctx, created),
        };
        if (state !== TASK_NEW) {
          Object.assign(row, {
            drawSeed: seed,
            drawAlgorithm: DRAW_ALGORITHM,
            candidateSubjectIds: candidates.join(','),
            candidateEnforcerIds: enforcers.join(','),
            candidateSubjectCount: candidates.length,
            candidateEnforcerCount: enforcers.length,
            drawnSubjectIds: draw(seed, 'subject', candidates, subjectCount).join(','),
            drawnEnforcerIds: draw(seed, 'enforcer', enforcers, enforcerCount).join(','),
            drawUser: ctx.adminUserId,
            drawTime: drawnAt,
          });
          hist.push(history(ctx, 'inspectrandomtask', String(row.id), 'extract', TASK_NEW, TASK_DRAWN, drawnAt));
        }
        if (state >= TASK_PUBLISHED) {
          const published = ctx.timeOf(addDays(drawnAt.slice(0, 10), 1), rng);
          Object.assign(row, { publishUser: ctx.adminUserId, publishTime: published });
          hist.push(
            history(ctx, 'inspectrandomtask', String(row.id), 'publish', TASK_DRAWN, TASK_PUBLISHED, published),
          );
        }
        if (state === TASK_DONE)
          hist.push(
            history(
              ctx,
              'inspectrandomtask',
              String(row.id),
              'complete',
              TASK_PUBLISHED,
              TASK_DONE,
              ctx.timeOf(addDays(start, 25), rng),
            ),
          );
        return row;
      },
      () => types.length > 0,
    );
  },
};

/** The drawn rows of the demo tasks: one per drawn subject, results recorded for published ones (all of a complete task). */
export const inspectRandomGenerator: DemoGenerator = {
  resource: 'inspectrandom',
  after: ['inspectrandomtask'],
  count: (scale) => taskCount(scale) * DRAW_SUBJECTS,
  prepare: async (ctx) => {
    const tasks = await ctx.rowsOf('inspectrandomtask');
    const subjects = new Map((await ctx.rowsOf('subject', ['deptId', 'regionCode'])).map((s) => [String(s.id), s]));
    return rowByRow(ctx, 0x2f03, ({ rng, i, history: hist }) => {
      const task = tasks[Math.floor(i / DRAW_SUBJECTS)];
      const k = i % DRAW_SUBJECTS;
      const drawn = idList(task?.drawnSubjectIds);
      if (!task || k >= drawn.length) return null;
      const state = Number(task.taskStatus);
      const recorded = state === TASK_DONE || (state === TASK_PUBLISHED && rng.chance(0.5));
      const subject = subjects.get(drawn[k]);
      const when = ctx.timeOf(addDays(String(task.startDate).slice(0, 10), rng.int(1, 20)), rng);
      const abnormal = rng.chance(0.25);
      const row: Row = {
        id: newId(),
        taskId: task.id,
        subjectId: drawn[k],
        enforcerIds: assignEnforcers(drawn, idList(task.drawnEnforcerIds))[k].join(','),
        inspectStatus: recorded ? INSPECT_DONE : INSPECT_PENDING,
        deptId: subject?.deptId ?? null,
        regionCode: subject?.regionCode ?? null,
        ...madeBy(ctx, String(task.drawTime ?? task.createTime).slice(0, 19)),
      };
      if (recorded) {
        Object.assign(row, {
          result: abnormal ? 2 : 1,
          content: rng.pick(abnormal ? corpus.abnormal : corpus.normal),
          inspectUser: idList(task.drawnEnforcerIds)[0] ?? ctx.adminUserId,
          inspectTime: when,
        });
        hist.push(history(ctx, 'inspectrandom', String(row.id), 'record', INSPECT_PENDING, INSPECT_DONE, when));
      }
      return row;
    });
  },
};

const REPORT_TASKS: Array<{ name: string; requirement: string }> = corpus.reportTasks;

export const reportRandomTaskGenerator: DemoGenerator = {
  resource: 'reportrandomtask',
  after: ['subject'],
  count: reportTaskCount,
  prepare: async (ctx) =>
    rowByRow(ctx, 0x2f04, ({ rng, i }) => {
      const { name, requirement } = REPORT_TASKS[i % REPORT_TASKS.length];
      const start = addDays(ctx.today, -rng.int(5, 200));
      return {
        id: newId(),
        taskName: `${start.slice(0, 7).replace('-', '年')}月${name}`,
        requirement,
        startDate: start,
        endDate: addDays(start, 15),
        subjectTotal: SENT_PER_TASK,
        remark: null,
        ...madeBy(ctx, ctx.timeOf(addDays(start, -1), rng)),
      };
    }),
};

/** Each demo self-report task goes to six subjects, drawn from the tenant's subjects by the task's own seed. */
export const reportRandomTaskSubjectGenerator: DemoGenerator = {
  resource: 'reportrandomtasksubject',
  after: ['reportrandomtask'],
  count: (scale) => reportTaskCount(scale) * SENT_PER_TASK,
  prepare: async (ctx) => {
    const tasks = await ctx.rowsOf('reportrandomtask', ['startDate', 'createTime']);
    const subjects = sortedIds(await ctx.idsOf('subject'));
    return rowByRow(ctx, 0x2f06, ({ i }) => {
      const task = tasks[Math.floor(i / SENT_PER_TASK)];
      const picked = task
        ? draw(`demo-sent-${task.id}`, 'subject', subjects, Math.min(SENT_PER_TASK, subjects.length))
        : [];
      const subjectId = picked[i % SENT_PER_TASK];
      if (!subjectId) return null;
      const time = String(task.createTime).slice(0, 19);
      return {
        id: newId(),
        taskId: task.id,
        subjectId,
        reportState: STATE_NOT_REPORTED,
        reportId: null,
        distributeTime: time,
        ...madeBy(ctx, time),
      };
    });
  },
};

/** Most distributed subjects reported: approved, pending, or rejected (some resubmitted after). */
export const reportRandomGenerator: DemoGenerator = {
  resource: 'reportrandom',
  after: ['reportrandomtasksubject'],
  count: (scale) => reportTaskCount(scale) * SENT_PER_TASK,
  prepare: async (ctx) => {
    const sent = await ctx.rowsOf('reportrandomtasksubject', ['taskId', 'subjectId', 'distributeTime']);
    const subjects = new Map((await ctx.rowsOf('subject', ['deptId', 'regionCode'])).map((s) => [String(s.id), s]));
    return rowByRow(
      ctx,
      0x2f05,
      ({ rng, i, history: hist }) => {
        const d = sent[i];
        const roll = rng.float();
        if (roll < 0.2) return null; // not reported yet
        const reported = ctx.timeOf(addDays(String(d.distributeTime).slice(0, 10), rng.int(1, 10)), rng);
        const reviewed = ctx.timeOf(addDays(reported.slice(0, 10), 1), rng);
        const status = roll < 0.55 ? REVIEW_APPROVED : roll < 0.75 ? REVIEW_PENDING : REVIEW_REJECTED;
        const resubmitted = status === REVIEW_PENDING && rng.chance(0.4);
        const rejected = status === REVIEW_REJECTED || resubmitted;
        const id = newId();
        const subject = subjects.get(String(d.subjectId));
        const row: Row = {
          id,
          reportNo: `SJZC${reported.slice(0, 10).replace(/-/g, '')}${id.slice(-6)}`,
          taskId: d.taskId,
          subjectId: d.subjectId,
          content: rng.pick(corpus.reportTexts),
          images: null,
          files: null,
          reportTime: resubmitted ? ctx.timeOf(addDays(reviewed.slice(0, 10), 1), rng) : reported,
          reviewStatus: status,
          reviewUser: status === REVIEW_PENDING && !resubmitted ? null : ctx.adminUserId,
          reviewTime: status === REVIEW_PENDING && !resubmitted ? null : reviewed,
          cause: rejected ? corpus.causes[i % corpus.causes.length] : null,
          rejectCount: rejected ? 1 : 0,
          deptId: subject?.deptId ?? null,
          regionCode: subject?.regionCode ?? null,
          ...madeBy(ctx, reported),
          // Reported by the subject from its app, not by the admin who reviews it.
          createUser: null,
        };
        if (rejected)
          hist.push(
            history(
              ctx,
              'reportrandom',
              id,
              'reject',
              REVIEW_PENDING,
              REVIEW_REJECTED,
              reviewed,
              corpus.causes[i % corpus.causes.length],
            ),
          );
        if (resubmitted)
          hist.push(
            history(ctx, 'reportrandom', id, 'resubmit', REVIEW_REJECTED, REVIEW_PENDING, String(row.reportTime)),
          );
        if (status === REVIEW_APPROVED)
          hist.push(history(ctx, 'reportrandom', id, 'approved', REVIEW_PENDING, REVIEW_APPROVED, reviewed));
        return row;
      },
      (i) => i < sent.length,
    );
  },
  // The distribution rows say where each subject stands, as the report's hooks keep them.
  settle: async (db, tenantId) => {
    await sql`update biz_report_random_task_subject d set report_id = r.id,
        report_state = case r.review_status when ${sql.lit(REVIEW_APPROVED)} then ${sql.lit(STATE_APPROVED)} when ${sql.lit(REVIEW_REJECTED)} then ${sql.lit(STATE_REJECTED)} else ${sql.lit(STATE_PENDING)} end
      from biz_report_random r
      where r.tenant_id = ${tenantId} and r.is_deleted = 0 and d.tenant_id = ${tenantId} and d.is_deleted = 0
        and r.task_id = d.task_id and r.subject_id = d.subject_id`.execute(db);
    return [`t:biz_report_random_task_subject:${tenantId}`];
  },
};

/** The rejection record of every demo report that was rejected (before its resubmission, if any). */
export const reportRandomRejectGenerator: DemoGenerator = {
  resource: 'reportrandomreject',
  after: ['reportrandom'],
  count: (scale) => reportTaskCount(scale) * SENT_PER_TASK,
  prepare: async (ctx) => {
    const reports = (
      await ctx.rowsOf('reportrandom', ['taskId', 'subjectId', 'cause', 'rejectCount', 'reviewTime', 'reportTime'])
    ).filter((r) => Number(r.rejectCount) > 0);
    return rowByRow(
      ctx,
      0x2f07,
      ({ i }) => {
        const r = reports[i];
        const time = String(r.reviewTime ?? r.reportTime).slice(0, 19);
        return {
          id: newId(),
          reportId: r.id,
          taskId: r.taskId,
          subjectId: r.subjectId,
          cause: r.cause,
          rejectUser: ctx.adminUserId,
          rejectTime: time,
          ...madeBy(ctx, time),
        };
      },
      (i) => i < reports.length,
    );
  },
};

/** The 双随机 generators: the enforcer pool, then the inspection and report draws with their tasks. */
export const randomCheckGenerators: DemoGenerator[] = [
  demoEnforcerGenerator,
  inspectRandomTaskGenerator,
  inspectRandomGenerator,
  reportRandomTaskGenerator,
  reportRandomTaskSubjectGenerator,
  reportRandomGenerator,
  reportRandomRejectGenerator,
];
