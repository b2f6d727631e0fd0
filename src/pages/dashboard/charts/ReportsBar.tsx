import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
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
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" tickLine={false} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} />
        <Tooltip />
        <Legend />
        <Bar
          dataKey="shouldReport"
          name={labels.shouldReport}
          fill={theme.palette.grey[400]}
          radius={[4, 4, 0, 0]}
          onClick={(_, index) => onSelect?.(data[index], 'shouldReport')}
        />
        <Bar
          dataKey="reported"
          name={labels.reported}
          fill={theme.palette.primary.main}
          radius={[4, 4, 0, 0]}
          onClick={(_, index) => onSelect?.(data[index], 'reported')}
        />
      </BarChart>
    </ResponsiveContainer>
  );
};
