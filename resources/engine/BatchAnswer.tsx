import { Alert } from '@mui/material';

interface Props {
  /** What the batch changed, in the server's words (已办结2条). */
  summary: string;
  testId: string;
}

/**
 * What a batch answered once it succeeded: every selected row changed (a batch is all or nothing; a
 * refusal, naming the rows that could not take it and why, is shown by the HTTP layer and changes nothing).
 */
export const BatchAnswer = ({ summary, testId }: Props) => (
  <Alert severity="success" sx={{ mb: 1 }} data-testid={testId}>
    {summary}
  </Alert>
);
