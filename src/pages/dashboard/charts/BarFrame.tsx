import type { ReactNode } from 'react';
import { BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * What the bar charts of the dashboard and the statistics share: the rows' names along the x axis,
 * whole counts up the y axis, a tooltip, a legend where asked; the bars are the children.
 */
export const BarFrame = ({ data, legend, children }: { data: object[]; legend: boolean; children: ReactNode }) => (
  <ResponsiveContainer width="100%" height="100%">
    <BarChart data={data}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="name" tickLine={false} />
      <YAxis allowDecimals={false} tickLine={false} axisLine={false} />
      <Tooltip />
      {legend && <Legend />}
      {children}
    </BarChart>
  </ResponsiveContainer>
);
