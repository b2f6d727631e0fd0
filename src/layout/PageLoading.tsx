import { Box, CircularProgress, LinearProgress } from '@mui/material';

/** While a lazy page loads: a thin bar at the top of the content, never a blank screen. */
export const PageLoading = () => (
  <Box role="progressbar" aria-busy="true" data-testid="page-loading">
    <LinearProgress sx={{ height: 2 }} />
  </Box>
);

/** While the whole shell loads (first paint after sign-in). */
export const FullPageLoading = () => (
  <Box data-testid="app-loading" sx={{ height: '100vh', display: 'grid', placeItems: 'center' }}>
    <CircularProgress />
  </Box>
);

/** While a part of a screen loads (a tree, a dialog's table): a small spinner in the middle of its box. */
export const LoadingBox = ({
  size = 20,
  padding = 2,
  testId,
}: {
  size?: number;
  padding?: number;
  testId?: string;
}) => (
  <Box sx={{ p: padding, textAlign: 'center' }} data-testid={testId}>
    <CircularProgress size={size} />
  </Box>
);
