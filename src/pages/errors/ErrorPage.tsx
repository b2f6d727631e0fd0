import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../routes/useDocumentTitle';

interface Props {
  code: '403' | '404' | '500';
  messageKey: string;
  message: string;
}

/** 403 / 404 / 500: big code, one sentence, a way back. Usable without signing in. */
export const ErrorPage = ({ code, messageKey, message }: Props) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  useDocumentTitle(code);
  return (
    <Box
      component="main"
      data-testid={`error-page-${code}`}
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 3 }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <Typography
          component="h1"
          sx={{
            fontSize: { xs: 96, md: 140 },
            fontWeight: 800,
            lineHeight: 1,
            color: 'primary.main',
            letterSpacing: 4,
            opacity: 0.9,
          }}
        >
          {code}
        </Typography>
        <Typography variant="h6" color="text.secondary" sx={{ mt: 2, mb: 4 }}>
          {translate(messageKey, { _: message })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
          <Button variant="outlined" onClick={() => navigate(-1)}>
            {translate('app.errorPage.back', { _: '返回上一页' })}
          </Button>
          <Button
            variant="contained"
            onClick={() => navigate('/', { replace: true })}
            data-testid="error-page-home"
            autoFocus
          >
            {translate('app.errorPage.backHome', { _: '返回首页' })}
          </Button>
        </Box>
      </Box>
    </Box>
  );
};
