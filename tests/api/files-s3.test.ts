import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness';
import {
  attachCount,
  download,
  HTML_BYTES,
  PNG_1X1,
  putImage,
  pngOfSize,
  storedFiles,
  subjectBody,
  uploadPlanImage,
} from './files-fixtures';

/**
 * The S3 driver against a real S3 server started here (s3rver): a tenant's enabled oss row (MinIO
 * kind: path-style addressing) receives its uploads; objects are served through our tenant-checked
 * route, refused uploads leave no object, and removing the attach row deletes the object.
 */
const OSS = '/api/blade-resource/oss';
const BUCKET = 'test';

let s: TestServer;
let s3dir: string;
let s3server: S3rver;
let s3: S3Client;
let endpoint: string, a: string, b: string;
let ossId: string;

/** Keys in the bucket now. */
async function bucketKeys(): Promise<string[]> {
  const r = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (r.Contents ?? []).map((o) => String(o.Key)).sort();
}

async function objectExists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    return true;
  } catch (e) {
    if ((e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw e;
  }
}

beforeAll(async () => {
  s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3server.run();
  endpoint = `http://127.0.0.1:${port}`;
  s3 = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  s = await startServer();
  a = (await login(s)).access_token;
  b = (await login(s, 'admin', undefined, '100001')).access_token;
  const created = await call(s, `${OSS}/submit`, {
    token: a,
    body: {
      category: 1,
      ossCode: 'minio-test',
      endpoint,
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      bucketName: BUCKET,
      region: 'us-east-1',
    },
  });
  expect(created.body.success).toBe(true);
  ossId = created.body.data.id;
  const enabled = await call(s, `${OSS}/enable`, { token: a, method: 'POST', query: { id: ossId } });
  expect(enabled.body.success).toBe(true);
}, 60_000);

afterAll(async () => {
  await s?.close();
  s3?.destroy();
  await s3server?.close();
  if (s3dir) fs.rmSync(s3dir, { recursive: true, force: true });
});

describe('S3 driver', () => {
  it('puts an upload in the enabled bucket, records where, and serves it through our route', async () => {
    const localBefore = await storedFiles(s);
    const r = await putImage(s, a, PNG_1X1, 'photo.png');
    expect(r.body).toMatchObject({ code: 200, success: true });
    const { name, link, attachId } = r.body.data;
    expect(name).toMatch(/^000000\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);

    const head = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: name }));
    expect(head.ContentLength).toBe(PNG_1X1.length);
    expect(head.ContentType).toBe('image/png');
    // Nothing went to the local disk (the staging folder is empty again).
    expect(await storedFiles(s)).toEqual(localBefore);
    const row = await call(s, '/api/blade-resource/attach/detail', { token: a, query: { id: attachId } });
    expect(row.body.data).toMatchObject({ ossId, name, link, contentType: 'image/png' });

    const got = await download(s, link, { token: a });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.bytes.equals(PNG_1X1)).toBe(true);
    const part = await download(s, link, { token: a, headers: { Range: 'bytes=1-3' } });
    expect(part.status).toBe(206);
    expect(part.bytes.toString('latin1')).toBe('PNG');

    const other = await download(s, link, { token: b });
    expect(other.status).toBe(404);
    expect(other.json).toEqual({ code: 404, success: false, data: null, msg: '文件不存在' });
  });

  it('leaves no object and no row for a disguised or oversize file', async () => {
    const keys = await bucketKeys();
    const rows = await attachCount(s);
    const disguised = await putImage(s, a, HTML_BYTES, 'x.png');
    expect(disguised.body).toEqual({ code: 400, success: false, data: null, msg: '只能上传jpg/png文件，且不超过10M' });
    const big = await putImage(s, a, pngOfSize(10 * 1024 * 1024 + 1), 'x.png');
    expect(big.body.msg).toBe('只能上传jpg/png文件，且不超过10M');
    expect(await bucketKeys()).toEqual(keys);
    expect(await attachCount(s)).toBe(rows);
  });

  it('removing the attach row deletes the object from the bucket', async () => {
    const { body } = await putImage(s, a, PNG_1X1, 'gone.png');
    expect(await objectExists(body.data.name)).toBe(true);
    const removed = await call(s, '/api/blade-resource/attach/remove', {
      token: a,
      method: 'POST',
      query: { ids: body.data.attachId },
    });
    expect(removed.body.success).toBe(true);
    expect(await objectExists(body.data.name)).toBe(false);
    expect((await download(s, body.data.link, { token: a })).status).toBe(404);
  });

  it("stores a subject's plan image in the bucket", async () => {
    const id = (await call(s, '/api/subject/subject/submit', { token: a, body: subjectBody() })).body.data.id;
    const r = await uploadPlanImage(s, a, id, PNG_1X1);
    expect(r.body.data.record.planImage).toBe(r.body.data.link);
    expect(await objectExists(r.body.data.name)).toBe(true);
  });

  it("keeps a tenant's other tenants on their own storage, and old objects readable after the store is removed", async () => {
    // Tenant B has no enabled store: its uploads stay on the server's disk.
    const theirs = await putImage(s, b, PNG_1X1, 'b.png');
    expect(await objectExists(theirs.body.data.name)).toBe(false);
    expect(await storedFiles(s)).toContain(theirs.body.data.name);

    const { body } = await putImage(s, a, PNG_1X1, 'kept.png');
    const removed = await call(s, `${OSS}/remove`, { token: a, method: 'POST', query: { ids: ossId } });
    expect(removed.body.success).toBe(true);
    // The attach row still says which store holds the object.
    expect((await download(s, body.data.link, { token: a })).bytes.equals(PNG_1X1)).toBe(true);
    const next = await putImage(s, a, PNG_1X1, 'next.png');
    expect(await objectExists(next.body.data.name)).toBe(false);
    expect(await storedFiles(s)).toContain(next.body.data.name);
  });

  it('answers a clear error, and keeps nothing, when the enabled store cannot be reached', async () => {
    // Tenant B enables a store nobody listens on (port 9, discard): the upload is the tenant's to fix.
    const made = await call(s, `${OSS}/submit`, {
      token: b,
      body: {
        category: 1,
        ossCode: 'unreachable',
        endpoint: 'http://127.0.0.1:9',
        accessKey: 'k',
        secretKey: 's',
        bucketName: BUCKET,
      },
    });
    await call(s, `${OSS}/enable`, { token: b, method: 'POST', query: { id: made.body.data.id } });
    const before = await attachCount(s);
    const r = await putImage(s, b, PNG_1X1, 'x.png');
    expect(r.body).toEqual({ code: 400, success: false, data: null, msg: '文件存储失败,请检查对象存储配置' });
    expect(await attachCount(s)).toBe(before);
  });
});
