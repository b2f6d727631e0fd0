import { useState } from 'react';
import { Alert, Button, TextField } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAllOutlined';
import { useCanAccess, useTranslate } from 'react-admin';
import { BatchAnswer, BatchDialog, useBatchCall } from '../../engine';

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
  const { canAccess } = useCanAccess({ resource: 'reportcheckwarn', action: 'batchComplete' });
  const batch = useBatchCall<Answer>('reportcheckwarn');
  const [opinion, setOpinion] = useState('');
  if (!canAccess) return null;
  const summary = (answer: Answer) =>
    translate('app.warn.batchDone', {
      _: '已办结%{done}条,跳过%{skipped}条',
      done: answer.completed.length,
      skipped: answer.skipped.length,
    });
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DoneAllIcon />}
        onClick={batch.start}
        data-testid="warn-batch-complete"
      >
        {translate('app.warn.batchComplete', { _: '批量办结' })}
      </Button>
      <BatchDialog
        batch={batch}
        title={translate('app.warn.batchComplete', { _: '批量办结' })}
        onConfirm={() => void batch.send('batch-complete', { superviseOpinion: opinion || undefined }, summary)}
        confirmTestId="warn-batch-submit"
      >
        {!batch.answer && (
          <>
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('app.warn.batchHint', {
                _: '只有已处理的预警可以办结,其余的将被跳过并说明原因',
                count: batch.count,
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
        {batch.answer && (
          <BatchAnswer answer={batch.answer} summary={summary(batch.answer)} testId="warn-batch-answer" />
        )}
      </BatchDialog>
    </>
  );
};
