import { RESULT_ABNORMAL } from '../../../resources/enforce/inspect/schema';
import { addDays } from '../../../resources/report-periods';
import { dayBounds, dayOf, listUrl } from './period';

/**
 * Where a number of the dashboard or a statistics screen leads: the list of exactly the records it
 * counts, filtered through the list's URL with the filters the statistics calls apply
 * (server/domains/statistics/stat-query.ts): the period's days on the column the record counts on,
 * the screen's region (a code prefix) and dept (the record's own), and the market type of the
 * record's subject (a via filter, resources/via-filters.ts).
 */

/** The screen filters as the statistics calls take them (the URL query of a screen). */
export interface StatFilters {
  regionCode?: string;
  deptId?: string;
  marketType?: string;
}

/** What a number was counted over: the period's first and last day, the screen's filters, today. */
export interface DrillScope {
  range: { from: string; to: string };
  filters?: StatFilters;
  today?: string;
}

type Filter = Record<string, unknown>;

const defined = (filter: Filter): Filter =>
  Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));

/** The record's own region (and everything under it) and dept, and its subject's market type. */
function owner(s: DrillScope, marketTypeFilter = 'subjectMarketType_equal'): Filter {
  const f = s.filters ?? {};
  return defined({ regionCode_likeright: f.regionCode, deptId_equal: f.deptId, [marketTypeFilter]: f.marketType });
}

/**
 * The closed periods that begin within the range: what should-report vs reported counts
 * (server/domains/report/obligations.ts `closedPeriodsBeginning`); a period still running owes nothing.
 */
function closedPeriods(s: DrillScope): Filter {
  const yesterday = addDays(s.today ?? dayOf(new Date()), -1);
  return {
    periodStart_datege: s.range.from,
    periodStart_datele: s.range.to < yesterday ? s.range.to : yesterday,
    periodEnd_datele: yesterday,
  };
}

/** The reports or obligations of one group of should-report vs reported: a checkpoint market type or one checkpoint. */
export type ReportGroup = { marketType: string } | { checkpointId: string };

/** The figures of should-report vs reported: the obligations (should) and those with records behind them. */
export type ReportFigure = 'should' | 'reported' | 'late' | 'abnormal' | 'missing';

/** Where the should-report figures list their obligations (ObligationsPage). */
export const OBLIGATIONS_PATH = '/stats/report/obligations';

/**
 * Should-report vs reported (report-stats.ts): the reported, late and abnormal figures are self-check
 * reports of the group's closed periods. The should-report and missing figures count obligations, which
 * are no records of their own (a missing one may have no 未上报 warning yet, the sweep not having come
 * by): they open the screen of obligations (subject, checkpoint, period, its report or warning), whose
 * total is the figure. Region and dept are the report's own, copied from the subject when written.
 */
export function reportDrill(group: ReportGroup, figure: ReportFigure, s: DrillScope): string {
  if (figure === 'should' || figure === 'missing') {
    const f = s.filters ?? {};
    const query = defined({
      period: 'custom',
      sdate: s.range.from,
      edate: s.range.to,
      regionCode: f.regionCode,
      deptId: f.deptId,
      marketType: 'marketType' in group ? group.marketType : f.marketType,
      checkpointId: 'checkpointId' in group ? group.checkpointId : undefined,
      state: figure === 'missing' ? 'missing' : undefined,
    });
    return `${OBLIGATIONS_PATH}?${new URLSearchParams(query as Record<string, string>)}`;
  }
  const byGroup: Filter =
    'marketType' in group
      ? { checkpointMarketType_equal: group.marketType }
      : { checkpointId_equal: group.checkpointId };
  const figureFilter: Filter =
    figure === 'late' ? { isLate_equal: '1' } : figure === 'abnormal' ? { isAb_equal: '1' } : {};
  return listUrl('/report/reportcheck', {
    ...owner(s, 'checkpointMarketType_equal'),
    ...byGroup,
    ...figureFilter,
    ...closedPeriods(s),
  });
}

/** Inspections of the range (inspect_time), narrowed further (a result, one day). */
export const inspectDrill = (s: DrillScope, extra: Filter = {}) =>
  listUrl('/enforce/inspect', { ...owner(s), ...extra, ...dayBounds('inspectTime', s.range) });

/** The abnormal inspections' filter. */
export const ABNORMAL_INSPECTIONS: Filter = { result_equal: String(RESULT_ABNORMAL) };

/** The caller's cameras whose subject is of this market type (the dashboard counts every camera, whatever the period). */
export const cameraDrill = (marketType: string) => listUrl('/camera/camera', { subjectMarketType_equal: marketType });

/** Evaluations of the range (evaluate_time) whose subject is of this market type; `good`: scored 4 or more. */
export const evaluationDrill = (marketType: string, s: DrillScope, good = false) =>
  listUrl('/consumer/evaluation', {
    ...owner(s),
    subjectMarketType_equal: marketType,
    ...(good ? { score_ge: '4' } : {}),
    ...dayBounds('evaluateTime', s.range),
  });

/** Transfers created in the range, sent by this dept, in this state if given. */
export const transferDrill = (fromDeptId: string | undefined, s: DrillScope, status?: number) =>
  listUrl('/enforce/transfer', {
    ...owner(s),
    ...(fromDeptId ? { fromDeptId_equal: fromDeptId } : {}),
    ...(status === undefined ? {} : { transferStatus_equal: String(status) }),
    ...dayBounds('createTime', s.range),
  });

/** Supervisions created in the range in this state. */
export const superviseDrill = (status: string | undefined, s: DrillScope) =>
  listUrl('/supervise/supervise', {
    ...(status === undefined ? {} : { superviseStatus_equal: status }),
    ...dayBounds('createTime', s.range),
  });

/** Subjects are a stock: those created by the range's last day, of this region or credit level. */
export const subjectDrill = (filter: Filter, s: DrillScope) =>
  listUrl('/subject/subject', { ...filter, createTime_datele: `${s.range.to} 23:59:59` });
