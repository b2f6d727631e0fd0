import { Alert, Box } from '@mui/material';
import type { BatchAnswerOf } from './useBatchCall';

interface Props {
  answer: BatchAnswerOf;
  /** The counts in the server's words (已办结2条,跳过1条). */
  summary: string;
  /** How people know a skipped row (its number, or the batch's `nameOf`): never a bare id. */
  nameOf: (id: string) => string;
  testId: string;
  skippedTestId?: string;
}

/** What a batch answered: the counts, then every skipped row with its reason, so none is left out silently. */
export const BatchAnswer = ({ answer, summary, nameOf, testId, skippedTestId }: Props) => (
  <Box data-testid={testId}>
    <Alert severity={answer.skipped.length ? 'warning' : 'success'} sx={{ mb: 1 }}>
      {summary}
    </Alert>
    {answer.skipped.map((s) => (
      <Box key={s.id} sx={{ fontSize: 13 }} data-testid={skippedTestId}>
        {nameOf(s.id)}: {s.reason}
      </Box>
    ))}
  </Box>
);
