import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BladeDataProvider } from '../../dataProvider';
import type { BladeParams } from '../../dataProvider/query';

/**
 * A GET of `{base}/{path}` beyond page and detail (trees, selects, grant keys), cached under the
 * resource's name so react-admin's refresh button and our mutations renew it with the lists.
 */
export function useBladeQuery<T>(
  resource: string,
  path: string,
  params?: BladeParams,
  options: Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn'> = {},
) {
  const dataProvider = useDataProvider<BladeDataProvider>();
  return useQuery<T>({
    queryKey: [resource, 'blade', path, params ?? {}],
    queryFn: () => dataProvider.getTree<T>(resource, path, params),
    ...options,
  });
}
