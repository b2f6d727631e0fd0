import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TokenService } from '../../../http/tokens';
import { notFound } from '../../../http/errors';
import { file, noParams, params, S } from '../../../http/route-schema';
import type { VideoProvider } from './provider';
import { recordPlaylist, recordedSegments } from './recordings';

/** Where live and recorded video is served: `${MEDIA_PATH}/<signed token>/<file>`. */
export const MEDIA_PATH = '/api/camera-media';
const PURPOSE = 'camera-media';

/** A record playlist's name: `record-<from ms>-<to ms>.m3u8`. */
const RECORD = /^record-(\d{1,15})-(\d{1,15})\.m3u8$/;
const LIVE = /^live-[0-9a-f]{6}\.m3u8$/;
const SEGMENT = /^\d{14}_[0-9a-f]{6}_\d{4,}_\d{12}\.ts$/;

/**
 * Links to one camera's media that a player can open as they are (hls.js, a `<video>`, VLC): the
 * token in the path names the tenant and camera and expires with the open API's token; the files of
 * the playlist are relative to it, so every segment carries it too. Nothing else opens media.
 */
export class MediaLinks {
  private readonly verified = new Map<string, { tenantId: string; cameraId: string; expMs: number }>();

  constructor(
    private readonly tokens: TokenService,
    private readonly ttlSeconds: number,
  ) {}

  async folderLink(tenantId: string, cameraId: string): Promise<{ base: string; expireTime: number }> {
    const token = await this.tokens.signPurpose(PURPOSE, { tenantId, cameraId }, this.ttlSeconds);
    return { base: `${MEDIA_PATH}/${token}`, expireTime: this.ttlSeconds };
  }

  async open(token: string): Promise<{ tenantId: string; cameraId: string } | null> {
    const hit = this.verified.get(token);
    if (hit && hit.expMs > Date.now()) return hit;
    const claims = await this.tokens.verifyPurpose(token, PURPOSE);
    if (!claims || typeof claims.tenantId !== 'string' || typeof claims.cameraId !== 'string') return null;
    const entry = { tenantId: claims.tenantId, cameraId: claims.cameraId, expMs: Number(claims.exp) * 1000 };
    if (this.verified.size > 5000) this.verified.clear();
    this.verified.set(token, entry);
    return entry;
  }
}

/** GET `${MEDIA_PATH}/<token>/<file>`: a live playlist (keeps its stream from the idle stop), a record playlist, a segment. */
export function registerMediaRoute(app: FastifyInstance, links: MediaLinks, provider: VideoProvider) {
  // A wildcard: the token is longer than a route parameter may be.
  app.get(
    `${MEDIA_PATH}/*`,
    {
      config: { access: 'public' },
      // The path is the handler's to read (a link it does not know is 404, as a missing file is).
      schema: { params: params({ '*': S.any }), querystring: noParams, response: file },
    },
    async (req, reply) => {
      const [token = '', name = '', ...rest] = String((req.params as Record<string, string>)['*'] ?? '').split('/');
      const who = rest.length === 0 ? await links.open(token) : null;
      if (!who) throw notFound('视频链接已失效,请重新打开');
      const folder = provider.folderOf(who.tenantId, who.cameraId);
      const record = RECORD.exec(name);
      if (record) {
        const segments = await recordedSegments(folder, new Date(Number(record[1])), new Date(Number(record[2])));
        if (!segments.length) throw notFound('该时段没有录像');
        return reply
          .type('application/vnd.apple.mpegurl')
          .header('Cache-Control', 'no-store')
          .send(recordPlaylist(segments));
      }
      const live = LIVE.test(name);
      if (!live && !SEGMENT.test(name)) throw notFound('视频文件不存在');
      const full = path.join(folder, name);
      let stat: fs.Stats;
      try {
        stat = await fs.promises.stat(full);
      } catch {
        throw notFound(live ? '视频已停止播放' : '视频文件不存在');
      }
      if (live) provider.touch(who.tenantId, who.cameraId);
      return reply
        .type(live ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
        .header('Cache-Control', live ? 'no-store' : 'private, max-age=3600')
        .header('Content-Length', stat.size)
        .send(fs.createReadStream(full));
    },
  );
}
