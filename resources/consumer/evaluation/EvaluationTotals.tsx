import { Box, Chip, Rating } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useListSummary } from '../../engine';

/** What `GET evaluation/total-evaluation` answers (server/domains/consumer/evaluation-stats.ts). */
export interface EvaluationTotals {
  subjectId: string | null;
  total: number;
  average: number;
  good: number;
  medium: number;
  bad: number;
  scores: Record<string, number>;
}

/** The good / medium / bad counts, each in its colour. */
const GRADES = [
  { field: 'good', key: 'app.consumerEvaluation.good', text: '好评 %{n}', color: 'success' },
  { field: 'medium', key: 'app.consumerEvaluation.medium', text: '中评 %{n}', color: 'default' },
  { field: 'bad', key: 'app.consumerEvaluation.bad', text: '差评 %{n}', color: 'error' },
] as const;

/**
 * The summary bar of the evaluation list: count, average score and good / medium / bad counts of the
 * evaluations the caller sees, of the filtered subject when the list is filtered by one; refreshed with
 * the list.
 */
export const EvaluationTotalsBar = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const subjectId = filterValues?.subjectId ? String(filterValues.subjectId) : undefined;
  const { data } = useListSummary(['evaluation-totals', subjectId ?? ''], (dataProvider) =>
    dataProvider.action<EvaluationTotals>('evaluation', 'total-evaluation', {
      method: 'GET',
      params: subjectId ? { subjectId } : {},
    }),
  );
  if (!data) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-testid="evaluation-totals">
      <Chip
        size="small"
        variant="outlined"
        label={translate('app.consumerEvaluation.total', { _: '评价 %{n}', n: data.total })}
        data-testid="evaluation-total"
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Rating size="small" value={data.average} precision={0.1} readOnly />
        <span data-testid="evaluation-average">
          {translate('app.consumerEvaluation.average', { _: '平均 %{n} 分', n: data.average.toFixed(2) })}
        </span>
      </Box>
      {GRADES.map(({ field, key, text, color }) => (
        <Chip
          key={field}
          size="small"
          color={color}
          variant="outlined"
          label={translate(key, { _: text, n: data[field] })}
        />
      ))}
    </Box>
  );
};
