import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { lock } from '../../../authProvider/session';

/** Lock dialog (docs/spec.md §2): one required field; the /lock page then asks for the same password. */
export const LockDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  const close = () => {
    setPassword('');
    setError('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(translate('app.lock.passwordRequired', { _: '锁屏密码不能为空' }));
      return;
    }
    lock(password);
    close();
    navigate('/lock', { state: { from: `${location.pathname}${location.search}` } });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth="xs"
      fullWidth
      aria-labelledby="lock-dialog-title"
      data-testid="lock-dialog"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="lock-dialog-title">{translate('app.lock.setTitle', { _: '设置锁屏密码' })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            type="password"
            label={translate('app.lock.password', { _: '锁屏密码' })}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              if (event.target.value) setError('');
            }}
            error={!!error}
            helperText={error || ' '}
            autoComplete="new-password"
            slotProps={{ htmlInput: { 'data-testid': 'lock-password' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('app.common.cancel', { _: '取消' })}</Button>
          <Button type="submit" variant="contained" data-testid="lock-submit">
            {translate('app.common.confirm', { _: '确定' })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
