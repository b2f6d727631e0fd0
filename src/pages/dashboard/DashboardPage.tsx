import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ChartCard } from './charts/ChartCard';
import { CreditGauge } from './charts/CreditGauge';
import { RegionPie } from './charts/RegionPie';
import { ReportsBar } from './charts/ReportsBar';
import { StatBarCard } from './charts/StatBarCard';
import { useDashboardData, type KeyedValue } from './useDashboardData';
import { PeriodPicker } from '../statistics/PeriodPicker';
import { periodFromSearch, periodParams, rangeOf, type PeriodValue } from '../statistics/period';
import { cameraDrill, inspectDrill, reportDrill, subjectDrill, superviseDrill } from '../statistics/drills';

/** Credit level key of 优秀 (dictionary credit_level). */
const EXCELLENT = 1;

/**
 * /wel/dashboard, the console (docs/spec.md §2 "Dashboard charts"); the first tab, never closed. The period is
 * in the URL (`?period=week`); a click on a slice or bar opens the list of the records behind it,
 * filtered as the server counted them (the same days, the same code: ../statistics/drills.ts). The
 * should-report bar opens the missing reports (what it has beyond the reported bar). Every user lands here;
 * each sees the charts of the records they may read (a 局长 only 督办情况), and a user who may read none
 * is told where to go instead.
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
  /** What every chart card has: its title (app.dashboard.<name>), test id (chart-<name>) and loading state. */
  const card = (name: string, zh: string) => ({
    title: t(name, zh),
    testId: `chart-${name}`,
    isPending: data.isPending,
  });
  return (
    <Box data-testid="dashboard-page" sx={{ display: 'grid', gap: 2 }}>
      <PeriodPicker value={period} onChange={setPeriod} />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
      >
        {shown.region && (
          <ChartCard {...card('region', '区域分布')} isEmpty={data.regions.length === 0}>
            <RegionPie
              data={data.regions}
              onSelect={(e) => navigate(subjectDrill(keyed('regionCode_equal', e), scope))}
            />
          </ChartCard>
        )}
        {shown.reports && (
          <Box sx={{ gridColumn: { lg: 'span 2' } }}>
            <ChartCard {...card('reports', '上报情况')} isEmpty={data.reports.length === 0}>
              <ReportsBar
                data={data.reports}
                labels={{ shouldReport: t('shouldReport', '应上报'), reported: t('reported', '已上报') }}
                onSelect={(e, series) =>
                  e.key !== null &&
                  navigate(reportDrill({ marketType: e.key }, series === 'reported' ? 'reported' : 'should', scope))
                }
              />
            </ChartCard>
          </Box>
        )}
        {shown.supervise && (
          <StatBarCard
            {...card('supervise', '督办情况')}
            data={data.supervise}
            color={theme.palette.warning.main}
            onSelect={(e) => navigate(superviseDrill(e.key ?? undefined, scope))}
          />
        )}
        {shown.inspect && (
          <StatBarCard
            {...card('inspect', '巡检情况')}
            data={data.inspect}
            color={theme.palette.primary.main}
            onSelect={(e) => navigate(inspectDrill(scope, keyed('result_equal', e)))}
          />
        )}
        {shown.camera && (
          <StatBarCard
            {...card('camera', '摄像头情况')}
            data={data.camera}
            color={theme.palette.success.main}
            onSelect={(e) => e.key !== null && navigate(cameraDrill(e.key))}
          />
        )}
        {shown.credit && (
          <ChartCard {...card('credit', '主体优秀率')} isEmpty={data.creditRate === undefined}>
            <Box
              sx={{ height: '100%', cursor: 'pointer' }}
              onClick={() => navigate(subjectDrill({ creditLevel_equal: EXCELLENT }, scope))}
              data-testid="credit-drill"
            >
              <CreditGauge value={data.creditRate ?? 0} caption={t('credit', '主体优秀率')} />
            </Box>
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
