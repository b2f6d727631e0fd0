import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { LeaveProcessCard } from './LeaveProcessCard';
import { completeTask } from './api';

/** /work/process/leave/handle/:taskId/:processInstanceId/:businessId — approve or reject the caller's task. */
export default function LeaveHandlePage() {
  const { taskId, processInstanceId, businessId } = useParams();
  const t = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const decide = async (pass: boolean) => {
    if (!pass && !comment.trim()) {
      setError(t('app.workflow.rejectComment', { _: '请输入驳回意见' }));
      return;
    }
    setBusy(true);
    try {
      await completeTask({ taskId: taskId!, processInstanceId: processInstanceId!, pass, comment });
      notify(t('app.workflow.done', { _: '办理成功' }), { type: 'success' });
      navigate('/flow/work');
    } catch {
      setBusy(false);
    }
  };
  return (
    <LeaveProcessCard
      title={t('app.route.leaveHandle', { _: '处理请假流程' })}
      processInstanceId={processInstanceId}
      businessId={businessId}
    >
      <TextField
        label={t('app.workflow.comment', { _: '意见' })}
        value={comment}
        multiline
        minRows={2}
        error={!!error}
        helperText={error}
        onChange={(e) => {
          setComment(e.target.value);
          setError('');
        }}
        inputProps={{ maxLength: 2000, name: 'comment' }}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" color="success" disabled={busy} onClick={() => decide(true)}>
          {t('app.workflow.pass', { _: '同意' })}
        </Button>
        <Button variant="outlined" color="error" disabled={busy} onClick={() => decide(false)}>
          {t('app.workflow.reject', { _: '驳回' })}
        </Button>
      </Stack>
    </LeaveProcessCard>
  );
}
