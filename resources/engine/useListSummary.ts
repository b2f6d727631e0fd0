import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext } from 'react-admin';
import type { BladeDataProvider } from '../../dataProvider';

/** Figures the server counts beside a list (totals, counts, a chart), asked again whenever the list's total changes. */
export function useListSummary<T>(key: readonly unknown[], fetch: (dataProvider: BladeDataProvider) => Promise<T>) {
  const dataProvider = useDataProvider<BladeDataProvider>();
  const { total } = useListContext();
  return useQuery({ queryKey: ['app', ...key, total], queryFn: () => fetch(dataProvider) });
}
