import { newId } from '../../core/ids';
import { deptOfDistrict, madeBy } from './catalog';
import { rowByRow } from './shared/batch';
import { changeState } from './shared/state-change';
import { creditCode, pad } from '../codes';
import { CITY, pointIn, type DemoDistrict } from '../districts';
import { mobilePhone, personName } from '../people';
import { Rng } from '../random';
import type { DemoContext, DemoGenerator, DemoRows, Row } from '../types';
import { addDays, dateOf, daysBetween } from '../dates';

/**
 * 经营主体 of the demo tenant: believable names per market type, credit codes with valid check
 * characters, licence numbers, legal representatives, mobile numbers, addresses and coordinates in
 * their district, a responsible dept per district, a few paused and most NFC-tagged. Photos and the
 * floor plan stay empty (no demo files).
 */

/** What a market type looks like: its share of subjects, name patterns, categories, floor area, licence. */
interface MarketStyle {
  weight: number;
  names: string[];
  bizTypes: string[];
  area: [number, number];
  /** Licence number of row `seq` registered in `year`, or null where the type needs none. */
  licence: ((d: DemoDistrict, year: number, seq: number) => string) | null;
  /** Share of individual businesses (credit code kind 2) among names that are not companies. */
  individual: number;
}

/** By the label of the seeded `market_type` items (server/db/seed-data.ts); other items use DEFAULT_STYLE. */
const STYLES: Record<string, MarketStyle> = {
  歌舞娱乐场所: {
    weight: 18,
    names: ['{place}{brand}KTV', '{brand}量贩式KTV', '{brand}歌舞厅', '{city}{brand}娱乐有限公司', '{brand}音乐会所'],
    bizTypes: ['量贩式KTV', '歌舞厅', '卡拉OK'],
    area: [300, 2500],
    individual: 0.4,
    licence: (_d, y, s) => `浙杭文娱〔${y}〕${pad(s % 10000, 4)}号`,
  },
  游艺娱乐场所: {
    weight: 10,
    names: ['{brand}电玩城', '{place}{brand}游艺厅', '{brand}动漫游戏中心', '{city}{brand}游乐有限公司'],
    bizTypes: ['电子游戏', '游艺娱乐', '动漫游戏'],
    area: [200, 1800],
    individual: 0.4,
    licence: (_d, y, s) => `浙杭文娱〔${y}〕${pad(s % 10000, 4)}号`,
  },
  互联网上网服务营业场所: {
    weight: 22,
    names: ['{brand}网咖', '{place}{brand}网吧', '{brand}电竞馆', '{brand}网络会所'],
    bizTypes: ['互联网上网服务', '电竞酒店', '网咖'],
    area: [120, 900],
    individual: 0.7,
    licence: (d, _y, s) => `${d.code}${pad(s % 100000, 5)}`,
  },
  旅行社: {
    weight: 15,
    names: [
      '{city}{brand}国际旅行社有限公司',
      '浙江{brand}旅行社有限公司',
      '{city}{brand}旅游有限公司',
      '{city}{place}{brand}旅行社有限公司',
    ],
    bizTypes: ['国内旅游', '入境旅游', '出境旅游'],
    area: [40, 400],
    individual: 0,
    licence: (_d, _y, s) => `L-ZJ-${pad(s % 100000, 5)}`,
  },
  演出场所: {
    weight: 6,
    names: ['{place}{brand}剧院', '{brand}音乐厅', '{place}文化艺术中心', '{brand}LiveHouse', '{brand}大剧场'],
    bizTypes: ['剧场', '音乐厅', '演艺场所'],
    area: [500, 6000],
    individual: 0.1,
    licence: (d, y, s) => `${d.code}12${y}${pad(s % 10000, 4)}`,
  },
  艺术品经营单位: {
    weight: 9,
    names: ['{brand}画廊', '{city}{brand}艺术品有限公司', '{brand}美术馆', '{brand}艺术空间'],
    bizTypes: ['艺术品销售', '艺术品经纪', '艺术品展览'],
    area: [60, 800],
    individual: 0.5,
    licence: (_d, y, s) => `浙杭艺备〔${y}〕${pad(s % 10000, 4)}号`,
  },
  A级旅游景区: {
    weight: 8,
    names: ['{place}{brand}景区', '{brand}山风景区', '{place}{brand}湿地公园', '{brand}古镇景区'],
    bizTypes: ['AAAAA级', 'AAAA级', 'AAA级', 'AA级'],
    area: [20000, 400000],
    individual: 0,
    licence: null,
  },
  星级饭店: {
    weight: 12,
    names: ['{brand}大酒店', '{city}{brand}酒店有限公司', '{place}{brand}宾馆', '{brand}国际饭店'],
    bizTypes: ['五星级', '四星级', '三星级', '二星级'],
    area: [1500, 30000],
    individual: 0.2,
    licence: null,
  },
};
const DEFAULT_STYLE: MarketStyle = {
  weight: 5,
  names: ['{brand}{type}', '{city}{brand}文化有限公司'],
  bizTypes: [],
  area: [80, 1200],
  individual: 0.3,
  licence: null,
};

/** Characters of trade names (字号): two of them make one (`鑫悦`, `华星`). */
const BRAND_CHARS = [
  ...'金银星月海天华新盛鑫豪乐欢悦辉煌锦龙凤翔东方明珠宝隆福顺兴和美嘉恒泰安康宏达旺富瑞祥云峰浩源汇聚博雅轩尚品优佳春秋夏晴江湖山水岚',
];

const PAUSE_REASONS = [
  '消防设施整改',
  '许可证到期待换证',
  '经营者申请暂停营业',
  '涉嫌违规经营,停业调查',
  '装修改造',
  '安全检查不合格,责令整改',
];

function brand(rng: Rng): string {
  const a = rng.pick(BRAND_CHARS);
  let b = rng.pick(BRAND_CHARS);
  while (b === a) b = rng.pick(BRAND_CHARS);
  return a + b;
}

function nameOf(style: MarketStyle, typeLabel: string, d: DemoDistrict, rng: Rng): string {
  const place = rng.chance(0.5) ? d.short : rng.pick(d.roads).replace(/(大道|大街|路|街)$/, '');
  return rng
    .pick(style.names)
    .replace('{place}', place)
    .replace('{brand}', brand(rng))
    .replace('{city}', CITY.short)
    .replace('{type}', typeLabel);
}

function addressOf(d: DemoDistrict, rng: Rng): string {
  const base = `${CITY.province}${CITY.name}${d.name}${rng.pick(d.roads)}${rng.int(1, 999)}号`;
  const r = rng.float();
  if (r < 0.3) return `${base}${rng.int(1, 6)}楼`;
  if (r < 0.5) return `${base}${rng.int(1, 12)}幢${rng.int(1, 20)}${pad(rng.int(1, 30), 2)}室`;
  return base;
}

/** Subject rows [from, to) of a run: what each row is depends on (seed, row number) only. */
export function subjectRows(ctx: DemoContext, from: number, to: number): DemoRows {
  const marketTypes = ctx.dict('market_type').map((item) => ({ ...item, style: STYLES[item.value] ?? DEFAULT_STYLE }));
  if (marketTypes.length === 0) throw new Error(`tenant ${ctx.tenantId} has no market_type dictionary items`);
  if (ctx.districts.length === 0) throw new Error('no district to place demo subjects in');
  const statuses = ctx.dict('business_status').map((item) => item.key);
  // The category is stored as its biz_type key; a label the tenant's dictionary lacks stays empty.
  const bizTypeKeys = new Map(ctx.dict('biz_type').map((item) => [item.value, item.key]));
  const bizTypeKey = (label: string) => bizTypeKeys.get(label) ?? null;
  const statusWeights: Record<string, number> = { 1: 86, 2: 4, 3: 6, 4: 4 };
  // Seed-dependent offset, so runs with other seeds draw other organisation codes.
  const offset = Rng.forRow(ctx.seed, 0x5eed, 0).int(0, 99_999_999);
  return rowByRow(ctx, 0x50b1, ({ rng, i, history }) => {
    const type = rng.weighted(marketTypes, (t) => t.style.weight);
    const style = type.style;
    const d = rng.weighted(ctx.districts, (x) => x.weight);
    // A district is one squadron's beat.
    const deptId = deptOfDistrict(ctx, d);
    const subjectName = nameOf(style, type.value, d, rng);
    const company = subjectName.endsWith('公司');
    const created = ctx.timeOf(addDays(ctx.today, -rng.int(1, 720)), rng);
    // Opened before it was recorded here.
    const openDate = addDays('2008-01-01', rng.int(0, daysBetween('2008-01-01', dateOf(created))));
    const openYear = Number(openDate.slice(0, 4));
    const { longitude, latitude } = pointIn(d, rng);
    const [minArea, maxArea] = style.area;
    const nfc = rng.chance(0.7);
    const paused = rng.chance(0.06);
    const row: Row = {
      id: newId(),
      subjectName,
      creditCode: creditCode(i, offset, company || !rng.chance(style.individual) ? '1' : '2', d.code),
      licenseNo: style.licence ? style.licence(d, Math.max(openYear, 2015), i + 1) : null,
      marketType: Number(type.key),
      bizType: style.bizTypes.length ? bizTypeKey(rng.pick(style.bizTypes)) : null,
      legalPerson: personName(rng),
      contactPhone: mobilePhone(rng),
      address: addressOf(d, rng),
      deptId,
      regionCode: d.code,
      longitude,
      latitude,
      area: Math.round((minArea + rng.float() * (maxArea - minArea)) * 100) / 100,
      openDate,
      businessStatus: statuses.length ? Number(rng.weighted(statuses, (k) => statusWeights[k] ?? 2)) : 1,
      nfcCode: nfc
        ? `04${rng.int(0, 0xffffff).toString(16).toUpperCase().padStart(6, '0')}${rng.int(0, 0xffffff).toString(16).toUpperCase().padStart(6, '0')}`
        : null,
      nfcStatus: nfc && rng.chance(0.8) ? 1 : 0,
      pauseStatus: 0,
      pauseReason: null,
      pauseUser: null,
      pauseTime: null,
      planImage: null,
      photos: null,
      remark: null,
      // Data scope reads the creating dept: the responsible squadron "created" its subjects.
      ...madeBy(ctx, created, deptId),
    };
    if (paused) {
      // What the declared `pause` action does (resources/subject/subject/schema.ts), and its history.
      const pauseDay = addDays(dateOf(created), rng.int(1, 120));
      const pauseTime = ctx.timeOf(pauseDay < ctx.today ? pauseDay : addDays(ctx.today, -1), rng);
      const pauseReason = rng.pick(PAUSE_REASONS);
      changeState(
        { ctx, resource: 'subject', row, history },
        {
          action: 'pause',
          from: 0,
          to: 1,
          time: pauseTime,
          comment: pauseReason,
          set: { pauseStatus: 1, pauseReason, pauseUser: ctx.adminUserId, pauseTime },
        },
      );
    }
    return row;
  })(from, to);
}

export const subjectGenerator: DemoGenerator = {
  resource: 'subject',
  count: (scale) => scale,
  prepare: async (ctx: DemoContext) => (from, to) => subjectRows(ctx, from, to),
};
