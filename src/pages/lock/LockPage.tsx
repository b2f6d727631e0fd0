import { useEffect, useState, type FormEvent } from 'react';
import { Avatar, Box, Button, IconButton, InputAdornment, TextField, Typography } from '@mui/material';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useLogout, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { getToken, getUserInfo, isLocked, unlock } from '../../../authProvider/session';
import { getTags } from '../../layout/tags/tagStore';
import { useDocumentTitle } from '../../routes/useDocumentTitle';

const pad = (n: number) => String(n).padStart(2, '0');

const Clock = () => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Typography sx={{ fontSize: 64, fontWeight: 200, letterSpacing: 2 }} aria-hidden>
      {pad(now.getHours())}:{pad(now.getMinutes())}
    </Typography>
  );
};

/** /lock: asks the lock password to go back to the page the user left (docs/spec.md §2). */
const LockPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useLogout();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const user = getUserInfo();
  useDocumentTitle(translate('app.lock.title', { _: '锁屏' }));

  useEffect(() => {
    if (!getToken()) navigate('/login', { replace: true });
    else if (!isLocked()) navigate('/', { replace: true });
  }, [navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(translate('app.lock.passwordRequired', { _: '锁屏密码不能为空' }));
      return;
    }
    if (!unlock(password)) {
      setError(translate('app.lock.wrongPassword', { _: '解锁密码错误,请重新输入' }));
      setPassword('');
      return;
    }
    // Back where the user locked; after a reload that is unknown, so the last opened tab.
    const from = (location.state as { from?: string } | null)?.from;
    const tags = getTags();
    navigate(from ?? tags[tags.length - 1]?.value ?? '/', { replace: true });
  };

  const name = user?.nick_name || user?.real_name || user?.account || '';
  return (
    <Box
      component="main"
      data-testid="lock-page"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        color: '#fff',
        background: 'linear-gradient(160deg, #0b1437 0%, #1a2a6c 55%, #409EFF 140%)',
      }}
    >
      <Box component="form" onSubmit={submit} noValidate sx={{ textAlign: 'center', width: 320 }}>
        <Clock />
        <Avatar
          src={user?.avatar || undefined}
          alt={name}
          sx={{ width: 80, height: 80, mx: 'auto', my: 2, fontSize: 32 }}
        >
          {name.slice(0, 1)}
        </Avatar>
        <Typography variant="h6" sx={{ mb: 2 }}>
          {name}
        </Typography>
        <TextField
          autoFocus
          type="password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError('');
          }}
          placeholder={translate('app.lock.password', { _: '锁屏密码' })}
          error={!!error}
          helperText={error || ' '}
          slotProps={{
            htmlInput: {
              'aria-label': translate('app.lock.password', { _: '锁屏密码' }),
              'data-testid': 'unlock-password',
            },
            input: {
              sx: { bgcolor: 'rgba(255,255,255,0.95)', borderRadius: 5 },
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    type="submit"
                    edge="end"
                    aria-label={translate('app.lock.unlock', { _: '解锁' })}
                    data-testid="unlock-submit"
                  >
                    <ArrowForwardIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
            formHelperText: { sx: { color: '#ffb4b4' } },
          }}
        />
        <Button
          startIcon={<LockOpenIcon />}
          onClick={() => void logout({}, undefined, false)}
          sx={{ color: 'rgba(255,255,255,0.75)', mt: 1 }}
          data-testid="lock-logout"
        >
          {translate('app.lock.logout', { _: '退出登录，重新登录' })}
        </Button>
      </Box>
    </Box>
  );
};

export default LockPage;
