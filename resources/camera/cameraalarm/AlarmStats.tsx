import { useState } from 'react';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useListSummary } from '../../engine';
import { StatChart } from '../../../src/pages/statistics/StatChart';

/** What `POST cameraalarm/staByTimeNew` answers (server/domains/camera/alarm-stats.ts). */
export interface AlarmCount {
  time: string;
  count: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Alarms counted by day (the last 30 days) or by hour (today), of the filtered camera or subject. */
export const AlarmStats = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const [unit, setUnit] = useState<'day' | 'hour'>('day');
  const today = new Date();
  const start = unit === 'day' ? dayOf(new Date(today.getTime() - 29 * 86_400_000)) : dayOf(today);
  const end = dayOf(new Date(today.getTime() + 86_400_000));
  const narrow = { cameraId: filterValues?.cameraId, subjectId: filterValues?.subjectId };
  const { data } = useListSummary(['camera-alarm-stats', unit, start, JSON.stringify(narrow)], (dataProvider) =>
    dataProvider.action<AlarmCount[]>('cameraalarm', 'staByTimeNew', {
      method: 'POST',
      data: { type: unit, startTime: start, endTime: end, ...narrow },
    }),
  );
  return (
    <Box sx={{ width: '100%', order: 99, pb: 1 }} data-testid="alarm-stats">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="subtitle1">{translate('app.camera.alarmStats', { _: '告警统计' })}</Typography>
        <ToggleButtonGroup size="small" exclusive value={unit} onChange={(_, v) => v && setUnit(v)}>
          <ToggleButton value="day">{translate('app.camera.byDay', { _: '近30天(按天)' })}</ToggleButton>
          <ToggleButton value="hour">{translate('app.camera.byHour', { _: '今日(按小时)' })}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ height: 200 }}>
        <StatChart
          legend={false}
          rows={(data ?? []).map((r) => ({ ...r, name: unit === 'day' ? r.time.slice(5) : r.time.slice(11) }))}
          series={[{ key: 'count', name: translate('app.camera.alarmCount', { _: '告警数' }) }]}
        />
      </Box>
    </Box>
  );
};
