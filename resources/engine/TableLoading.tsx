import { Box, Skeleton } from '@mui/material';
import { useTimeout, useTranslate } from 'react-admin';

/**
 * While a table's first page loads: nothing for a second (a quick answer never flickers), then grey
 * bars in place of its rows. Announced as one busy status, with no controls in it: react-admin's own
 * placeholder draws unnamed checkboxes that a screen reader would stop at.
 */
export const TableLoading = ({ rows = 5 }: { rows?: number }) => {
  const translate = useTranslate();
  const oneSecondHasPassed = useTimeout(1000);
  return (
    <Box role="status" aria-busy="true" aria-label={translate('ra.page.loading')} data-testid="table-loading">
      {oneSecondHasPassed &&
        Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} variant="rectangular" height={36} sx={{ my: 0.5, opacity: 1 / (i + 1) }} />
        ))}
    </Box>
  );
};
