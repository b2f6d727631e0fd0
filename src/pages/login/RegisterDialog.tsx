import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { authProvider, type TenantInfo } from '../../../authProvider';
import { getUserInfo } from '../../../authProvider/session';
import { siteConfig } from '../../config';
import { useToast } from '../../layout/useToast';
import { CaptchaImage } from './CaptchaImage';
import { useCaptcha } from './useCaptcha';

interface Props {
  open: boolean;
  tenant?: TenantInfo;
  /** After the pending-approval notice, or when the user gives up: the caller signs out. */
  onDone: () => void;
}

type Field = 'tenantId' | 'name' | 'account' | 'password' | 'password2' | 'captchaCode';

/** 账号注册 after a social sign-in that is not linked to an account yet (docs/spec.md §2, §5). */
export const RegisterDialog = ({ open, tenant, onDone }: Props) => {
  const translate = useTranslate();
  const notify = useToast();
  const [form, setForm] = useState<Record<Field, string>>({
    tenantId: tenant?.tenantId ?? siteConfig.defaultTenant,
    name: '',
    account: '',
    password: '',
    password2: '',
    captchaCode: '',
  });
  // The server wants a captcha with every registration; each code is single use.
  const { captcha, loading: captchaLoading, failed: captchaFailed, refresh } = useCaptcha(open);
  const [submitting, setSubmitting] = useState(false);
  const [registered, setRegistered] = useState(false);
  const tenantFromHost = !!tenant;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      await authProvider.registerGuest({
        ...form,
        tenantId: tenant?.tenantId ?? form.tenantId,
        tenantFromHost,
        oauthId: getUserInfo()?.oauth_id,
        captchaKey: captcha?.key,
      });
      setRegistered(true);
    } catch (error) {
      // A refused attempt may have spent the captcha: show a new one.
      setForm((current) => ({ ...current, captchaCode: '' }));
      refresh();
      // Rule messages in the spec's order, else the server's msg, else 提交失败.
      notify(error instanceof Error ? error.message : '提交失败', 'error');
    } finally {
      setSubmitting(false);
    }
  };

  const input = (field: Field, type = 'text') =>
    field === 'tenantId' && tenantFromHost ? null : (
      <TextField
        key={field}
        type={type}
        label={translate(`app.register.${field}`, { _: field })}
        value={form[field]}
        onChange={(event) => setForm((current) => ({ ...current, [field]: event.target.value }))}
        autoComplete={type === 'password' ? 'new-password' : 'off'}
        slotProps={{ htmlInput: { 'data-testid': `register-${field}` } }}
      />
    );

  return (
    <Dialog
      open={open}
      maxWidth="xs"
      fullWidth
      aria-labelledby="register-title"
      data-testid="register-dialog"
      onClose={registered ? onDone : undefined}
    >
      <DialogTitle id="register-title">{translate('app.register.title', { _: '账号注册' })}</DialogTitle>
      {registered ? (
        <>
          <DialogContent>
            <Alert severity="success" data-testid="register-pending">
              {translate('app.register.pending', { _: '注册申请已提交,请耐心等待管理员通过!' })}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onDone} autoFocus>
              {translate('app.common.confirm', { _: '确定' })}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <DialogContent>
            <DialogContentText variant="body2" sx={{ mb: 1 }}>
              {translate('app.register.intro', { _: '第三方账号尚未绑定系统账号，请先注册' })}
            </DialogContentText>
            {input('tenantId')}
            {input('name')}
            {input('account')}
            {input('password', 'password')}
            {input('password2', 'password')}
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              {input('captchaCode')}
              <CaptchaImage
                captcha={captcha}
                loading={captchaLoading}
                failed={captchaFailed}
                onRefresh={refresh}
                testId="register-captcha-image"
              />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onDone}>{translate('app.common.cancel', { _: '取消' })}</Button>
            <Button
              type="submit"
              variant="contained"
              disabled={submitting}
              data-testid="register-submit"
              startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {translate('app.common.submit', { _: '提交' })}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
};
