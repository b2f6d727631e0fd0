import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { StagedFile } from './staging';

/** A byte range of an object, both ends included (HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Where objects live: the local disk or an S3-compatible store. Object names are ours (objectName). */
export interface Storage {
  readonly driver: 'local' | 's3';
  /** Stores a staged file under this name (the staged file may be moved or left for the caller to remove). */
  put(name: string, staged: StagedFile): Promise<void>;
  /** The object's bytes (a range of them), or null when it is not there. */
  read(name: string, range?: ByteRange): Promise<Readable | null>;
  remove(name: string): Promise<void>;
}

/**
 * Object names are made here, never from a client's file name: `<tenant>/<yyyy>/<MM>/<32 hex>.<ext>`,
 * the extension being the one of the type the bytes showed.
 */
export function objectName(tenantId: string, ext: string, timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const year = parts.find((p) => p.type === 'year')?.value ?? String(now.getUTCFullYear());
  const month = parts.find((p) => p.type === 'month')?.value ?? String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${tenantId}/${year}/${month}/${crypto.randomBytes(16).toString('hex')}.${ext}`;
}

const NAME = /^[0-9A-Za-z_-]{1,12}\/\d{4}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

/** Only names of the shape objectName makes are ever looked up (a request's path is checked against it). */
export const isObjectName = (name: string): boolean => NAME.test(name);

/** Files under `root/<name>`; `root` is DATA_DIR/files, or a temporary folder for an in-memory database. */
export class LocalStorage implements Storage {
  readonly driver = 'local' as const;

  constructor(readonly root: string) {}

  private fileOf(name: string): string {
    if (!isObjectName(name)) throw new Error(`not an object name: ${name}`);
    const file = path.join(this.root, ...name.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new Error(`object outside the storage root: ${name}`);
    return file;
  }

  async put(name: string, staged: StagedFile): Promise<void> {
    const file = this.fileOf(name);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    // The staging folder is inside the root, so this is a rename on the same disk, never a copy.
    await fs.promises.rename(staged.path, file);
  }

  async read(name: string, range?: ByteRange): Promise<Readable | null> {
    const file = this.fileOf(name);
    const handle = await fs.promises.open(file, 'r').catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return null;
      throw e;
    });
    if (!handle) return null;
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async remove(name: string): Promise<void> {
    await fs.promises.rm(this.fileOf(name), { force: true });
  }
}

/** The columns of an oss row that reach a bucket (blade_oss). */
export interface OssConfig {
  id: string;
  category: number;
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucketName: string;
  appId?: string | null;
  region?: string | null;
}

/** oss dictionary: 1 minio, 2 七牛云, 3 阿里云, 4 腾讯云. */
const MINIO = 1;
const TENCENT = 4;

/**
 * MinIO, Qiniu (Kodo), Aliyun OSS and Tencent COS all speak the S3 protocol. MinIO is addressed by
 * path (`endpoint/bucket/key`), the clouds by virtual host (`bucket.endpoint/key`). A COS bucket is
 * named `<bucket>-<appId>`: the appId is added when the name lacks it.
 */
export class S3Storage implements Storage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;
  readonly bucket: string;

  constructor(cfg: OssConfig) {
    const endpoint = /^https?:\/\//i.test(cfg.endpoint) ? cfg.endpoint : `https://${cfg.endpoint}`;
    this.bucket =
      cfg.category === TENCENT && cfg.appId && !cfg.bucketName.endsWith(`-${cfg.appId}`)
        ? `${cfg.bucketName}-${cfg.appId}`
        : cfg.bucketName;
    this.client = new S3Client({
      endpoint,
      region: cfg.region || 'us-east-1',
      forcePathStyle: cfg.category === MINIO,
      credentials: { accessKeyId: cfg.accessKey, secretAccessKey: cfg.secretKey },
      // S3-compatible stores (MinIO releases, the clouds' S3 gateways) do not all take the SDK's newer
      // default checksums; send and check them only where the protocol requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
    });
  }

  async put(name: string, staged: StagedFile): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: name,
        Body: fs.createReadStream(staged.path),
        ContentLength: staged.size,
        ContentType: staged.type.mime,
      }),
    );
  }

  async read(name: string, range?: ByteRange): Promise<Readable | null> {
    try {
      const r = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: name,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return (r.Body as Readable | undefined) ?? null;
    } catch (e) {
      const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
      if (err.name === 'NoSuchKey' || err.$metadata?.httpStatusCode === 404) return null;
      throw e;
    }
  }

  async remove(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: name }));
  }

  destroy() {
    this.client.destroy();
  }
}
