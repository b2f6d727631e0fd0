import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { NamedValue } from './RegionPie';

/** One series of counts (supervise, inspect, camera). */
export const StatBar = ({ data, color, seriesName }: { data: NamedValue[]; color: string; seriesName: string }) => (
  <ResponsiveContainer width="100%" height="100%">
    <BarChart data={data}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="name" tickLine={false} />
      <YAxis allowDecimals={false} tickLine={false} axisLine={false} />
      <Tooltip />
      <Bar dataKey="value" name={seriesName} fill={color} radius={[4, 4, 0, 0]} maxBarSize={36} />
    </BarChart>
  </ResponsiveContainer>
);
