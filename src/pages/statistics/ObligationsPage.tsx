import { Alert, Box, Card, CardContent, Chip, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { BladeDataProvider } from '../../../dataProvider';
import { RowsTable, TablePager, usePaging } from '../../../resources/engine';
import type { Obligation } from '../../../resources/statistics-families';

/** The query parameters this screen passes on to the server (the figure's period, filters and group). */
const PASSED = ['period', 'sdate', 'edate', 'regionCode', 'deptId', 'marketType', 'checkpointId', 'state'];

type StateKey = 'reported' | 'late' | 'abnormal' | 'warned' | 'notWarned';
const STATE_COLOR: Record<StateKey, 'success' | 'warning' | 'error' | 'default'> = {
  reported: 'success',
  late: 'warning',
  abnormal: 'warning',
  warned: 'error',
  notWarned: 'default',
};

/** What became of an obligation: its report (late, abnormal), or none, with or without a 未上报 warning. */
const stateOf = (o: Obligation): StateKey =>
  o.reportId ? (o.isAb ? 'abnormal' : o.isLate ? 'late' : 'reported') : o.warnId ? 'warned' : 'notWarned';

/**
 * 应上报明细: the obligations behind a should-report figure of the dashboard or a statistics screen
 * (src/pages/statistics/drills.ts `reportDrill`, figure `should`). An obligation is no record, so the
 * screen says so and lists each subject, checkpoint and period with what met it: its report, or its
 * 未上报 warning, or nothing yet. The total is the figure.
 */
const ObligationsPage = () => {
  const dataProvider = useDataProvider<BladeDataProvider>();
  const translate = useTranslate();
  const [search] = useSearchParams();
  const paging = usePaging();
  const t = (key: string) => translate(`app.statistics.obligations.${key}`);
  const params = Object.fromEntries(PASSED.map((k) => [k, search.get(k) ?? '']).filter(([, v]) => v));
  const page = useQuery({
    queryKey: ['app', 'statistics', 'obligations', params, paging.current, paging.size],
    queryFn: () =>
      dataProvider.call<{ records: Obligation[]; total: number }>({
        url: '/api/statistics/report/obligations',
        params: { ...params, current: paging.current, size: paging.size },
      }),
  });
  const state = search.get('state');
  const rows = page.data?.records ?? [];
  const total = page.data?.total ?? 0;
  return (
    <Card data-testid="report-obligations">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {translate('app.route.stats.obligations')} ·{' '}
          {state && ['reported', 'missing', 'late', 'abnormal'].includes(state) ? `${t(state)} · ` : ''}
          {translate('app.statistics.records', { _: '明细 %{n} 条', n: total })}
        </Typography>
        <Alert severity="info">{t('about')}</Alert>
        <RowsTable
          testId="obligation-rows"
          rows={rows}
          rowKey={(o) => `${o.subjectId}-${o.checkpointId}-${o.periodStart}`}
          columns={[
            {
              label: t('subject'),
              value: (o) => (
                <Link component={RouterLink} to={`/busdetail/${o.subjectId}`}>
                  {o.subjectName}
                </Link>
              ),
            },
            { label: t('checkpoint'), value: (o) => o.checkpointName },
            { label: t('period'), value: (o) => `${o.periodStart} ~ ${o.periodEnd}` },
            {
              label: t('state'),
              value: (o) => {
                const state = stateOf(o);
                return <Chip size="small" color={STATE_COLOR[state]} label={t(state)} data-testid="obligation-state" />;
              },
            },
            {
              value: (o) =>
                o.reportId ? (
                  <Link component={RouterLink} to={`/report/reportcheck/${o.reportId}/show`}>
                    {t('report')} {o.reportNo}
                  </Link>
                ) : o.warnId ? (
                  <Link component={RouterLink} to={`/report/reportcheckwarn/${o.warnId}/show`}>
                    {t('warning')}
                  </Link>
                ) : null,
            },
          ]}
        />
        {!page.isPending && rows.length === 0 && (
          <Box sx={{ textAlign: 'center', color: 'text.secondary', py: 2 }}>{t('empty')}</Box>
        )}
        <TablePager paging={paging} total={total} />
      </CardContent>
    </Card>
  );
};

export default ObligationsPage;
