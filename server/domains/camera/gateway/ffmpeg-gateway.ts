import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { businessError } from '../../../http/errors';
import type { CameraSource, GatewayLoad, LiveStream, RecordSegment, VideoProvider } from './provider';
import { recordedSegments, sweepRecordings } from './recordings';

/** The answer when the source cannot be read (refused, timed out, not video); ffmpeg's reason follows. */
export const SOURCE_UNREACHABLE = '视频源无法连接,请检查摄像头的视频源地址';
export const TOO_MANY_STREAMS = (max: number) => `同时播放的视频路数已达上限(${max}路),请先关闭其他视频`;
export const NO_FFMPEG = '视频网关不可用:服务器未安装ffmpeg';

export interface GatewaySettings {
  ffmpegPath: string;
  /** '' = a temporary folder removed on close. */
  mediaDir: string;
  maxStreams: number;
  idleSeconds: number;
  startSeconds: number;
  segmentSeconds: number;
  recordDays: number;
}

interface Running extends LiveStream {
  proc: ChildProcess;
  ready: Promise<void>;
  /** Its playlist lists a segment (ready resolved). */
  playable: boolean;
  lastFetch: number;
  exited: Promise<void>;
}

/** Protocols ffmpeg may open for a source: network only, never the server's files. */
const PROTOCOLS = 'http,https,tcp,tls,crypto,rtsp,rtsps,rtp,srtp,udp';
/**
 * The test signal: ffmpeg's own moving test pattern with its frame counter, generated as it plays
 * (paced in real time by `-re`), endless, with no file, address or network behind it.
 */
const TEST_SIGNAL = 'testsrc=size=640x360:rate=15';
/** Live playlists hold the last few segments; every segment stays on disk as the recording. */
const LIVE_LIST_SIZE = 6;

/** ffmpeg's last words, without any address (a source URL may carry a camera's password). */
function reasonOf(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const last = lines.at(-1) ?? '';
  return last
    .replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, '')
    .replace(/^\[[^\]]*\]\s*/, '')
    .replace(/^:\s*/, '')
    .slice(0, 200);
}

/**
 * The built-in provider: one ffmpeg per live camera turns its source (RTSP, or HTTP(S) streams and
 * clips) into HLS in the camera's folder (`<mediaDir>/<tenant>/<camera>/`). Segments are named by
 * their UTC start, run and duration, so the same files are the live stream and the recording
 * (./recordings.ts finds them by time and deletes them after `recordDays`).
 *
 * A start resolves only when the playlist lists a segment (the URL it answers plays at once); when
 * ffmpeg exits before that, or nothing comes within `startSeconds`, the start fails with ffmpeg's
 * reason and no process is left. Viewers are counted; the last stop, or `idleSeconds` without a fetch,
 * stops ffmpeg. At most `maxStreams` run at once.
 */
export class FfmpegGateway implements VideoProvider {
  private readonly running = new Map<string, Running>();
  private readonly root: string;
  private readonly temporary: boolean;
  private readonly timer: NodeJS.Timeout;
  private lastSweep = 0;

  constructor(private readonly s: GatewaySettings) {
    this.temporary = !s.mediaDir;
    this.root = s.mediaDir || fs.mkdtempSync(path.join(os.tmpdir(), 'camera-media-'));
    this.timer = setInterval(() => void this.housekeep(), 1000);
    this.timer.unref();
  }

  private key = (tenantId: string, cameraId: string) => `${tenantId}/${cameraId}`;

  folderOf(tenantId: string, cameraId: string): string {
    return path.join(this.root, tenantId, cameraId);
  }

  get(tenantId: string, cameraId: string): LiveStream | undefined {
    const r = this.running.get(this.key(tenantId, cameraId));
    return r ? this.view(r) : undefined;
  }

  streams(tenantId: string): LiveStream[] {
    return [...this.running.values()].filter((r) => r.tenantId === tenantId).map((r) => this.view(r));
  }

  load(): GatewayLoad {
    const load = { starting: 0, playing: 0, ended: 0, viewers: 0, limit: this.s.maxStreams };
    for (const r of this.running.values()) {
      if (r.ended) load.ended++;
      else if (r.playable) load.playing++;
      else load.starting++;
      load.viewers += r.viewers;
    }
    return load;
  }

  touch(tenantId: string, cameraId: string): void {
    const r = this.running.get(this.key(tenantId, cameraId));
    if (r) r.lastFetch = Date.now();
  }

  private view(r: Running): LiveStream {
    return {
      tenantId: r.tenantId,
      cameraId: r.cameraId,
      playlist: r.playlist,
      viewers: r.viewers,
      startedAt: r.startedAt,
      ended: r.ended,
      pid: r.proc.pid,
    };
  }

  async start(source: CameraSource): Promise<LiveStream> {
    const key = this.key(source.tenantId, source.cameraId);
    const current = this.running.get(key);
    if (current && !current.ended) {
      current.viewers += 1;
      current.lastFetch = Date.now();
      await current.ready;
      return this.view(current);
    }
    if (current) await this.end(key, current);
    if ([...this.running.values()].filter((r) => !r.ended).length >= this.s.maxStreams)
      throw businessError(TOO_MANY_STREAMS(this.s.maxStreams));
    if (!fs.existsSync(this.s.ffmpegPath)) throw businessError(NO_FFMPEG);

    const folder = this.folderOf(source.tenantId, source.cameraId);
    fs.mkdirSync(folder, { recursive: true });
    const run = crypto.randomBytes(3).toString('hex');
    const playlist = `live-${run}.m3u8`;
    const proc = spawn(this.s.ffmpegPath, this.argsOf(source, folder, run, playlist), {
      stdio: ['ignore', 'ignore', 'pipe'],
      // Segment names carry their start in UTC (strftime), whatever the server's zone.
      env: { ...process.env, TZ: 'UTC' },
    });
    let stderr = '';
    proc.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    proc.once('error', (e) => {
      stderr += `\n${e.message}`;
    });
    const entry: Running = {
      tenantId: source.tenantId,
      cameraId: source.cameraId,
      playlist,
      viewers: 1,
      startedAt: new Date(),
      ended: false,
      proc,
      exited,
      lastFetch: Date.now(),
      ready: Promise.resolve(),
      playable: false,
    };
    entry.ready = this.whenPlayable(entry, path.join(folder, playlist), () => stderr);
    void entry.ready.then(
      () => (entry.playable = true),
      () => undefined,
    );
    // Others starting the same camera now join this one instead of spawning a second ffmpeg.
    this.running.set(key, entry);
    void exited.then(() => {
      entry.ended = true;
    });
    try {
      await entry.ready;
    } catch (e) {
      await this.end(key, entry);
      throw e;
    }
    return this.view(entry);
  }

  /** Resolves when the playlist lists a segment; rejects when ffmpeg exits first or the time is up. */
  private whenPlayable(entry: Running, file: string, stderr: () => string): Promise<void> {
    const deadline = Date.now() + this.s.startSeconds * 1000;
    return new Promise<void>((resolve, reject) => {
      let exited = false;
      void entry.exited.then(() => {
        exited = true;
      });
      const check = () => {
        let text = '';
        try {
          text = fs.readFileSync(file, 'utf8');
        } catch {
          /* not written yet */
        }
        if (/\.ts\s*$/m.test(text)) return resolve();
        if (exited) {
          const reason = reasonOf(stderr());
          return reject(businessError(reason ? `${SOURCE_UNREACHABLE}: ${reason}` : SOURCE_UNREACHABLE));
        }
        if (Date.now() > deadline)
          return reject(businessError(`${SOURCE_UNREACHABLE}: ${this.s.startSeconds}秒内未收到视频`));
        setTimeout(check, 150);
      };
      check();
    });
  }

  /** ffmpeg's input: the camera's source address, or the test signal. */
  private inputOf(source: CameraSource): string[] {
    if (source.testSignal) return ['-re', '-f', 'lavfi', '-i', TEST_SIGNAL];
    const url = source.streamUrl;
    const timeoutUs = String(this.s.startSeconds * 1_000_000);
    const options = /^rtsps?:/i.test(url)
      ? ['-rtsp_transport', 'tcp', '-timeout', timeoutUs]
      : // HTTP sources may be clips: read them at their own pace, as a camera would send them.
        ['-rw_timeout', timeoutUs, '-re'];
    return ['-protocol_whitelist', PROTOCOLS, ...options, '-i', url];
  }

  private argsOf(source: CameraSource, folder: string, run: string, playlist: string): string[] {
    const seg = this.s.segmentSeconds;
    return [
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      ...this.inputOf(source),
      // Video only, H.264 as every browser's HLS player takes it, keyframes on segment bounds.
      '-map',
      '0:v:0',
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-tune',
      'zerolatency',
      '-pix_fmt',
      'yuv420p',
      '-vf',
      "scale=-2:'min(720,ih)'",
      '-force_key_frames',
      `expr:gte(t,n_forced*${seg})`,
      '-f',
      'hls',
      '-hls_time',
      String(seg),
      '-hls_list_size',
      String(LIVE_LIST_SIZE),
      '-strftime',
      '1',
      '-hls_flags',
      'second_level_segment_duration+second_level_segment_index',
      '-hls_segment_filename',
      path.join(folder, `%Y%m%d%H%M%S_${run}_%%04d_%%012t.ts`),
      path.join(folder, playlist),
    ];
  }

  async stop(tenantId: string, cameraId: string): Promise<boolean> {
    const key = this.key(tenantId, cameraId);
    const r = this.running.get(key);
    if (!r) return false;
    r.viewers -= 1;
    if (r.viewers <= 0) await this.end(key, r);
    return true;
  }

  /** Stops ffmpeg (it writes the playlist's end on SIGTERM; SIGKILL if it lingers) and forgets the stream. */
  private async end(key: string, r: Running): Promise<void> {
    if (this.running.get(key) === r) this.running.delete(key);
    if (r.proc.exitCode === null && r.proc.signalCode === null) {
      r.proc.kill('SIGTERM');
      const killed = await Promise.race([
        r.exited.then(() => true),
        new Promise<boolean>((res) => setTimeout(() => res(false), 3000).unref()),
      ]);
      if (!killed) {
        r.proc.kill('SIGKILL');
        await r.exited;
      }
    }
    // The live playlist is only for watching; its segments stay as the recording.
    fs.rm(path.join(this.folderOf(r.tenantId, r.cameraId), r.playlist), { force: true }, () => undefined);
  }

  async records(tenantId: string, cameraId: string, from: Date, to: Date): Promise<RecordSegment[]> {
    return recordedSegments(this.folderOf(tenantId, cameraId), from, to);
  }

  /** Idle streams stop; once a minute, recordings past their days go. */
  private async housekeep(): Promise<void> {
    const now = Date.now();
    for (const [key, r] of [...this.running]) {
      if (now - r.lastFetch > this.s.idleSeconds * 1000) await this.end(key, r);
    }
    if (now - this.lastSweep > 60_000) {
      this.lastSweep = now;
      await sweepRecordings(this.root, new Date(now - this.s.recordDays * 86_400_000)).catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all([...this.running].map(([key, r]) => this.end(key, r)));
    if (this.temporary) fs.rmSync(this.root, { recursive: true, force: true });
  }
}
