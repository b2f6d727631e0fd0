import { sql } from 'kysely';
import { newId } from '../../core/ids';
import { pad } from '../codes';
import { Rng } from '../random';
import type { DemoGenerator, Row } from '../types';
import { madeFor } from './shared/made';
import { rowByRow } from './shared/batch';
import { addDays, dateOf } from '../dates';
import corpus from '../corpus/subject-reports.json';

/**
 * What subjects report about their people and premises: reported employees and their health
 * tests (from the demo employees), facilities by kind with the counts that follow from them (as the
 * write hook keeps them), and internet cafes' daily data for the last two weeks. Rows take the dept
 * and region of their subject, as a hook-made row would.
 */

/** Half the demo employees as their subject reported them for a recent month. */
export const reportEmployeeGenerator: DemoGenerator = {
  resource: 'reportemployee',
  after: ['employee'],
  count: (scale) => scale,
  prepare: async (ctx) => {
    const employees = await ctx.rowsOf('employee', ['subjectId', 'name', 'idCard', 'post', 'deptId', 'regionCode']);
    return rowByRow(ctx, 0x4e9a, ({ rng, i }) => {
      const e = employees[i];
      if (!e) return null;
      const time = ctx.timeOf(addDays(ctx.today, -rng.int(1, 90)), rng);
      const trained = rng.chance(0.8);
      return {
        id: newId(),
        tenantId: ctx.tenantId,
        subjectId: e.subjectId,
        reportPeriod: dateOf(time).slice(0, 7),
        name: e.name,
        idCard: e.idCard,
        post: e.post,
        healthCertNo: rng.chance(0.7) ? `JK${pad(rng.int(0, 99_999_999), 8)}` : null,
        healthCertExpiry: rng.chance(0.7) ? addDays(ctx.today, rng.int(-30, 365)) : null,
        trained: trained ? 1 : 0,
        trainingDate: trained ? addDays(dateOf(time), -rng.int(5, 200)) : null,
        reportTime: time,
        remark: null,
        ...madeFor(ctx, time, e),
      };
    });
  },
};

/** A health test for a third of the demo employees, most of them passed. */
export const acidGenerator: DemoGenerator = {
  resource: 'acid',
  after: ['employee'],
  count: (scale) => Math.round((scale * 2) / 3),
  prepare: async (ctx) => {
    const employees = await ctx.rowsOf('employee', ['subjectId', 'deptId', 'regionCode']);
    const types = ctx.dict('health_test_type').map((d) => Number(d.key));
    return rowByRow(ctx, 0xac1d, ({ rng, i }) => {
      const e = employees[i * 3];
      if (!e || types.length === 0) return null;
      const type = rng.pick(types);
      const testDate = addDays(ctx.today, -rng.int(1, 180));
      // 核酸/抗原: 阴性 or 阳性; 健康体检: 合格 or 不合格.
      const good = rng.chance(0.95);
      const result = type === 2 ? (good ? 3 : 4) : good ? 1 : 2;
      return {
        id: newId(),
        tenantId: ctx.tenantId,
        subjectId: e.subjectId,
        employeeId: e.id,
        testType: type,
        testDate,
        result,
        institution: rng.pick(corpus.institutions),
        reportImage: null,
        remark: null,
        ...madeFor(ctx, ctx.timeOf(testDate, rng), e),
      };
    });
  },
};

/** What a venue of a market type has: facility kind, name pattern, how many. */
const PREMISES: Record<
  string,
  Array<{
    type: number;
    name: (n: number) => string;
    count: [number, number];
    area?: [number, number];
    capacity?: [number, number];
  }>
> = {
  1: [
    { type: 1, name: (n) => `${pad(n, 3)}包厢`, count: [6, 20], area: [15, 60], capacity: [6, 20] },
    { type: 2, name: () => '大厅', count: [1, 1], area: [80, 300], capacity: [50, 200] },
  ],
  2: [
    { type: 4, name: (n) => `游戏机${pad(n, 3)}`, count: [10, 40] },
    { type: 2, name: () => '游艺大厅', count: [1, 1], area: [100, 800], capacity: [50, 300] },
  ],
  3: [
    { type: 3, name: (n) => `终端${pad(n, 3)}`, count: [20, 60] },
    { type: 2, name: () => '上网大厅', count: [1, 1], area: [80, 400], capacity: [40, 150] },
  ],
  5: [
    { type: 5, name: (n) => `${n}号舞台`, count: [1, 2], area: [80, 400] },
    { type: 2, name: () => '观众厅', count: [1, 1], area: [300, 2000], capacity: [200, 1500] },
  ],
  8: [{ type: 7, name: (n) => `${pad(800 + n, 4)}客房`, count: [10, 30], area: [20, 60], capacity: [1, 3] }],
};

/** Facilities of the venues among the first subjects; their counts follow (settle). */
export const reportFacilityGenerator: DemoGenerator = {
  resource: 'reportfacility',
  after: ['subject'],
  count: (scale) => scale * 4,
  prepare: async (ctx) => {
    const subjects = (await ctx.rowsOf('subject', ['marketType', 'deptId', 'regionCode'])).filter(
      (s) => PREMISES[String(s.marketType)],
    );
    // Row i belongs to venue floor(i / 16), the n-th facility of it: a venue lists up to 16 rows here.
    return rowByRow(ctx, 0xfac2, ({ rng, i }) => {
      const s = subjects[Math.floor(i / 16)];
      if (!s) return null;
      const venue = Rng.forRow(ctx.seed, 0xfac1, Math.floor(i / 16));
      const kinds = PREMISES[String(s.marketType)].flatMap((k) =>
        Array.from({ length: Math.min(16, venue.int(k.count[0], k.count[1])) }, (_, n) => ({ k, n: n + 1 })),
      );
      const item = kinds[i % 16];
      if (!item) return null;
      const time = ctx.timeOf(addDays(ctx.today, -rng.int(1, 300)), rng);
      return {
        id: newId(),
        tenantId: ctx.tenantId,
        subjectId: s.id,
        facilityType: item.k.type,
        facilityName: item.k.name(item.n),
        area: item.k.area ? rng.int(item.k.area[0], item.k.area[1]) : null,
        capacity: item.k.capacity ? rng.int(item.k.capacity[0], item.k.capacity[1]) : null,
        facilityStatus: rng.chance(0.9) ? 1 : rng.chance(0.5) ? 2 : 3,
        photos: null,
        reportTime: time,
        remark: null,
        ...madeFor(ctx, time, s),
      };
    });
  },
  /** The count rows per subject and kind, as the facilities' write hook keeps them. */
  settle: async (db, tenantId) => {
    const counts = (await db
      .selectFrom('biz_report_facility')
      .select([
        'subjectId',
        'facilityType',
        sql<string>`count(*)`.as('n'),
        sql<string>`count(*) filter (where facility_status = 1)`.as('inuse'),
        sql<string>`max(dept_id)`.as('dept'),
        sql<string>`max(region_code)`.as('region'),
      ])
      .where('tenantId', '=', tenantId)
      .where('isDeleted', '=', 0)
      .groupBy(['subjectId', 'facilityType'])
      .execute()) as Row[];
    const existing = new Map(
      (
        (await db
          .selectFrom('biz_report_facility_number')
          .select(['id', 'subjectId', 'facilityType'])
          .where('tenantId', '=', tenantId)
          .where('isDeleted', '=', 0)
          .execute()) as Row[]
      ).map((r) => [`${r.subjectId}|${r.facilityType}`, String(r.id)]),
    );
    const today = new Date().toISOString().slice(0, 10);
    for (const c of counts) {
      const values = { facilityCount: Number(c.n), inUseCount: Number(c.inuse), reportDate: today };
      const id = existing.get(`${c.subjectId}|${c.facilityType}`);
      if (id) await db.updateTable('biz_report_facility_number').set(values).where('id', '=', id).execute();
      else {
        await db
          .insertInto('biz_report_facility_number')
          .values({
            ...values,
            id: newId(),
            tenantId,
            subjectId: String(c.subjectId),
            facilityType: Number(c.facilityType),
            deptId: (c.dept as string | null) ?? null,
            regionCode: (c.region as string | null) ?? null,
            status: 1,
            isDeleted: 0,
          })
          .execute();
      }
    }
    return [`t:biz_report_facility_number:${tenantId}`];
  },
};

/** Internet cafes' daily figures for the last 14 days (one row per cafe and day). */
export const internetCafeDataGenerator: DemoGenerator = {
  resource: 'internetcafedata',
  after: ['subject'],
  count: (scale) => scale * 2,
  prepare: async (ctx) => {
    const cafes = (await ctx.rowsOf('subject', ['marketType', 'deptId', 'regionCode', 'createTime'])).filter(
      (s) => Number(s.marketType) === 3,
    );
    return rowByRow(ctx, 0xcaf1, ({ rng, i }) => {
      const cafe = cafes[Math.floor(i / 14)];
      if (!cafe) return null;
      const size = Rng.forRow(ctx.seed, 0xcafe, Math.floor(i / 14)).int(40, 200);
      const dataDate = addDays(ctx.today, -(1 + (i % 14)));
      const inUse = rng.int(Math.round(size * 0.3), size);
      const peak = rng.int(18, 21);
      return {
        id: newId(),
        tenantId: ctx.tenantId,
        subjectId: cafe.id,
        dataDate,
        terminalTotal: size,
        terminalInUse: inUse,
        onlineUsers: rng.int(Math.round(inUse * 1.5), inUse * 4),
        minorsRefused: rng.chance(0.3) ? rng.int(1, 5) : 0,
        peakHour: `${peak}:00-${peak + 2}:00`,
        remark: null,
        ...madeFor(ctx, ctx.timeOf(addDays(dataDate, 1), rng), cafe),
      };
    });
  },
};
