import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { ok } from '../../http/envelope';
import { codesOf } from '../../crud/routes';
import { ctxOf, paramsOf } from '../../http/request';
import { envelope, noParams, params, S } from '../../http/route-schema';
import { MAP_STATUS_KEYS, MAP_STATUSES, mapParamsOf } from './map-params';
import { findingTables, num, subjectsWithStatus } from './map-query';
import { tileLayersOf } from './tiles';
import { MapCache } from './map-cache';

/** The menu (一张图, server/db/seed-data.ts) whose holders read the map besides the subjects' readers. */
export const ONEMAP_MENU = 'onemap';

type Counts = Record<(typeof MAP_STATUS_KEYS)[number], number> & { total: number };
const zero = (): Counts => ({ total: 0, normal: 0, warning: 0, finding: 0, paused: 0 });

/**
 * 一张图: the subjects on the map in layers by market type, coloured by their state
 * (normal, open warning, open finding, paused), and the counts of the layers.
 * - GET /api/subject/subject/queryLayer: the located subjects (longitude and latitude set) that match,
 *   worst state first, at most `limit` (2,000 by default, 5,000 at most) with the `total` that matched,
 *   so a client zoomed out over 100,000 subjects asks again with the bounding box of its view;
 * - GET /api/subject/subject/sta: counts per layer and state, and per region with the box its subjects
 *   span (the map's region outlines), located or not;
 * - GET /api/subject/subject/map-settings: the tile layers the server is configured with (none = plain).
 * Each answers from one statement under the subject repository's scope (tenant, live rows, data scope),
 * kept until a table it read changes (map-cache.ts).
 */
export default fp(
  async (app) => {
    const subjects = app.repo('subject');
    const warnTable = app.repo('reportcheckwarn').def.table;
    const findings = findingTables(app.repos);
    const base = subjects.def.base;
    const access = { perm: [ONEMAP_MENU, ...codesOf(subjects.def).read] };
    const db = app.db;
    const layers = tileLayersOf(app.config);
    const read = [
      subjects,
      app.repo('reportcheckwarn'),
      app.repo('region'),
      ...[...app.repos.values()].filter((r) => new Set<string>(findings).has(r.def.table)),
    ];
    const cache = new MapCache(app.feed, read, app.metrics.cache('onemap'));
    const config = { access, readKeys: (tenantId: string) => cache.readKeys(tenantId) };
    // The filters of both calls, checked by mapParamsOf (参数格式错误: <name>): lists come as comma text
    // or repeated parameters, the box as `bbox` or its four corners.
    const mapQuery = params(
      Object.fromEntries(
        [
          'marketType',
          'status',
          'regionCode',
          'region',
          'bbox',
          'minLng',
          'minLat',
          'maxLng',
          'maxLat',
          'limit',
          'size',
        ].map((name) => [name, S.any]),
      ),
    );
    const answer = envelope(S.record);

    // Its answer is sent as the JSON kept in the cache (the response schema describes it).
    app.get(
      `${base}/queryLayer`,
      { config, schema: { querystring: mapQuery, response: answer } },
      async (req, reply) => {
        const ctx = ctxOf(req);
        const p = mapParamsOf(paramsOf(req));
        // Kept serialized: thousands of points cost more to stringify on every request than to read once.
        const body = await cache.get(ctx, 'queryLayer', p, async () => JSON.stringify(ok(await queryLayer(ctx, p))));
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );

    async function queryLayer(ctx: ReturnType<typeof ctxOf>, p: ReturnType<typeof mapParamsOf>) {
      const rows = await subjectsWithStatus(db, subjects, findings, warnTable, ctx, p)
        .select([
          'm.id',
          'm.subjectName',
          'm.marketType',
          'm.longitude',
          'm.latitude',
          'm.status',
          sql<string>`count(*) over ()`.as('total'),
        ])
        .where('m.longitude', 'is not', null)
        .where('m.latitude', 'is not', null)
        .orderBy('m.status', 'desc')
        .orderBy('m.id')
        .limit(p.limit)
        .execute();
      const byType = new Map<number, Array<Record<string, unknown>>>();
      for (const r of rows) {
        const type = Number(r.marketType);
        if (!byType.has(type)) byType.set(type, []);
        // What a point needs and no more (a card reads the subject's detail when it opens).
        byType.get(type)!.push({
          id: String(r.id),
          subjectName: r.subjectName,
          marketType: type,
          longitude: num(r.longitude),
          latitude: num(r.latitude),
          status: Number(r.status),
        });
      }
      const total = rows.length ? Number(rows[0].total) : 0;
      return {
        total,
        returned: rows.length,
        truncated: total > rows.length,
        limit: p.limit,
        layers: [...byType.entries()]
          .sort((a, b) => a[0] - b[0])
          .map(([marketType, list]) => ({ marketType, count: list.length, subjects: list })),
      };
    }

    app.get(`${base}/sta`, { config, schema: { querystring: mapQuery, response: answer } }, async (req) => {
      const ctx = ctxOf(req);
      const p = mapParamsOf(paramsOf(req));
      // The point cap does not change counts: one cached answer whatever limit was sent.
      return ok(await cache.get(ctx, 'sta', { ...p, limit: 0 }, () => sta(ctx, p)));
    });

    async function sta(ctx: ReturnType<typeof ctxOf>, p: ReturnType<typeof mapParamsOf>) {
      const grouped = subjectsWithStatus(db, subjects, findings, warnTable, ctx, p)
        .select((eb) => [
          'm.marketType',
          'm.regionCode',
          'm.status',
          eb.fn.countAll<string>().as('n'),
          eb.fn.count<string>('m.longitude').as('located'),
          eb.fn.min('m.longitude').as('minLng'),
          eb.fn.max('m.longitude').as('maxLng'),
          eb.fn.min('m.latitude').as('minLat'),
          eb.fn.max('m.latitude').as('maxLat'),
        ])
        .groupBy(['m.marketType', 'm.regionCode', 'm.status']);
      // The region's name joined after grouping (the region table is shared by all tenants). A scalar
      // sub-select per group instead made the planner expect 100,000 of them and spend seconds on JIT.
      const rows = await db
        .selectFrom(grouped.as('g'))
        .leftJoin('blade_region as r', (join) => join.onRef('r.code', '=', 'g.regionCode').on('r.isDeleted', '=', 0))
        .selectAll('g')
        .select('r.name as regionName')
        .execute();
      const all = zero();
      let located = 0;
      const types = new Map<number, Counts>();
      const regions = new Map<
        string,
        { regionCode: string; regionName: string; total: number; box: number[] | null }
      >();
      for (const r of rows) {
        const n = Number(r.n);
        const key = MAP_STATUS_KEYS[MAP_STATUSES.indexOf(Number(r.status) as 0)];
        const type = Number(r.marketType);
        if (!types.has(type)) types.set(type, zero());
        for (const c of [all, types.get(type)!]) {
          c.total += n;
          c[key] += n;
        }
        located += Number(r.located);
        const code = String(r.regionCode ?? '');
        const region = regions.get(code) ?? {
          regionCode: code,
          regionName: String(r.regionName ?? ''),
          total: 0,
          box: null,
        };
        region.total += n;
        const box = [num(r.minLng), num(r.minLat), num(r.maxLng), num(r.maxLat)];
        if (box.every((v) => v !== null)) {
          const [a, b, c, d] = box as number[];
          region.box = region.box
            ? [
                Math.min(region.box[0], a),
                Math.min(region.box[1], b),
                Math.max(region.box[2], c),
                Math.max(region.box[3], d),
              ]
            : [a, b, c, d];
        }
        regions.set(code, region);
      }
      return {
        ...all,
        located,
        layers: [...types.entries()].sort((a, b) => a[0] - b[0]).map(([marketType, c]) => ({ marketType, ...c })),
        regions: [...regions.values()].sort((a, b) => a.regionCode.localeCompare(b.regionCode)),
      };
    }

    // Whoever may open the map learns its tile templates (a 天地图 browser key is meant to be seen by browsers).
    app.get(
      `${base}/map-settings`,
      { config: { access }, schema: { querystring: noParams, response: answer } },
      async () => ok({ tileLayers: layers }),
    );
  },
  { name: 'domain:onemap', dependencies: ['repositories'] },
);
