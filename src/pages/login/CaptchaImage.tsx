import { Box, CircularProgress, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Captcha } from '../../../authProvider';

interface Props {
  captcha?: Captcha;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
  /** The login page's is `captcha-image`; the registration dialog over it needs another. */
  testId?: string;
}

/** The captcha picture; a click (or Enter/Space on it) asks for a new one. */
export const CaptchaImage = ({ captcha, loading, failed, onRefresh, testId = 'captcha-image' }: Props) => {
  const translate = useTranslate();
  const title = translate('app.login.refreshCaptcha', { _: '看不清？换一张' });
  return (
    <Tooltip title={title}>
      <Box
        role="button"
        tabIndex={0}
        aria-label={title}
        data-testid={testId}
        onClick={onRefresh}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            onRefresh();
          }
        }}
        sx={{
          width: 120,
          height: 40,
          flexShrink: 0,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          overflow: 'hidden',
          cursor: 'pointer',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'background.default',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        {loading ? (
          <CircularProgress size={18} />
        ) : captcha?.image && !failed ? (
          <Box
            component="img"
            src={captcha.image}
            alt={translate('app.login.captcha', { _: '请输入验证码' })}
            sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Typography variant="caption" color="text.secondary">
            {translate('app.login.captchaFailed', { _: '加载失败，点击重试' })}
          </Typography>
        )}
      </Box>
    </Tooltip>
  );
};
