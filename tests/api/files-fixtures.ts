import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { call, type CallResult, type TestServer } from './harness';
import { creditCheckChar } from '../../resources/formats';

/** A valid 1x1 transparent PNG. */
export const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f6b0b20000000049454e44ae426082',
  'hex',
);

/** A PNG header followed by padding up to `size` bytes: a picture by its first bytes, of any size. */
export const pngOfSize = (size: number) => Buffer.concat([PNG_1X1.subarray(0, 33), Buffer.alloc(size - 33, 0)]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
};

/** A real, decodable RGB PNG of random pixels (so it stays about width*height*3 bytes large). */
export function noisePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), crypto.randomBytes(width * 3)])),
  );
  return Buffer.concat([
    PNG_1X1.subarray(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const HTML_BYTES = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);

/** A multipart upload as a browser sends it (Basic client header, Blade-Auth bearer). */
export async function upload(
  s: TestServer,
  urlPath: string,
  o: {
    token?: string;
    bytes: Buffer;
    fileName: string;
    type?: string;
    query?: Record<string, string>;
    fields?: Record<string, string>;
    headers?: Record<string, string>;
  },
): Promise<CallResult> {
  const form = new FormData();
  for (const [k, v] of Object.entries(o.fields ?? {})) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(o.bytes)], { type: o.type ?? 'image/png' }), o.fileName);
  return call(s, urlPath, { method: 'POST', token: o.token, query: o.query, form, headers: o.headers });
}

/** Blade's upload endpoint: every uploaded file of the app goes through it. */
export const PUT_FILE = '/api/blade-resource/oss/endpoint/put-file';

/** An upload to put-file as a picture (`kind=image`: jpg/png up to 10M), as the image fields send it. */
export function putImage(s: TestServer, token: string, bytes: Buffer, fileName: string): Promise<CallResult> {
  return upload(s, PUT_FILE, { token, bytes, fileName, query: { kind: 'image' } });
}

/** The subject's plan image upload. */
export const PLAN_IMAGE = '/api/subject/subject/uploadPlanImage';

/** A plan image for subject `id`, the id sent as a form field the way the subject page sends it. */
export function uploadPlanImage(s: TestServer, token: string, id: string, bytes: Buffer): Promise<CallResult> {
  return upload(s, PLAN_IMAGE, { token, bytes, fileName: 'plan.png', fields: { id } });
}

/** GET of a served file: status, headers and bytes. */
export async function download(
  s: TestServer,
  link: string,
  o: { token?: string; cookie?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...(o.headers ?? {}) };
  if (o.token) headers['Blade-Auth'] = `bearer ${o.token}`;
  if (o.cookie) headers.Cookie = o.cookie;
  const res = await fetch(`${s.url}${link}`, { headers });
  const bytes = Buffer.from(await res.arrayBuffer());
  let json: any;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, bytes, json };
}

/** Every file under the server's file root (the staging folder included), relative to it. */
export async function storedFiles(s: TestServer): Promise<string[]> {
  const root = s.built.app.files.root;
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.relative(root, path.join(dir, e.name))]));
  return walk(root);
}

export async function attachCount(s: TestServer, tenantId?: string): Promise<number> {
  let q = s.built.app.db
    .selectFrom('blade_attach')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('isDeleted', '=', 0);
  if (tenantId) q = q.where('tenantId', '=', tenantId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

let creditSeq = 0;
/** A unified social credit code with a valid check character, different on each call. */
export function creditCode(): string {
  const first17 = `91330100MA${String(Date.now() % 1e6).padStart(6, '0')}${creditSeq++ % 10}`.slice(0, 17);
  return first17 + creditCheckChar(first17);
}

export const subjectBody = () => ({
  subjectName: `测试主体${Date.now()}${creditSeq}`,
  creditCode: creditCode(),
  marketType: 1,
  legalPerson: '张三',
  contactPhone: '13800138000',
  address: '杭州市西湖区',
});
