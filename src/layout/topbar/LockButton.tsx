import LockIcon from '@mui/icons-material/LockOutlined';
import { useTranslate } from 'react-admin';
import { LockDialog } from '../lock/LockDialog';
import { TopBarDialogButton } from './TopBarIconButton';

export const LockButton = () => {
  const translate = useTranslate();
  return (
    <TopBarDialogButton
      title={translate('app.navbar.lock', { _: '锁屏' })}
      testId="lock-button"
      icon={<LockIcon />}
      dialog={(open, close) => <LockDialog open={open} onClose={close} />}
    />
  );
};
