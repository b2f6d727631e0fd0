import { forwardRef, useState, type ReactNode } from 'react';
import { IconButton, Tooltip, type IconButtonProps } from '@mui/material';

/**
 * An icon button of the top bar: its tooltip text is also its accessible name, unless an `aria-label`
 * says more (a count the button shows).
 */
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

/** What a MUI badge shows for a count: the number, or `99+` beyond its max. */
export const badgeText = (count: number, max: number) => (count > max ? `${max}+` : String(count));

/**
 * A top-bar icon button that opens a dialog: `dialog` draws it, shown while `open`, hidden by `close`.
 * `label` names the button when it shows more than its title (a count).
 */
export const TopBarDialogButton = ({
  title,
  label,
  testId,
  icon,
  dialog,
}: {
  title: string;
  label?: string;
  testId: string;
  icon: ReactNode;
  dialog: (open: boolean, close: () => void) => ReactNode;
}) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <TopBarIconButton title={title} aria-label={label ?? title} onClick={() => setOpen(true)} data-testid={testId}>
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
