import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import ProcessDiagram from './ProcessDiagram';
import { HistoryTable } from './HistoryTable';
import { LeaveFields } from './LeaveFields';
import { useProcessView } from './useProcessView';

/** /work/process/leave/detail/:processInstanceId/:businessId — the leave, its diagram with the path, its history. */
export default function LeaveDetailPage() {
  const { processInstanceId, businessId } = useParams();
  const t = useTranslate();
  const { leave, diagram, steps } = useProcessView(processInstanceId, businessId);
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6">{t('app.route.leaveDetail', { _: '请假流程详情' })}</Typography>
          {leave && <LeaveFields leave={leave} />}
          {diagram && <ProcessDiagram xml={diagram.xml} finished={diagram.finished} current={diagram.current} />}
          <HistoryTable steps={steps} />
        </Stack>
      </CardContent>
    </Card>
  );
}
