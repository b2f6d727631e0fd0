import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material/styles';

export interface ReportsPoint {
  name: string;
  shouldReport: number;
  reported: number;
}

/** Should-report against reported, side by side per period or category. */
export const ReportsBar = ({ data, labels }: { data: ReportsPoint[]; labels: { shouldReport: string; reported: string } }) => {
  const theme = useTheme();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" tickLine={false} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} />
        <Tooltip />
        <Legend />
        <Bar dataKey="shouldReport" name={labels.shouldReport} fill={theme.palette.grey[400]} radius={[4, 4, 0, 0]} />
        <Bar dataKey="reported" name={labels.reported} fill={theme.palette.primary.main} radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
};
