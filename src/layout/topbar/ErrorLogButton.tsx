import { Badge } from '@mui/material';
import BugIcon from '@mui/icons-material/BugReportOutlined';
import { useTranslate } from 'react-admin';
import { ErrorLogDialog } from '../errorLog/ErrorLogDialog';
import { useErrorLogs } from '../errorLog/useErrorLogs';
import { badgeText, TopBarDialogButton } from './TopBarIconButton';

/** The badge's largest number (docs/spec.md §9); beyond it shows 99+. */
const ERROR_LOG_MAX = 99;

/** Error-log button with its count (badge max 99, docs/spec.md §9). */
export const ErrorLogButton = () => {
  const translate = useTranslate();
  const logs = useErrorLogs();
  const title = translate('app.errorLog.title', { _: '错误日志' });
  return (
    <TopBarDialogButton
      title={title}
      // The name carries the count the badge shows (错误日志 2), as a reader sees it.
      label={logs.length > 0 ? `${title} ${badgeText(logs.length, ERROR_LOG_MAX)}` : title}
      testId="error-log-button"
      icon={
        <Badge
          badgeContent={logs.length > 0 ? logs.length : null}
          max={ERROR_LOG_MAX}
          color="error"
          data-testid="error-log-badge"
        >
          <BugIcon />
        </Badge>
      }
      dialog={(open, close) => <ErrorLogDialog open={open} onClose={close} />}
    />
  );
};
