import { Box, Button, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useTranslate } from 'react-admin';

/** What a user sees instead of a page that threw; details are in the error log. */
export const PageCrashed = ({ error, onRetry }: { error: Error; onRetry: () => void }) => {
  const translate = useTranslate();
  const chunkFailed = /Loading chunk failed|dynamically imported module|Importing a module script failed/i.test(
    error.message,
  );
  return (
    <Box role="alert" data-testid="page-crashed" sx={{ p: 6, textAlign: 'center' }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} />
      <Typography variant="h6" sx={{ mt: 1 }}>
        {chunkFailed
          ? translate('app.error.chunk', { _: '页面资源加载失败，可能是系统已更新，请刷新页面' })
          : translate('app.error.crashed', { _: '页面出错了，错误已记录到日志' })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, wordBreak: 'break-all' }}>
        {error.message}
      </Typography>
      <Box sx={{ mt: 2, display: 'flex', gap: 1, justifyContent: 'center' }}>
        <Button variant="contained" onClick={chunkFailed ? () => window.location.reload() : onRetry}>
          {chunkFailed ? translate('app.error.reload', { _: '刷新页面' }) : translate('app.error.retry', { _: '重试' })}
        </Button>
      </Box>
    </Box>
  );
};
