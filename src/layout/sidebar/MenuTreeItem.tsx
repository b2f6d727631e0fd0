import { createElement, useId, type MouseEvent } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link } from 'react-router-dom';
import { menuIcon } from '../menu/menuIcons';
import type { MenuNode } from '../menu/menuModel';
import { isPlainClick } from './plainClick';
import { useSidebarItemSx } from './useSidebarItemSx';

interface Props {
  node: MenuNode;
  depth: number;
  activeId?: string;
  openIds: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** A page was opened here (a plain click on a leaf), so a sidebar covering the page may fold. */
  onOpened: () => void;
}

/**
 * One menu entry of the expanded sidebar. A branch is a button that folds its entries (a group named by
 * it); a leaf is a link to its page (`<a href>`: opened in a new tab by a middle or Ctrl click, read as
 * a link), an external page's in a new window. No list markup: entries and groups sit in the `nav`.
 */
export const MenuTreeItem = ({ node, depth, activeId, openIds, onToggle, onOpened }: Props) => {
  const itemSx = useSidebarItemSx();
  const buttonId = useId();
  const groupId = useId();
  const isBranch = node.children.length > 0;
  const expanded = openIds.has(node.id);
  const active = node.id === activeId;
  const entry = {
    selected: active,
    'data-testid': `menu-item-${node.code || node.id}`,
    sx: { ...itemSx, pl: 2 + depth * 2 },
  };
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 32, color: 'inherit' }}>
        {createElement(menuIcon(node.icon, node.code), { fontSize: 'small' })}
      </ListItemIcon>
      <ListItemText primary={node.label} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />
      {isBranch && (expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
      {node.newWindowUrl && <OpenInNewIcon sx={{ fontSize: 14, opacity: 0.7 }} />}
    </>
  );

  if (!isBranch) {
    const opened = (event: MouseEvent) => isPlainClick(event) && onOpened();
    if (node.to)
      return (
        <ListItemButton
          {...entry}
          component={Link}
          to={node.to}
          onClick={opened}
          aria-current={active ? 'page' : undefined}
        >
          {content}
        </ListItemButton>
      );
    if (node.newWindowUrl)
      return (
        <ListItemButton {...entry} component="a" href={node.newWindowUrl} target="_blank" rel="noopener noreferrer">
          {content}
        </ListItemButton>
      );
    // A menu row with neither children nor an address leads nowhere.
    return (
      <ListItemButton {...entry} disabled>
        {content}
      </ListItemButton>
    );
  }

  return (
    <>
      <ListItemButton
        {...entry}
        id={buttonId}
        onClick={() => onToggle(node.id)}
        aria-expanded={expanded}
        aria-controls={expanded ? groupId : undefined}
      >
        {content}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List component="div" role="group" id={groupId} aria-labelledby={buttonId} disablePadding>
          {node.children.map((child) => (
            <MenuTreeItem
              key={child.id}
              node={child}
              depth={depth + 1}
              activeId={activeId}
              openIds={openIds}
              onToggle={onToggle}
              onOpened={onOpened}
            />
          ))}
        </List>
      </Collapse>
    </>
  );
};
