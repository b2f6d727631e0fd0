import type { ReactNode } from 'react';
import { Box, Card, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import BarChartIcon from '@mui/icons-material/BarChart';
import { useTranslate } from 'react-admin';

interface Props {
  title: string;
  isPending?: boolean;
  isEmpty?: boolean;
  height?: number;
  testId?: string;
  children: ReactNode;
}

/** A dashboard panel: title, then a skeleton, an empty state or the chart. */
export const ChartCard = ({ title, isPending, isEmpty, height = 280, testId, children }: Props) => {
  const translate = useTranslate();
  return (
    <Card data-testid={testId} sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 600 } } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        <Box sx={{ height, position: 'relative' }}>
          {isPending ? (
            <Skeleton variant="rounded" height={height} />
          ) : isEmpty ? (
            <Box
              sx={{
                height: '100%',
                display: 'grid',
                placeItems: 'center',
                color: 'text.secondary',
                textAlign: 'center',
              }}
              data-testid="chart-empty"
            >
              <div>
                <BarChartIcon sx={{ fontSize: 48, opacity: 0.5 }} />
                <Typography variant="body2">{translate('app.dashboard.empty', { _: '暂无数据' })}</Typography>
              </div>
            </Box>
          ) : (
            children
          )}
        </Box>
      </CardContent>
    </Card>
  );
};
