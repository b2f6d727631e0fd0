import { useState, type ReactNode } from 'react';
import { Box, Card, CardContent, CardHeader, Skeleton, ToggleButton, Typography } from '@mui/material';
import BarChartIcon from '@mui/icons-material/BarChart';
import TableIcon from '@mui/icons-material/TableChartOutlined';
import { useTranslate } from 'react-admin';

interface Props {
  title: string;
  isPending?: boolean;
  isEmpty?: boolean;
  height?: number;
  testId?: string;
  /**
   * The chart's figures as a table (its text alternative): a 查看数据 toggle in the header shows it in
   * the chart's place, for a screen reader and for anyone who wants the numbers.
   */
  figures?: ReactNode;
  children: ReactNode;
}

/** A dashboard panel: title, then a skeleton, an empty state, the chart or its figures. */
export const ChartCard = ({ title, isPending, isEmpty, height = 280, testId, figures, children }: Props) => {
  const translate = useTranslate();
  const [showFigures, setShowFigures] = useState(false);
  const offersFigures = !!figures && !isPending && !isEmpty;
  return (
    <Card data-testid={testId} sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 600 } } }}
        action={
          offersFigures && (
            <ToggleButton
              value="figures"
              size="small"
              selected={showFigures}
              onChange={() => setShowFigures((shown) => !shown)}
              data-testid="chart-figures-toggle"
              sx={{ py: 0.25, gap: 0.5 }}
            >
              <TableIcon fontSize="small" />
              {translate('app.dashboard.viewData', { _: '查看数据' })}
            </ToggleButton>
          )
        }
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
          ) : offersFigures && showFigures ? (
            <Box sx={{ height: '100%', overflow: 'auto' }}>{figures}</Box>
          ) : (
            children
          )}
        </Box>
      </CardContent>
    </Card>
  );
};
