import { useState } from 'react';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { DateTextPicker } from '../../engine';
import { LEAVE_MESSAGES } from '../leave/schema';
import { startLeave } from './api';

type Field = 'startTime' | 'endTime' | 'reason';

/** The leave's two times: the field, and its label's translation key and Chinese default. */
const TIMES: Array<[field: 'startTime' | 'endTime', key: string, label: string]> = [
  ['startTime', 'app.workflow.leaveStart', '开始时间'],
  ['endTime', 'app.workflow.leaveEnd', '结束时间'],
];

/** The leave form's checks, the server's messages (server/domains/workflow/leave.ts). */
function check(v: Record<Field, string>): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  if (!v.startTime) out.startTime = LEAVE_MESSAGES.startTime;
  if (!v.endTime) out.endTime = LEAVE_MESSAGES.endTime;
  else if (v.startTime && v.endTime < v.startTime) out.endTime = LEAVE_MESSAGES.order;
  if (!v.reason.trim()) out.reason = LEAVE_MESSAGES.reason;
  return out;
}

/** /work/process/leave/form/:processDefinitionId — apply for leave; starts the deployed leave process. */
export default function LeaveFormPage() {
  const { processDefinitionId } = useParams();
  const t = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ startTime: '', endTime: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const setValue = (f: Field) => (value: string) => {
    setValues((v) => ({ ...v, [f]: value }));
    setErrors((er) => ({ ...er, [f]: undefined }));
  };
  const set = (f: Field) => (e: React.ChangeEvent<HTMLInputElement>) => setValue(f)(e.target.value);
  const submit = async () => {
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await startLeave({
        processDefinitionId: processDefinitionId!,
        startTime: values.startTime.replace('T', ' '),
        endTime: values.endTime.replace('T', ' '),
        reason: values.reason,
      });
      notify(t('app.workflow.started', { _: '流程已发起' }), { type: 'success' });
      navigate('/flow/work');
    } catch {
      setBusy(false);
    }
  };
  const err = (f: Field) =>
    errors[f]
      ? t(`app.workflow.messages.${f === 'endTime' && errors[f] === LEAVE_MESSAGES.order ? 'order' : f}`, {
          _: errors[f],
        })
      : undefined;
  return (
    <Card>
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <Typography variant="h6">{t('app.route.leaveForm', { _: '请假流程' })}</Typography>
          {TIMES.map(([f, key, label]) => (
            <DateTextPicker
              key={f}
              withTime
              name={f}
              label={t(key, { _: label })}
              value={values[f]}
              onChange={setValue(f)}
              error={!!errors[f]}
              helperText={err(f)}
              required
            />
          ))}
          <TextField
            label={t('app.workflow.reason', { _: '请假理由' })}
            value={values.reason}
            onChange={set('reason')}
            multiline
            minRows={3}
            error={!!errors.reason}
            helperText={err('reason')}
            slotProps={{ htmlInput: { name: 'reason', maxLength: 500 } }}
            required
          />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={busy} onClick={submit}>
              {t('app.workflow.submit', { _: '提交申请' })}
            </Button>
            <Button onClick={() => navigate(-1)}>{t('app.workflow.back', { _: '返回' })}</Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
