import { useState } from 'react';
import LockIcon from '@mui/icons-material/LockOutlined';
import { useTranslate } from 'react-admin';
import { LockDialog } from '../lock/LockDialog';
import { TopBarIconButton } from './TopBarIconButton';

export const LockButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <TopBarIconButton
        title={translate('app.navbar.lock', { _: '锁屏' })}
        onClick={() => setOpen(true)}
        data-testid="lock-button"
      >
        <LockIcon />
      </TopBarIconButton>
      <LockDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
};
