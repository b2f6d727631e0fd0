import fp from 'fastify-plugin';
import { FfmpegGateway } from './gateway/ffmpeg-gateway';
import { MediaLinks, registerMediaRoute } from './gateway/media-route';
import type { VideoProvider } from './gateway/provider';
import { CameraLive } from './live';
import { registerOpenApi } from './open-api';

declare module 'fastify' {
  interface FastifyInstance {
    /** The video platform of the cameras (the built-in ffmpeg gateway): its streams end when the app closes. */
    videoGateway: VideoProvider;
    /** Live and recorded video of the caller's cameras, for the open API and the camera's own calls. */
    cameraLive: CameraLive;
  }
}

/**
 * 摄像头 (docs/domain.md flow 9): the services the cameras' behaviour uses (resources/camera/<name>/server.ts)
 * and what is no one resource's: the video open API (`/api/openapi/*`) and the signed media route
 * (`/api/camera-media/*`). One gateway per app: its ffmpeg processes end when the app closes.
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
    app.decorate('videoGateway', gateway as VideoProvider);
    app.addHook('onClose', async () => gateway.close());
    const links = new MediaLinks(app.tokens, cfg.cameraTokenSeconds);
    app.decorate('cameraLive', new CameraLive(app, gateway, links));
    registerMediaRoute(app, links, gateway);
    registerOpenApi(app, app.cameraLive);
  },
  { name: 'domain:camera', dependencies: ['repositories', 'http'] },
);
