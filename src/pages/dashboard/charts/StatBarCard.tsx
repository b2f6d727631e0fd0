import type { ReactNode } from 'react';
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
  figures,
}: {
  title: string;
  testId: string;
  isPending: boolean;
  data: T[];
  color: string;
  onSelect?: (entry: T) => void;
  /** The bars' figures as a table (ChartCard's `figures`). */
  figures?: ReactNode;
}) => (
  <ChartCard title={title} isPending={isPending} isEmpty={data.length === 0} testId={testId} figures={figures}>
    <StatBar data={data} color={color} seriesName={title} onSelect={onSelect} />
  </ChartCard>
);
