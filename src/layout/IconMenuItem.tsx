import type { ComponentType } from 'react';
import { ListItemIcon, MenuItem, type MenuItemProps, type SvgIconProps } from '@mui/material';

/**
 * A menu entry with a small icon before its label. The other props go on to the MenuItem (the menu
 * hands its entries focus props).
 */
export const IconMenuItem = ({
  icon: Icon,
  label,
  testId,
  ...rest
}: MenuItemProps & { icon: ComponentType<SvgIconProps>; label: string; testId: string }) => (
  <MenuItem {...rest} data-testid={testId}>
    <ListItemIcon>
      <Icon fontSize="small" />
    </ListItemIcon>
    {label}
  </MenuItem>
);
