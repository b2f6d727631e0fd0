import { Backdrop, Box, Card, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDocumentTitle } from '../../routes/useDocumentTitle';
import { LoginForm } from './LoginForm';
import { RegisterDialog } from './RegisterDialog';
import { useSocialLogin } from './useSocialLogin';
import { useTenantInfo } from './useTenantInfo';

const BrandPanel = () => {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        flex: 1,
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'center',
        px: 8,
        color: '#fff',
        background: 'linear-gradient(135deg, #1f3a93 0%, #2a69aa 100%)',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          width: 420,
          height: 420,
          borderRadius: '50%',
          border: '60px solid rgba(255,255,255,0.06)',
          right: -140,
          bottom: -140,
        }}
      />
      <Typography variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {translate('app.title', { _: '文化市场监管后台' })}
      </Typography>
      <Typography sx={{ opacity: 0.85, maxWidth: 420, lineHeight: 1.8 }}>
        {translate('app.login.slogan', {
          _: '巡查检查、异常处置、整改督办、投诉评价与统计分析，一站式文化市场综合监管。',
        })}
      </Typography>
    </Box>
  );
};

/** /login (docs/spec.md §2); also where third-party sign-in lands. */
export const LoginPage = () => {
  const translate = useTranslate();
  const { tenant, pending } = useTenantInfo();
  const { state, finishRegistration } = useSocialLogin();
  useDocumentTitle(translate('app.login.title', { _: '登录' }));
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <BrandPanel />
      <Box sx={{ flex: { xs: 1, md: '0 0 480px' }, display: 'grid', placeItems: 'center', p: 3 }}>
        <Card sx={{ width: '100%', maxWidth: 380, p: 4 }} component="section" aria-labelledby="login-title">
          <Typography id="login-title" variant="h5" sx={{ fontWeight: 600, mb: 0.5 }}>
            {translate('app.login.accountLogin', { _: '账号密码登录' })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {translate('app.title', { _: '文化市场监管后台' })}
          </Typography>
          <LoginForm tenant={tenant} tenantPending={pending} />
        </Card>
      </Box>
      <Backdrop
        open={state === 'signing-in'}
        sx={{ color: '#fff', zIndex: (theme) => theme.zIndex.modal + 1, flexDirection: 'column', gap: 2 }}
      >
        <CircularProgress color="inherit" />
        <Typography>{translate('app.login.socialSigningIn', { _: '第三方系统登录中,请稍后...' })}</Typography>
      </Backdrop>
      {state === 'needs-registration' && <RegisterDialog open tenant={tenant} onDone={finishRegistration} />}
    </Box>
  );
};

export default LoginPage;
