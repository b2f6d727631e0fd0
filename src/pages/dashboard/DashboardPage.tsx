import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { ChartCard } from './charts/ChartCard';
import { CreditGauge } from './charts/CreditGauge';
import { RegionPie } from './charts/RegionPie';
import { ReportsBar } from './charts/ReportsBar';
import { StatBar } from './charts/StatBar';
import { useDashboardData } from './useDashboardData';

/** /wel/dashboard, the console (spec §2 "Dashboard charts"); the first tab, never closed. */
const DashboardPage = () => {
  const translate = useTranslate();
  const theme = useTheme();
  const data = useDashboardData();
  const t = (key: string, zh: string) => translate(`app.dashboard.${key}`, { _: zh });
  return (
    <Box data-testid="dashboard-page" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
      <ChartCard title={t('region', '区域分布')} isPending={data.isPending} isEmpty={data.regions.length === 0} testId="chart-region">
        <RegionPie data={data.regions} />
      </ChartCard>
      <Box sx={{ gridColumn: { lg: 'span 2' } }}>
        <ChartCard title={t('reports', '上报情况')} isPending={data.isPending} isEmpty={data.reports.length === 0} testId="chart-reports">
          <ReportsBar data={data.reports} labels={{ shouldReport: t('shouldReport', '应上报'), reported: t('reported', '已上报') }} />
        </ChartCard>
      </Box>
      <ChartCard title={t('supervise', '督办情况')} isPending={data.isPending} isEmpty={data.supervise.length === 0} testId="chart-supervise">
        <StatBar data={data.supervise} color={theme.palette.warning.main} seriesName={t('supervise', '督办情况')} />
      </ChartCard>
      <ChartCard title={t('inspect', '巡检情况')} isPending={data.isPending} isEmpty={data.inspect.length === 0} testId="chart-inspect">
        <StatBar data={data.inspect} color={theme.palette.primary.main} seriesName={t('inspect', '巡检情况')} />
      </ChartCard>
      <ChartCard title={t('camera', '摄像头情况')} isPending={data.isPending} isEmpty={data.camera.length === 0} testId="chart-camera">
        <StatBar data={data.camera} color={theme.palette.success.main} seriesName={t('camera', '摄像头情况')} />
      </ChartCard>
      <ChartCard title={t('credit', '主体优秀率')} isPending={data.isPending} isEmpty={data.creditRate === undefined} testId="chart-credit">
        <CreditGauge value={data.creditRate ?? 0} caption={t('credit', '主体优秀率')} />
      </ChartCard>
    </Box>
  );
};

export default DashboardPage;
