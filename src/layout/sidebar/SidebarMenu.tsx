import { useCallback, useMemo, useState } from 'react';
import { List, Skeleton, Box } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useMenu } from '../menu/MenuContext';
import { ancestorIds, findMenuForLocation } from '../menu/menuModel';
import { useLayoutScreenLevel } from '../ScreenLevelContext';
import { useToggleSet } from '../useToggleSet';
import { CollapsedMenuItem } from './CollapsedMenuItem';
import { EmptyMenuTip } from './EmptyMenuTip';
import { MenuTreeItem } from './MenuTreeItem';

/**
 * The server menu as a tree (docs/spec.md §2 Sidebar) in a `nav` named 菜单: loading skeleton, empty tip,
 * active item followed.
 */
/** The sidebar's menu, which the top menu's tabs choose (their `aria-controls`). */
export const SIDE_MENU_ID = 'side-menu';

export const SidebarMenu = ({ collapsed }: { collapsed: boolean }) => {
  const translate = useTranslate();
  const { nodes, leaves, isPending, isError, refetch } = useMenu();
  const location = useLocation();
  const level = useLayoutScreenLevel();
  const [, setSidebarOpen] = useSidebarState();
  const [openIds, toggle, setOpenIds] = useToggleSet<string>();

  const active = findMenuForLocation(leaves, location.pathname, location.search)?.node;
  const trail = useMemo(() => (active ? (ancestorIds(nodes, active) ?? []) : []), [nodes, active]);

  // Unfold the branches holding the page the user is on (after navigation or a menu reload), as the
  // trail changes: state adjusted while rendering, so the unfolded menu shows in the same paint.
  const [unfoldedFor, setUnfoldedFor] = useState<readonly string[]>();
  if (unfoldedFor !== trail) {
    setUnfoldedFor(trail);
    if (trail.length > 0) setOpenIds((ids) => (trail.every((id) => ids.has(id)) ? ids : new Set([...ids, ...trail])));
  }

  // On small screens the menu covers the page; fold it once a page is opened from it.
  const opened = useCallback(() => {
    if (level <= 1) setSidebarOpen(false);
  }, [level, setSidebarOpen]);

  if (isPending) {
    return (
      <Box sx={{ px: 2, py: 1 }} aria-busy="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={36} sx={{ bgcolor: 'rgba(128,128,128,0.2)' }} />
        ))}
      </Box>
    );
  }
  if (nodes.length === 0) return <EmptyMenuTip failed={isError} onRetry={refetch} />;

  const activeTrail = new Set([...trail, ...(active ? [active.id] : [])]);
  return (
    <List
      component="nav"
      id={SIDE_MENU_ID}
      aria-label={translate('app.navbar.sideMenu', { _: '菜单' })}
      data-testid="sidebar-menu"
      disablePadding
    >
      {nodes.map((node) =>
        collapsed ? (
          <CollapsedMenuItem key={node.id} node={node} activeTrail={activeTrail} onOpened={opened} />
        ) : (
          <MenuTreeItem
            key={node.id}
            node={node}
            depth={0}
            activeId={active?.id}
            openIds={openIds}
            onToggle={toggle}
            onOpened={opened}
          />
        ),
      )}
    </List>
  );
};
