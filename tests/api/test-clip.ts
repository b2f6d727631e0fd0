import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/** A camera as the tests see it: a clip at `url`, and `close` to stop serving it. */
export interface TestClip {
  url: string;
  close: () => void;
}

/**
 * A camera's video for the tests: `seconds` of ffmpeg's test pattern (160x120, 10 fps, small), written
 * as MPEG-TS into `dir` (streamable over plain HTTP) and served at `/clip.ts` on a local port.
 */
export async function serveTestClip(dir: string, seconds: number): Promise<TestClip> {
  const file = path.join(dir, 'clip.ts');
  execFileSync('/usr/bin/ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=160x120:rate=10',
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-g',
    '10',
    '-pix_fmt',
    'yuv420p',
    file,
  ]);
  const server = http.createServer((req, res) => {
    if (req.url !== '/clip.ts') return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'video/mp2t' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/clip.ts`,
    close: () => void server.close(),
  };
}
