import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { RequestContext } from '../../http/access';
import { badRequest, businessError, notFound } from '../../http/errors';
import { isId } from '../../core/ids';
import type { WireRowOf } from '../../crud/wire-row';
import type cameraDef from '../../../resources/camera/camera/schema';
import { ONLINE, OFFLINE, PLATFORM_GATEWAY, PLATFORM_TEST_SIGNAL } from '../../../resources/camera/camera/schema';
import type { MediaLinks } from './gateway/media-route';
import type { LiveStream, VideoProvider } from './gateway/provider';
import { SOURCE_UNREACHABLE } from './gateway/ffmpeg-gateway';
import { spansOf } from './gateway/recordings';
import { instantOf, wireTimeOf } from './wire-time';

type Camera = WireRowOf<typeof cameraDef>;

export const CAMERA_MISSING = '摄像头不存在';
export const NO_SOURCE = '该摄像头未设置视频源地址';
export const HOSTED_UNSUPPORTED = '该摄像头接入云视频平台,本系统未配置该平台,无法播放';
export const RANGE_MESSAGE = '请选择正确的开始时间和结束时间';
/** One record query covers at most this many days. */
export const RECORD_RANGE_DAYS = 7;

/**
 * Live and recorded video of the caller's cameras, for the open API and the patrol page alike: the
 * camera is read through its repository (tenant and data scope), then the provider starts, joins or
 * stops its stream, and the answer carries a signed link a player opens as it is. A start that plays
 * marks the camera online, one whose source cannot be reached marks it offline.
 */
export class CameraLive {
  private readonly cameras;

  constructor(
    private readonly app: FastifyInstance,
    private readonly provider: VideoProvider,
    private readonly links: MediaLinks,
  ) {
    this.cameras = app.repo('camera');
  }

  async camera(ctx: RequestContext, id: unknown): Promise<Camera> {
    const cameraId = String(id ?? '').trim();
    if (!cameraId) throw badRequest('请选择摄像头');
    const row = isId(cameraId) ? await this.cameras.findRow(ctx, cameraId) : undefined;
    if (!row) throw notFound(CAMERA_MISSING);
    return this.cameras.serialize(row);
  }

  private async answer(ctx: RequestContext, camera: Camera, stream: LiveStream) {
    const { base, expireTime } = await this.links.folderLink(ctx.tenantId, String(camera.id));
    return {
      cameraId: String(camera.id),
      cameraName: camera.cameraName,
      deviceSerial: camera.serialNo,
      channelNo: camera.channelNo,
      url: `${base}/${stream.playlist}`,
      expireTime,
      viewers: stream.viewers,
      ended: stream.ended,
      startTime: wireTimeOf(stream.startedAt, this.app.config.timeZone),
    };
  }

  private async mark(ctx: RequestContext, id: string, online: number) {
    await this.cameras.write(ctx, (trx) =>
      trx
        .updateTable(this.cameras.def.table)
        .set(online === ONLINE ? { online, lastOnlineTime: sql<string>`now()` } : { online })
        .where((eb) =>
          eb.and([this.cameras.scope(eb, ctx), eb('id', '=', id), eb('online', 'is distinct from', online)]),
        )
        .execute(),
    );
  }

  async start(ctx: RequestContext, id: unknown) {
    const camera = await this.camera(ctx, id);
    const platform = String(camera.platform ?? PLATFORM_GATEWAY);
    const testSignal = platform === PLATFORM_TEST_SIGNAL;
    if (platform !== PLATFORM_GATEWAY && !testSignal) throw businessError(HOSTED_UNSUPPORTED);
    if (!camera.streamUrl && !testSignal) throw businessError(NO_SOURCE);
    let stream: LiveStream;
    try {
      stream = await this.provider.start({
        tenantId: ctx.tenantId,
        cameraId: String(camera.id),
        streamUrl: testSignal ? '' : String(camera.streamUrl),
        testSignal,
      });
    } catch (e) {
      if (e instanceof Error && e.message.startsWith(SOURCE_UNREACHABLE))
        await this.mark(ctx, String(camera.id), OFFLINE);
      throw e;
    }
    await this.mark(ctx, String(camera.id), ONLINE);
    return this.answer(ctx, camera, stream);
  }

  async get(ctx: RequestContext, id: unknown) {
    const camera = await this.camera(ctx, id);
    const stream = this.provider.get(ctx.tenantId, String(camera.id));
    return stream ? this.answer(ctx, camera, stream) : null;
  }

  async stop(ctx: RequestContext, id: unknown): Promise<boolean> {
    const camera = await this.camera(ctx, id);
    return this.provider.stop(ctx.tenantId, String(camera.id));
  }

  /** The caller's tenant's running streams (cameras the caller may see). */
  async streams(ctx: RequestContext) {
    const out = [];
    for (const stream of this.provider.streams(ctx.tenantId)) {
      const row = await this.cameras.findRow(ctx, stream.cameraId);
      if (row) out.push(await this.answer(ctx, this.cameras.serialize(row), stream));
    }
    return out;
  }

  /** Recordings of a camera in [startTime, endTime): the spans recorded and one playlist playing them. */
  async records(ctx: RequestContext, id: unknown, startTime: unknown, endTime: unknown) {
    const camera = await this.camera(ctx, id);
    const tz = this.app.config.timeZone;
    const from = instantOf(startTime, tz, RANGE_MESSAGE);
    const to = instantOf(endTime, tz, RANGE_MESSAGE);
    if (to <= from || to.getTime() - from.getTime() > RECORD_RANGE_DAYS * 86_400_000)
      throw badRequest(`${RANGE_MESSAGE}(不超过${RECORD_RANGE_DAYS}天)`);
    const segments = await this.provider.records(ctx.tenantId, String(camera.id), from, to);
    const { base, expireTime } = await this.links.folderLink(ctx.tenantId, String(camera.id));
    return {
      cameraId: String(camera.id),
      url: segments.length ? `${base}/record-${from.getTime()}-${to.getTime()}.m3u8` : null,
      expireTime,
      records: spansOf(segments).map((s) => ({ startTime: wireTimeOf(s.start, tz), endTime: wireTimeOf(s.end, tz) })),
    };
  }
}
