import { forwardRef, useState, type ReactNode } from 'react';
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

/** A top-bar icon button that opens a dialog: `dialog` draws it, shown while `open`, hidden by `close`. */
export const TopBarDialogButton = ({
  title,
  testId,
  icon,
  dialog,
}: {
  title: string;
  testId: string;
  icon: ReactNode;
  dialog: (open: boolean, close: () => void) => ReactNode;
}) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <TopBarIconButton title={title} onClick={() => setOpen(true)} data-testid={testId}>
        {icon}
      </TopBarIconButton>
      {dialog(open, () => setOpen(false))}
    </>
  );
};

/** Where a top-bar button's menu or popover opens: below it, right edges aligned, as the bar ends on the right. */
export const BELOW_TOP_BAR_BUTTON = {
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
  transformOrigin: { vertical: 'top', horizontal: 'right' },
} as const;
