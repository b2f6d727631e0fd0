import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { NamedValue } from './RegionPie';

/** One series of counts (supervise, inspect, camera); a click on a bar selects its entry (the drill-down). */
export const StatBar = <T extends NamedValue>({
  data,
  color,
  seriesName,
  onSelect,
}: {
  data: T[];
  color: string;
  seriesName: string;
  onSelect?: (entry: T) => void;
}) => (
  <ResponsiveContainer width="100%" height="100%">
    <BarChart data={data}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="name" tickLine={false} />
      <YAxis allowDecimals={false} tickLine={false} axisLine={false} />
      <Tooltip />
      <Bar
        dataKey="value"
        name={seriesName}
        fill={color}
        radius={[4, 4, 0, 0]}
        maxBarSize={36}
        onClick={(_, index) => onSelect?.(data[index])}
        style={{ cursor: onSelect ? 'pointer' : undefined }}
      />
    </BarChart>
  </ResponsiveContainer>
);
