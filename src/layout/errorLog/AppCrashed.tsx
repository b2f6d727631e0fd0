import { useEffect, type ErrorInfo } from 'react';
import { addErrorLog } from './errorLogStore';
import { PageCrashed } from './PageCrashed';

/** react-admin's last-resort boundary (errors outside a page, e.g. in the shell): logged, then offered a retry. */
export const AppCrashed = ({
  error,
  errorInfo,
  resetErrorBoundary,
}: {
  error: Error;
  errorInfo?: ErrorInfo;
  resetErrorBoundary: (...args: unknown[]) => void;
}) => {
  useEffect(() => addErrorLog(error, errorInfo?.componentStack ?? ''), [error, errorInfo]);
  return <PageCrashed error={error} onRetry={() => resetErrorBoundary()} />;
};
