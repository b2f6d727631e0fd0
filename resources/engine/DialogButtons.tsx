import { Button, CircularProgress, DialogActions } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface DialogButtonsProps {
  onCancel: () => void;
  /** What 确定 does; absent, 确定 submits the form the dialog holds. */
  onConfirm?: () => void;
  /** The work runs: 确定 spins and waits. */
  busy?: boolean;
  /** 确定 waits for something else (the choices still loading). */
  disabled?: boolean;
  /** The work is done (its result shows): only 关闭 stays. */
  done?: boolean;
  cancelTestId?: string;
  confirmTestId?: string;
  autoFocus?: boolean;
  /** Other words than 取消 / 确定 (a batch dialog reads 关闭 from the start). */
  cancelLabel?: string;
  confirmLabel?: string;
}

/**
 * The 取消 / 确定 row that ends every dialog of the back office, in that order; one place for the
 * labels, the busy spinner and the 关闭 left once a dialog shows what it did.
 */
export const DialogButtons = ({
  onCancel,
  onConfirm,
  busy = false,
  disabled = false,
  done = false,
  cancelTestId,
  confirmTestId,
  autoFocus,
  cancelLabel,
  confirmLabel,
}: DialogButtonsProps) => {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onCancel} data-testid={cancelTestId}>
        {cancelLabel ??
          (done ? translate('ra.action.close', { _: '关闭' }) : translate('app.common.cancel', { _: '取消' }))}
      </Button>
      {!done && (
        <Button
          type={onConfirm ? 'button' : 'submit'}
          onClick={onConfirm}
          variant="contained"
          disabled={busy || disabled}
          autoFocus={autoFocus}
          startIcon={busy ? <CircularProgress size={14} /> : undefined}
          data-testid={confirmTestId}
        >
          {confirmLabel ?? translate('app.common.confirm', { _: '确定' })}
        </Button>
      )}
    </DialogActions>
  );
};
