import { sql } from 'kysely';
import { newId } from '../../core/ids';
import { todayIn } from '../../crud/no-past';
import { FINDING_FOUND } from '../../../resources/findings';
import { CASE_NONE, CASE_OPENED, WARN_ABNORMAL } from '../../../resources/report/reportcheckwarn/schema';
import {
  CASE_CLOSED,
  CASE_DISMISSED,
  CASE_FILED,
  CASE_FROM_WARN,
  CASE_PENDING,
} from '../../../resources/report/reportcheckcase/schema';
import { LIAN_CLOSED, LIAN_OPEN } from '../../../resources/report/lian/schema';
import { sweepMissingReports, WARN_TABLE } from '../../domains/report/warn-sweep';
import { addDays } from '../dates';
import { type DemoGenerator, type Row } from '../types';
import { madeFor } from './shared/made';
import { rowByRow } from './shared/batch';
import { wireDay, wireTime } from './shared/wire';

/** Periods that closed this many days back get their missing warnings in the demo (the server's default look-back). */
const DEMO_LOOK_BACK_DAYS = 45;

/**
 * 上报预警 of the demo tenant, as the server makes them: the abnormal reports' warnings (what the
 * report's save writes), then the missing-report sweep run once over the closed periods (settle, run even
 * when there was no abnormal report to copy: the sweep's warnings are the most of them).
 */
export const reportWarnGenerator: DemoGenerator = {
  resource: 'reportcheckwarn',
  after: ['subjectcheckpoint', 'reportsubject', 'reportcheck'],
  alwaysSettle: true,
  count: (scale) => scale,
  prepare: async (ctx) => {
    const abnormal = (
      await ctx.rowsOf('reportcheck', [
        'subjectId',
        'checkpointId',
        'periodStart',
        'periodEnd',
        'reportFrequency',
        'isAb',
        'reportTime',
        'deptId',
        'regionCode',
      ])
    ).filter((r) => Number(r.isAb) === 1);
    const checkpoints = new Map(
      (await ctx.rowsOf('checkpoint', ['marketType', 'bizType'])).map((c) => [String(c.id), c]),
    );
    return rowByRow(
      ctx,
      0xa1e7,
      ({ i }) => {
        const r = abnormal[i];
        const cp = checkpoints.get(String(r.checkpointId));
        const time = wireTime(r.reportTime) || ctx.today;
        return {
          id: newId(),
          subjectId: r.subjectId,
          checkpointId: r.checkpointId,
          marketType: cp?.marketType ?? null,
          bizType: cp?.bizType ?? null,
          reportFrequency: r.reportFrequency ?? null,
          periodStart: wireDay(r.periodStart),
          periodEnd: wireDay(r.periodEnd ?? r.periodStart),
          type: WARN_ABNORMAL,
          isAb: 1,
          warnTime: time,
          reportcheckId: r.id,
          caseState: CASE_NONE,
          handleStatus: FINDING_FOUND,
          ...madeFor(ctx, time, r),
        };
      },
      (i) => i < abnormal.length,
    );
  },
  settle: async (db, tenantId) => {
    await sweepMissingReports(db, { today: todayIn(), lookBackDays: DEMO_LOOK_BACK_DAYS, tenantId });
    return [`t:${WARN_TABLE}:${tenantId}`];
  },
};

/** One warning in this many becomes a case. */
const CASE_EVERY = 25;

/**
 * 案件 opened from the demo's warnings (case-save), in every state: waiting for filing, filed, not
 * filed with a reason, closed. The warnings are linked back (settle).
 */
export const reportCaseGenerator: DemoGenerator = {
  resource: 'reportcheckcase',
  after: ['reportcheckwarn'],
  count: (scale) => Math.ceil(scale / 10),
  prepare: async (ctx) => {
    const warns = await ctx.rowsOf('reportcheckwarn', [
      'subjectId',
      'checkpointId',
      'periodStart',
      'type',
      'deptId',
      'regionCode',
      'warnTime',
    ]);
    const names = new Map(
      (await ctx.rowsOf('subject', ['subjectName'])).map((s) => [String(s.id), String(s.subjectName)]),
    );
    return rowByRow(
      ctx,
      0xca5e,
      ({ rng, i, history }) => {
        const w = warns[i * CASE_EVERY];
        const found = addDays(wireDay(w.periodStart), rng.int(35, 60));
        const foundDate = found < ctx.today ? found : ctx.today;
        const time = ctx.timeOf(foundDate, rng);
        const state = [CASE_PENDING, CASE_FILED, CASE_FILED, CASE_CLOSED, CASE_DISMISSED][i % 5];
        const missing = Number(w.type) !== WARN_ABNORMAL;
        const id = newId();
        const row: Row = {
          id,
          caseNo: `AJ${foundDate.replace(/-/g, '')}${id.slice(-6)}`,
          caseName: `${names.get(String(w.subjectId)) ?? ''}${missing ? '未按期自查上报' : '自查发现异常'}`.slice(
            0,
            100,
          ),
          subjectId: w.subjectId,
          checkpointId: w.checkpointId,
          caseSource: CASE_FROM_WARN,
          warnId: w.id,
          caseReason: missing
            ? `${wireDay(w.periodStart)}起周期未按规定开展自查并上报`
            : `${wireDay(w.periodStart)}起周期自查上报异常,未及时整改`,
          description: null,
          foundDate,
          caseStatus: state,
          dismissReason: state === CASE_DISMISSED ? '经核实已补报并整改到位,不予立案' : null,
          dismissTime: state === CASE_DISMISSED ? time : null,
          ...madeFor(ctx, time, w),
        };
        if (state === CASE_DISMISSED)
          history.push({
            resource: 'reportcheckcase',
            recordId: id,
            action: 'dismiss',
            fromState: CASE_PENDING,
            toState: CASE_DISMISSED,
            userId: ctx.adminUserId,
            deptId: String(w.deptId ?? '') || null,
            time,
            comment: '经核实已补报并整改到位,不予立案',
          });
        return row;
      },
      (i) => i * CASE_EVERY < warns.length,
    );
  },
  settle: async (db, tenantId) => {
    await sql`update biz_report_check_warn w set case_id = c.id, case_state = ${CASE_OPENED}
      from biz_report_check_case c where c.tenant_id = ${tenantId} and c.is_deleted = 0 and c.warn_id = w.id and w.case_id is null`.execute(
      db,
    );
    return [`t:${WARN_TABLE}:${tenantId}`];
  },
};

/** 立案 of the demo's filed and closed cases, with their handling dept and enforcer (settle links the case). */
export const lianGenerator: DemoGenerator = {
  resource: 'lian',
  after: ['reportcheckcase'],
  count: (scale) => Math.ceil(scale / 10),
  prepare: async (ctx) => {
    const filed = (
      await ctx.rowsOf('reportcheckcase', [
        'caseStatus',
        'caseReason',
        'foundDate',
        'subjectId',
        'deptId',
        'regionCode',
      ])
    ).filter((c) => Number(c.caseStatus) === CASE_FILED || Number(c.caseStatus) === CASE_CLOSED);
    return rowByRow(
      ctx,
      0x11a7,
      ({ rng, i, history }) => {
        const c = filed[i];
        // Filed one to seven days after the case was found, and never later than today.
        const drawn = addDays(wireDay(c.foundDate), rng.int(1, 7));
        const lianDate = drawn < ctx.today ? drawn : ctx.today;
        const time = ctx.timeOf(lianDate, rng);
        const closed = Number(c.caseStatus) === CASE_CLOSED;
        const closeTime = closed
          ? ctx.timeOf(addDays(lianDate, 14) < ctx.today ? addDays(lianDate, 14) : ctx.today, rng)
          : null;
        const dept = String(c.deptId ?? '') || ctx.leafDepts[i % Math.max(1, ctx.leafDepts.length)]?.id || null;
        const id = newId();
        const row: Row = {
          id,
          lianNo: `文旅立字〔${lianDate.slice(0, 4)}〕${String(i + 1).padStart(4, '0')}号`,
          caseId: c.id,
          subjectId: c.subjectId,
          lianDate,
          cause: c.caseReason,
          handleDeptId: dept,
          enforcerIds: ctx.adminUserId,
          lianStatus: closed ? LIAN_CLOSED : LIAN_OPEN,
          closeResult: closed ? '已责令改正,当事人按期整改完毕' : null,
          closeTime,
          remark: null,
          ...madeFor(ctx, time, c),
        };
        if (closed && closeTime)
          history.push({
            resource: 'lian',
            recordId: id,
            action: 'close',
            fromState: LIAN_OPEN,
            toState: LIAN_CLOSED,
            userId: ctx.adminUserId,
            deptId: dept,
            time: closeTime,
            comment: '已责令改正,当事人按期整改完毕',
          });
        return row;
      },
      (i) => i < filed.length,
    );
  },
  settle: async (db, tenantId) => {
    await sql`update biz_report_check_case c set lian_id = l.id
      from biz_lian l where l.tenant_id = ${tenantId} and l.is_deleted = 0 and l.case_id = c.id and c.lian_id is null`.execute(
      db,
    );
    return [`t:biz_report_check_case:${tenantId}`];
  },
};

/** 案件文书 of the demo's filings: the filing approval and the on-site record, dated with the filing. */
export const checkfileGenerator: DemoGenerator = {
  resource: 'checkfile',
  after: ['lian'],
  count: (scale) => Math.ceil(scale / 5),
  prepare: async (ctx) => {
    const lians = await ctx.rowsOf('lian', ['caseId', 'lianNo', 'lianDate', 'deptId', 'regionCode']);
    return rowByRow(
      ctx,
      0xc4f1,
      ({ i }) => {
        const l = lians[Math.floor(i / 2)];
        const approval = i % 2 === 0;
        const date = wireDay(l.lianDate);
        // No file bytes exist for generated documents: the link stays empty until someone uploads it.
        return {
          id: newId(),
          caseId: l.caseId,
          lianId: l.id,
          docKind: approval ? 1 : 2,
          docName: approval ? '立案审批表' : '现场检查笔录',
          docNo: `${String(l.lianNo)}-${approval ? '审' : '笔'}`,
          fileUrl: null,
          docDate: date,
          remark: null,
          // Written at ten that day, or by the run's moment when that is still to come.
          ...madeFor(ctx, [`${date} 10:00:00`, ctx.now].sort()[0], l),
        };
      },
      (i) => Math.floor(i / 2) < lians.length,
    );
  },
};
