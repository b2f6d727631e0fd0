import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, IconButton, InputAdornment, TextField } from '@mui/material';
import PersonIcon from '@mui/icons-material/PersonOutline';
import LockIcon from '@mui/icons-material/LockOutlined';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import { useLogin, useTranslate } from 'react-admin';
import { getTenantId } from '../../../authProvider/session';
import { siteConfig } from '../../config';
import { CaptchaImage } from './CaptchaImage';
import { useCaptcha } from './useCaptcha';
import type { TenantInfo } from '../../../authProvider';

/** Tenant, account, password and captcha; Enter submits; a refusal shows the server's words. */
export const LoginForm = ({ tenant, tenantPending }: { tenant?: TenantInfo; tenantPending: boolean }) => {
  const translate = useTranslate();
  const login = useLogin();
  const { captcha, loading: captchaLoading, failed: captchaFailed, refresh } = useCaptcha(siteConfig.captchaMode);
  const [tenantId, setTenantId] = useState(() => getTenantId() || siteConfig.defaultTenant);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState('');
  const [missing, setMissing] = useState<Record<string, boolean>>({});
  const [submitting, setSubmitting] = useState(false);

  const showTenant = siteConfig.tenantMode && !tenant && !tenantPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nextMissing = {
      tenantId: showTenant && !tenantId.trim(),
      username: !username.trim(),
      password: !password,
      code: siteConfig.captchaMode && !code.trim(),
    };
    setMissing(nextMissing);
    if (Object.values(nextMissing).some(Boolean)) return;
    setSubmitting(true);
    setError('');
    try {
      await login({
        tenantId: tenant?.tenantId ?? tenantId.trim(),
        username: username.trim(),
        password,
        captchaKey: captcha?.key,
        captchaCode: code.trim(),
      });
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message
          ? failure.message
          : translate('app.login.failed', { _: '登录失败' }),
      );
      setCode('');
      refresh();
      setSubmitting(false);
    }
  };

  const required = (field: string, label: string) => (missing[field] ? label : ' ');

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      data-testid="login-form"
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      {error && (
        <Alert severity="error" data-testid="login-error" onClose={() => setError('')} sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {showTenant && (
        <TextField
          name="tenantId"
          value={tenantId}
          onChange={(event) => setTenantId(event.target.value)}
          placeholder={translate('app.login.tenantId', { _: '请输入租户ID' })}
          error={!!missing.tenantId}
          helperText={required('tenantId', translate('app.login.tenantId', { _: '请输入租户ID' }))}
          autoComplete="organization"
          slotProps={{
            htmlInput: {
              'aria-label': translate('app.login.tenantId', { _: '请输入租户ID' }),
              'data-testid': 'login-tenant',
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <BusinessIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      <TextField
        name="username"
        autoFocus
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        placeholder={translate('app.login.username', { _: '请输入账号' })}
        error={!!missing.username}
        helperText={required('username', translate('app.login.username', { _: '请输入账号' }))}
        autoComplete="username"
        slotProps={{
          htmlInput: {
            'aria-label': translate('app.login.username', { _: '请输入账号' }),
            'data-testid': 'login-username',
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <PersonIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        name="password"
        type={showPassword ? 'text' : 'password'}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        placeholder={translate('app.login.password', { _: '请输入密码' })}
        error={!!missing.password}
        helperText={required('password', translate('app.login.password', { _: '请输入密码' }))}
        autoComplete="current-password"
        slotProps={{
          htmlInput: {
            'aria-label': translate('app.login.password', { _: '请输入密码' }),
            'data-testid': 'login-password',
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <LockIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  edge="end"
                  onClick={() => setShowPassword((shown) => !shown)}
                  aria-label={
                    showPassword
                      ? translate('app.login.hidePassword', { _: '隐藏密码' })
                      : translate('app.login.showPassword', { _: '显示密码' })
                  }
                >
                  {showPassword ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {siteConfig.captchaMode && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            name="captcha"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder={translate('app.login.captcha', { _: '请输入验证码' })}
            error={!!missing.code}
            helperText={required('code', translate('app.login.captcha', { _: '请输入验证码' }))}
            autoComplete="off"
            slotProps={{
              htmlInput: {
                'aria-label': translate('app.login.captcha', { _: '请输入验证码' }),
                'data-testid': 'login-captcha',
                maxLength: 8,
              },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <KeyIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box sx={{ mt: 1 }}>
            <CaptchaImage captcha={captcha} loading={captchaLoading} failed={captchaFailed} onRefresh={refresh} />
          </Box>
        </Box>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={submitting}
        data-testid="login-submit"
        sx={{ mt: 1, height: 44 }}
        startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {submitting
          ? translate('app.login.loggingIn', { _: '登录中,请稍后...' })
          : translate('app.login.submit', { _: '登录' })}
      </Button>
    </Box>
  );
};
