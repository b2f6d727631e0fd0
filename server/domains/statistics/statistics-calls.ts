import type { FastifyInstance } from 'fastify';
import { ok, page } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { codesOf } from '../../crud/routes';
import { todayIn } from '../../crud/no-past';
import { ctxOf } from '../../http/request';
import { envelope, file, pageOf, params, rows, S, type JsonSchema } from '../../http/route-schema';
import type { ResourceName } from '../../../resources/declarations';
import { TRANSFER_HANDLED } from '../../../resources/transfer/transfer/schema';
import { COUNTED } from './counted';
import { countedPage, countedWhere } from './grouped-counts';
import { familyTables, perSubject, type Family } from './family-tables';
import { reportCounts, REPORT_TABLES } from './report-stats';
import { OBLIGATION_STATES, reportObligations, type ObligationState } from './report-obligations';
import { intParam, parseStatQuery, STAT_PARAMS, type StatQuery } from './stat-query';
import { num, type StatReader } from './stat-reader';
import { sendStatWorkbook } from './stat-export';
import { pagingOf } from '../../crud/list-params';

type Query = Record<string, unknown>;

const MAX_PAGE = 200;
const TOP_SUBJECTS = 20;

const paging = (q: Query) => pagingOf(q, MAX_PAGE);

/** Which resources a family counts: the first decides who may read it (its read codes). */
export const FAMILY_RESOURCES: Record<Family, ResourceName[]> = {
  report: REPORT_TABLES,
  checkpointReport: REPORT_TABLES,
  transferReport: ['transfer'],
  inspect: ['inspect'],
  inspectType: ['inspect', 'subject'],
  evaluate: ['evaluation', 'subject'],
};

/** The JSON path of each family's table (docs/spec.md §7), under /api/statistics. */
export const FAMILY_PATHS: Record<Family, string> = {
  report: 'report/listRepeat',
  checkpointReport: 'checkpointReport/listRepeat',
  transferReport: 'transferReport/getTransferReportList',
  inspect: 'inspect/list',
  inspectType: 'inspectType/getList',
  evaluate: 'evaluate/list',
};

/**
 * `/api/statistics/*` (docs/spec.md §7 "Statistics"): each family's table (FAMILY_PATHS, `data: [rows]`),
 * its Excel (`/api/statistics/<family>/export`, same query), and the detail calls:
 * - checkpointReport/getSubjectCheckpointInfoRepeat (+status 0 some missing / 1 all reported, isAb 1
 *   with abnormal reports; current, size): should vs reported per subject, a page;
 * - transferReport/getTransferDetail (dept, isfk 1 handled / 0 not yet, mode 1 sent by / 2 received by
 *   the dept; current, size): the transfers, a page;
 * - inspect/getSubjectSuperviseList, getSubjectInspectList: the subjects with most supervisions /
 *   inspections in the period (top 20);
 * - inspectType/getInspectDetail (marketType, result; current, size): the inspections, a page;
 * - report/obligations (checkpointId, state reported/missing/late/abnormal; current, size): the
 *   obligations behind a should-report figure (subject, checkpoint, period, its report or warning), a page.
 * The query (stat-query.ts), the paging and the detail filters are the handlers' to check, with their
 * messages.
 */
export function registerStatisticsCalls(app: FastifyInstance, reader: StatReader) {
  const today = () => todayIn(reader.app.config.timeZone);
  const route = (
    resources: ResourceName[],
    answer: Record<number, JsonSchema> = envelope(rows()),
    more: Record<string, JsonSchema> = {},
  ) => ({
    config: {
      access: { perm: codesOf(reader.repo(resources[0]).def).read },
      readKeys: reader.readKeys(resources),
    },
    schema: { querystring: params({ ...STAT_PARAMS, ...more }), response: answer },
  });
  const PAGING = { current: S.any, size: S.any };
  const stat = (q: unknown): StatQuery => parseStatQuery((q ?? {}) as Query, today());
  const db = reader.app.db;

  for (const family of Object.keys(familyTables) as Family[]) {
    const resources = FAMILY_RESOURCES[family];
    app.get(`/api/statistics/${FAMILY_PATHS[family]}`, route(resources), async (req) =>
      ok(await familyTables[family](reader, ctxOf(req), stat(req.query), today())),
    );
    // Export: whoever may read the family may have its sheet (the counts, not the records).
    app.get(`/api/statistics/${family}/export`, route(resources, file), async (req, reply) => {
      const s = stat(req.query);
      const table = await familyTables[family](reader, ctxOf(req), s, today());
      return sendStatWorkbook(reply, family, s, table, reader.app.config.timeZone);
    });
  }

  app.get(
    '/api/statistics/checkpointReport/getSubjectCheckpointInfoRepeat',
    route(REPORT_TABLES, envelope(pageOf()), { ...PAGING, status: S.any, isAb: S.any }),
    async (req) => {
      const ctx = ctxOf(req);
      const q = (req.query ?? {}) as Query;
      const s = stat(q);
      const status = intParam(q, 'status');
      const isAb = intParam(q, 'isAb');
      const { current, size } = paging(q);
      let counted = await reportCounts(reader, ctx, s, today(), 'subject');
      if (status === 0) counted = counted.filter((r) => num(r.missing) > 0);
      if (status === 1) counted = counted.filter((r) => num(r.missing) === 0);
      if (isAb === 1) counted = counted.filter((r) => num(r.abnormal) > 0);
      if (isAb === 0) counted = counted.filter((r) => num(r.abnormal) === 0);
      counted = [...counted].sort(
        (a, b) => num(b.missing) - num(a.missing) || String(a.key).localeCompare(String(b.key)),
      );
      const slice = counted.slice((current - 1) * size, current * size);
      const ids = slice.map((r) => String(r.key));
      const names = ids.length
        ? new Map(
            (
              await db
                .selectFrom(reader.repo('subject').def.table)
                .select(['id', 'subjectName'])
                .where('tenantId', '=', ctx.tenantId)
                .where('id', 'in', ids)
                .execute()
            ).map((r) => [String(r.id), String(r.subjectName)]),
          )
        : new Map<string, string>();
      return ok(
        page(
          slice.map((r) => ({ ...r, subjectId: r.key, subjectName: names.get(String(r.key)) ?? null })),
          counted.length,
          current,
          size,
        ),
      );
    },
  );

  app.get(
    '/api/statistics/report/obligations',
    route(REPORT_TABLES, envelope(pageOf()), {
      ...PAGING,
      checkpointId: S.id,
      state: S.oneOf(...OBLIGATION_STATES),
    }),
    async (req) => {
      const q = (req.query ?? {}) as Query;
      const checkpointId = String(q.checkpointId ?? '').trim() || undefined;
      const state = q.state as ObligationState | undefined;
      return ok(await reportObligations(reader, ctxOf(req), stat(q), today(), { checkpointId, state }, paging(q)));
    },
  );

  app.get(
    '/api/statistics/transferReport/getTransferDetail',
    route(['transfer'], envelope(pageOf()), { ...PAGING, mode: S.any, isfk: S.any }),
    async (req) => {
      const ctx = ctxOf(req);
      const q = (req.query ?? {}) as Query;
      const s = stat(q);
      const { current, size } = paging(q);
      const mode = intParam(q, 'mode') ?? 1;
      if (mode !== 1 && mode !== 2) throw badRequest('查询参数格式错误: mode');
      const isfk = intParam(q, 'isfk');
      const dept = s.deptId;
      // `dept` picks the sending (mode 1) or receiving (mode 2) dept here, not the owner.
      const where = countedWhere(reader, ctx, COUNTED.transfer, { ...s, deptId: undefined }, (eb) =>
        eb.and([
          ...(dept ? [eb(mode === 2 ? 'toDeptId' : 'fromDeptId', '=', dept)] : []),
          ...(isfk === 1
            ? [eb('transferStatus', '=', TRANSFER_HANDLED)]
            : isfk === 0
              ? [eb('transferStatus', '<>', TRANSFER_HANDLED)]
              : []),
        ]),
      );
      return ok(await countedPage(reader, COUNTED.transfer, where, 'createTime', { current, size }));
    },
  );

  app.get('/api/statistics/inspect/getSubjectSuperviseList', route(['supervise']), async (req) =>
    ok(await perSubject(reader, ctxOf(req), 'supervise', stat(req.query), TOP_SUBJECTS)),
  );

  app.get('/api/statistics/inspect/getSubjectInspectList', route(['inspect']), async (req) =>
    ok(await perSubject(reader, ctxOf(req), 'inspect', stat(req.query), TOP_SUBJECTS)),
  );

  app.get(
    '/api/statistics/inspectType/getInspectDetail',
    route(['inspect'], envelope(pageOf()), { ...PAGING, result: S.any }),
    async (req) => {
      const ctx = ctxOf(req);
      const q = (req.query ?? {}) as Query;
      const s = stat(q);
      const { current, size } = paging(q);
      const result = intParam(q, 'result');
      // The market type narrows through the subject (ownerFilters); `result` is the inspection's.
      const where = countedWhere(reader, ctx, COUNTED.inspect, s, (eb) =>
        eb.and(result === undefined ? [] : [eb('result', '=', result)]),
      );
      return ok(await countedPage(reader, COUNTED.inspect, where, 'inspectTime', { current, size }));
    },
  );
}
