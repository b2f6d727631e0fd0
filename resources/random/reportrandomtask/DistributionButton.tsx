import { useEffect, useState } from 'react';
import { Alert, Chip, Stack, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/ForwardToInboxOutlined';
import { useRefresh, useTranslate } from 'react-admin';
import {
  recordDialogButton,
  SubmitDialog,
  useAnswerCall,
  useNotifyFailure,
  type RecordDialogProps,
} from '../../engine';
import { SubjectSearch, type Picked } from '../../subject/checkpoint/SubjectSearch';
import { REPORT_STATE_CHOICES, STATE_NOT_REPORTED } from '../reportrandomtasksubject/schema';

interface Sent {
  id: string;
  subjectId: string;
  subjectName: string;
  reportState: number;
}

const STATE_COLOR: Record<number, 'default' | 'warning' | 'success' | 'error'> = {
  0: 'default',
  1: 'warning',
  2: 'success',
  3: 'error',
};

const DistributionDialog = ({ record, onClose }: RecordDialogProps) => {
  const id = String(record.id);
  const translate = useTranslate();
  const refresh = useRefresh();
  const { run, busy, dataProvider } = useAnswerCall();
  const notifyFailure = useNotifyFailure();
  const [sent, setSent] = useState<Sent[] | null>(null);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [done, setDone] = useState<number | null>(null);
  useEffect(() => {
    dataProvider
      .getTree<Sent[]>('reportrandomtask', 'get-distribution-datas', { taskId: id })
      .then(setSent, notifyFailure);
  }, [dataProvider, id, notifyFailure]);
  const stateName = (state: number) => REPORT_STATE_CHOICES.find((c) => Number(c.id) === state)?.name ?? String(state);
  const save = async () => {
    if (!sent) return;
    const ids = [...new Set([...sent.map((r) => r.subjectId), ...picked.map((p) => p.id)])];
    const answer = await run<{ total: number }>('reportrandomtask', 'submit-distribution', {
      taskId: id,
      subjectIds: ids.join(','),
    });
    if (!answer) return;
    setDone(answer.total);
    refresh();
  };
  return (
    <SubmitDialog
      title={translate('app.random.distributeTitle', { _: '下发自查任务' })}
      testId="distribution-dialog"
      dividers
      onClose={onClose}
      onConfirm={save}
      busy={busy}
      confirmDisabled={!sent}
      done={done !== null}
      confirmTestId="distribution-submit"
    >
      <Typography variant="subtitle2" gutterBottom>
        {translate('app.random.distributed', { _: '已下发主体' })}
      </Typography>
      <Stack direction="row" flexWrap="wrap" gap={1} sx={{ mb: 2 }} data-testid="distributed">
        {sent?.length === 0 && (
          <Typography color="text.secondary">{translate('app.random.noneDistributed', { _: '尚未下发' })}</Typography>
        )}
        {sent?.map((r) => (
          <Chip
            key={r.subjectId}
            label={`${r.subjectName} · ${stateName(r.reportState)}`}
            color={STATE_COLOR[r.reportState] ?? 'default'}
            variant="outlined"
            onDelete={
              !done && r.reportState === STATE_NOT_REPORTED
                ? () => setSent(sent.filter((x) => x.subjectId !== r.subjectId))
                : undefined
            }
          />
        ))}
      </Stack>
      <SubjectSearch value={picked} onChange={setPicked} disabled={done !== null} />
      {done !== null && (
        <Alert severity="success" sx={{ mt: 1 }} data-testid="distribution-result">
          {translate('app.random.distributedCount', { count: done, _: `已下发${done}个主体` })}
        </Alert>
      )}
    </SubmitDialog>
  );
};

/**
 * 下发 of a random self-report task: the subjects it went to (`get-distribution-datas`) with their
 * report state, subjects added by name and unreported ones taken off; saving sends exactly that set
 * (`submit-distribution`). A subject that reported stays (the server refuses taking it off too).
 */
export const DistributionButton = recordDialogButton(DistributionDialog, {
  action: 'edit',
  label: ['app.random.distribute', '下发'],
  icon: <SendIcon />,
  testId: 'distribute',
});
