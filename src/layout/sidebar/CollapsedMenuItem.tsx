import { createElement, useState } from 'react';
import { ListItemButton, ListItemIcon, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import { menuIcon } from '../menu/menuIcons';
import { flattenMenu, type MenuNode } from '../menu/menuModel';
import { useSidebarItemSx } from './useSidebarItemSx';

interface Props {
  node: MenuNode;
  activeTrail: ReadonlySet<string>;
  onOpen: (node: MenuNode) => void;
}

/** A top-level entry of the folded sidebar: an icon; a branch lists its pages in a popup menu. */
export const CollapsedMenuItem = ({ node, activeTrail, onOpen }: Props) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const itemSx = useSidebarItemSx();
  const leaves = node.children.length > 0 ? flattenMenu(node.children) : [];
  const open = (target: MenuNode) => {
    setAnchor(null);
    onOpen(target);
  };
  return (
    <>
      <Tooltip title={node.label} placement="right">
        <ListItemButton
          selected={activeTrail.has(node.id)}
          onClick={(event) => (leaves.length > 0 ? setAnchor(event.currentTarget) : onOpen(node))}
          aria-label={node.label}
          aria-haspopup={leaves.length > 0 ? 'menu' : undefined}
          data-testid={`menu-item-${node.code || node.id}`}
          sx={{ ...itemSx, justifyContent: 'center', px: 0 }}
        >
          <ListItemIcon sx={{ minWidth: 0, color: 'inherit' }}>
            {createElement(menuIcon(node.icon, node.code), { fontSize: 'small' })}
          </ListItemIcon>
        </ListItemButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Typography variant="caption" color="text.secondary" sx={{ px: 2, display: 'block' }}>
          {node.label}
        </Typography>
        {leaves.map(({ node: leaf, trail }) => (
          <MenuItem
            key={leaf.id}
            onClick={() => open(leaf)}
            selected={activeTrail.has(leaf.id)}
            sx={{ pl: 2 + trail.length * 2, minWidth: 160 }}
          >
            {leaf.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
