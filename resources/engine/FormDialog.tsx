import type { ReactNode } from 'react';
import { Box, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { Form, type RaRecord } from 'react-admin';
import { DialogButtons } from './DialogButtons';

interface Props {
  open: boolean;
  title: string;
  /** Starting values of the inputs. */
  record?: Partial<RaRecord>;
  onClose: () => void;
  /** Resolves when saved (the dialog closes), rejects to keep it open. */
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
  busy?: boolean;
  children: ReactNode;
  testId?: string;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
}

/** A small form in a dialog (platform settings, tenant licence, a dictionary row) with 确定 / 取消. */
export const FormDialog = ({
  open,
  title,
  record,
  onClose,
  onSubmit,
  busy,
  children,
  testId,
  maxWidth = 'sm',
}: Props) => {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} data-testid={testId}>
      {open && (
        <Form
          record={record}
          onSubmit={(values: Record<string, unknown>) => onSubmit(values).catch(() => undefined)}
          noValidate
        >
          <DialogTitle>{title}</DialogTitle>
          <DialogContent dividers>
            <Box sx={{ display: 'flex', flexDirection: 'column' }}>{children}</Box>
          </DialogContent>
          <DialogButtons onCancel={onClose} busy={busy} confirmTestId="dialog-submit" />
        </Form>
      )}
    </Dialog>
  );
};
