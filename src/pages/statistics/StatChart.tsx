import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SERIES_COLORS } from '../dashboard/charts/palette';

type Row = Record<string, unknown>;

interface StatChartProps {
  /** The rows, each named by its `name` (the x axis). */
  rows: Row[];
  series: Array<{ key: string; name: string }>;
  onSelect?: (row: Row, series: string) => void;
  /** Off where one series is named by the chart's title already. */
  legend?: boolean;
}

/** The bars of a statistics table: one series per numeric column named; a click selects the row and the series. */
export const StatChart = ({ rows, series, onSelect, legend = true }: StatChartProps) => (
  <ResponsiveContainer width="100%" height="100%">
    <BarChart data={rows}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="name" tickLine={false} />
      <YAxis allowDecimals={false} tickLine={false} axisLine={false} />
      <Tooltip />
      {legend && <Legend />}
      {series.map((s, i) => (
        <Bar
          key={s.key}
          dataKey={s.key}
          name={s.name}
          fill={SERIES_COLORS[i % SERIES_COLORS.length]}
          radius={[4, 4, 0, 0]}
          maxBarSize={36}
          onClick={(_, index) => onSelect?.(rows[index], s.key)}
          style={{ cursor: onSelect ? 'pointer' : undefined }}
        />
      ))}
    </BarChart>
  </ResponsiveContainer>
);
