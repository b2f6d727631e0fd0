import { useState, type ReactNode } from 'react';
import { Alert } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { SubmitDialog, useAnswerCall, type RecordDialogProps } from '../../engine';

/** The checkpoint's row dialog (record, title, close), and what it assigns. */
interface Props extends RecordDialogProps {
  testId: string;
  /** `POST subject/<action>` with the checkpoint and the chosen ids, comma separated, under `param`. */
  action: string;
  param: string;
  chosen: string[];
  /** Said when 确定 is pressed with nothing chosen. */
  missingText: string;
  /** The choice; `done` once assigned (it then stays as it was, unchangeable). */
  children: (done: boolean) => ReactNode;
}

/**
 * The frame of a checkpoint's two 分配 dialogs (by market type, by subject): the choice, 确定 assigns,
 * then the dialog says how many subjects were assigned and only 关闭 remains.
 */
export const AssignDialog = ({
  record,
  title,
  testId,
  action,
  param,
  chosen,
  missingText,
  onClose,
  children,
}: Props) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { run, busy } = useAnswerCall();
  const [tried, setTried] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const submit = async () => {
    setTried(true);
    if (!chosen.length) return;
    const answer = await run<{ added: number }>('subject', action, {
      checkPointId: String(record.id),
      [param]: chosen.join(','),
    });
    if (!answer) return;
    setResult(
      translate('app.checkpoint.assignedCount', { count: answer.added, _: `已为${answer.added}个主体分配检查点` }),
    );
    refresh();
  };
  return (
    <SubmitDialog
      title={title}
      testId={testId}
      dividers
      onClose={onClose}
      onConfirm={submit}
      busy={busy}
      done={result !== null}
      confirmTestId="assign-submit"
    >
      {children(result !== null)}
      {tried && !chosen.length && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {missingText}
        </Alert>
      )}
      {result && (
        <Alert severity="success" sx={{ mt: 1 }} data-testid="assign-result">
          {result}
        </Alert>
      )}
    </SubmitDialog>
  );
};
