import type { ComponentType } from 'react';
import { ListItemIcon, MenuItem, type MenuItemProps, type SvgIconProps } from '@mui/material';
import { Link } from 'react-router-dom';

/**
 * A menu entry with a small icon before its label. With `to` it is a link to that page (it can be
 * opened in a new tab, and is read as a link); otherwise a command. The other props go on to the
 * MenuItem (the menu hands its entries focus props).
 */
export const IconMenuItem = ({
  icon: Icon,
  label,
  testId,
  to,
  ...rest
}: MenuItemProps & { icon: ComponentType<SvgIconProps>; label: string; testId: string; to?: string }) => {
  const content = (
    <>
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      {label}
    </>
  );
  return to ? (
    // The menu's focus props (tabIndex, autoFocus) and onClick suit a link as well as an item.
    <MenuItem {...(rest as Record<string, unknown>)} component={Link} to={to} data-testid={testId}>
      {content}
    </MenuItem>
  ) : (
    <MenuItem {...rest} data-testid={testId}>
      {content}
    </MenuItem>
  );
};
