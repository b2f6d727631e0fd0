import { Box, Link, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ChartCard } from './charts/ChartCard';
import { CreditGauge } from './charts/CreditGauge';
import { FiguresTable } from './charts/FiguresTable';
import { RegionPie } from './charts/RegionPie';
import { ReportsBar } from './charts/ReportsBar';
import { StatBarCard } from './charts/StatBarCard';
import { useDashboardData, type DashboardData, type KeyedValue } from './useDashboardData';
import { PeriodPicker } from '../statistics/PeriodPicker';
import { periodFromSearch, periodParams, rangeOf, type PeriodValue } from '../statistics/period';
import { cameraDrill, inspectDrill, reportDrill, subjectDrill, superviseDrill } from '../statistics/drills';

/** Credit level key of 优秀 (dictionary credit_level). */
const EXCELLENT = 1;

type ReportsRow = DashboardData['reports'][number];

/**
 * /wel/dashboard, the console (docs/spec.md §2 "Dashboard charts"); the first tab, never closed. The period is
 * in the URL (`?period=week`); a click on a slice or bar opens the list of the records behind it,
 * filtered as the server counted them (the same days, the same code: ../statistics/drills.ts). The
 * should-report bar opens the missing reports (what it has beyond the reported bar). Each chart's
 * 查看数据 shows its figures as a table (its text alternative), each figure a link to the same records.
 * Every user lands here; each sees the charts of the records they may read (a 局长 only 督办情况), and a
 * user who may read none is told where to go instead.
 */
const DashboardPage = () => {
  const translate = useTranslate();
  const theme = useTheme();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const period = periodFromSearch(search);
  const data = useDashboardData(period);
  const { shown } = data;
  const range = rangeOf(period);
  const t = (key: string, zh: string) => translate(`app.dashboard.${key}`, { _: zh });
  const setPeriod = (p: PeriodValue) => setSearch(periodParams(p), { replace: true });
  const keyed = (field: string, e: KeyedValue | { key: string | null }) => (e.key === null ? {} : { [field]: e.key });
  const scope = { range };
  /** Where each chart's figure opens the records it counts: a click on its bar or slice, a link in its table. */
  const drill = {
    region: (e: KeyedValue) => subjectDrill(keyed('regionCode_equal', e), scope),
    reports: (e: ReportsRow, series: 'shouldReport' | 'reported') =>
      e.key === null
        ? undefined
        : reportDrill({ marketType: e.key }, series === 'reported' ? 'reported' : 'should', scope),
    supervise: (e: KeyedValue) => superviseDrill(e.key ?? undefined, scope),
    inspect: (e: KeyedValue) => inspectDrill(scope, keyed('result_equal', e)),
    camera: (e: KeyedValue) => (e.key === null ? undefined : cameraDrill(e.key)),
  };
  const open = (to: string | undefined) => to && navigate(to);
  /** What every chart card has: its title (app.dashboard.<name>), test id (chart-<name>) and loading state. */
  const card = (name: string, zh: string) => ({
    title: t(name, zh),
    testId: `chart-${name}`,
    isPending: data.isPending,
  });
  const column = (key: string, zh: string) => t(`column.${key}`, zh);
  /** The figures of a chart of one series of counts, as a table named by the chart's title. */
  const counts = (
    caption: string,
    names: string,
    values: string,
    rows: KeyedValue[],
    drillOf: (e: KeyedValue) => string | undefined,
  ) => (
    <FiguresTable
      caption={caption}
      nameLabel={names}
      rows={rows}
      columns={[{ label: values, value: (e) => e.value, drill: drillOf }]}
    />
  );
  const reportLabels = { shouldReport: t('shouldReport', '应上报'), reported: t('reported', '已上报') };
  return (
    <Box data-testid="dashboard-page" sx={{ display: 'grid', gap: 2 }}>
      <PeriodPicker value={period} onChange={setPeriod} />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
      >
        {shown.region && (
          <ChartCard
            {...card('region', '区域分布')}
            isEmpty={data.regions.length === 0}
            figures={counts(
              t('region', '区域分布'),
              column('region', '区域'),
              column('subjects', '经营主体数'),
              data.regions,
              drill.region,
            )}
          >
            <RegionPie data={data.regions} onSelect={(e) => open(drill.region(e))} />
          </ChartCard>
        )}
        {shown.reports && (
          <Box sx={{ gridColumn: { lg: 'span 2' } }}>
            <ChartCard
              {...card('reports', '上报情况')}
              isEmpty={data.reports.length === 0}
              figures={
                <FiguresTable
                  caption={t('reports', '上报情况')}
                  nameLabel={column('marketType', '市场类型')}
                  rows={data.reports}
                  columns={[
                    {
                      label: reportLabels.shouldReport,
                      value: (e) => e.shouldReport,
                      drill: (e) => drill.reports(e, 'shouldReport'),
                    },
                    {
                      label: reportLabels.reported,
                      value: (e) => e.reported,
                      drill: (e) => drill.reports(e, 'reported'),
                    },
                  ]}
                />
              }
            >
              <ReportsBar
                data={data.reports}
                labels={reportLabels}
                onSelect={(e, series) => open(drill.reports(e, series))}
              />
            </ChartCard>
          </Box>
        )}
        {shown.supervise && (
          <StatBarCard
            {...card('supervise', '督办情况')}
            data={data.supervise}
            color={theme.palette.warning.main}
            onSelect={(e) => open(drill.supervise(e))}
            figures={counts(
              t('supervise', '督办情况'),
              column('superviseState', '督办状态'),
              column('count', '数量'),
              data.supervise,
              drill.supervise,
            )}
          />
        )}
        {shown.inspect && (
          <StatBarCard
            {...card('inspect', '巡检情况')}
            data={data.inspect}
            color={theme.palette.primary.main}
            onSelect={(e) => open(drill.inspect(e))}
            figures={counts(
              t('inspect', '巡检情况'),
              column('inspectResult', '巡检结果'),
              column('count', '数量'),
              data.inspect,
              drill.inspect,
            )}
          />
        )}
        {shown.camera && (
          <StatBarCard
            {...card('camera', '摄像头情况')}
            data={data.camera}
            color={theme.palette.success.main}
            onSelect={(e) => open(drill.camera(e))}
            figures={counts(
              t('camera', '摄像头情况'),
              column('marketType', '市场类型'),
              column('cameras', '摄像头数'),
              data.camera,
              drill.camera,
            )}
          />
        )}
        {shown.credit && (
          <ChartCard {...card('credit', '主体优秀率')} isEmpty={data.creditRate === undefined}>
            {/* A link to the excellent subjects, named by the gauge it holds (主体优秀率 85%). */}
            <Link
              component={RouterLink}
              to={subjectDrill({ creditLevel_equal: EXCELLENT }, scope)}
              underline="none"
              color="inherit"
              sx={{ display: 'block', height: '100%' }}
              data-testid="credit-drill"
            >
              <CreditGauge value={data.creditRate ?? 0} caption={t('credit', '主体优秀率')} />
            </Link>
          </ChartCard>
        )}
      </Box>
      {!data.isPending && !Object.values(shown).some(Boolean) && (
        <Typography color="text.secondary" data-testid="dashboard-nothing">
          {t('nothing', '您没有可查看的统计图表，请从左侧菜单进入业务页面')}
        </Typography>
      )}
    </Box>
  );
};

export default DashboardPage;
