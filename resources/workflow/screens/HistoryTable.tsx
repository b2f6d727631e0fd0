import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Row } from './api';

/** `process/history-flow-list` as a table: each step, who did it, the outcome and comment, when. */
export function HistoryTable({ steps }: { steps: Row[] }) {
  const t = useTranslate();
  return (
    <Table size="small" data-testid="flow-history">
      <TableHead>
        <TableRow>
          <TableCell>{t('app.workflow.step', { _: '环节' })}</TableCell>
          <TableCell>{t('app.workflow.assignee', { _: '办理人' })}</TableCell>
          <TableCell>{t('app.workflow.outcome', { _: '结果' })}</TableCell>
          <TableCell>{t('app.workflow.comment', { _: '意见' })}</TableCell>
          <TableCell>{t('app.workflow.startTime', { _: '开始时间' })}</TableCell>
          <TableCell>{t('app.workflow.endTime', { _: '结束时间' })}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {steps.map((s) => (
          <TableRow key={s.id}>
            <TableCell>{s.historyActivityName}</TableCell>
            <TableCell>{s.assigneeName}</TableCell>
            <TableCell>
              {s.outcome && (
                <Chip
                  size="small"
                  color={s.outcome === 'pass' ? 'success' : 'error'}
                  label={
                    s.outcome === 'pass'
                      ? t('app.workflow.pass', { _: '同意' })
                      : t('app.workflow.reject', { _: '驳回' })
                  }
                />
              )}
            </TableCell>
            <TableCell>{s.comment}</TableCell>
            <TableCell>{s.startTime}</TableCell>
            <TableCell>{s.endTime}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
