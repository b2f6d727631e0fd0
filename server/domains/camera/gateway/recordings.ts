import fs from 'node:fs/promises';
import path from 'node:path';
import type { RecordSegment } from './provider';

/** `<UTC yyyyMMddHHmmss>_<run>_<index>_<duration µs>.ts`, as the gateway names its segments. */
const SEGMENT = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})_([0-9a-f]{6})_(\d{4,})_(\d{12})\.ts$/;

export function parseSegment(file: string): RecordSegment | null {
  const m = SEGMENT.exec(file);
  if (!m) return null;
  const start = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
  return { file, start, duration: Number(m[9]) / 1_000_000 };
}

const endOf = (s: RecordSegment) => new Date(s.start.getTime() + s.duration * 1000);

/** A camera folder's segments overlapping [from, to), oldest first. */
export async function recordedSegments(folder: string, from: Date, to: Date): Promise<RecordSegment[]> {
  let files: string[];
  try {
    files = await fs.readdir(folder);
  } catch {
    return [];
  }
  return files
    .map(parseSegment)
    .filter((s): s is RecordSegment => !!s && s.duration > 0 && s.start < to && endOf(s) > from)
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.file.localeCompare(b.file));
}

/**
 * Spans of continuous recording (segments of one run following each other), for the record-time
 * answer: a new span where a run changes or a gap of more than a second opens.
 */
export function spansOf(segments: RecordSegment[]): Array<{ start: Date; end: Date }> {
  const spans: Array<{ start: Date; end: Date; run: string }> = [];
  for (const s of segments) {
    const run = s.file.split('_')[1];
    const last = spans.at(-1);
    if (last && last.run === run && s.start.getTime() - last.end.getTime() <= 1500) last.end = endOf(s);
    else spans.push({ start: s.start, end: endOf(s), run });
  }
  return spans.map(({ start, end }) => ({ start, end }));
}

/** An HLS playlist (VOD) of recorded segments, played back in order; a new run is a discontinuity. */
export function recordPlaylist(segments: RecordSegment[]): string {
  const target = Math.max(1, Math.ceil(Math.max(0, ...segments.map((s) => s.duration))));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  let run = '';
  for (const s of segments) {
    const r = s.file.split('_')[1];
    if (run && r !== run) lines.push('#EXT-X-DISCONTINUITY');
    run = r;
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${s.start.toISOString()}`, `#EXTINF:${s.duration.toFixed(6)},`, s.file);
  }
  lines.push('#EXT-X-ENDLIST', '');
  return lines.join('\n');
}

/** Deletes the segments that started before `before` in every camera folder under `root`. */
export async function sweepRecordings(root: string, before: Date): Promise<number> {
  let removed = 0;
  for (const tenant of await fs.readdir(root).catch(() => [] as string[])) {
    const tenantDir = path.join(root, tenant);
    for (const camera of await fs.readdir(tenantDir).catch(() => [] as string[])) {
      const dir = path.join(tenantDir, camera);
      for (const file of await fs.readdir(dir).catch(() => [] as string[])) {
        const s = parseSegment(file);
        if (s && endOf(s) < before) {
          await fs.rm(path.join(dir, file), { force: true });
          removed += 1;
        }
      }
    }
  }
  return removed;
}
