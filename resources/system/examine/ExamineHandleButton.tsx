import { useState } from 'react';
import { Button, FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import HandleIcon from '@mui/icons-material/FactCheckOutlined';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { SubmitDialog, useActionCall } from '../../engine';

const PENDING = 0;
const PASS = 1;
const REJECT = 2;

/**
 * 审核 of a pending examine item (`POST blade-system/examine/handle`: id, examineStatus 1 通过 / 2 驳回,
 * examineOpinion), for who holds `examine_handle`: pass, or reject with the reason (请输入驳回原因,
 * checked here and by the server). Not offered once the item was decided.
 */
export const ExamineHandleButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { call, busy } = useActionCall('examine', { success: translate('app.common.success', { _: '操作成功' }) });
  const { canAccess } = useCanAccess({ resource: 'examine', action: 'handle' });
  const [open, setOpen] = useState(false);
  const [decision, setDecision] = useState(PASS);
  const [opinion, setOpinion] = useState('');
  const [error, setError] = useState('');
  if (!record || !canAccess || Number(record.examineStatus) !== PENDING) return null;
  const close = () => {
    setOpen(false);
    setDecision(PASS);
    setOpinion('');
    setError('');
  };
  const submit = async () => {
    if (busy) return;
    if (decision === REJECT && !opinion.trim()) {
      setError(translate('app.examine.opinionRequired', { _: '请输入驳回原因' }));
      return;
    }
    try {
      await call('handle', { data: { id: record.id, examineStatus: decision, examineOpinion: opinion.trim() } });
    } catch {
      return; // The HTTP layer showed the server's message (already decided by someone else, ...).
    }
    close();
  };
  return (
    <>
      <Button size="small" startIcon={<HandleIcon />} onClick={() => setOpen(true)} data-testid="examine-handle">
        {translate('app.examine.handle', { _: '审核' })}
      </Button>
      <SubmitDialog
        open={open}
        title={translate('app.examine.title', { _: '审核处理' })}
        testId="examine-handle-dialog"
        onClose={close}
        onConfirm={() => void submit()}
        busy={busy}
        cancelTestId="examine-cancel"
        confirmTestId="examine-confirm"
      >
        <RadioGroup
          row
          value={String(decision)}
          onChange={(event) => {
            setDecision(Number(event.target.value));
            setError('');
          }}
        >
          <FormControlLabel
            value={String(PASS)}
            control={<Radio />}
            label={translate('app.examine.pass', { _: '通过' })}
            data-testid="examine-pass"
          />
          <FormControlLabel
            value={String(REJECT)}
            control={<Radio />}
            label={translate('app.examine.reject', { _: '驳回' })}
            data-testid="examine-reject"
          />
        </RadioGroup>
        <TextField
          label={translate('app.examine.opinion', { _: '审核意见' })}
          value={opinion}
          onChange={(event) => {
            setOpinion(event.target.value);
            setError('');
          }}
          required={decision === REJECT}
          error={Boolean(error)}
          helperText={error || ' '}
          multiline
          minRows={3}
          fullWidth
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'examine-opinion' } }}
        />
      </SubmitDialog>
    </>
  );
};
