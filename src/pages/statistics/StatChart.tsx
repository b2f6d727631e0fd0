import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SERIES_COLORS } from '../dashboard/charts/palette';

type Row = Record<string, unknown>;

/** The bars of a statistics table: one series per numeric column named; a click selects the row and the series. */
export const StatChart = ({ rows, series, onSelect }: { rows: Row[]; series: Array<{ key: string; name: string }>; onSelect?: (row: Row, series: string) => void }) => (
  <ResponsiveContainer width="100%" height="100%">
    <BarChart data={rows}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="name" tickLine={false} />
      <YAxis allowDecimals={false} tickLine={false} axisLine={false} />
      <Tooltip />
      <Legend />
      {series.map((s, i) => (
        <Bar key={s.key} dataKey={s.key} name={s.name} fill={SERIES_COLORS[i % SERIES_COLORS.length]} radius={[4, 4, 0, 0]} maxBarSize={36}
          onClick={(_, index) => onSelect?.(rows[index], s.key)} style={{ cursor: onSelect ? 'pointer' : undefined }} />
      ))}
    </BarChart>
  </ResponsiveContainer>
);
