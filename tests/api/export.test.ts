import { engineView } from '../../server/db/connection';
import { PassThrough } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import subject from '../../resources/subject/subject/schema';
import { creditCheckChar } from '../../resources/formats';
import { registerExportRoutes, TOO_MANY_ROWS, XLSX_TYPE } from '../../server/crud/export';
import { parseListParams } from '../../server/crud/list-params';
import { Repository } from '../../server/crud/repository';
import { CountCache } from '../../server/crud/versioned-cache';
import { syncResourceTables } from '../../server/db/table-sync';
import { defineResource } from '../../resources/types';
import type { RequestContext } from '../../server/http/access';
import { BASIC, call, login, useServer } from './harness';
import {
  addRole,
  createUser,
  dbOf,
  deptIdsByName,
  grantRole,
  menuIdsByCode,
  newRowId,
  roleIdsByAlias,
} from './auth-fixtures';
import { sheetRecords } from './xlsx';
import { SUBJECT } from './api-paths';

/**
 * The subject's Excel export: the list's filters and order, dictionary and state labels,
 * reference labels, dates as dates, the file name, the permission, the tenant, the row cap. The files
 * are opened with exceljs, as a person would open them with Excel.
 */
const DEMO = '100001';
// Small on purpose: every export here crosses several batches, and the cap is reachable.
const BATCH = 2;
const MAX_ROWS = 7;

const logLines: string[] = [];
const serverLog = new PassThrough().on('data', (chunk: Buffer) => logLines.push(chunk.toString()));
const s = useServer({ exportBatchRows: BATCH, exportMaxRows: MAX_ROWS, logLevel: 'error' }, { logStream: serverLog });
let platform: string, exporter: string, plain: string;
let platformDept: string;
let seq = 0;

const creditCode = () => {
  const first17 = `91330100MA${String(1000000 + seq++).slice(-7)}`;
  return first17 + creditCheckChar(first17);
};

async function addSubject(token: string, fields: Record<string, unknown>) {
  const body = {
    creditCode: creditCode(),
    legalPerson: '张三',
    contactPhone: '13800000000',
    address: '杭州市西湖区',
    ...fields,
  };
  const r = await call(s, `${SUBJECT}/submit`, { token, body });
  if (!r.body.success) throw new Error(`submit failed: ${JSON.stringify(r.body)}`);
  return r.body.data as { id: string };
}

async function download(token: string, query: Record<string, string> = {}, path = 'export', method = 'POST') {
  const res = await fetch(`${s.url}${SUBJECT}/${path}?${new URLSearchParams(query)}`, {
    method,
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Names in the order the list's `/page` shows them for the same parameters. */
async function pageNames(token: string, query: Record<string, string>) {
  const r = await call(s, `${SUBJECT}/page`, { token, query: { current: 1, size: 100, ...query } });
  return (r.body.data.records as { subjectName: string }[]).map((x) => x.subjectName);
}

beforeAll(async () => {
  platform = (await login(s)).access_token;
  platformDept = (await deptIdsByName(s, '000000'))['综合执法队'];

  // Business buttons are seeded by another part; a database without them gets the two this
  // test needs, as the platform administrator would add them in 菜单管理.
  const codes = ['subject_add', 'subject_export'];
  const buttons = await menuIdsByCode(s, codes);
  for (const [i, code] of codes.entries()) {
    if (buttons[i]) continue;
    const r = await call(s, '/api/blade-system/menu/submit', {
      token: platform,
      body: { parentId: '0', code, name: code, alias: code, sort: 1, category: 2, action: 1 },
    });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    buttons[i] = String(r.body.data.id);
  }
  const roles = await roleIdsByAlias(s, DEMO);
  await grantRole(s, platform, roles.inspector, buttons);
  // A role without any grant: signed in, but holding no subject button.
  const bare = await addRole(s, DEMO, 'bare', { roleName: '无权限', sort: 90 });
  await createUser(s, { tenantId: DEMO, account: 'exporter', password: 'Exporter#2026', roleIds: [roles.inspector] });
  await createUser(s, { tenantId: DEMO, account: 'plain', password: 'Plain#2026', roleIds: [bare] });
  exporter = (await login(s, 'exporter', 'Exporter#2026', DEMO)).access_token;
  plain = (await login(s, 'plain', 'Plain#2026', DEMO)).access_token;

  // Platform tenant: six subjects, three of market type 1, one paused, one with a department and dates.
  await addSubject(platform, {
    subjectName: '丙歌厅',
    marketType: 1,
    deptId: platformDept,
    openDate: '2024-03-15',
    regionCode: '330106',
  });
  await addSubject(platform, { subjectName: '甲网吧', marketType: 3 });
  const paused = await addSubject(platform, { subjectName: '乙歌厅', marketType: 1 });
  await addSubject(platform, { subjectName: '丁游艺厅', marketType: 2 });
  await addSubject(platform, { subjectName: '甲歌厅', marketType: 1, businessStatus: 2 });
  await addSubject(platform, { subjectName: '戊网吧', marketType: 3 });
  // The pause action is another part; the state is set as it would leave it.
  await dbOf(s).updateTable('biz_subject').set({ pauseStatus: 1 }).where('id', '=', paused.id).execute();
  // Demo tenant: its own subjects, never in the platform's file.
  await addSubject(exporter, { subjectName: '演示歌厅', marketType: 1 });
  await addSubject(exporter, { subjectName: '演示网吧', marketType: 3 });
}, 180_000);

describe('POST {base}/export', () => {
  it('answers an .xlsx named <label>-<yyyyMMddHHmmss>.xlsx, with an ASCII fallback name', async () => {
    const { res, bytes } = await download(platform, { marketType_equal: '1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(
      /^attachment; filename="subject-\d{14}\.xlsx"; filename\*=UTF-8''%E7%BB%8F%E8%90%A5%E4%B8%BB%E4%BD%93-\d{14}\.xlsx$/,
    );
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1])).toMatch(/^经营主体-\d{14}\.xlsx$/);
    // A zip (xlsx) file, not JSON.
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });

  it("has the declaration's columns, bold and frozen, with labels for codes, states, references and regions", async () => {
    const { bytes } = await download(platform, { marketType_equal: '1', ascs: 'subjectName' });
    const { sheet, header, rows } = await sheetRecords(bytes);
    expect(sheet.name).toBe('经营主体');
    expect(header).toEqual([
      '主体名称',
      '统一社会信用代码',
      '许可证号',
      '市场类型',
      '经营类别',
      '法定代表人',
      '联系电话',
      '经营地址',
      '所属部门',
      '所属区域',
      '经度',
      '纬度',
      '经营面积(㎡)',
      '开业日期',
      '经营状态',
      'NFC标签编号',
      '暂停状态',
      '暂停原因',
      '暂停人',
      '暂停时间',
      'NFC校验',
      '信用分',
      '信用等级',
      '备注',
      '创建时间',
    ]);
    // No uploads or server-only fields.
    expect(header).not.toContain('平面图');
    expect(header).not.toContain('门头照片');
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

    const byName = Object.fromEntries(rows.map((r) => [r['主体名称'], r]));
    expect(byName['丙歌厅']['市场类型']).toBe('歌舞娱乐场所');
    expect(byName['丙歌厅']['经营状态']).toBe('正常营业');
    expect(byName['甲歌厅']['经营状态']).toBe('停业整顿');
    expect(byName['丙歌厅']['暂停状态']).toBe('营业中');
    expect(byName['乙歌厅']['暂停状态']).toBe('已暂停');
    expect(byName['丙歌厅']['NFC校验']).toBe('未校验');
    expect(byName['丙歌厅']['所属部门']).toBe('综合执法队');
    expect(byName['乙歌厅']['所属部门']).toBeNull();
    // A region by its name, never its code.
    expect(byName['丙歌厅']['所属区域']).toBe('西湖区');
    expect(byName['乙歌厅']['所属区域']).toBeNull();
    expect(byName['丙歌厅']['法定代表人']).toBe('张三');
  });

  it('writes dates as Excel dates showing yyyy-MM-dd and yyyy-MM-dd HH:mm:ss', async () => {
    const { bytes } = await download(platform, { subjectName: '丙歌厅' });
    const { sheet, header, rows } = await sheetRecords(bytes);
    expect(rows).toHaveLength(1);
    const opened = sheet.getRow(2).getCell(header.indexOf('开业日期') + 1);
    expect(opened.value).toEqual(new Date(Date.UTC(2024, 2, 15)));
    expect(opened.numFmt).toBe('yyyy-mm-dd');
    const created = sheet.getRow(2).getCell(header.indexOf('创建时间') + 1);
    expect(created.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    // The wall-clock time of the wire, unchanged by time zones.
    const wire = (await call(s, `${SUBJECT}/page`, { token: platform, query: { subjectName: '丙歌厅' } })).body.data
      .records[0].createTime as string;
    expect((created.value as Date).toISOString().slice(0, 19).replace('T', ' ')).toBe(wire);
  });

  it("holds exactly the rows of the list's filter, in the list's order, across batches", async () => {
    const queries: Record<string, string>[] = [
      { marketType_equal: '1', ascs: 'subjectName' },
      { marketType_equal: '1', descs: 'subjectName' },
      { marketType_equal: '1' },
      { subjectName: '网吧' },
    ];
    for (const query of queries) {
      const { rows } = await sheetRecords((await download(platform, query)).bytes);
      const names = rows.map((r) => r['主体名称']);
      expect(names, JSON.stringify(query)).toEqual(await pageNames(platform, query));
      expect(names.length).toBeGreaterThan(1);
    }
    const { rows } = await sheetRecords(
      (await download(platform, { marketType_equal: '1', ascs: 'subjectName' })).bytes,
    );
    expect(rows.map((r) => r['主体名称']).sort()).toEqual(['丙歌厅', '乙歌厅', '甲歌厅'].sort());
    expect(rows.every((r) => r['市场类型'] === '歌舞娱乐场所')).toBe(true);
  });

  it('the newest-first order walks every row once (keyset batches of two)', async () => {
    const { rows } = await sheetRecords((await download(platform)).bytes);
    const names = rows.map((r) => r['主体名称']);
    expect(names).toEqual(await pageNames(platform, {}));
    expect(new Set(names).size).toBe(6);
  });

  it('keeps markup characters as text and drops what XML cannot hold', async () => {
    await addSubject(platform, { subjectName: '<甲&乙> "演出" \'厅\'', marketType: 5, remark: 'a\u0001b\tc\nd' });
    const { rows } = await sheetRecords((await download(platform, { marketType_equal: '5' })).bytes);
    expect(rows).toHaveLength(1);
    expect(rows[0]['主体名称']).toBe('<甲&乙> "演出" \'厅\'');
    expect(rows[0]['备注']).toBe('ab\tc\nd');
    expect(rows[0]['市场类型']).toBe('演出场所');
  });

  it('answers the JSON envelope for a bad parameter, before any byte of a file', async () => {
    const { res, bytes } = await download(platform, { marketType_equal: 'x' });
    expect(res.status).toBe(400);
    expect(JSON.parse(bytes.toString())).toEqual({
      code: 400,
      success: false,
      data: null,
      msg: '查询参数格式错误: marketType_equal 应为整数',
    });
  });

  it('refuses more rows than the configured maximum, with a message to narrow the query', async () => {
    await addSubject(platform, { subjectName: '己歌厅', marketType: 1 });
    await addSubject(platform, { subjectName: '庚歌厅', marketType: 1 });
    const { res, bytes } = await download(platform);
    const body = JSON.parse(bytes.toString());
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect(body).toMatchObject({ code: 400, success: false, data: null });
    expect(body.msg).toContain(TOO_MANY_ROWS);
    expect(body.msg).toContain(`${MAX_ROWS}`);
    // Narrowed, it goes through.
    const narrowed = await download(platform, { marketType_equal: '3' });
    expect(narrowed.res.status).toBe(200);
  });
});

describe('who may export what', () => {
  it('refuses a signed-in user without subject_export', async () => {
    const { res, bytes } = await download(plain, { marketType_equal: '1' });
    expect(res.status).toBe(403);
    expect(JSON.parse(bytes.toString())).toEqual({ code: 403, success: false, data: null, msg: '缺失权限,请求被拒绝' });
    const anonymous = await fetch(`${s.url}${SUBJECT}/export`, { method: 'POST', headers: { Authorization: BASIC } });
    expect(anonymous.status).toBe(401);
  });

  it("a user holding subject_export gets their own tenant's rows only", async () => {
    const { res, bytes } = await download(exporter);
    expect(res.status).toBe(200);
    const names = (await sheetRecords(bytes)).rows.map((r) => r['主体名称']);
    expect(names.sort()).toEqual(['演示歌厅', '演示网吧'].sort());
    // And the platform's file never holds the demo tenant's rows.
    const platformNames = (await sheetRecords((await download(platform, { marketType_equal: '3' })).bytes)).rows.map(
      (r) => r['主体名称'],
    );
    expect(platformNames.length).toBeGreaterThan(0);
    expect(platformNames.some((n) => String(n).startsWith('演示'))).toBe(false);
  });

  it('GET serves the same file, with the same permission', async () => {
    const ok = await download(exporter, { marketType_equal: '1' }, 'export', 'GET');
    expect(ok.res.status).toBe(200);
    expect((await sheetRecords(ok.bytes)).rows.map((r) => r['主体名称'])).toEqual(['演示歌厅']);
    expect((await download(plain, {}, 'export', 'GET')).res.status).toBe(403);
  });

  it('a failure after the download began aborts it (the client sees a failed download) and is logged', async () => {
    // The database failing between two batches, injected once into the real repository.
    const repo = s.built.app.repo('subject');
    const original = repo.streamRows;
    repo.streamRows = async function* (...args: Parameters<typeof original>) {
      for await (const batch of original.apply(repo, args)) {
        yield batch;
        throw new Error('connection lost');
      }
    };
    try {
      const res = await fetch(`${s.url}${SUBJECT}/export?marketType_equal=1`, {
        method: 'POST',
        headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${platform}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
      await expect(res.arrayBuffer()).rejects.toThrow();
    } finally {
      repo.streamRows = original;
    }
    await expect.poll(() => logLines.join('')).toContain('export failed after the download began');
    expect(logLines.join('')).toContain('connection lost');
    // And the next export is whole.
    expect((await download(platform, { marketType_equal: '3' })).res.status).toBe(200);
  });

  it('a client that goes away mid-download leaves the server serving', async () => {
    const controller = new AbortController();
    const res = await fetch(`${s.url}${SUBJECT}/export?marketType_equal=3`, {
      method: 'POST',
      headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${platform}` },
      signal: controller.signal,
    });
    controller.abort();
    await res.arrayBuffer().catch(() => undefined);
    const again = await download(platform, { marketType_equal: '3' });
    expect(again.res.status).toBe(200);
  });
});

describe('the keyset walk behind the export', () => {
  // A table of its own with sort keys that repeat and are missing, the cases a seek gets wrong.
  const probe = defineResource({
    name: 'exportProbe',
    label: '导出探针',
    table: 'test_export_probe',
    base: '/api/test/export-probe',
    tenantScoped: false,
    fields: [
      { name: 'title', label: '标题', type: 'string', sortable: true },
      { name: 'rank', label: '名次', type: 'int', sortable: true },
      { name: 'due', label: '期限', type: 'date', sortable: true },
    ],
  });
  const ctx = {
    tenantId: '000000',
    userId: '1',
    deptId: '1',
    isAdministrator: true,
    dataScopes: new Map(),
    perms: new Set(),
    roleIds: [],
    roleAliases: [],
  } as unknown as RequestContext;

  it('reads every row once, in the page order, for every order and batch size', async () => {
    const { db } = s.built.app.database;
    await syncResourceTables(db, [probe]);
    const titles = ['b', 'a', null, 'b', 'c', null, 'a', 'b'];
    const ranks = [3, null, 1, 3, null, 2, 1, 3];
    const dues = ['2024-01-02', null, '2024-01-01', '2024-01-02', '2024-01-03', null, null, '2024-01-01'];
    await engineView(db)
      .insertInto(probe.table)
      .values(
        titles.map((title, i) => ({
          id: newRowId(),
          title,
          rank: ranks[i],
          due: dues[i],
          status: 1,
          isDeleted: 0,
          // Two rows share a creation time: the id breaks the tie.
          createTime: `2024-05-01 10:00:0${Math.min(i, 6)}`,
        })),
      )
      .execute();
    const repo = new Repository(probe, db, s.built.app.feed, new CountCache(() => 0));
    const orders: Record<string, string>[] = [
      {},
      { ascs: 'title' },
      { descs: 'title' },
      { ascs: 'rank' },
      { descs: 'rank' },
      { ascs: 'due' },
      { descs: 'due' },
      { ascs: 'title', descs: 'rank' },
      { ascs: 'rank,due' },
      { ascs: 'createTime' },
    ];
    for (const query of orders) {
      const expected = (await repo.page(ctx, parseListParams(probe, { ...query, size: '100' }))).records.map(
        (r) => r.id,
      );
      expect(expected).toHaveLength(titles.length);
      for (const batch of [1, 2, 3, 100]) {
        const walked: unknown[] = [];
        for await (const rows of repo.streamRows(ctx, parseListParams(probe, query), batch))
          walked.push(...rows.map((r) => r.id));
        expect(walked, `${JSON.stringify(query)} batch ${batch}`).toEqual(expected);
      }
    }
  });
});

describe('declared export aliases', () => {
  it('serves `export` and every alias (exportExcel) with the export permission; no route without `export`', () => {
    const routes: Array<{ method: string; url: string; access: unknown }> = [];
    const app = {
      post: (url: string, opts: { config: { access: unknown } }) =>
        routes.push({ method: 'POST', url, access: opts.config.access }),
      get: (url: string, opts: { config: { access: unknown } }) =>
        routes.push({ method: 'GET', url, access: opts.config.access }),
      config: s.built.app.config,
      db: s.built.app.db,
      repos: s.built.app.repos,
    } as unknown as FastifyInstance;
    const repoOf = (def: object) => ({ def }) as unknown as Repository;
    registerExportRoutes(app, repoOf({ ...subject, exportAliases: ['exportExcel'] }));
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      `GET ${SUBJECT}/export`,
      `GET ${SUBJECT}/exportExcel`,
      `POST ${SUBJECT}/export`,
      `POST ${SUBJECT}/exportExcel`,
    ]);
    expect(routes.every((r) => JSON.stringify(r.access) === JSON.stringify({ perm: 'subject_export' }))).toBe(true);
    routes.length = 0;
    registerExportRoutes(app, repoOf({ ...subject, operations: ['list', 'page'] }));
    expect(routes).toEqual([]);
  });
});
