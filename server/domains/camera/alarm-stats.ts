import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { isId } from '../../core/ids';
import { codesOf } from '../../crud/routes';
import type { Repository } from '../../crud/repository';
import { todayIn } from '../../crud/no-past';
import { withParams } from '../../http/request';
import { envelope, params, rows, S, paramsRoute } from '../../http/route-schema';
import type cameraalarm from '../../../resources/camera/cameraalarm/schema';
import { addDaysTo, instantOf, wireTimeOf } from './wire-time';

export const STA_RANGE = '统计时间范围不正确';
/** Buckets one answer may hold (a year of days, a month of hours). */
const MAX_BUCKETS = 800;

/**
 * `POST cameraalarm/staByTimeNew`: the caller's alarms counted by time, `[{ time, count }]`, every
 * bucket of the range present (zero when quiet). Parameters (body or query): `type` `day` (default,
 * `time` yyyy-MM-dd) or `hour` (`time` yyyy-MM-dd HH:00); `startTime` / `endTime` (default the last 7
 * days, today included); `cameraId`, `subjectId` narrow it. Counted in the app's time zone. The handler
 * reads them leniently (any other type is a day; an id that is none counts nothing; a time that is none
 * answers 统计时间范围不正确).
 */
export function alarmStatsRoutes(app: FastifyInstance, alarms: Repository<typeof cameraalarm>) {
  const tz = app.config.timeZone;

  app.post(
    `${alarms.def.base}/staByTimeNew`,
    paramsRoute(
      codesOf(alarms.def).read,
      params({ type: S.any, startTime: S.any, endTime: S.any, cameraId: S.any, subjectId: S.any }),
      envelope(rows()),
    ),
    withParams(async (ctx, p) => {
      const hourly = String(p.type ?? 'day') === 'hour';
      const today = todayIn(tz);
      const from = instantOf(p.startTime || addDaysTo(today, -6), tz, STA_RANGE);
      const to = p.endTime ? instantOf(p.endTime, tz, STA_RANGE) : instantOf(addDaysTo(today, 1), tz, STA_RANGE);
      const step = hourly ? 3600_000 : 86_400_000;
      if (to <= from || (to.getTime() - from.getTime()) / step > MAX_BUCKETS) throw badRequest(STA_RANGE);
      const ids = (['cameraId', 'subjectId'] as const)
        .map((k) => [k, String(p[k] ?? '').trim()] as const)
        .filter(([, v]) => v);
      if (ids.some(([, v]) => !isId(v))) return ok([]);
      const bucket = hourly
        ? sql<string>`to_char(date_trunc('hour', alarm_time), 'YYYY-MM-DD HH24:00')`
        : sql<string>`to_char(date_trunc('day', alarm_time), 'YYYY-MM-DD')`;
      const rows = await app.db
        .selectFrom(alarms.def.table)
        .select([bucket.as('time'), (eb) => eb.fn.countAll<string>().as('count')])
        .where((eb) =>
          eb.and([
            alarms.scope(eb, ctx),
            // The instants as parameters (the driver sends a Date as it always did).
            eb('alarmTime', '>=', sql<string>`${from}`),
            eb('alarmTime', '<', sql<string>`${to}`),
            ...ids.map(([k, v]) => eb(k, '=', v)),
          ]),
        )
        .groupBy(bucket)
        .execute();
      const counts = new Map(rows.map((r) => [String(r.time), Number(r.count)]));
      const out: Array<{ time: string; count: number }> = [];
      const seen = new Set<string>();
      for (let t = from.getTime(); t < to.getTime(); t += hourly ? 3600_000 : 3600_000 * 6) {
        // Stepping by hours keeps days right across zone changes; each bucket is listed once.
        const wall = wireTimeOf(new Date(t), tz);
        const time = hourly ? `${wall.slice(0, 13)}:00` : wall.slice(0, 10);
        if (seen.has(time)) continue;
        seen.add(time);
        out.push({ time, count: counts.get(time) ?? 0 });
      }
      return ok(out);
    }),
  );
}
