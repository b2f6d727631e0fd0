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
    app.metrics.gauge({
      name: 'camera_gateway_streams',
      help: 'Live streams of the camera gateway by state: starting (waiting for a playable segment), playing, ended.',
      label: 'state',
      read: () => {
        const { starting, playing, ended } = gateway.load();
        return { starting, playing, ended };
      },
    });
    app.metrics.gauge({
      name: 'camera_gateway_viewers',
      help: 'Viewers holding the live streams of the camera gateway.',
      read: () => gateway.load().viewers,
    });
    app.metrics.gauge({
      name: 'camera_gateway_stream_limit',
      help: 'Live streams the camera gateway runs at once at most (CAMERA_MAX_STREAMS).',
      read: () => gateway.load().limit,
    });
    const links = new MediaLinks(app.tokens, cfg.cameraTokenSeconds);
    app.decorate('cameraLive', new CameraLive(app, gateway, links));
    registerMediaRoute(app, links, gateway);
    registerOpenApi(app, app.cameraLive);
  },
  { name: 'domain:camera', dependencies: ['repositories', 'http', 'metrics'] },
);
