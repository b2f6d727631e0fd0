import { newId } from '../../core/ids';
import { deptOfDistrict, madeBy } from './shared/made';
import { rowByRow } from './shared/batch';
import { changeState } from './shared/state-change';
import { creditCode, pad } from '../codes';
import { CITY, pointIn, type DemoDistrict } from '../districts';
import { mobilePhone, personName } from '../people';
import { Rng } from '../random';
import type { DemoContext, DemoGenerator, DemoRows, Row } from '../types';
import { addDays, dateOf, daysBetween } from '../dates';
import corpus from '../corpus/subject.json';

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

/**
 * Licence numbers by the label of a market type: row `seq` registered in `year` in district `d`. A type
 * not listed needs none.
 */
const LICENCES: Record<string, MarketStyle['licence']> = {
  歌舞娱乐场所: (_d, y, s) => `浙杭文娱〔${y}〕${pad(s % 10000, 4)}号`,
  游艺娱乐场所: (_d, y, s) => `浙杭文娱〔${y}〕${pad(s % 10000, 4)}号`,
  互联网上网服务营业场所: (d, _y, s) => `${d.code}${pad(s % 100000, 5)}`,
  旅行社: (_d, _y, s) => `L-ZJ-${pad(s % 100000, 5)}`,
  演出场所: (d, y, s) => `${d.code}12${y}${pad(s % 10000, 4)}`,
  艺术品经营单位: (_d, y, s) => `浙杭艺备〔${y}〕${pad(s % 10000, 4)}号`,
};

/** A market type's style as the corpus holds it: all but the licence format; `area` is [least, most] m². */
type StyleData = Omit<MarketStyle, 'licence' | 'area'> & { area: number[] };
const styleOf = (data: StyleData, licence: MarketStyle['licence'] | undefined): MarketStyle => ({
  ...data,
  area: [data.area[0], data.area[1]],
  licence: licence ?? null,
});

/**
 * By the label of the seeded `market_type` items (server/db/seed-data.ts; corpus `styles`), with their
 * licence formats (LICENCES); other items use DEFAULT_STYLE (corpus `defaultStyle`, name pattern
 * `{type}` being the item's label).
 */
const STYLES: Record<string, MarketStyle> = Object.fromEntries(
  Object.entries(corpus.styles).map(([label, data]) => [label, styleOf(data, LICENCES[label])]),
);
const DEFAULT_STYLE: MarketStyle = styleOf(corpus.defaultStyle, null);

/** Characters of trade names (字号, corpus `brandChars`): two of them make one (`鑫悦`, `华星`). */
const BRAND_CHARS = [...corpus.brandChars];

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
      const pauseReason = rng.pick(corpus.pauseReasons);
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
