import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { isId } from '../../core/ids';
import { codesOf } from '../../crud/routes';
import { referenceLabels } from '../../crud/reference-labels';
import type { Repository } from '../../crud/repository';
import { bizDictItems } from '../subject/dict-items';
import { ctxOf, paramsOf } from '../../http/request';
import { envelope, noParams, params, rows, S } from '../../http/route-schema';
import type camera from '../../../resources/camera/camera/schema';
import { ONLINE } from '../../../resources/camera/camera/schema';
import { channelsOf, issueAccessToken } from './open-api';

/** A patrol tree or a video list holds at most this many cameras. */
const CAMERA_LIMIT = 2000;

/**
 * The camera base's own calls (docs/spec.md §7 "unprefixed GET ..." and `POST listForStaNew`):
 * - `listForVideo` (subjectId optional): the caller's cameras to play, with their subject;
 * - `getCameraSubjects`: subjects that have cameras, each with its cameras (the patrol tree);
 * - `getDeviceChannels` (deviceSerial): a device's channels;
 * - `getZmUrl` (id): the camera's live link once started (starts it, or joins its stream);
 * - `getCloudStreamUrl` (id): the link of its running stream, or null; `getCloudStreams`: running streams;
 * - `getAccessToken`: the open API's short-lived token;
 * - `listForStaNew`: cameras per market type `[{ name, value, online, offline }]` (the dashboard's bars).
 * A subject or camera id that is none finds nothing (an empty list, 摄像头不存在): ids are the handler's.
 */
export function cameraRoutes(app: FastifyInstance, cameras: Repository<typeof camera>) {
  const live = app.cameraLive;
  const subjects = app.repo('subject');
  const labels = referenceLabels(app.db, app.repos);
  const base = cameras.def.base;
  const read = { perm: codesOf(cameras.def).read };
  const db = app.db;

  const reads = (query: Record<string, unknown>, answer = envelope(rows())) => ({
    config: { access: read },
    schema: { querystring: query, response: answer },
  });
  /** A stream as the live calls answer it (null: none running). */
  const stream = envelope({ type: ['object', 'null'], additionalProperties: true });

  app.get(`${base}/listForVideo`, reads(params({ subjectId: S.any })), async (req) => {
    const ctx = ctxOf(req);
    const subjectId = String(paramsOf(req).subjectId ?? '').trim();
    if (subjectId && !isId(subjectId)) return ok([]);
    const rows = await db
      .selectFrom(cameras.def.table)
      .selectAll()
      .where((eb) => eb.and([cameras.scope(eb, ctx), ...(subjectId ? [eb('subjectId', '=', subjectId)] : [])]))
      .orderBy('cameraName')
      .orderBy('id')
      .limit(CAMERA_LIMIT)
      .execute();
    return ok(await labels.rows(ctx, cameras.def, rows.map(cameras.serialize)));
  });

  app.get(`${base}/getCameraSubjects`, reads(noParams), async (req) => {
    const ctx = ctxOf(req);
    const rows = (
      await db
        .selectFrom(cameras.def.table)
        .select(['id', 'cameraName', 'subjectId', 'online', 'channelNo', 'serialNo'])
        .where((eb) => cameras.scope(eb, ctx))
        .orderBy('cameraName')
        .orderBy('id')
        .limit(CAMERA_LIMIT)
        .execute()
    ).map((r) => cameras.serialize(r));
    const ids = [...new Set(rows.map((r) => String(r.subjectId)))].filter(isId);
    // Subjects read in the caller's scope of subjects too: a camera of a subject they may not see is not listed.
    const owners = ids.length
      ? (
          await db
            .selectFrom(subjects.def.table)
            .select(['id', 'subjectName', 'marketType', 'address'])
            .where((eb) => eb.and([subjects.scope(eb, ctx), eb('id', 'in', ids)]))
            .orderBy('subjectName')
            .execute()
        ).map((r) => subjects.serialize(r))
      : [];
    return ok(
      owners.map((s) => {
        const own = rows.filter((c) => c.subjectId === s.id);
        return {
          id: s.id,
          subjectName: s.subjectName,
          marketType: s.marketType,
          address: s.address,
          cameraCount: own.length,
          onlineCount: own.filter((c) => Number(c.online) === ONLINE).length,
          children: own.map((c) => ({
            id: c.id,
            cameraName: c.cameraName,
            online: c.online,
            channelNo: c.channelNo,
            serialNo: c.serialNo,
            subjectId: c.subjectId,
          })),
        };
      }),
    );
  });

  app.get(`${base}/getDeviceChannels`, reads(params({ deviceSerial: S.any, serialNo: S.any })), async (req) => {
    const serial = String(paramsOf(req).deviceSerial ?? paramsOf(req).serialNo ?? '').trim();
    if (!serial) throw badRequest('请输入设备序列号');
    return ok(await channelsOf(app, ctxOf(req), serial));
  });

  app.get(`${base}/getZmUrl`, reads(params({ id: S.any }), stream), async (req) =>
    ok(await live.start(ctxOf(req), paramsOf(req).id)),
  );
  app.get(`${base}/getCloudStreamUrl`, reads(params({ id: S.any }), stream), async (req) =>
    ok(await live.get(ctxOf(req), paramsOf(req).id)),
  );
  app.get(`${base}/getCloudStreams`, reads(noParams), async (req) => ok(await live.streams(ctxOf(req))));
  app.get(`${base}/getAccessToken`, reads(noParams, envelope(S.record)), async (req) =>
    ok(await issueAccessToken(app, ctxOf(req))),
  );

  // Takes nothing: the caller's cameras, counted.
  app.post(`${base}/listForStaNew`, reads(noParams), async (req) => {
    const ctx = ctxOf(req);
    const types = await bizDictItems(app, ctx, 'market_type');
    const counts = await db
      .selectFrom(`${cameras.def.table} as c`)
      .innerJoin(`${subjects.def.table} as s`, 's.id', 'c.subjectId')
      .select((eb) => [
        's.marketType as marketType',
        eb.fn.countAll<string>().as('total'),
        sql<string>`sum(case when c.online = ${ONLINE} then 1 else 0 end)`.as('online'),
      ])
      .where((eb) =>
        eb.and([
          eb('c.isDeleted', '=', 0),
          eb('c.tenantId', '=', ctx.tenantId),
          eb('s.isDeleted', '=', 0),
          eb('s.tenantId', '=', ctx.tenantId),
          eb(
            'c.id',
            'in',
            eb
              .selectFrom(cameras.def.table)
              .select('id')
              .where((inner) => cameras.scope(inner, ctx)),
          ),
        ]),
      )
      .groupBy('s.marketType')
      .execute();
    const byType = new Map(
      counts.map((r) => [String(r.marketType), { total: Number(r.total), online: Number(r.online) }]),
    );
    return ok(
      types.map((t) => {
        const c = byType.get(t.dictKey) ?? { total: 0, online: 0 };
        return { name: t.dictValue, key: t.dictKey, value: c.total, online: c.online, offline: c.total - c.online };
      }),
    );
  });
}
