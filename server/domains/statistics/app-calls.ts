import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { codesOf } from '../../crud/routes';
import { todayIn } from '../../crud/no-past';
import { ctxOf } from '../../http/request';
import type { RequestContext } from '../../http/access';
import { envelope, params, rows, S, type JsonSchema } from '../../http/route-schema';
import type { ResourceName } from '../../../resources/declarations';
import { CREDIT_LEVELS } from '../../../resources/subject/subjectcredit/credit-rules';
import { RESULT_ABNORMAL } from '../../../resources/enforce/inspect/schema';
import { COUNTED, countWhere, type CountedEb, type Group } from './counted';
import { groupedCounts, named, totalCount } from './grouped-counts';
import { idParam, parseStatQuery, STAT_PARAMS } from './stat-query';
import type { StatReader } from './stat-reader';

type Query = Record<string, unknown>;
/** The names of a count's groups, by their keys. */
type GroupNames = (ctx: RequestContext, keys: string[]) => Map<string, string> | Promise<Map<string, string>>;

/** The subjects' NFC check states (biz_subject.nfc_status). */
const NFC_STATES = new Map([
  ['0', '未校验'],
  ['1', '已校验'],
]);

/** Credit level key of 优秀 (dictionary credit_level; resources/subject/subjectcredit/credit-rules.ts). */
export const CREDIT_EXCELLENT = CREDIT_LEVELS[0][1];

/**
 * The dashboard's calls (docs/spec.md §7 "Dashboard GETs", §2 charts), all `data: [{ key, name, value, … }]`
 * unless said otherwise, for the caller's tenant and data scope and the period of the query
 * (stat-query.ts). Each is readable by whoever may read the records it counts.
 * - subject/subject/pie: subjects by region (a stock: live subjects created by the end day);
 * - subject/subject/detail: the credit gauge: { total, excellent, excellentRate (percent, one
 *   decimal), levels: [{ key, name, value }] };
 * - subject/subject/staBySubjectId (subjectId): one subject's inspections, abnormal ones, supervisions,
 *   complaints, evaluations in the period;
 * - minier/enforce/results: inspections by result; minier/enforce/inspects: inspections by market type;
 * - minier/evaluate/list: evaluations by score; minier/complain/list: complaints by handling state;
 * - supervise/supervise/list: supervisions by state; subject/subjectnfc/listStatus: subjects by NFC check.
 * The query (stat-query.ts) is the parser's to check, with its messages.
 */
export function registerAppCalls(app: FastifyInstance, reader: StatReader) {
  const today = () => todayIn(reader.app.config.timeZone);
  const route = (resources: ResourceName[], answer: JsonSchema = rows(), more: Record<string, JsonSchema> = {}) => ({
    config: { access: { perm: codesOf(reader.repo(resources[0]).def).read }, readKeys: reader.readKeys(resources) },
    schema: { querystring: params({ ...STAT_PARAMS, ...more }), response: envelope(answer) },
  });
  const stat = (q: unknown) => parseStatQuery((q ?? {}) as Query, today());

  /** Records of a counted resource by `group`, each group named by `names` (of the groups' keys), else `unnamed`. */
  const countsBy = async (
    ctx: RequestContext,
    query: unknown,
    counted: keyof typeof COUNTED,
    by: { group: Group; names: GroupNames; unnamed: string },
  ) => {
    const rows = await groupedCounts(reader, ctx, COUNTED[counted], stat(query), by.group);
    const keys = rows.map((r) => String(r.key ?? ''));
    return named(rows, await by.names(ctx, keys), by.unnamed);
  };
  /** Groups named by the labels of the field that holds their state (its dictionary or options). */
  const labelsOf =
    (counted: keyof typeof COUNTED, field: string): GroupNames =>
    (ctx) =>
      reader.labelsOf(ctx, COUNTED[counted].resource, field);
  const countsCall =
    (counted: keyof typeof COUNTED, group: Group, names: GroupNames, unnamed: string) => async (req: FastifyRequest) =>
      ok(await countsBy(ctxOf(req), req.query, counted, { group, names, unnamed }));
  const countsByState = (counted: keyof typeof COUNTED, group: Group, field: string, unnamed: string) =>
    countsCall(counted, group, labelsOf(counted, field), unnamed);

  app.get(
    '/api/app/subject/subject/pie',
    route(['subject']),
    countsCall('subject', 'region_code', (ctx, codes) => reader.regionNames(ctx, codes), '未分区'),
  );

  app.get('/api/app/subject/subject/detail', route(['subject'], S.record), async (req) => {
    const ctx = ctxOf(req);
    const rows = await countsBy(ctx, req.query, 'subject', {
      group: 'credit_level',
      names: labelsOf('subject', 'creditLevel'),
      unnamed: '未评级',
    });
    const total = rows.reduce((sum, r) => sum + Number(r.value), 0);
    const excellent = Number(rows.find((r) => r.key === String(CREDIT_EXCELLENT))?.value ?? 0);
    return ok({
      total,
      excellent,
      excellentRate: total ? Math.round((excellent / total) * 1000) / 10 : 0,
      levels: rows,
    });
  });

  app.get(
    '/api/app/subject/subject/staBySubjectId',
    route(['subject', 'inspect', 'supervise', 'complaint', 'evaluation'], S.record, { subjectId: S.any, id: S.any }),
    async (req) => {
      const ctx = ctxOf(req);
      const q = (req.query ?? {}) as Query;
      const subjectId = idParam(q, 'subjectId', 'id');
      if (!subjectId) throw badRequest('请选择经营主体');
      if (!(await reader.repo('subject').findRow(ctx, subjectId))) throw notFound('数据不存在或无权操作');
      const s = stat(q);
      const of = (eb: CountedEb) => eb('subjectId', '=', subjectId);
      const [inspects, abnormal, supervises, complaints, evaluations] = await Promise.all([
        totalCount(reader, ctx, COUNTED.inspect, s, of, ['subject', subjectId]),
        totalCount(reader, ctx, COUNTED.inspect, s, (eb) => eb.and([of(eb), eb('result', '=', RESULT_ABNORMAL)]), [
          'subjectAbnormal',
          subjectId,
        ]),
        totalCount(reader, ctx, COUNTED.supervise, s, of, ['subject', subjectId]),
        totalCount(reader, ctx, COUNTED.complaint, s, of, ['subject', subjectId]),
        totalCount(reader, ctx, COUNTED.evaluation, s, of, ['subject', subjectId]),
      ]);
      return ok({
        subjectId,
        sdate: s.from,
        edate: s.to,
        inspects,
        abnormalInspects: abnormal,
        supervises,
        complaints,
        evaluations,
      });
    },
  );

  app.get(
    '/api/app/minier/enforce/results',
    route(['inspect']),
    countsByState('inspect', 'result', 'result', '未填写'),
  );

  app.get('/api/app/minier/enforce/inspects', route(['inspect', 'subject']), async (req) => {
    const ctx = ctxOf(req);
    const rows = await groupedCounts(reader, ctx, COUNTED.inspect, stat(req.query), 'subjectMarketType', {
      also: { abnormal: countWhere('result', '=', RESULT_ABNORMAL) },
    });
    return ok(named(rows, await reader.labelsOf(ctx, 'subject', 'marketType'), '未分类'));
  });

  app.get(
    '/api/app/minier/evaluate/list',
    route(['evaluation']),
    countsByState('evaluation', 'score', 'score', '未评分'),
  );

  app.get(
    '/api/app/minier/complain/list',
    route(['complaint']),
    countsByState('complaint', 'handle_status', 'handleStatus', '未知'),
  );

  app.get(
    '/api/app/supervise/supervise/list',
    route(['supervise']),
    countsByState('supervise', 'supervise_status', 'superviseStatus', '未知'),
  );

  app.get(
    '/api/app/subject/subjectnfc/listStatus',
    route(['subject']),
    countsCall('subject', 'nfc_status', () => NFC_STATES, '未校验'),
  );
}
