import { createElement } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { menuIcon } from '../menu/menuIcons';
import type { MenuNode } from '../menu/menuModel';
import { useSidebarItemSx } from './useSidebarItemSx';

interface Props {
  node: MenuNode;
  depth: number;
  activeId?: string;
  openIds: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onOpen: (node: MenuNode) => void;
}

/** One menu entry of the expanded sidebar; branches fold, leaves navigate. */
export const MenuTreeItem = ({ node, depth, activeId, openIds, onToggle, onOpen }: Props) => {
  const itemSx = useSidebarItemSx();
  const isBranch = node.children.length > 0;
  const expanded = openIds.has(node.id);
  const active = node.id === activeId;
  return (
    <>
      <ListItemButton
        selected={active}
        onClick={() => (isBranch ? onToggle(node.id) : onOpen(node))}
        aria-expanded={isBranch ? expanded : undefined}
        aria-current={active ? 'page' : undefined}
        data-testid={`menu-item-${node.code || node.id}`}
        sx={{ ...itemSx, pl: 2 + depth * 2 }}
      >
        <ListItemIcon sx={{ minWidth: 32, color: 'inherit' }}>
          {createElement(menuIcon(node.icon, node.code), { fontSize: 'small' })}
        </ListItemIcon>
        <ListItemText primary={node.label} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />
        {isBranch && (expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
        {node.newWindowUrl && <OpenInNewIcon sx={{ fontSize: 14, opacity: 0.7 }} />}
      </ListItemButton>
      {isBranch && (
        <Collapse in={expanded} timeout="auto" unmountOnExit>
          <List disablePadding>
            {node.children.map((child) => (
              <MenuTreeItem
                key={child.id}
                node={child}
                depth={depth + 1}
                activeId={activeId}
                openIds={openIds}
                onToggle={onToggle}
                onOpen={onOpen}
              />
            ))}
          </List>
        </Collapse>
      )}
    </>
  );
};
