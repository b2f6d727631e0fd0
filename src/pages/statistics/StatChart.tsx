import { Bar } from 'recharts';
import { BarFrame } from '../dashboard/charts/BarFrame';
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
  <BarFrame data={rows} legend={legend}>
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
  </BarFrame>
);
