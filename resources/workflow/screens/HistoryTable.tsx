import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RowsTable } from '../../engine';
import type { Row } from './api';

/** `process/history-flow-list` as a table: each step, who did it, the outcome and comment, when. */
export function HistoryTable({ steps }: { steps: Row[] }) {
  const t = useTranslate();
  return (
    <RowsTable
      testId="flow-history"
      rows={steps}
      rowKey={(s) => s.id}
      columns={[
        { label: t('app.workflow.step', { _: '环节' }), value: (s) => s.historyActivityName },
        { label: t('app.workflow.assignee', { _: '办理人' }), value: (s) => s.assigneeName },
        {
          label: t('app.workflow.outcome', { _: '结果' }),
          value: (s) =>
            s.outcome && (
              <Chip
                size="small"
                color={s.outcome === 'pass' ? 'success' : 'error'}
                label={
                  s.outcome === 'pass' ? t('app.workflow.pass', { _: '同意' }) : t('app.workflow.reject', { _: '驳回' })
                }
              />
            ),
        },
        { label: t('app.workflow.comment', { _: '意见' }), value: (s) => s.comment },
        { label: t('app.workflow.startTime', { _: '开始时间' }), value: (s) => s.startTime },
        { label: t('app.workflow.endTime', { _: '结束时间' }), value: (s) => s.endTime },
      ]}
    />
  );
}
