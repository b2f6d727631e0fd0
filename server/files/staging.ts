import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UploadType } from '../../resources/upload-kinds';
import { badRequest, BladeError } from '../http/errors';
import { acceptedType, SAMPLE_BYTES, type UploadRule } from './kinds';

/** An upload received and checked, waiting in the staging folder to be stored. */
export interface StagedFile {
  path: string;
  size: number;
  type: UploadType;
  /** The client's name of the file: kept in the attach row for people, never used as a path. */
  originalName: string;
}

/** How long a staged file may be left behind by a crash before the next start removes it. */
const STALE_MS = 24 * 3600 * 1000;

/** Removes what a crashed upload left in the staging folder (nothing is staged across restarts). */
export async function sweepStaging(dir: string) {
  const entries = await fs.promises.readdir(dir).catch(() => [] as string[]);
  const now = Date.now();
  for (const name of entries) {
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat && now - stat.mtimeMs > STALE_MS) await fs.promises.rm(file, { force: true });
  }
}

/** A client's file name as a label: its last path segment, no control characters, at most 255 characters. */
export function cleanOriginalName(name: string | undefined): string {
  const base =
    String(name ?? '')
      .split(/[\\/]/)
      .pop() ?? '';
  return (
    base
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(-255) || 'file'
  );
}

/**
 * Streams one upload into the staging folder while checking it: the first bytes decide the type (the
 * kind must accept it, whatever the name says), and the count of bytes stops the stream one byte past
 * the limit. Nothing is kept in memory beyond the first 4 kB, and a refused file leaves no staged file.
 */
export async function stageUpload(
  source: Readable,
  dir: string,
  upload: UploadRule,
  clientName: string,
): Promise<StagedFile> {
  const refusal = () => badRequest(upload.message);
  const target = path.join(dir, `${crypto.randomBytes(16).toString('hex')}.part`);
  let size = 0;
  let type: UploadType | undefined;
  let head: Buffer[] = [];
  let headBytes = 0;

  const decide = async () => {
    type = await acceptedType(Buffer.concat(head, headBytes), upload.rule, clientName);
    if (!type) throw refusal();
  };
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > upload.maxBytes) return done(refusal());
      if (type) return done(null, chunk);
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes < SAMPLE_BYTES) return done();
      decide().then(() => {
        const sample = Buffer.concat(head, headBytes);
        head = [];
        done(null, sample);
      }, done);
    },
    flush(done) {
      if (type) return done();
      decide().then(() => done(null, Buffer.concat(head, headBytes)), done);
    },
  });

  try {
    await pipeline(source, check, fs.createWriteStream(target, { flags: 'wx', mode: 0o600 }));
    // A part cut by the parser's own limit ends without an error on some paths: still too large.
    if ((source as Readable & { truncated?: boolean }).truncated) throw refusal();
  } catch (error) {
    await fs.promises.rm(target, { force: true });
    if (error instanceof BladeError) throw error;
    // The multipart parser's own size limit (set one byte past ours) says the same thing.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refusal();
    throw error;
  }
  return { path: target, size, type: type as UploadType, originalName: cleanOriginalName(clientName) };
}

export const discardStaged = (staged: StagedFile | null | undefined) =>
  staged ? fs.promises.rm(staged.path, { force: true }) : Promise.resolve();
