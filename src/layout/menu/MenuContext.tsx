import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { flattenMenu, type MenuLeaf, type MenuNode } from './menuModel';
import { useServerMenu } from './useServerMenu';

interface MenuContextValue {
  nodes: MenuNode[];
  leaves: MenuLeaf[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

const MenuContext = createContext<MenuContextValue>({
  nodes: [],
  leaves: [],
  isPending: false,
  isError: false,
  refetch: () => undefined,
});

/** One fetch of the menu for the sidebar, both searches and the tab labels. */
export const MenuProvider = ({ children }: { children: ReactNode }) => {
  const { nodes, isPending, isError, refetch } = useServerMenu();
  const value = useMemo(
    () => ({ nodes, leaves: flattenMenu(nodes), isPending, isError, refetch: () => void refetch() }),
    [nodes, isPending, isError, refetch],
  );
  return <MenuContext.Provider value={value}>{children}</MenuContext.Provider>;
};

export const useMenu = () => useContext(MenuContext);
