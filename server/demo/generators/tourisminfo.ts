import { newId } from '../../core/ids';
import { pad } from '../codes';
import { madeFor } from './shared/made';
import { rowByRow, type RowMaker } from './shared/batch';
import { mobilePhone, personName } from '../people';
import type { DemoContext, DemoGenerator, Row } from '../types';
import { addDays, dateOf } from '../dates';
import corpus from '../corpus/tourisminfo.json';

/**
 * 旅游信息 of the demo tenant: for its travel agencies, their business licence, guides, routes, branch
 * filings and safety checks; for its rated scenic spots, the rating and safety checks. Each record
 * belongs to its subject's dept and region. No attachments (no demo files).
 */

/**
 * The tourism records' data (server/demo/corpus/tourisminfo.json): `kinds`, by the label of a market
 * type, are the labels of the seeded `tourism_info_type` items a subject of that type has (a kind listed
 * twice comes twice as often); `routes` an agency's line (name, days, price); `levels` a scenic spot's
 * rating; `checks` what a safety check covered.
 */
const KINDS: Record<string, string[]> = corpus.kinds;
const ROUTES: Array<{ route: string; days: number; price: number }> = corpus.routes;
/** The language a guide works in (corpus `guideLanguages`; one listed twice comes twice as often). */
const GUIDE_LANGUAGES = corpus.guideLanguages;

interface TravelSubject {
  id: string;
  name: string;
  legalPerson: string;
  deptId: string | null;
  regionCode: string | null;
  kinds: string[];
}

/**
 * The maker of a run's tourism records, over the tenant's travel agencies and scenic spots; `kindKey`
 * is the tourism_info_type dictionary (label to key).
 */
function tourismInfoRow(ctx: DemoContext, subjects: TravelSubject[], kindKey: Map<string, number>): RowMaker {
  return ({ rng, i }) => {
    const s = rng.pick(subjects);
    const kinds = s.kinds.filter((k) => kindKey.has(k));
    if (kinds.length === 0) return null;
    const kind = rng.pick(kinds);
    const created = ctx.timeOf(addDays(ctx.today, -rng.int(1, 540)), rng);
    const validFrom = addDays(dateOf(created), -rng.int(0, 900));
    const base: Row = {
      title: '',
      certificateNo: null,
      holderName: null,
      phone: null,
      validFrom,
      validTo: null,
      routeDays: null,
      price: null,
      content: null,
    };
    switch (kind) {
      case '旅行社业务经营许可':
        Object.assign(base, {
          title: `${s.name}旅行社业务经营许可证`,
          certificateNo: `L-ZJ-${pad(rng.int(100, 999), 3)}${pad(i % 1000, 3)}`,
          holderName: s.legalPerson,
          validTo: addDays(validFrom, 365 * 6),
          content: `经营范围: 国内旅游业务、入境旅游业务${rng.chance(0.4) ? '、出境旅游业务' : ''}。`,
        });
        break;
      case '导游': {
        const guide = personName(rng);
        Object.assign(base, {
          title: `导游证 ${guide}`,
          certificateNo: `D-3301-${pad(rng.int(0, 999_999), 6)}`,
          holderName: guide,
          phone: mobilePhone(rng),
          validTo: addDays(validFrom, 365 * 3),
          content: `${rng.pick(GUIDE_LANGUAGES)}导游, 执业于${s.name}。`,
        });
        break;
      }
      case '旅游线路': {
        const { route, days, price } = rng.pick(ROUTES);
        Object.assign(base, {
          title: route,
          holderName: s.legalPerson,
          routeDays: days,
          price: String(Math.round(price * (0.9 + rng.float() * 0.3))),
          validTo: addDays(validFrom, rng.int(90, 365)),
          content: `${route}, 行程${days}天, 含交通、住宿及景点首道门票, 由${s.name}组织。`,
        });
        break;
      }
      case '景区等级评定': {
        const level = rng.pick(corpus.levels);
        Object.assign(base, {
          title: `${s.name}${level}旅游景区评定`,
          certificateNo: `ZJ-JQ-${pad(rng.int(1, 9999), 4)}`,
          holderName: s.legalPerson,
          validTo: addDays(validFrom, 365 * 3),
          content: `经评定为国家${level}旅游景区, 复核周期三年。`,
        });
        break;
      }
      case '旅行社分社':
        Object.assign(base, {
          title: `${s.name}分社备案`,
          certificateNo: `L-ZJ-FS-${pad(rng.int(1, 9999), 4)}`,
          holderName: personName(rng),
          phone: mobilePhone(rng),
          content: '分社经营范围与设立社一致, 已办理备案。',
        });
        break;
      default:
        Object.assign(base, {
          title: `${validFrom.slice(0, 4)}年度旅游安全检查`,
          holderName: s.legalPerson,
          content: `检查结果: ${rng.pick(corpus.checks)}; ${rng.chance(0.8) ? '未发现问题' : '发现问题已当场责令整改'}。`,
        });
    }
    return {
      id: newId(),
      subjectId: s.id,
      infoType: kindKey.get(kind),
      ...base,
      files: null,
      remark: null,
      ...madeFor(ctx, created, s),
    };
  };
}

export const tourismInfoGenerator: DemoGenerator = {
  resource: 'tourisminfo',
  after: ['subject'],
  // About one record per travel agency or scenic spot (they are some tenth of the subjects).
  count: (scale) => Math.ceil(scale / 8),
  prepare: async (ctx: DemoContext) => {
    const typeLabel = new Map(ctx.dict('market_type').map((item) => [item.key, item.value]));
    const subjects: TravelSubject[] = (
      await ctx.rowsOf('subject', ['subjectName', 'legalPerson', 'marketType', 'deptId', 'regionCode'])
    )
      .map((r) => ({
        id: String(r.id),
        name: String(r.subjectName ?? ''),
        legalPerson: String(r.legalPerson ?? ''),
        deptId: r.deptId == null ? null : String(r.deptId),
        regionCode: r.regionCode == null ? null : String(r.regionCode),
        kinds: KINDS[typeLabel.get(String(r.marketType)) ?? ''] ?? [],
      }))
      .filter((s) => s.kinds.length > 0);
    const kindKey = new Map(ctx.dict('tourism_info_type').map((item) => [item.value, Number(item.key)]));
    return rowByRow(ctx, 0x7041, tourismInfoRow(ctx, subjects, kindKey), () => subjects.length > 0 && kindKey.size > 0);
  },
};
