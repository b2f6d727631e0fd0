import { Bar } from 'recharts';
import { BarFrame } from './BarFrame';
import { useTheme } from '@mui/material/styles';

export interface ReportsPoint {
  name: string;
  shouldReport: number;
  reported: number;
}

/** Should-report against reported, side by side per period or category; a click names the bar's entry and series. */
export const ReportsBar = <T extends ReportsPoint>({
  data,
  labels,
  onSelect,
}: {
  data: T[];
  labels: { shouldReport: string; reported: string };
  onSelect?: (entry: T, series: 'shouldReport' | 'reported') => void;
}) => {
  const theme = useTheme();
  return (
    <BarFrame data={data} legend>
      <Bar
        dataKey="shouldReport"
        name={labels.shouldReport}
        fill={theme.palette.grey[400]}
        radius={[4, 4, 0, 0]}
        onClick={(_, index) => onSelect?.(data[index], 'shouldReport')}
        style={{ cursor: onSelect ? 'pointer' : undefined }}
      />
      <Bar
        dataKey="reported"
        name={labels.reported}
        fill={theme.palette.primary.main}
        radius={[4, 4, 0, 0]}
        onClick={(_, index) => onSelect?.(data[index], 'reported')}
        style={{ cursor: onSelect ? 'pointer' : undefined }}
      />
    </BarFrame>
  );
};
