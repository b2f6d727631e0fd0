import { Bar } from 'recharts';
import { BarFrame } from './BarFrame';
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
  <BarFrame data={data} legend={false}>
    <Bar
      dataKey="value"
      name={seriesName}
      fill={color}
      radius={[4, 4, 0, 0]}
      maxBarSize={36}
      onClick={(_, index) => onSelect?.(data[index])}
      style={{ cursor: onSelect ? 'pointer' : undefined }}
    />
  </BarFrame>
);
