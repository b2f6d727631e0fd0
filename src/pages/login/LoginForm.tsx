import { useState, type FormEvent, type ReactNode } from 'react';
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

/** What each login input asks for: its prompt (app.login.<name>, this by default), autofill hint, test id and icon. */
const FIELDS = {
  tenantId: { prompt: '请输入租户ID', autoComplete: 'organization', testId: 'login-tenant', icon: BusinessIcon },
  username: { prompt: '请输入账号', autoComplete: 'username', testId: 'login-username', icon: PersonIcon },
  password: { prompt: '请输入密码', autoComplete: 'current-password', testId: 'login-password', icon: LockIcon },
  captcha: { prompt: '请输入验证码', autoComplete: 'off', testId: 'login-captcha', icon: KeyIcon },
} as const;

/** One login input: its prompt is the placeholder, the accessible name and, left empty, the error under it. */
const LoginField = ({
  name,
  value,
  onChange,
  missing,
  type,
  autoFocus,
  maxLength,
  endAdornment,
}: {
  name: keyof typeof FIELDS;
  value: string;
  onChange: (value: string) => void;
  missing: boolean;
  type?: string;
  autoFocus?: boolean;
  maxLength?: number;
  endAdornment?: ReactNode;
}) => {
  const translate = useTranslate();
  const { autoComplete, testId, icon: Icon } = FIELDS[name];
  const prompt = translate(`app.login.${name}`, { _: FIELDS[name].prompt });
  return (
    <TextField
      name={name}
      type={type}
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={prompt}
      error={missing}
      helperText={missing ? prompt : ' '}
      autoComplete={autoComplete}
      slotProps={{
        htmlInput: { 'aria-label': prompt, 'data-testid': testId, maxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Icon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment,
        },
      }}
    />
  );
};

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
      captcha: siteConfig.captchaMode && !code.trim(),
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
        <LoginField name="tenantId" value={tenantId} onChange={setTenantId} missing={!!missing.tenantId} />
      )}
      <LoginField name="username" autoFocus value={username} onChange={setUsername} missing={!!missing.username} />
      <LoginField
        name="password"
        type={showPassword ? 'text' : 'password'}
        value={password}
        onChange={setPassword}
        missing={!!missing.password}
        endAdornment={
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
        }
      />
      {siteConfig.captchaMode && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <LoginField name="captcha" value={code} onChange={setCode} missing={!!missing.captcha} maxLength={8} />
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
