import { Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Row } from './api';

/** The leave record, read only. */
export function LeaveFields({ leave }: { leave: Row }) {
  const t = useTranslate();
  const item = (label: string, value: unknown) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{String(value ?? '')}</Typography>
    </Grid>
  );
  return (
    <Grid container spacing={2} data-testid="leave-fields">
      {item(t('app.workflow.applicant', { _: '申请人' }), leave.applyUserName)}
      {item(
        t('app.workflow.current', { _: '当前环节' }),
        leave.currentTask || t('app.workflow.finished', { _: '已结束' }),
      )}
      {item(t('app.workflow.leaveStart', { _: '开始时间' }), leave.startTime)}
      {item(t('app.workflow.leaveEnd', { _: '结束时间' }), leave.endTime)}
      {item(t('app.workflow.reason', { _: '请假理由' }), leave.reason)}
    </Grid>
  );
}
