import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { SERIES_COLORS } from './palette';

export interface NamedValue {
  name: string;
  value: number;
}

/** Subjects per region; a click on a slice selects its entry (the drill-down). */
export const RegionPie = <T extends NamedValue>({ data, onSelect }: { data: T[]; onSelect?: (entry: T) => void }) => (
  <ResponsiveContainer width="100%" height="100%">
    <PieChart>
      <Pie
        data={data}
        dataKey="value"
        nameKey="name"
        innerRadius="45%"
        outerRadius="75%"
        paddingAngle={2}
        onClick={(_, index) => onSelect?.(data[index])}
        style={{ cursor: onSelect ? 'pointer' : undefined }}
      >
        {data.map((entry, index) => (
          <Cell key={entry.name} fill={SERIES_COLORS[index % SERIES_COLORS.length]} />
        ))}
      </Pie>
      <Tooltip />
      <Legend verticalAlign="bottom" height={36} />
    </PieChart>
  </ResponsiveContainer>
);
