import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateRangePickers } from '../../../resources/engine';
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
        <DateRangePickers
          names={['period-from', 'period-to']}
          labels={[
            translate('app.statistics.from', { _: '开始日期' }),
            translate('app.statistics.to', { _: '结束日期' }),
          ]}
          from={range.from}
          to={range.to}
          onFrom={(sdate) => sdate && onChange({ ...value, sdate })}
          onTo={(edate) => edate && onChange({ ...value, edate })}
          width={170}
          bounded
        />
      )}
    </Box>
  );
};
