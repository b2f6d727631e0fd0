import type { ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';

interface Props {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  testId?: string;
}

/** A row's action as an icon with its name as tooltip and accessible name (narrow tables). */
export const RowIconButton = ({ label, icon, onClick, testId }: Props) => (
  <Tooltip title={label}>
    <IconButton size="small" color="primary" aria-label={label} onClick={onClick} data-testid={testId}>
      {icon}
    </IconButton>
  </Tooltip>
);
