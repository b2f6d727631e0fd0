import type { ReactNode } from 'react';
import { Alert, Button, TextField } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { SubmitDialog } from './SubmitDialog';

interface Props {
  /** The batch (useBatchCall): open, busy and answered follow it. */
  batch: { open: boolean; close: () => void; start: () => void; busy: boolean; answer?: unknown };
  /** Who may run it: the button code of the resource. */
  resource: string;
  action: string;
  /** The button's words, the dialog's title too. */
  label: string;
  icon: ReactNode;
  testId: string;
  /** Before the dialog opens: what was typed last time is cleared. */
  onStart?: () => void;
  onConfirm: () => void;
  closeTestId?: string;
  confirmTestId: string;
  /** What the batch does to the selected rows, above its inputs. */
  hint: string;
  /** The batch's answer (a BatchAnswer), shown in place of the inputs once it came. */
  answer: ReactNode;
  /** The batch's inputs. */
  children: ReactNode;
}

/**
 * A batch on a list's selected rows (批量处理, 批量办结): the button, shown to who holds its code, and its
 * dialog: the hint and inputs until the answer shows, 关闭 from the start, 确定 until answered.
 */
export const BatchButton = ({
  batch,
  resource,
  action,
  label,
  icon,
  testId,
  onStart,
  onConfirm,
  closeTestId,
  confirmTestId,
  hint,
  answer,
  children,
}: Props) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource, action });
  if (!canAccess) return null;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={icon}
        onClick={() => {
          onStart?.();
          batch.start();
        }}
        data-testid={testId}
      >
        {label}
      </Button>
      <SubmitDialog
        open={batch.open}
        title={label}
        onClose={batch.close}
        onConfirm={onConfirm}
        busy={batch.busy}
        done={!!batch.answer}
        cancelLabel={translate('ra.action.close', { _: '关闭' })}
        confirmLabel={translate('ra.action.confirm', { _: '确定' })}
        cancelTestId={closeTestId}
        confirmTestId={confirmTestId}
      >
        {!batch.answer && (
          <>
            <Alert severity="info" sx={{ mb: 2 }}>
              {hint}
            </Alert>
            {children}
          </>
        )}
        {answer}
      </SubmitDialog>
    </>
  );
};

/** The opinion a batch passes on (督办意见 of 批量办结), a few lines of free text. */
export const OpinionInput = ({
  label,
  value,
  onChange,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}) => (
  <TextField
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    multiline
    minRows={2}
    fullWidth
    inputProps={maxLength ? { maxLength } : undefined}
  />
);
