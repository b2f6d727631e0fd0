import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, usePermissions, useStore, useDataProvider } from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';
import { declaredMenuPaths, learnMenuPaths, resourceNames } from '../../routes/menuPathStore';
import { toMenuNodes, type ServerMenu, type TopMenu } from './menuModel';

/** Which top menu the sidebar shows; '' is home (the whole menu). */
export const useTopMenuId = () => useStore<string>('app.topMenuId', '');

export function useServerMenu() {
  const dataProvider = useDataProvider<BladeDataProvider>();
  const [topMenuId] = useTopMenuId();
  const { permissions } = usePermissions<{ roles?: string[] }>();
  const roles = useMemo(() => permissions?.roles ?? [], [permissions]);
  const [locale] = useLocaleState();
  const query = useQuery({
    queryKey: ['app', 'menu-routes', topMenuId],
    queryFn: () =>
      dataProvider.call<ServerMenu[]>({
        url: '/api/blade-system/menu/routes',
        params: topMenuId ? { topMenuId } : undefined,
      }),
    staleTime: 5 * 60_000,
  });
  const nodes = useMemo(
    () => toMenuNodes(query.data, roles, resourceNames(), declaredMenuPaths(), locale),
    [query.data, roles, locale],
  );
  // Resource links go to the menu's paths from now on (src/routes/menuPathStore.ts).
  useEffect(() => {
    if (!query.isPending) learnMenuPaths(nodes);
  }, [nodes, query.isPending]);
  return { nodes, isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}

export function useTopMenus() {
  const dataProvider = useDataProvider<BladeDataProvider>();
  return useQuery({
    queryKey: ['app', 'top-menu'],
    queryFn: async () => {
      const menus = await dataProvider.call<TopMenu[]>({ url: '/api/blade-system/menu/top-menu' });
      return Array.isArray(menus) ? [...menus].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)) : [];
    },
    staleTime: 5 * 60_000,
  });
}
