import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { DialogButtons, type DialogButtonsProps } from './DialogButtons';

/** What the dialog hands on to its 取消 / 确定 row as it is (the busy spinner, test ids, other words). */
type ButtonProps = Pick<DialogButtonsProps, 'busy' | 'cancelTestId' | 'confirmTestId' | 'cancelLabel' | 'confirmLabel'>;

interface Props extends ButtonProps {
  title: ReactNode;
  /** Mounted closed too (it keeps what was typed); by default it lives only while open. */
  open?: boolean;
  onClose: () => void;
  /** What 确定 does; absent (or once `done`), only 关闭 is offered. */
  onConfirm?: () => void;
  /** 确定 waits (the choices still loading). */
  confirmDisabled?: boolean;
  /** The work is done and its result shows: 确定 goes, 取消 reads 关闭. */
  done?: boolean;
  testId?: string;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Lines above and below the content (a list to tick, a table). */
  dividers?: boolean;
  children: ReactNode;
}

/**
 * A dialog of one's own content (boxes to tick, a text to give) ending in 取消 / 确定: the frame every
 * such screen dialog shares. Esc and 取消 wait while the work runs; clicks stay inside (a dialog opened
 * from a table row does not open the row).
 */
export const SubmitDialog = ({
  title,
  open = true,
  onClose,
  onConfirm,
  confirmDisabled,
  done = !onConfirm,
  testId,
  maxWidth = 'sm',
  dividers,
  children,
  ...buttons
}: Props) => {
  const close = () => {
    if (!buttons.busy) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth={maxWidth}
      data-testid={testId}
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers={dividers}>{children}</DialogContent>
      <DialogButtons {...buttons} onCancel={close} onConfirm={onConfirm} disabled={confirmDisabled} done={done} />
    </Dialog>
  );
};
