import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import SendIcon from '@mui/icons-material/ForwardToInboxOutlined';
import { useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';
import { PermissionButton, useNotifyFailure } from '../../engine';
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

/**
 * 下发 of a random self-report task: the subjects it went to (`get-distribution-datas`) with their
 * report state, subjects added by name and unreported ones taken off; saving sends exactly that set
 * (`submit-distribution`). A subject that reported stays (the server refuses taking it off too).
 */
export const DistributionButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <PermissionButton
        action="edit"
        label={translate('app.random.distribute', { _: '下发' })}
        icon={<SendIcon />}
        onClick={() => setOpen(true)}
        testId="distribute"
      />
      {open && <DistributionDialog id={String(record.id)} onClose={() => setOpen(false)} />}
    </>
  );
};

const DistributionDialog = ({ id, onClose }: { id: string; onClose: () => void }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BladeDataProvider>();
  const notifyFailure = useNotifyFailure();
  const [sent, setSent] = useState<Sent[] | null>(null);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [busy, setBusy] = useState(false);
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
    setBusy(true);
    try {
      const answer = await dataProvider.action<{ total: number }>('reportrandomtask', 'submit-distribution', {
        data: { taskId: id, subjectIds: ids.join(',') },
      });
      setDone(answer.total);
      refresh();
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="distribution-dialog">
      <DialogTitle>{translate('app.random.distributeTitle', { _: '下发自查任务' })}</DialogTitle>
      <DialogContent dividers>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          {translate(done !== null ? 'ra.action.close' : 'app.common.cancel', { _: done !== null ? '关闭' : '取消' })}
        </Button>
        {done === null && (
          <Button variant="contained" onClick={save} disabled={busy || !sent} data-testid="distribution-submit">
            {translate('app.common.confirm', { _: '确定' })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
