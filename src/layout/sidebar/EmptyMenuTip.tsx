import { Box, Button, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/** The tip shown when the server grants no menu (docs/spec.md §2), with a retry after a failed load. */
export const EmptyMenuTip = ({ failed, onRetry }: { failed: boolean; onRetry: () => void }) => {
  const translate = useTranslate();
  const { layout } = useTheme();
  return (
    <Box data-testid="menu-empty-tip" sx={{ px: 2, py: 3, textAlign: 'center', color: layout.sidebar.color }}>
      <Typography variant="body2">
        {failed
          ? translate('app.menu.loadFailed', { _: '菜单加载失败' })
          : translate('app.menu.empty', { _: '没有发现菜单' })}
      </Typography>
      {failed && (
        <Button size="small" onClick={onRetry} sx={{ mt: 1, color: 'inherit' }}>
          {translate('app.error.retry', { _: '重试' })}
        </Button>
      )}
    </Box>
  );
};
