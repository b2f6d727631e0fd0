import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { SERIES_COLORS } from './palette';

export interface NamedValue {
  name: string;
  value: number;
}

/** Subjects per region. */
export const RegionPie = ({ data }: { data: NamedValue[] }) => (
  <ResponsiveContainer width="100%" height="100%">
    <PieChart>
      <Pie data={data} dataKey="value" nameKey="name" innerRadius="45%" outerRadius="75%" paddingAngle={2}>
        {data.map((entry, index) => (
          <Cell key={entry.name} fill={SERIES_COLORS[index % SERIES_COLORS.length]} />
        ))}
      </Pie>
      <Tooltip />
      <Legend verticalAlign="bottom" height={36} />
    </PieChart>
  </ResponsiveContainer>
);
