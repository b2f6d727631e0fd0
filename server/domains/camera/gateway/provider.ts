/**
 * What the camera calls need from a video platform, whichever it is: a live stream of a camera that
 * several viewers share (started by the first, stopped by the last or when nobody fetched it for a
 * while), and the recordings of a camera in a time range. The built-in provider is the ffmpeg gateway
 * (./ffmpeg-gateway.ts); a hosted platform would be another implementation behind the same calls.
 */

/** A camera as a provider sees it. */
export interface CameraSource {
  tenantId: string;
  cameraId: string;
  /** RTSP or HTTP(S) address the video comes from. */
  streamUrl: string;
  /** The provider's own test pattern instead of the address (a camera on the test-signal platform). */
  testSignal?: boolean;
}

/** A running (or just ended) live stream. */
export interface LiveStream {
  tenantId: string;
  cameraId: string;
  /** File name of its playlist in the camera's media folder. */
  playlist: string;
  /** Viewers holding it (each start adds one, each stop takes one). */
  viewers: number;
  startedAt: Date;
  /** The source ended (a clip played out, a camera dropped): the playlist is complete. */
  ended: boolean;
  /** Process id of what produces it (ffmpeg), for the operator and the tests. */
  pid?: number;
}

/**
 * Streams by state (starting: waiting for their first playable segment; playing; ended: the source
 * stopped, its last viewers not gone yet), the viewers holding them, and how many may run at once.
 */
export interface GatewayLoad {
  starting: number;
  playing: number;
  ended: number;
  viewers: number;
  limit: number;
}

/** One recorded piece of a camera's video. */
export interface RecordSegment {
  file: string;
  start: Date;
  /** Seconds. */
  duration: number;
}

export interface VideoProvider {
  /** Starts the camera's stream, or joins the running one; resolves once it is playable. */
  start(source: CameraSource): Promise<LiveStream>;
  /** The camera's running stream, if any. */
  get(tenantId: string, cameraId: string): LiveStream | undefined;
  /** One viewer less; the last one stops it. Answers whether a stream was running. */
  stop(tenantId: string, cameraId: string): Promise<boolean>;
  /** Someone fetched the stream (keeps it from the idle stop). */
  touch(tenantId: string, cameraId: string): void;
  /** Running streams of a tenant. */
  streams(tenantId: string): LiveStream[];
  /** Its load now, every tenant together (the metrics read it when scraped). */
  load(): GatewayLoad;
  /** Recorded segments of a camera overlapping [from, to), oldest first. */
  records(tenantId: string, cameraId: string, from: Date, to: Date): Promise<RecordSegment[]>;
  /** The folder a camera's playlists and segments are served from. */
  folderOf(tenantId: string, cameraId: string): string;
  close(): Promise<void>;
}
