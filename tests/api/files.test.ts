import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, call, login, startServer, type TestServer } from './harness';
import { dbOf, newRowId } from './auth-fixtures';
import { tenantStaff } from './tenant-staff';
import { enabledConfigIds } from './config-rows';
import {
  attachCount,
  download,
  HTML_BYTES,
  PLAN_IMAGE,
  PNG_1X1,
  PUT_FILE,
  putImage,
  pngOfSize,
  storedFiles,
  subjectBody,
  upload,
  uploadPlanImage,
} from './files-fixtures';

/**
 * Uploads on the local disk driver (docs/spec.md §5 image rules, §7 OSS and attach): put-file answers Blade's
 * BladeFile and records the attach row; files are checked by content and size, stored under names
 * of ours, served with their type and nosniff to their tenant only; the subject's plan image.
 */
const IMAGE_MESSAGE = '只能上传jpg/png文件，且不超过10M';
const AVATAR_MESSAGE = '上传头像图片只能是 JPG/PNG 格式，且不超过 500KB';
const NOT_FOUND = { code: 404, success: false, data: null, msg: '文件不存在' };

let s: TestServer;
let a: string; // platform administrator, tenant 000000
let b: string; // admin of the demo tenant 100001
let reader: string; // an inspector of 100001: reads subjects, holds no edit or oss button

beforeAll(async () => {
  // A small video limit, so the configured limit can be crossed in a test.
  s = await startServer({ uploadVideoMaxBytes: 1024 * 1024 });
  a = (await login(s)).access_token;
  b = (await login(s, 'admin', undefined, '100001')).access_token;
  reader = (await (await tenantStaff(s, '100001')).add('files_reader', 'inspector', null)).token;
});
afterAll(async () => s?.close());

/** What must not change when an upload is refused: attach rows and stored files. */
async function snapshot() {
  return { rows: await attachCount(s), files: await storedFiles(s) };
}

describe('put-file', () => {
  it('stores a real PNG, answers BladeFile, records the attach row and serves it to its tenant', async () => {
    const r = await putImage(s, a, PNG_1X1, '平面图.png');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, success: true });
    const file = r.body.data;
    expect(Object.keys(file).sort()).toEqual(['attachId', 'domain', 'link', 'name', 'originalName']);
    expect(file.originalName).toBe('平面图.png');
    expect(file.name).toMatch(/^000000\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(file.domain).toBe('/api/blade-resource/oss/file');
    expect(file.link).toBe(`${file.domain}/${file.name}`);

    const row = await call(s, '/api/blade-resource/attach/detail', { token: a, query: { id: file.attachId } });
    expect(row.body.data).toMatchObject({
      id: file.attachId,
      tenantId: '000000',
      link: file.link,
      name: file.name,
      originalName: '平面图.png',
      extension: 'png',
      attachSize: PNG_1X1.length,
      contentType: 'image/png',
      kind: 'image',
    });
    expect(row.body.data.createUser).toMatch(/^\d+$/);
    const page = await call(s, '/api/blade-resource/attach/page', { token: a, query: { originalName: '平面图' } });
    expect(page.body.data.records.map((x: { id: string }) => x.id)).toContain(file.attachId);

    const got = await download(s, file.link, { token: a });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-disposition')).toBe('inline');
    expect(got.bytes.equals(PNG_1X1)).toBe(true);
  });

  it('refuses the file to another tenant, and to nobody signed in, with the full envelope', async () => {
    const { body } = await putImage(s, a, PNG_1X1, 'a.png');
    const other = await download(s, body.data.link, { token: b });
    expect(other.status).toBe(404);
    expect(other.json).toEqual(NOT_FOUND);
    expect(other.bytes.includes(PNG_1X1)).toBe(false);
    // The same object name under the other tenant's prefix is no way around it either.
    const renamed = await download(s, body.data.link.replace('/000000/', '/100001/'), { token: b });
    expect(renamed.json).toEqual(NOT_FOUND);
    const anonymous = await download(s, body.data.link);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({ code: 401, success: false, data: null, msg: '缺失令牌,鉴权失败' });
    const forged = await download(s, body.data.link, { cookie: 'blade_file=not.a.token' });
    expect(forged.status).toBe(401);
    // And the other way round: tenant B's upload is neither served to nor listed for tenant A.
    const theirs = await putImage(s, b, PNG_1X1, 'b.png');
    expect(theirs.body.data.name).toMatch(/^100001\//);
    expect((await download(s, theirs.body.data.link, { token: b })).status).toBe(200);
    expect((await download(s, theirs.body.data.link, { token: a })).json).toEqual(NOT_FOUND);
    const detail = await call(s, '/api/blade-resource/attach/detail', {
      token: a,
      query: { id: theirs.body.data.attachId },
    });
    expect(detail.body).toEqual({ code: 200, success: true, data: null, msg: '暂无承载数据' });
    const page = await call(s, '/api/blade-resource/attach/page', { token: a, query: { size: 200 } });
    expect(page.body.data.records.map((x: { id: string }) => x.id)).not.toContain(theirs.body.data.attachId);
  });

  it('serves byte ranges (video seeking) and refuses ranges past the end', async () => {
    const { body } = await putImage(s, a, PNG_1X1, 'a.png');
    const part = await download(s, body.data.link, { token: a, headers: { Range: 'bytes=1-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1-3/${PNG_1X1.length}`);
    expect(part.bytes.toString('latin1')).toBe('PNG');
    const past = await download(s, body.data.link, { token: a, headers: { Range: `bytes=${PNG_1X1.length}-` } });
    expect(past.status).toBe(416);
  });

  it('refuses a disguised file (HTML named x.png) with the message and leaves nothing behind', async () => {
    const before = await snapshot();
    for (const query of [{ kind: 'image' }, { kind: 'avatar' }, { kind: 'file' }, {} as Record<string, string>]) {
      const r = await upload(s, PUT_FILE, { token: a, bytes: HTML_BYTES, fileName: 'x.png', type: 'image/png', query });
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.body.success).toBe(false);
    }
    const image = await putImage(s, a, HTML_BYTES, 'x.png');
    expect(image.body).toEqual({ code: 400, success: false, data: null, msg: IMAGE_MESSAGE });
    // An executable is no picture either, whatever its name says.
    const exe = await putImage(s, a, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]), 'x.jpg');
    expect(exe.body.msg).toBe(IMAGE_MESSAGE);
    const empty = await putImage(s, a, Buffer.alloc(0), 'x.png');
    expect(empty.body.msg).toBe(IMAGE_MESSAGE);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an image one byte over 10M, cut while streaming, and leaves nothing behind', async () => {
    const before = await snapshot();
    const r = await putImage(s, a, pngOfSize(10 * 1024 * 1024 + 1), 'big.png');
    expect(r.body).toEqual({ code: 400, success: false, data: null, msg: IMAGE_MESSAGE });
    expect(await snapshot()).toEqual(before);
    const exact = await putImage(s, a, pngOfSize(10 * 1024 * 1024), 'big.png');
    expect(exact.body.success).toBe(true);
  });

  it('answers an endless "picture" after reading little more than the limit, and closes the connection', async () => {
    // A client announcing a 2 GB file: the server must refuse it while it streams, not after.
    const url = new URL(s.url);
    const boundary = 'files-test-boundary';
    const before = await snapshot();
    const outcome = await new Promise<{ status: number; body: string; sentBytes: number }>((resolve, reject) => {
      const req = http.request({
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: `${PUT_FILE}?kind=image`,
        headers: {
          Authorization: BASIC,
          'Blade-Auth': `bearer ${a}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
        },
      });
      let sentBytes = 0;
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sentBytes }));
      });
      req.on('error', (e) => {
        if (!answered) reject(e);
      }); // EPIPE once the server has closed: expected
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      req.write(PNG_1X1.subarray(0, 33));
      const chunk = Buffer.alloc(1024 * 1024);
      const pump = () => {
        while (!answered && sentBytes < 2 * 1024 ** 3) {
          sentBytes += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
      };
      pump();
    });
    expect(outcome.status).toBe(400);
    expect(JSON.parse(outcome.body)).toEqual({ code: 400, success: false, data: null, msg: IMAGE_MESSAGE });
    expect(outcome.sentBytes).toBeLessThan(64 * 1024 * 1024);
    expect(await snapshot()).toEqual(before);
  }, 30_000);

  it('holds avatars to png/jpeg of at most 500KB', async () => {
    // Tenant B's administrator changes the avatar, as the profile page does.
    const putAvatar = (bytes: Buffer) =>
      upload(s, PUT_FILE, { token: b, bytes, fileName: 'me.png', query: { kind: 'avatar' } });
    const ok = await putAvatar(pngOfSize(500 * 1024));
    expect(ok.body.success).toBe(true);
    expect(ok.body.data.name).toMatch(/^100001\//);
    const before = await snapshot();
    const big = await putAvatar(pngOfSize(500 * 1024 + 1));
    expect(big.body).toEqual({ code: 400, success: false, data: null, msg: AVATAR_MESSAGE });
    const pdf = await putAvatar(Buffer.from('%PDF-1.4\n%\n1 0 obj\n'));
    expect(pdf.body.msg).toBe(AVATAR_MESSAGE);
    expect(await snapshot()).toEqual(before);
  });

  it('takes mp4 videos up to the configured size, served inline for the player', async () => {
    const mp4 = (size: number) =>
      Buffer.concat([
        Buffer.from([0, 0, 0, 0x20]),
        Buffer.from('ftypisom'),
        Buffer.from([0, 0, 2, 0]),
        Buffer.from('isomiso2avc1mp41'),
        Buffer.alloc(size - 32),
      ]);
    const putVideo = (bytes: Buffer, fileName: string) =>
      upload(s, PUT_FILE, { token: a, bytes, fileName, type: 'video/mp4', query: { kind: 'video' } });
    const r = await putVideo(mp4(4096), '巡查.mp4');
    expect(r.body.data.name).toMatch(/\.mp4$/);
    const got = await download(s, r.body.data.link, { token: a, headers: { Range: 'bytes=0-' } });
    expect(got.status).toBe(206);
    expect(got.headers.get('content-type')).toBe('video/mp4');
    expect(got.headers.get('content-disposition')).toBe('inline');
    expect(got.headers.get('accept-ranges')).toBe('bytes');
    const before = await snapshot();
    const big = await putVideo(mp4(1024 * 1024 + 1), 'big.mp4');
    expect(big.body).toEqual({ code: 400, success: false, data: null, msg: '只能上传mp4视频，且不超过1M' });
    const picture = await putVideo(PNG_1X1, 'x.mp4');
    expect(picture.body.msg).toBe('只能上传mp4视频，且不超过1M');
    expect(await snapshot()).toEqual(before);
  });

  it('takes the kind from a declared field, and refuses unknown kinds and fields', async () => {
    // An upload of x.png for a field of the subject form.
    const forField = (bytes: Buffer, field: string) =>
      upload(s, PUT_FILE, { token: a, bytes, fileName: 'x.png', query: { resource: 'subject', field } });
    const field = await forField(HTML_BYTES, 'photos');
    expect(field.body.msg).toBe(IMAGE_MESSAGE);
    const good = await forField(PNG_1X1, 'photos');
    expect(good.body.success).toBe(true);
    const notUpload = await forField(PNG_1X1, 'subjectName');
    expect(notUpload.body).toEqual({ code: 400, success: false, data: null, msg: '上传字段不正确' });
    const kind = await upload(s, PUT_FILE, { token: a, bytes: PNG_1X1, fileName: 'x.png', query: { kind: 'svg' } });
    expect(kind.body.msg).toBe('上传类型不正确');
  });

  it('serves documents as attachments under the client name, typed by content', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
    const r = await upload(s, PUT_FILE, {
      token: a,
      bytes: pdf,
      fileName: '检查报告.pdf',
      type: 'application/pdf',
      query: { kind: 'file' },
    });
    expect(r.body.data.name).toMatch(/\.pdf$/);
    const got = await download(s, r.body.data.link, { token: a });
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('检查报告.pdf')}`,
    );
  });

  it("never turns a client's file name into a path", async () => {
    const before = await storedFiles(s);
    const r = await putImage(s, a, PNG_1X1, '../../etc/passwd.png');
    expect(r.body.success).toBe(true);
    expect(r.body.data.name).toMatch(/^000000\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(r.body.data.link).not.toMatch(/etc|passwd|\.\./);
    expect(r.body.data.originalName).toBe('passwd.png');
    const added = (await storedFiles(s)).filter((f) => !before.includes(f));
    expect(added).toEqual([r.body.data.name]);
    // A traversal in the file route's path matches no object name.
    const probe = await download(s, '/api/blade-resource/oss/file/000000/..%2F..%2Fetc%2Fpasswd', { token: a });
    expect(probe.status).toBe(404);
  });

  it('sets a file cookie on authenticated answers that opens files of its tenant only, until logout', async () => {
    const session = await login(s);
    const res = await fetch(`${s.url}/api/blade-system/menu/routes`, {
      headers: {
        Authorization: 'Basic ' + Buffer.from('saber:saber_secret').toString('base64'),
        'Blade-Auth': `bearer ${session.access_token}`,
      },
    });
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(
      /^blade_file=[\w-]+\.[\w-]+\.[\w-]+; Path=\/api\/blade-resource\/oss\/file; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );
    const cookie = setCookie.split(';')[0];
    const { body } = await putImage(s, a, PNG_1X1, 'a.png');
    const withCookie = await download(s, body.data.link, { cookie });
    expect(withCookie.status).toBe(200);
    expect(withCookie.bytes.equals(PNG_1X1)).toBe(true);

    // Tenant B's cookie does not open tenant A's file.
    const resB = await fetch(`${s.url}/api/blade-system/menu/routes`, {
      headers: {
        Authorization: 'Basic ' + Buffer.from('saber:saber_secret').toString('base64'),
        'Blade-Auth': `bearer ${b}`,
      },
    });
    const cookieB = (resB.headers.get('set-cookie') ?? '').split(';')[0];
    expect(cookieB).toMatch(/^blade_file=/);
    expect((await download(s, body.data.link, { cookie: cookieB })).json).toEqual(NOT_FOUND);

    // The cookie is no access token: it opens no API route.
    const api = await fetch(`${s.url}/api/blade-system/param/page`, {
      headers: {
        Authorization: 'Basic ' + Buffer.from('saber:saber_secret').toString('base64'),
        'Blade-Auth': `bearer ${cookie.slice('blade_file='.length)}`,
      },
    });
    expect(api.status).toBe(401);

    await call(s, '/api/blade-auth/oauth/logout', { token: session.access_token });
    const after = await download(s, body.data.link, { cookie });
    expect(after.status).toBe(401);
  });
});

describe('attach', () => {
  it('removing an attach row deletes its stored object; another tenant cannot remove it', async () => {
    const { body } = await putImage(s, a, PNG_1X1, 'gone.png');
    const foreign = await call(s, '/api/blade-resource/attach/remove', {
      token: b,
      method: 'POST',
      query: { ids: body.data.attachId },
    });
    expect(foreign.body.success).toBe(false);
    expect((await download(s, body.data.link, { token: a })).status).toBe(200);
    expect(await storedFiles(s)).toContain(body.data.name);

    const removed = await call(s, '/api/blade-resource/attach/remove', {
      token: a,
      method: 'POST',
      query: { ids: body.data.attachId },
    });
    expect(removed.body).toMatchObject({ code: 200, success: true });
    expect(await storedFiles(s)).not.toContain(body.data.name);
    expect((await download(s, body.data.link, { token: a })).json).toEqual(NOT_FOUND);
  });

  it("submit only renames an upload: no insert, no other field, not another tenant's", async () => {
    const refused = await call(s, '/api/blade-resource/attach/submit', {
      token: a,
      body: { link: '/x', name: 'x', originalName: 'x.png' },
    });
    expect(refused.body).toEqual({ code: 400, success: false, data: null, msg: '附件只能通过上传新增' });

    const { body } = await putImage(s, a, PNG_1X1, 'old.png');
    const id = body.data.attachId;
    const renamed = await call(s, '/api/blade-resource/attach/submit', {
      token: a,
      body: { id, originalName: '门头.png', name: 'other/object.png', link: 'https://evil.example/x.png' },
    });
    expect(renamed.body).toMatchObject({ code: 200, success: true });
    const row = (await call(s, '/api/blade-resource/attach/detail', { token: a, query: { id } })).body.data;
    // The stored object and its link are the server's: only the shown name changed.
    expect(row).toMatchObject({ originalName: '门头.png', name: body.data.name, link: body.data.link });

    const foreign = await call(s, '/api/blade-resource/attach/submit', {
      token: b,
      body: { id, originalName: 'mine.png' },
    });
    expect(foreign.body).toMatchObject({ success: false, data: null });
    expect(
      (await call(s, '/api/blade-resource/attach/detail', { token: a, query: { id } })).body.data.originalName,
    ).toBe('门头.png');
  });
});

describe('subject plan image', () => {
  it('stores the image, records the attach row and sets planImage in one step', async () => {
    const created = await call(s, '/api/subject/subject/submit', { token: a, body: subjectBody() });
    expect(created.body.success).toBe(true);
    const id = created.body.data.id;
    const rows = await attachCount(s, '000000');
    const listed = async () =>
      (
        await call(s, '/api/blade-resource/attach/page', { token: a, query: { current: 1, size: 100 } })
      ).body.data.records.map((x: { id: string }) => x.id);
    await listed(); // the first page is now cached on the attach table's change counter
    const r = await uploadPlanImage(s, a, id, PNG_1X1);
    expect(r.body).toMatchObject({ code: 200, success: true });
    expect(r.body.data.link).toMatch(/^\/api\/blade-resource\/oss\/file\/000000\//);
    expect(r.body.data.record).toMatchObject({ id, planImage: r.body.data.link });
    expect(await attachCount(s, '000000')).toBe(rows + 1);
    const detail = await call(s, '/api/subject/subject/detail', { token: a, query: { id } });
    expect(detail.body.data.planImage).toBe(r.body.data.link);
    // The attach list sees the new row at once (its change counter moved with the subject's).
    expect(await listed()).toContain(r.body.data.attachId);
    expect((await download(s, r.body.data.link, { token: a })).status).toBe(200);

    // The id may come in the query too, and the file part before or after it.
    const again = await upload(s, PLAN_IMAGE, { token: a, bytes: PNG_1X1, fileName: 'plan2.png', query: { id } });
    expect(again.body.data.record.planImage).toBe(again.body.data.link);
  });

  it("refuses another tenant's subject, a disguised or oversize file, and leaves nothing behind", async () => {
    const db = dbOf(s);
    const foreignId = newRowId();
    await db
      .insertInto('biz_subject')
      .values({ id: foreignId, tenantId: '100001', ...subjectBody() })
      .execute();
    const own = (await call(s, '/api/subject/subject/submit', { token: a, body: subjectBody() })).body.data.id;
    const before = await snapshot();

    const foreign = await uploadPlanImage(s, a, foreignId, PNG_1X1);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ code: 404, success: false, data: null, msg: '数据不存在' });
    const row = await db
      .selectFrom('biz_subject')
      .select('planImage')
      .where('id', '=', foreignId)
      .executeTakeFirstOrThrow();
    expect(row.planImage).toBeNull();

    const disguised = await uploadPlanImage(s, a, own, HTML_BYTES);
    expect(disguised.body).toEqual({ code: 400, success: false, data: null, msg: IMAGE_MESSAGE });
    const big = await uploadPlanImage(s, a, own, pngOfSize(10 * 1024 * 1024 + 1));
    expect(big.body.msg).toBe(IMAGE_MESSAGE);
    const missing = await upload(s, PLAN_IMAGE, { token: a, bytes: PNG_1X1, fileName: 'plan.png' });
    expect(missing.status).toBe(404);
    expect(await snapshot()).toEqual(before);
    expect(
      (await call(s, '/api/subject/subject/detail', { token: a, query: { id: own } })).body.data.planImage,
    ).toBeNull();
  });

  it('needs subject_edit', async () => {
    const r = await uploadPlanImage(s, reader, '1', PNG_1X1);
    expect(r.status).toBe(403);
  });
});

describe('oss', () => {
  const OSS = '/api/blade-resource/oss';
  const config = (code: string) => ({
    category: 1,
    ossCode: code,
    endpoint: 'http://127.0.0.1:9',
    accessKey: 'ak',
    secretKey: 'sk-secret',
    bucketName: 'bucket',
  });

  it('never answers the secret key, keeps it on an update without one, and wants it on insert', async () => {
    const noSecret = await call(s, `${OSS}/submit`, { token: a, body: { ...config('nosecret'), secretKey: '' } });
    expect(noSecret.body).toEqual({ code: 400, success: false, data: null, msg: '请输入secretKey' });
    const created = await call(s, `${OSS}/submit`, { token: a, body: config(`keep-${Date.now()}`) });
    expect(created.body.success).toBe(true);
    expect(JSON.stringify(created.body)).not.toContain('sk-secret');
    const id = created.body.data.id;
    expect(created.body.data.status).toBe(1);
    await call(s, `${OSS}/submit`, { token: a, body: { id, remark: '改备注' } });
    const db = dbOf(s);
    expect(
      (await db.selectFrom('blade_oss').select('secretKey').where('id', '=', id).executeTakeFirstOrThrow()).secretKey,
    ).toBe('sk-secret');
    for (const path of ['page', 'list'])
      expect(JSON.stringify((await call(s, `${OSS}/${path}`, { token: a })).body)).not.toContain('sk-secret');
    expect(JSON.stringify((await call(s, `${OSS}/detail`, { token: a, query: { id } })).body)).not.toContain(
      'sk-secret',
    );
    // submit cannot switch a store on.
    await call(s, `${OSS}/submit`, { token: a, body: { id, status: 2 } });
    expect((await call(s, `${OSS}/detail`, { token: a, query: { id } })).body.data.status).toBe(1);
  });

  it('refuses endpoints at the cloud metadata services', async () => {
    const r = await call(s, `${OSS}/submit`, {
      token: a,
      body: { ...config('meta'), endpoint: 'http://169.254.169.254' },
    });
    expect(r.body).toMatchObject({ success: false, msg: '资源地址不可用' });
  });

  it('enable keeps one enabled store per tenant, and leaves other tenants alone', async () => {
    const db = dbOf(s);
    const theirs = newRowId();
    await db
      .insertInto('blade_oss')
      .values({
        id: theirs,
        tenantId: '100001',
        category: 1,
        ossCode: 'theirs',
        endpoint: 'http://127.0.0.1:9',
        accessKey: 'x',
        secretKey: 'y',
        bucketName: 'b',
        status: 2,
      })
      .execute();
    const ids: string[] = [];
    for (const n of [1, 2, 3])
      ids.push((await call(s, `${OSS}/submit`, { token: a, body: config(`en-${n}-${Date.now()}`) })).body.data.id);
    const enabledOf = () => enabledConfigIds(s, 'blade_oss');

    for (const id of ids) {
      const r = await call(s, `${OSS}/enable`, { token: a, method: 'POST', query: { id } });
      expect(r.body).toMatchObject({ code: 200, success: true });
      expect(await enabledOf()).toEqual([id]);
    }
    // Concurrent enables of different rows still end with exactly one.
    await Promise.all(ids.map((id) => call(s, `${OSS}/enable`, { token: a, method: 'POST', query: { id } })));
    expect(await enabledOf()).toHaveLength(1);
    const list = await call(s, `${OSS}/page`, { token: a, query: { status_equal: 2 } });
    expect(list.body.data.records).toHaveLength(1);

    expect(
      (await db.selectFrom('blade_oss').select('status').where('id', '=', theirs).executeTakeFirstOrThrow()).status,
    ).toBe(2);
    const foreign = await call(s, `${OSS}/enable`, { token: a, method: 'POST', query: { id: theirs } });
    expect(foreign.body).toEqual({ code: 404, success: false, data: null, msg: '数据不存在' });
    const denied = await call(s, `${OSS}/enable`, { token: reader, method: 'POST', query: { id: theirs } });
    expect(denied.status).toBe(403);

    // Leave the platform tenant on the local disk for the other tests of this file.
    await db.updateTable('blade_oss').set({ status: 1 }).where('tenantId', '=', '000000').execute();
  });
});
