import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { LeaveProcessCard } from './LeaveProcessCard';

/** /work/process/leave/detail/:processInstanceId/:businessId — the leave, its diagram with the path, its history. */
export default function LeaveDetailPage() {
  const { processInstanceId, businessId } = useParams();
  const t = useTranslate();
  return (
    <LeaveProcessCard
      title={t('app.route.leaveDetail', { _: '请假流程详情' })}
      processInstanceId={processInstanceId}
      businessId={businessId}
    />
  );
}
