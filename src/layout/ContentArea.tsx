import { Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from './errorLog/ErrorBoundary';
import { PageHeading } from './PageHeading';
import { PageLoading } from './PageLoading';

/** The id of the page's `main`, where the skip link sends the focus. */
export const MAIN_CONTENT_ID = 'main-content';

/** The page under the tabs, headed by its title; a crash or a slow chunk stays inside it. */
export const ContentArea = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{
        flex: 1,
        minWidth: 0,
        overflowX: 'auto',
        p: { xs: 1, sm: 2 },
        outline: 'none',
        '& .RaList-main, & .RaEdit-main, & .RaCreate-main, & .RaShow-main': { mt: 0, minWidth: 0 },
        '& .RaList-content': { overflowX: 'auto' },
      }}
    >
      <PageHeading />
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </ErrorBoundary>
    </Box>
  );
};
