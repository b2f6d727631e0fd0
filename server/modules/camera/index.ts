import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { FfmpegGateway } from './gateway/ffmpeg-gateway';
import { MediaLinks, registerMediaRoute } from './gateway/media-route';
import { CameraLive } from './live';
import { registerCameraRoutes } from './camera-routes';
import { registerOpenApi } from './open-api';
import { registerAbnormalReview } from './abnormal-review';
import { registerAlarmStats } from './alarm-stats';

/**
 * 摄像头 (issue 16, domain.md flow 9): cameras, AI events, alarms, the open API and the HLS gateway.
 * One gateway per app: its ffmpeg processes end when the app closes.
 */
export async function registerCamera(app: FastifyInstance, deps: AppDeps) {
  const cfg = deps.cfg;
  const gateway = new FfmpegGateway({
    ffmpegPath: cfg.ffmpegPath,
    mediaDir: cfg.cameraMediaDir,
    maxStreams: cfg.cameraMaxStreams,
    idleSeconds: cfg.cameraIdleSeconds,
    startSeconds: cfg.cameraStartSeconds,
    segmentSeconds: cfg.cameraSegmentSeconds,
    recordDays: cfg.cameraRecordDays,
  });
  app.addHook('onClose', async () => gateway.close());
  const links = new MediaLinks(deps.tokens, cfg.cameraTokenSeconds);
  const live = new CameraLive(deps, gateway, links);
  registerMediaRoute(app, links, gateway);
  registerCameraRoutes(app, deps, live);
  registerOpenApi(app, deps, live);
  registerAbnormalReview(app, deps);
  registerAlarmStats(app, deps);
}
