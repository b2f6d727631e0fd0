import type { ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';

interface Props {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  testId?: string;
  /** A toggle's state (the row is the one shown beside the table), said by screen readers. */
  pressed?: boolean;
}

/** A row's action as an icon with its name as tooltip and accessible name (narrow tables). */
export const RowIconButton = ({ label, icon, onClick, testId, pressed }: Props) => (
  <Tooltip title={label}>
    <IconButton
      size="small"
      color="primary"
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      data-testid={testId}
    >
      {icon}
    </IconButton>
  </Tooltip>
);
