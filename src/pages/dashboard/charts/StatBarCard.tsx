import { ChartCard } from './ChartCard';
import type { NamedValue } from './RegionPie';
import { StatBar } from './StatBar';

/** A panel of one series of counts, titled as its series: the supervise, inspect and camera panels are alike. */
export const StatBarCard = <T extends NamedValue>({
  title,
  testId,
  isPending,
  data,
  color,
  onSelect,
}: {
  title: string;
  testId: string;
  isPending: boolean;
  data: T[];
  color: string;
  onSelect?: (entry: T) => void;
}) => (
  <ChartCard title={title} isPending={isPending} isEmpty={data.length === 0} testId={testId}>
    <StatBar data={data} color={color} seriesName={title} onSelect={onSelect} />
  </ChartCard>
);
