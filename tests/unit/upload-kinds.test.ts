// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  acceptOf,
  checkBeforeUpload,
  extensionOf,
  kindOfField,
  refusalOf,
  sizeText,
  UPLOAD_KINDS,
} from '../../resources/upload-kinds';
import { acceptedType, ruleOf, ruleOfRequest } from '../../server/files/kinds';
import { rangeOf } from '../../server/files/serve';
import { cleanOriginalName } from '../../server/files/staging';
import { isObjectName, objectName } from '../../server/files/storage';
import { endpointProblem } from '../../server/domains/platform/oss';
import { AVATAR_IMAGE_RULE, UPLOAD_IMAGE_RULE } from '../../src/utils/validate';
import { allResources } from '../../resources/declarations';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x20]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2avc1mp41'),
  Buffer.alloc(64),
]);
const PDF = Buffer.from('%PDF-1.4\n%\n1 0 obj\n');
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(128)]);
const cfg = { uploadVideoMaxBytes: 200 * 1024 * 1024 };

describe('the kinds table (docs/spec.md §5)', () => {
  it('says the spec and the profile page word for word at the default limits', () => {
    expect(refusalOf(UPLOAD_KINDS.image)).toBe('只能上传jpg/png文件，且不超过10M');
    expect(refusalOf(UPLOAD_KINDS.image)).toBe(UPLOAD_IMAGE_RULE.message);
    expect(refusalOf(UPLOAD_KINDS.avatar)).toBe(AVATAR_IMAGE_RULE.message);
    expect(UPLOAD_KINDS.avatar.maxBytes).toBe(AVATAR_IMAGE_RULE.maxBytes);
    expect(UPLOAD_KINDS.image.maxBytes).toBe(UPLOAD_IMAGE_RULE.maxBytes);
    expect(refusalOf(UPLOAD_KINDS.video, 50 * 1024 * 1024)).toBe('只能上传mp4视频，且不超过50M');
    expect([sizeText(10 * 1024 * 1024), sizeText(500 * 1024), sizeText(1000)]).toEqual(['10M', '500KB', '1000B']);
  });

  it('maps field types to kinds, and a declared maxBytes or the video setting to the limit', () => {
    expect(
      ['image', 'images', 'video', 'videos', 'file', 'files', 'string'].map((t) => kindOfField(t as never)),
    ).toEqual(['image', 'image', 'video', 'video', 'file', 'file', undefined]);
    expect(ruleOf('video', { uploadVideoMaxBytes: 5 * 1024 * 1024 }).message).toBe('只能上传mp4视频，且不超过5M');
    expect(ruleOf('image', cfg, 2 * 1024 * 1024)).toMatchObject({
      maxBytes: 2 * 1024 * 1024,
      message: '只能上传jpg/png文件，且不超过2M',
    });
    expect(ruleOfRequest({ resource: 'subject', field: 'photos' }, allResources, cfg).rule.kind).toBe('image');
    expect(ruleOfRequest({}, allResources, cfg).rule.kind).toBe('file');
    expect(() => ruleOfRequest({ kind: '__proto__' }, allResources, cfg)).toThrow('上传类型不正确');
    expect(() => ruleOfRequest({ resource: 'subject', field: 'address' }, allResources, cfg)).toThrow('上传字段不正确');
  });

  it('checks in the browser by reported type (or extension when none) and size, with the same message', () => {
    const image = UPLOAD_KINDS.image;
    expect(checkBeforeUpload({ name: 'a.png', type: 'image/png', size: 10 * 1024 * 1024 }, image)).toBeUndefined();
    expect(checkBeforeUpload({ name: 'a.png', type: 'image/png', size: 10 * 1024 * 1024 + 1 }, image)).toBe(
      '只能上传jpg/png文件，且不超过10M',
    );
    expect(checkBeforeUpload({ name: 'a.gif', type: 'image/gif', size: 1 }, image)).toBe(
      '只能上传jpg/png文件，且不超过10M',
    );
    expect(checkBeforeUpload({ name: 'a.png', type: 'image/png', size: 0 }, image)).toBeDefined();
    expect(checkBeforeUpload({ name: 'report.DOCX', type: '', size: 10 }, UPLOAD_KINDS.file)).toBeUndefined();
    expect(
      checkBeforeUpload({ name: 'a.zip', type: 'application/x-zip-compressed', size: 10 }, UPLOAD_KINDS.file),
    ).toBeUndefined();
    expect(checkBeforeUpload({ name: 'run.exe', type: '', size: 10 }, UPLOAD_KINDS.file)).toBeDefined();
    expect(acceptOf(UPLOAD_KINDS.image)).toBe('image/jpeg,.jpg,image/png,.png');
    expect(extensionOf('../../etc/passwd.PNG')).toBe('png');
  });
});

describe('the server judges files by their bytes', () => {
  it('accepts pictures, videos and documents of their kind only', async () => {
    expect((await acceptedType(PNG, UPLOAD_KINDS.image, 'x.gif'))?.mime).toBe('image/png');
    expect((await acceptedType(JPG, UPLOAD_KINDS.avatar, 'x.png'))?.ext).toBe('jpg');
    expect((await acceptedType(MP4, UPLOAD_KINDS.video, 'x.mov'))?.mime).toBe('video/mp4');
    expect((await acceptedType(PDF, UPLOAD_KINDS.file, 'x.png'))?.ext).toBe('pdf');
    for (const bytes of [HTML, SVG, EXE, PDF, MP4, Buffer.alloc(0)])
      expect(await acceptedType(bytes, UPLOAD_KINDS.image, 'x.png')).toBeUndefined();
    for (const bytes of [HTML, SVG, EXE]) expect(await acceptedType(bytes, UPLOAD_KINDS.file, 'x.pdf')).toBeUndefined();
    expect(await acceptedType(PNG, UPLOAD_KINDS.video, 'x.mp4')).toBeUndefined();
  });

  it('recognises office documents, the name choosing only among what the container allows', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('a').addRow([1, 2, 3]);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    expect((await acceptedType(xlsx.subarray(0, 4100), UPLOAD_KINDS.file, 'whatever.bin'))?.ext).toBe('xlsx');
    expect(await acceptedType(xlsx, UPLOAD_KINDS.image, 'a.png')).toBeUndefined();
  });
});

describe('names and ranges', () => {
  it('makes object names of its own, and keeps client names as labels only', () => {
    const name = objectName('100001', 'png', 'Asia/Shanghai', new Date('2026-01-31T20:00:00Z'));
    expect(name).toMatch(/^100001\/2026\/02\/[0-9a-f]{32}\.png$/);
    expect(isObjectName(name)).toBe(true);
    for (const bad of [
      '100001/2026/02/../../x.png',
      '../000000/2026/01/aa.png',
      '100001/2026/02/' + 'a'.repeat(32) + '.png/..',
      '',
    ])
      expect(isObjectName(bad)).toBe(false);
    expect(cleanOriginalName('..\\..\\windows\\win.ini')).toBe('win.ini');
    expect(cleanOriginalName('a\u0000b\r\n.png')).toBe('ab.png');
    expect(cleanOriginalName('')).toBe('file');
  });

  it('reads one HTTP byte range', () => {
    expect(rangeOf(undefined, 10)).toBeUndefined();
    expect(rangeOf('bytes=0-3', 10)).toEqual({ start: 0, end: 3 });
    expect(rangeOf('bytes=4-', 10)).toEqual({ start: 4, end: 9 });
    expect(rangeOf('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(rangeOf('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(rangeOf('bytes=10-', 10)).toBe('unsatisfiable');
    expect(rangeOf('bytes=0-1,3-4', 10)).toBeUndefined();
  });

  it('refuses storage endpoints at cloud metadata services, not private MinIO hosts', () => {
    expect(endpointProblem('http://10.0.0.5:9000')).toBeUndefined();
    expect(endpointProblem('oss-cn-hangzhou.aliyuncs.com')).toBeUndefined();
    for (const bad of [
      'http://169.254.169.254',
      'http://100.100.100.200/latest',
      'http://metadata.google.internal',
      'http://user:pw@minio:9000',
    ])
      expect(endpointProblem(bad)).toBe('资源地址不可用');
    expect(endpointProblem('ftp://minio')).toBe('资源地址须以http://或https://开头');
  });
});
