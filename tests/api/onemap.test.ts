import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../server/crud/no-past';
import { QUERY_COUNT_HEADER } from '../../server/http/query-count-seam';
import { tileOrigins } from '../../server/domains/onemap/tiles';
import { BASIC, call, login, startServer, type TestServer } from './harness';
import { ownDeptScope, roleIdsByAlias } from './auth-fixtures';
import { okCalls } from './business-calls';
import { closedMonths } from './closed-months';
import { selfCheckCalls } from './self-checks';
import { tenantStaff, type TenantStaff } from './tenant-staff';
import { COMPLAINT, SUBJECT } from './api-paths';

/**
 * The one map: queryLayer puts the located subjects in layers by market type with their
 * state (paused, open finding, open warning, normal: worst wins) computed from the real tables, sta
 * counts them per layer, state and region; tenant and data scope, filters, the cap, and that a write
 * moves a subject's colour at once.
 */
const A = '100001';

const today = todayIn();
const { M1 } = closedMonths(today);

let s: TestServer;
let platform: string, admin: string, marketAdmin: string, inspector: string;
let staff: TenantStaff;
const ids: Record<string, string> = {};

const calls = okCalls(() => s);
const { ok, get } = calls;
const checks = selfCheckCalls(() => s, M1);
// Subjects here stand in 西湖区 at a point on the map unless a test says otherwise.
const addSubject = (token: string, name: string, over: Record<string, unknown> = {}) =>
  calls.addSubject(token, name, { regionCode: '330106', longitude: 120.11, latitude: 30.27, ...over });
const addComplaint = async (token: string, subjectId: string) =>
  (
    await ok(`${COMPLAINT}/submit`, token, {
      subjectId,
      category: 2,
      description: '酒水价格与价目表不符',
      consumerName: '李女士',
      consumerPhone: '13912345678',
    })
  ).id as string;

interface MapSubject {
  id: string;
  subjectName: string;
  marketType: number;
  status: number;
  longitude: number;
  latitude: number;
}
interface LayerAnswer {
  total: number;
  returned: number;
  truncated: boolean;
  layers: Array<{ marketType: number; count: number; subjects: MapSubject[] }>;
}

async function layer(token: string, query: Record<string, string | number> = {}): Promise<LayerAnswer> {
  return get(`${SUBJECT}/queryLayer`, token, query);
}
/** Subject name → state, of the subjects the answer carries. */
async function states(token: string, query: Record<string, string | number> = {}) {
  const answer = await layer(token, query);
  return Object.fromEntries(answer.layers.flatMap((l) => l.subjects).map((x) => [x.subjectName, x.status]));
}

beforeAll(async () => {
  // A tile server configured (never fetched by the API): its host must reach the CSP, and map-settings.
  s = await startServer({
    mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png?key={tk}',
    mapTileKey: 'k 1',
    mapTileSubdomains: 'ab',
  });
  platform = (await login(s)).access_token;
  staff = await tenantStaff(s, A);
  admin = (await staff.add('mapadmin', 'admin', '执法一中队', '陈管理')).token;
  marketAdmin = (await staff.add('mapmarket', 'admin', '市场管理科', '周科员')).token;
  inspector = (await staff.add('mapinsp', 'inspector', '执法一中队', '刘检查')).token;

  ids.normal = await addSubject(admin, '正常的书店', {
    marketType: 2,
    regionCode: '330108',
    longitude: 120.2,
    latitude: 30.19,
  });
  ids.paused = await addSubject(admin, '暂停的歌厅');
  ids.finding = await addSubject(admin, '被投诉的酒吧');
  ids.warning = await addSubject(admin, '未自查的网吧');
  ids.closed = await addSubject(admin, '投诉已办结的影院');
  ids.unlocated = await addSubject(admin, '没有坐标的剧场', { longitude: null, latitude: null });
  ids.market = await addSubject(marketAdmin, '市场科登记的歌厅', {
    regionCode: '330102',
    longitude: 120.19,
    latitude: 30.26,
  });

  // Paused, with an open complaint too: paused is the worse state and wins.
  await ok(`${SUBJECT}/pause`, admin, { pauseReason: '消防整改' }, { ids: ids.paused });
  await addComplaint(admin, ids.paused);
  ids.openComplaint = await addComplaint(admin, ids.finding);
  // A complaint declined (不予受理) is closed: its subject stays normal.
  const declined = await addComplaint(admin, ids.closed);
  await ok(`${COMPLAINT}/reject`, admin, { id: declined, replyContent: '不属于管辖范围' });

  // A monthly self-check nobody reported: the sweep writes its 未上报 warnings (open).
  const checkpoint = await checks.addCheckpoint(admin, '消防通道畅通');
  await checks.assign(admin, ids.warning, checkpoint);
  await checks.mustReport(admin, ids.warning);
  await checks.sweep(today, A);

  // Another tenant's subject, at the same place.
  ids.foreign = await addSubject(platform, '平台的歌厅');
}, 180_000);
afterAll(async () => s?.close());

describe('queryLayer', () => {
  it('answers each located subject once, in its market type layer, with the state the real tables give', async () => {
    const answer = await layer(admin);
    expect(answer).toMatchObject({ total: 6, returned: 6, truncated: false });
    expect(answer.layers.map((l) => [l.marketType, l.count])).toEqual([
      [1, 5],
      [2, 1],
    ]);
    expect(await states(admin)).toEqual({
      正常的书店: 0,
      未自查的网吧: 1,
      被投诉的酒吧: 2,
      暂停的歌厅: 3,
      投诉已办结的影院: 0,
      市场科登记的歌厅: 0,
    });
    const bookshop = answer.layers[1].subjects[0];
    expect(bookshop).toMatchObject({ id: ids.normal, longitude: 120.2, latitude: 30.19, marketType: 2 });
    // Worst first: when the answer is capped, the subjects that need attention are the ones shown.
    expect(answer.layers[0].subjects[0].status).toBe(3);
  });

  it('filters by market type, state, region (a code covers the codes under it) and bounding box', async () => {
    expect(Object.keys(await states(admin, { marketType: 2 }))).toEqual(['正常的书店']);
    expect(await states(admin, { status: '2,3' })).toEqual({ 被投诉的酒吧: 2, 暂停的歌厅: 3 });
    expect(Object.keys(await states(admin, { regionCode: '330108' }))).toEqual(['正常的书店']);
    expect(Object.keys(await states(admin, { regionCode: '330100' })).sort()).toHaveLength(6);
    expect(Object.keys(await states(admin, { bbox: '120.15,30.22,120.25,30.3' }))).toEqual(['市场科登记的歌厅']);
    expect(
      Object.keys(await states(admin, { minLng: 120.15, minLat: 30.15, maxLng: 120.25, maxLat: 30.3 })).sort(),
    ).toEqual(['市场科登记的歌厅', '正常的书店']);
  });

  it('caps the points and says how many matched', async () => {
    const capped = await layer(admin, { limit: 2 });
    expect(capped).toMatchObject({ total: 6, returned: 2, truncated: true });
    expect(capped.layers.flatMap((l) => l.subjects).map((x) => x.status)).toEqual([3, 2]);
  });

  it('refuses parameters that are not what they name', async () => {
    for (const query of [
      { status: '4' },
      { marketType: '1 or 1=1' },
      { bbox: '1,2,3' },
      { bbox: '200,0,201,1' },
      { regionCode: '33%' },
      { limit: '-1' },
    ]) {
      const r = await call(s, `${SUBJECT}/queryLayer`, { token: admin, query });
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.body).toMatchObject({ success: false, msg: expect.stringContaining('参数格式错误') });
    }
  });

  it('is one statement per call, and none again until a table it reads changes', async () => {
    const counted = async (path: string) => {
      const res = await fetch(`${s.url}${path}`, {
        headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${admin}` },
      });
      expect(res.status).toBe(200);
      return Number(res.headers.get(QUERY_COUNT_HEADER));
    };
    // map-settings reads nothing: it counts the guard's own statements.
    await counted(`${SUBJECT}/map-settings`);
    const guard = await counted(`${SUBJECT}/map-settings`);
    for (const path of [`${SUBJECT}/queryLayer?limit=1234`, `${SUBJECT}/sta?marketType=1,2`]) {
      expect(await counted(path), path).toBe(guard + 1);
      expect(await counted(path), path).toBe(guard);
    }
  });

  it("moves a subject's colour with the write that changes it", async () => {
    await ok(`${SUBJECT}/resume`, admin, {}, { ids: ids.paused });
    // Resumed, its open complaint shows.
    expect((await states(admin))['暂停的歌厅']).toBe(2);
    await ok(`${COMPLAINT}/handle`, admin, {
      id: ids.openComplaint,
      handleResult: '已责令退还',
      replyContent: '已退还',
    });
    // Handled is still open until supervision completes it.
    expect((await states(admin))['被投诉的酒吧']).toBe(2);
    // Closed by someone other than who handled it.
    await ok(`${COMPLAINT}/supervise-complete`, inspector, { id: ids.openComplaint });
    expect((await states(admin))['被投诉的酒吧']).toBe(0);
  });
});

describe('sta', () => {
  it('counts per layer, state and region, unlocated subjects included', async () => {
    const sta = await get(`${SUBJECT}/sta`, admin);
    expect(sta).toMatchObject({ total: 7, located: 6, normal: 5, warning: 1, finding: 1, paused: 0 });
    // 暂停的歌厅 was resumed above and shows its open complaint; 被投诉的酒吧's was completed.
    expect(sta.layers).toEqual([
      { marketType: 1, total: 6, normal: 4, warning: 1, finding: 1, paused: 0 },
      { marketType: 2, total: 1, normal: 1, warning: 0, finding: 0, paused: 0 },
    ]);
    const regions = Object.fromEntries(sta.regions.map((r: { regionCode: string }) => [r.regionCode, r]));
    expect(regions['330106']).toMatchObject({ regionName: '西湖区', total: 5, box: [120.11, 30.27, 120.11, 30.27] });
    expect(regions['330108']).toMatchObject({ regionName: '滨江区', total: 1, box: [120.2, 30.19, 120.2, 30.19] });
    expect((await get(`${SUBJECT}/sta`, admin, { marketType: 2 })).total).toBe(1);
    expect((await get(`${SUBJECT}/sta`, admin, { status: 1 })).layers).toEqual([
      { marketType: 1, total: 1, normal: 0, warning: 1, finding: 0, paused: 0 },
    ]);
  });
});

describe('tenant and data scope', () => {
  it('shows a tenant its own subjects only', async () => {
    expect(Object.keys(await states(platform))).toEqual(['平台的歌厅']);
    expect(await states(admin)).not.toHaveProperty('平台的歌厅');
    expect((await get(`${SUBJECT}/sta`, platform)).total).toBe(1);
  });

  it("narrows to the caller's data scope (own dept)", async () => {
    await ownDeptScope(s, (await roleIdsByAlias(s, A)).inspector, 'subject', 'subject', '本部门主体');
    // The inspector sits in 执法一中队: the subject registered by 市场管理科 is not theirs to see.
    const seen = await states(inspector);
    expect(seen).not.toHaveProperty('市场科登记的歌厅');
    expect(Object.keys(seen)).toHaveLength(5);
    expect((await get(`${SUBJECT}/sta`, inspector)).total).toBe(6);
    expect(Object.keys(await states(marketAdmin))).toHaveLength(6);
  });

  it('refuses a caller holding neither the map nor the subjects (a section chief)', async () => {
    const token = (await staff.add('mapnobody', 'section_chief', null, '王科长')).token;
    const r = await call(s, `${SUBJECT}/queryLayer`, { token });
    expect(r.status).toBe(403);
  });
});

describe('tile settings', () => {
  it('answers the configured tile layer, and names exactly its hosts in img-src', async () => {
    expect(await get(`${SUBJECT}/map-settings`, admin)).toEqual({
      tileLayers: [
        { url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png?key=k%201', subdomains: 'ab', attribution: '' },
      ],
    });
    const res = await fetch(`${s.url}/api/health`);
    expect(res.headers.get('content-security-policy')).toContain(
      "img-src 'self' data: blob: https://a.tiles.example.org https://b.tiles.example.org;",
    );
    expect(tileOrigins({ mapTileUrl: '', mapTileKey: '', mapTileSubdomains: '', mapTileAttribution: '' })).toEqual([]);
    expect(
      tileOrigins({ mapTileUrl: 'tianditu', mapTileKey: 'k1', mapTileSubdomains: '', mapTileAttribution: '' }),
    ).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((n) => `https://t${n}.tianditu.gov.cn`));
    expect(() =>
      tileOrigins({ mapTileUrl: 'tianditu', mapTileKey: '', mapTileSubdomains: '', mapTileAttribution: '' }),
    ).toThrow(/MAP_TILE_KEY/);
    expect(() =>
      tileOrigins({
        mapTileUrl: 'https://tiles.example.org/tile.png',
        mapTileKey: '',
        mapTileSubdomains: '',
        mapTileAttribution: '',
      }),
    ).toThrow(/\{z\}/);
  });
});
