import { useCanAccessResources, useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { BladeDataProvider } from '../../../dataProvider';
import type { NamedValue } from './charts/RegionPie';
import type { ReportsPoint } from './charts/ReportsBar';
import { periodParams, type PeriodValue } from '../statistics/period';

/** A counted group as the statistics calls answer it: `key` the code behind the name (the drill-down's filter). */
export type KeyedValue = NamedValue & { key: string | null };

/**
 * The resource each chart counts: the server answers a chart's call only to whoever may read those
 * records (server/domains/statistics), so a chart the user may not read is neither asked for nor shown.
 */
export const CHART_RESOURCES = {
  region: 'subject',
  reports: 'reportcheck',
  supervise: 'supervise',
  inspect: 'inspect',
  camera: 'camera',
  credit: 'subject',
} as const;
export type ChartName = keyof typeof CHART_RESOURCES;

export interface DashboardData {
  isPending: boolean;
  /** The charts the user may read (none while their permissions load). */
  shown: Record<ChartName, boolean>;
  regions: KeyedValue[];
  reports: Array<ReportsPoint & { key: string | null }>;
  supervise: KeyedValue[];
  inspect: KeyedValue[];
  camera: KeyedValue[];
  /** Excellent-rate of subjects, percent; undefined while unknown or with no subjects. */
  creditRate?: number;
}

type Row = Record<string, unknown>;
const keyed = (rows: Row[] | undefined): KeyedValue[] =>
  (rows ?? []).map((r) => ({
    key: r.key === null || r.key === undefined ? null : String(r.key),
    name: String(r.name ?? r.key ?? ''),
    value: Number(r.value ?? 0),
  }));
// Failures show their toast (request's default) and leave the chart empty; the camera call is quiet (a
// server without the camera module answers 404): just 暂无数据.
const QUIET = [400, 403, 404, 405, 500];

/**
 * The console's figures for the period (docs/spec.md §2 "Dashboard charts"), each from its statistics call
 * (server/domains/statistics/app-calls.ts): the caller's tenant and data scope, counted on the server.
 */
export function useDashboardData(period: PeriodValue): DashboardData {
  const dataProvider = useDataProvider<BladeDataProvider>();
  const params = periodParams(period);
  const access = useCanAccessResources({ action: 'list', resources: [...new Set(Object.values(CHART_RESOURCES))] });
  const shown = Object.fromEntries(
    Object.entries(CHART_RESOURCES).map(([chart, resource]) => [chart, !!access.canAccess?.[resource]]),
  ) as Record<ChartName, boolean>;
  const get = <T>(name: ChartName, url: string) => ({
    queryKey: ['app', 'dashboard', name, params],
    queryFn: () => dataProvider.call<T>({ url, params }),
    enabled: shown[name],
    retry: false,
  });
  const regions = useQuery(get<Row[]>('region', '/api/app/subject/subject/pie'));
  const reports = useQuery(get<Row[]>('reports', '/api/statistics/report/listRepeat'));
  const supervise = useQuery(get<Row[]>('supervise', '/api/app/supervise/supervise/list'));
  const inspect = useQuery(get<Row[]>('inspect', '/api/app/minier/enforce/results'));
  const credit = useQuery(get<{ total: number; excellentRate: number }>('credit', '/api/app/subject/subject/detail'));
  const camera = useQuery({
    queryKey: ['app', 'dashboard', 'camera', params],
    queryFn: () =>
      dataProvider
        .call<Row[]>({
          url: '/api/subject/camera/listForStaNew',
          method: 'POST',
          data: params,
          silentCodes: QUIET,
        })
        .catch(() => []),
    enabled: shown.camera,
    retry: false,
  });
  return {
    // A chart not asked for stays pending in react-query's sense; only the calls made count.
    isPending: access.isPending || [regions, reports, supervise, inspect, credit, camera].some((q) => q.isLoading),
    shown,
    regions: keyed(regions.data),
    reports: (reports.data ?? []).map((r) => ({
      key: r.key === null || r.key === undefined ? null : String(r.key),
      name: String(r.name ?? ''),
      shouldReport: Number(r.shouldReport ?? 0),
      reported: Number(r.reported ?? 0),
    })),
    supervise: keyed(supervise.data),
    inspect: keyed(inspect.data),
    // listForStaNew answers every market type; one without cameras is no bar (none at all: the empty state).
    camera: Array.isArray(camera.data) ? keyed(camera.data).filter((r) => r.value > 0) : [],
    creditRate: credit.data && credit.data.total > 0 ? credit.data.excellentRate : undefined,
  };
}
