import { createElement, useId, useState, type MouseEvent } from 'react';
import { ListItemButton, ListItemIcon, ListSubheader, Menu, MenuItem, Tooltip } from '@mui/material';
import { Link } from 'react-router-dom';
import { menuIcon } from '../menu/menuIcons';
import { flattenMenu, type MenuNode } from '../menu/menuModel';
import { isPlainClick } from './plainClick';
import { useSidebarItemSx } from './useSidebarItemSx';

interface Props {
  node: MenuNode;
  activeTrail: ReadonlySet<string>;
  /** A page was opened here (a plain click on a leaf), so a sidebar covering the page may fold. */
  onOpened: () => void;
}

/** Where a leaf leads, as the props of the element drawing it: a link to its page, or a new window. */
const linkProps = (node: MenuNode) =>
  node.to
    ? ({ component: Link, to: node.to } as const)
    : ({ component: 'a', href: node.newWindowUrl, target: '_blank', rel: 'noopener noreferrer' } as const);

/**
 * A top-level entry of the folded sidebar: an icon named by its label. A leaf is a link to its page; a
 * branch is a button whose popup menu lists its pages, each a link too.
 */
export const CollapsedMenuItem = ({ node, activeTrail, onOpened }: Props) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const itemSx = useSidebarItemSx();
  const leaves = node.children.length > 0 ? flattenMenu(node.children) : [];
  const icon = (
    <ListItemIcon sx={{ minWidth: 0, color: 'inherit' }}>
      {createElement(menuIcon(node.icon, node.code), { fontSize: 'small' })}
    </ListItemIcon>
  );
  const entry = {
    selected: activeTrail.has(node.id),
    'aria-label': node.label,
    'data-testid': `menu-item-${node.code || node.id}`,
    sx: { ...itemSx, justifyContent: 'center', px: 0 },
  };
  const opened = (event: MouseEvent) => isPlainClick(event) && onOpened();

  if (node.children.length === 0) {
    return (
      <Tooltip title={node.label} placement="right">
        {node.to || node.newWindowUrl ? (
          <ListItemButton
            {...entry}
            {...linkProps(node)}
            onClick={opened}
            aria-current={activeTrail.has(node.id) ? 'page' : undefined}
          >
            {icon}
          </ListItemButton>
        ) : (
          <ListItemButton {...entry} disabled>
            {icon}
          </ListItemButton>
        )}
      </Tooltip>
    );
  }

  return (
    <>
      <Tooltip title={node.label} placement="right">
        <ListItemButton
          {...entry}
          id={buttonId}
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-haspopup="menu"
          aria-expanded={!!anchor}
          aria-controls={anchor ? menuId : undefined}
        >
          {icon}
        </ListItemButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {/* The branch's name over its pages; the menu is already named by the button. */}
        <ListSubheader role="presentation" aria-hidden sx={{ lineHeight: 2, fontSize: 12 }}>
          {node.label}
        </ListSubheader>
        {leaves.map(({ node: leaf, trail }) => (
          <MenuItem
            key={leaf.id}
            {...linkProps(leaf)}
            onClick={(event: MouseEvent) => {
              setAnchor(null);
              opened(event);
            }}
            selected={activeTrail.has(leaf.id)}
            aria-current={activeTrail.has(leaf.id) ? 'page' : undefined}
            sx={{ pl: 2 + trail.length * 2, minWidth: 160 }}
          >
            {leaf.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
