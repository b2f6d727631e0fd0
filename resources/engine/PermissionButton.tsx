import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { useCanAccess, useResourceContext } from 'react-admin';

interface Props {
  /** The Blade button operation: `role` is the `user_role` code of the user resource. */
  action: string;
  label: string;
  icon?: ReactNode;
  onClick: () => void;
  resource?: string;
  testId?: string;
  variant?: 'text' | 'outlined' | 'contained';
  color?: 'primary' | 'secondary' | 'error' | 'warning' | 'success' | 'inherit';
  disabled?: boolean;
}

/** A button shown only to who holds its button code (`<menu>_<action>`, docs/spec.md §6). */
export const PermissionButton = ({
  action,
  label,
  icon,
  onClick,
  resource,
  testId,
  variant = 'text',
  color = 'primary',
  disabled,
}: Props) => {
  const current = useResourceContext();
  const { canAccess } = useCanAccess({ resource: resource ?? current, action });
  if (!canAccess) return null;
  return (
    <Button
      size="small"
      variant={variant}
      color={color}
      startIcon={icon}
      onClick={onClick}
      data-testid={testId}
      disabled={disabled}
    >
      {label}
    </Button>
  );
};
