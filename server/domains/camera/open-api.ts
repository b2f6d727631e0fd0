import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestContext } from '../../http/access';
import { ok } from '../../http/envelope';
import { badRequest, unauthorized } from '../../http/errors';
import { parseListParams } from '../../crud/list-params';
import { referenceLabels } from '../../crud/reference-labels';
import { codesOf } from '../../crud/routes';
import { ctxOf, paramsOf } from '../../http/request';
import { done, envelope, pageOf, params, queryIntoBody, rows, S, type JsonSchema } from '../../http/route-schema';
import type { CameraLive } from './live';
import { instantOf, wireTimeOf } from './wire-time';

export const OPEN_API = '/api/openapi';
const PURPOSE = 'camera-openapi';
export const TOKEN_MISSING = '缺少accessToken,请先获取访问令牌';
export const TOKEN_INVALID = 'accessToken无效或已过期,请重新获取';

/**
 * The open API's access token (GET camera/getAccessToken): a short-lived token of its own purpose,
 * naming the session, tenant and user it was given to. The open API calls take it in their JSON body
 * (docs/spec.md §9 "openapi uses stored token and JSON") besides the session's own Blade-Auth; a token of
 * another session, or an expired one, is refused.
 */
export async function issueAccessToken(app: FastifyInstance, ctx: RequestContext) {
  const ttl = app.config.cameraTokenSeconds;
  const accessToken = await app.tokens.signPurpose(
    PURPOSE,
    { tenantId: ctx.tenantId, userId: ctx.userId, sessionId: ctx.sessionId },
    ttl,
  );
  return { accessToken, expireTime: ttl, expireAt: wireTimeOf(new Date(Date.now() + ttl * 1000), app.config.timeZone) };
}

async function checkToken(
  app: FastifyInstance,
  req: FastifyRequest,
): Promise<{ ctx: RequestContext; body: Record<string, unknown> }> {
  const ctx = ctxOf(req);
  const body = paramsOf(req);
  const token = String(body.accessToken ?? '').trim();
  if (!token) throw unauthorized(TOKEN_MISSING);
  const claims = await app.tokens.verifyPurpose(token, PURPOSE);
  if (!claims || claims.tenantId !== ctx.tenantId || claims.userId !== ctx.userId || claims.sessionId !== ctx.sessionId)
    throw unauthorized(TOKEN_INVALID);
  return { ctx, body };
}

/**
 * The video open API (docs/spec.md §7 "Video/open API (openapi prefix, POST)"), POST with JSON bodies:
 * device/list, live/video/get|start|stop, record/time/query, alarm/query, nvr/channel/list. Devices
 * are the caller's cameras (`deviceSerial` their serial number, an NVR's channels share it), read
 * through the camera repository, so tenant and data scope hold as everywhere. The access token is
 * checked first (401 without a valid one), so every parameter is the handler's to check.
 */
export function registerOpenApi(app: FastifyInstance, live: CameraLive) {
  const cameras = app.repo('camera');
  const alarms = app.repo('cameraalarm');
  const labels = referenceLabels(app.db, app.repos);
  const access = { perm: codesOf(cameras.def).read };
  const tz = app.config.timeZone;

  /** A live stream or a camera's recordings as the live calls answer them (null: no stream running). */
  const stream = { type: ['object', 'null'], additionalProperties: true };
  const route = (
    path: string,
    names: string[],
    answer: Record<number, JsonSchema>,
    handler: (ctx: RequestContext, body: Record<string, unknown>) => Promise<unknown>,
  ) =>
    app.post(
      `${OPEN_API}/${path}`,
      {
        config: { access },
        preValidation: queryIntoBody,
        schema: {
          body: params(Object.fromEntries(['accessToken', ...names].map((name) => [name, S.any]))),
          response: answer,
        },
      },
      async (req) => {
        const { ctx, body } = await checkToken(app, req);
        return ok(await handler(ctx, body));
      },
    );

  route('device/list', ['current', 'size', 'deviceSerial', 'subjectId'], envelope(pageOf()), async (ctx, body) => {
    const page = await cameras.page(
      ctx,
      parseListParams(cameras.def, {
        current: body.current,
        size: body.size,
        serialNo_equal: body.deviceSerial,
        subjectId_equal: body.subjectId,
      }),
    );
    return { ...page, records: await labels.rows(ctx, cameras.def, page.records) };
  });

  route('live/video/get', ['cameraId'], envelope(stream), async (ctx, body) => live.get(ctx, body.cameraId));
  route('live/video/start', ['cameraId'], envelope(stream), async (ctx, body) => live.start(ctx, body.cameraId));
  route('live/video/stop', ['cameraId'], done, async (ctx, body) => live.stop(ctx, body.cameraId));
  route('record/time/query', ['cameraId', 'startTime', 'endTime'], envelope(stream), async (ctx, body) =>
    live.records(ctx, body.cameraId, body.startTime, body.endTime),
  );

  const alarmParams = ['current', 'size', 'cameraId', 'subjectId', 'alarmType', 'startTime', 'endTime'];
  route('alarm/query', alarmParams, envelope(pageOf()), async (ctx, body) => {
    const query: Record<string, unknown> = {
      current: body.current,
      size: body.size,
      cameraId_equal: body.cameraId,
      subjectId_equal: body.subjectId,
      alarmType_equal: body.alarmType,
    };
    // Checked here for the message; the list takes them as wire times.
    if (body.startTime) query.alarmTime_datege = wireTimeOf(instantOf(body.startTime, tz, '开始时间格式不正确'), tz);
    if (body.endTime) query.alarmTime_datele = wireTimeOf(instantOf(body.endTime, tz, '结束时间格式不正确'), tz);
    const page = await alarms.page(ctx, parseListParams(alarms.def, query));
    return { ...page, records: await labels.rows(ctx, alarms.def, page.records) };
  });

  route('nvr/channel/list', ['deviceSerial'], envelope(rows()), async (ctx, body) => {
    const serial = String(body.deviceSerial ?? '').trim();
    if (!serial) throw badRequest('请输入设备序列号');
    return channelsOf(app, ctx, serial);
  });
}

/** The channels of a device (an NVR, or a camera: one channel), in channel order. */
export async function channelsOf(app: FastifyInstance, ctx: RequestContext, serialNo: string) {
  const cameras = app.repo('camera');
  const found = await app.db
    .selectFrom(cameras.def.table)
    .select(['id', 'cameraName', 'channelNo', 'online', 'subjectId', 'serialNo'])
    .where((eb) => eb.and([cameras.scope(eb, ctx), eb('serialNo', '=', serialNo)]))
    .orderBy('channelNo')
    .orderBy('id')
    .limit(1000)
    .execute();
  return found
    .map((r) => cameras.serialize(r))
    .map((r) => ({
      cameraId: r.id,
      channelNo: r.channelNo,
      channelName: r.cameraName,
      online: r.online,
      subjectId: r.subjectId,
      deviceSerial: r.serialNo,
    }));
}
