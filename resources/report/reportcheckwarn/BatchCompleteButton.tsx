import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAllOutlined';
import { useCanAccess, useListContext, useRefresh, useTranslate } from 'react-admin';
import { useToast } from '../../../src/layout/useToast';
import { useCheckpointCall } from '../../subject/checkpoint/useCheckpointCall';

interface Answer {
  completed: string[];
  skipped: Array<{ id: string; reason: string }>;
}

/**
 * 批量办结 of the selected warnings (`POST batch-complete`): the handled ones are completed, and the
 * answer's skipped ones stay listed with their reasons, so nothing is left out silently.
 */
export const BatchCompleteButton = () => {
  const translate = useTranslate();
  const notify = useToast();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const { canAccess } = useCanAccess({ resource: 'reportcheckwarn', action: 'batchComplete' });
  const { run, busy } = useCheckpointCall();
  const [open, setOpen] = useState(false);
  const [opinion, setOpinion] = useState('');
  const [answer, setAnswer] = useState<Answer | undefined>();
  if (!canAccess) return null;

  const start = () => {
    if (selectedIds.length === 0) {
      notify(translate('app.common.selectAtLeastOne', { _: '请选择至少一条数据' }), 'warning');
      return;
    }
    setAnswer(undefined);
    setOpen(true);
  };
  const submit = async () => {
    const done = await run<Answer>('reportcheckwarn', 'batch-complete', {
      ids: selectedIds.join(','),
      superviseOpinion: opinion || undefined,
    });
    if (!done) return;
    setAnswer(done);
    onUnselectItems();
    refresh();
    notify(
      translate('app.warn.batchDone', {
        _: '已办结%{done}条,跳过%{skipped}条',
        done: done.completed.length,
        skipped: done.skipped.length,
      }),
      done.skipped.length ? 'warning' : 'success',
    );
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DoneAllIcon />}
        onClick={start}
        data-testid="warn-batch-complete"
      >
        {translate('app.warn.batchComplete', { _: '批量办结' })}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth>
        <DialogTitle>{translate('app.warn.batchComplete', { _: '批量办结' })}</DialogTitle>
        <DialogContent>
          {!answer && (
            <>
              <Alert severity="info" sx={{ mb: 2 }}>
                {translate('app.warn.batchHint', {
                  _: '只有已处理的预警可以办结,其余的将被跳过并说明原因',
                  count: selectedIds.length,
                })}
              </Alert>
              <TextField
                label={translate('app.warn.opinion', { _: '督办意见' })}
                value={opinion}
                onChange={(e) => setOpinion(e.target.value)}
                multiline
                minRows={2}
                fullWidth
              />
            </>
          )}
          {answer && (
            <Box data-testid="warn-batch-answer">
              <Alert severity={answer.skipped.length ? 'warning' : 'success'} sx={{ mb: 1 }}>
                {translate('app.warn.batchDone', {
                  _: '已办结%{done}条,跳过%{skipped}条',
                  done: answer.completed.length,
                  skipped: answer.skipped.length,
                })}
              </Alert>
              {answer.skipped.map((s) => (
                <Box key={s.id} sx={{ fontSize: 13 }}>
                  {s.id}: {s.reason}
                </Box>
              ))}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close', { _: '关闭' })}</Button>
          {!answer && (
            <Button variant="contained" disabled={busy} onClick={submit} data-testid="warn-batch-submit">
              {translate('ra.action.confirm', { _: '确定' })}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
};
