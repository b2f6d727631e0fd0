import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { SubmitDialog } from './SubmitDialog';
import type { BatchAnswerOf } from './useBatchCall';

interface Props {
  /** The batch (useBatchCall): open, busy and answered follow it. */
  batch: { open: boolean; close: () => void; busy: boolean; answer?: BatchAnswerOf };
  title: string;
  onConfirm: () => void;
  closeTestId?: string;
  confirmTestId: string;
  /** The batch's inputs until answered, then its BatchAnswer. */
  children: ReactNode;
}

/** The dialog of a batch on selected rows: 关闭 from the start, 确定 until the answer shows. */
export const BatchDialog = ({ batch, title, onConfirm, closeTestId, confirmTestId, children }: Props) => {
  const translate = useTranslate();
  return (
    <SubmitDialog
      open={batch.open}
      title={title}
      onClose={batch.close}
      onConfirm={onConfirm}
      busy={batch.busy}
      done={!!batch.answer}
      cancelLabel={translate('ra.action.close', { _: '关闭' })}
      confirmLabel={translate('ra.action.confirm', { _: '确定' })}
      cancelTestId={closeTestId}
      confirmTestId={confirmTestId}
    >
      {children}
    </SubmitDialog>
  );
};
