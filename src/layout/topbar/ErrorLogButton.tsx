import { Badge } from '@mui/material';
import BugIcon from '@mui/icons-material/BugReportOutlined';
import { useTranslate } from 'react-admin';
import { ErrorLogDialog } from '../errorLog/ErrorLogDialog';
import { useErrorLogs } from '../errorLog/useErrorLogs';
import { TopBarDialogButton } from './TopBarIconButton';

/** Error-log button with its count (badge max 99, docs/spec.md §9). */
export const ErrorLogButton = () => {
  const translate = useTranslate();
  const logs = useErrorLogs();
  return (
    <TopBarDialogButton
      title={translate('app.errorLog.title', { _: '错误日志' })}
      testId="error-log-button"
      icon={
        <Badge badgeContent={logs.length} max={99} color="error" data-testid="error-log-badge">
          <BugIcon />
        </Badge>
      }
      dialog={(open, close) => <ErrorLogDialog open={open} onClose={close} />}
    />
  );
};
