import RectifyIcon from '@mui/icons-material/HandymanOutlined';
import { Box, Chip } from '@mui/material';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { buildScreens, ResourceList, SelectFilter, useListSummary } from '../../engine';
import schema from './schema';

/** 已逾期N天 in red for a rectification past its deadline and not done (the server's `overdue`). */
const OverdueChip = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || Number(record.overdue) !== 1) return null;
  return (
    <Chip
      size="small"
      color="error"
      label={translate('app.correct.overdueDays', { _: '已逾期%{days}天', days: Number(record.overdueDays) })}
      data-testid="overdue-chip"
    />
  );
};

/** 逾期 filter: `overdue=1` goes to the server, which turns it into the deadline range and state. */
const OverdueFilter = ({ label }: { source: string; label: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  return (
    <SelectFilter
      source="overdue"
      label={label}
      choices={[{ id: '1', name: translate('app.correct.onlyOverdue', { _: '只看逾期' }) }]}
      width={160}
    />
  );
};

interface Counts {
  overdue: number;
  pending: number;
  rectified: number;
  confirmed: number;
  total: number;
}

/** The rectifications still to do and done, after the overdue ones. */
const STAGES = [
  { field: 'pending', key: 'app.correct.pendingCount', text: '待整改 %{n}' },
  { field: 'rectified', key: 'app.correct.rectifiedCount', text: '已整改 %{n}' },
] as const;

/** The counts of `GET correct/overdue-count` beside the toolbar, refreshed with the list. */
const OverdueCount = () => {
  const translate = useTranslate();
  const { data } = useListSummary(['correct-overdue-count'], (dataProvider) =>
    dataProvider.action<Counts>('correct', 'overdue-count', { method: 'GET' }),
  );
  if (!data) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1 }} data-testid="correct-counts">
      <Chip
        size="small"
        color="error"
        variant={data.overdue ? 'filled' : 'outlined'}
        label={translate('app.correct.overdueCount', { _: '逾期未整改 %{n}', n: data.overdue })}
        data-testid="overdue-count"
      />
      {STAGES.map(({ field, key, text }) => (
        <Chip key={field} size="small" variant="outlined" label={translate(key, { _: text, n: data[field] })} />
      ))}
    </Box>
  );
};

const CorrectList = () => {
  const translate = useTranslate();
  const label = translate('app.correct.overdue', { _: '逾期' });
  return (
    <ResourceList
      toolbar={<OverdueCount />}
      columns={
        <DataTable.Col source="overdue" label={label} disableSort>
          <OverdueChip />
        </DataTable.Col>
      }
      filters={[<OverdueFilter key="overdue" source="overdue" label={label} alwaysOn />]}
    />
  );
};

/**
 * 整改: the generated screens (the declared 整改 / 确认整改 / 退回重改 with their dialogs, the history),
 * the list flagging overdue rectifications in red, filtering them, and counting them.
 */
export default buildScreens(schema, { list: CorrectList, icon: RectifyIcon });
