import fp from 'fastify-plugin';
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
export default fp(
  async (app) => {
    const cfg = app.config;
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
    const links = new MediaLinks(app.tokens, cfg.cameraTokenSeconds);
    const live = new CameraLive(app, gateway, links);
    registerMediaRoute(app, links, gateway);
    registerCameraRoutes(app, live);
    registerOpenApi(app, live);
    registerAbnormalReview(app);
    registerAlarmStats(app);
  },
  { name: 'domain:camera', dependencies: ['repositories'] },
);
