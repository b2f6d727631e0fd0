import { forwardRef, type ReactNode } from 'react';
import { IconButton, Tooltip, type IconButtonProps } from '@mui/material';

/** An icon button of the top bar: its tooltip text is also its accessible name. */
export const TopBarIconButton = forwardRef<HTMLButtonElement, IconButtonProps & { title: string; children: ReactNode }>(
  ({ title, children, ...rest }, ref) => (
    <Tooltip title={title}>
      <IconButton ref={ref} aria-label={title} color="inherit" size="medium" {...rest}>
        {children}
      </IconButton>
    </Tooltip>
  ),
);
TopBarIconButton.displayName = 'TopBarIconButton';
