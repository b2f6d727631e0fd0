import { Box, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PERIOD_KINDS, rangeOf, type PeriodKind, type PeriodValue } from './period';

const LABELS: Record<PeriodKind, string> = { week: '本周', month: '本月', year: '本年', custom: '自定义' };

/** 本周 / 本月 / 本年 / 自定义, with the two days of a custom period. */
export const PeriodPicker = ({ value, onChange }: { value: PeriodValue; onChange: (v: PeriodValue) => void }) => {
  const translate = useTranslate();
  const range = rangeOf(value);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }} data-testid="period-picker">
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value.period}
        onChange={(_, p: PeriodKind | null) =>
          p && onChange(p === 'custom' ? { period: p, sdate: range.from, edate: range.to } : { period: p })
        }
      >
        {PERIOD_KINDS.map((p) => (
          <ToggleButton key={p} value={p} data-testid={`period-${p}`}>
            {translate(`app.statistics.period.${p}`, { _: LABELS[p] })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {value.period === 'custom' && (
        <>
          <TextField
            size="small"
            type="date"
            label={translate('app.statistics.from', { _: '开始日期' })}
            value={range.from}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'period-from', max: range.to } }}
            onChange={(e) => e.target.value && onChange({ ...value, sdate: e.target.value })}
          />
          <TextField
            size="small"
            type="date"
            label={translate('app.statistics.to', { _: '结束日期' })}
            value={range.to}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'period-to', min: range.from } }}
            onChange={(e) => e.target.value && onChange({ ...value, edate: e.target.value })}
          />
        </>
      )}
    </Box>
  );
};
