import KeyIcon from '@mui/icons-material/KeyOutlined';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import { useTranslate } from 'react-admin';
import { ConfirmActionButton } from './ConfirmActionButton';

/** 密码重置 (button user_reset): the selected users get the tenant's initial password. */
export const ResetPasswordButton = () => {
  const translate = useTranslate();
  return (
    <ConfirmActionButton
      code="reset"
      label={translate('app.user.resetPassword', { _: '密码重置' })}
      icon={<KeyIcon />}
      question={translate('app.user.resetConfirm', { _: '确定将选择账号密码重置为初始密码?' })}
      action="reset-password"
      idsParam="userIds"
      testId="user-reset-password"
    />
  );
};

/** 账号解锁 (button user_unlock): lifts the sign-in lock of the selected users after too many failures. */
export const UnlockButton = () => {
  const translate = useTranslate();
  return (
    <ConfirmActionButton
      code="unlock"
      label={translate('app.user.unlock', { _: '账号解锁' })}
      icon={<LockOpenIcon />}
      question={translate('app.user.unlockConfirm', { _: '确定将选择的账号解锁?' })}
      action="unlock"
      idsParam="userIds"
      testId="user-unlock"
    />
  );
};

/** 审核通过 / 审核拒绝 of pending registrations (status 0); the server asks for user_edit. */
export const AuditButtons = () => {
  const translate = useTranslate();
  return (
    <>
      <ConfirmActionButton
        code="edit"
        label={translate('app.user.auditPass', { _: '审核通过' })}
        icon={<CheckIcon />}
        question={translate('app.user.auditPassConfirm', { _: '确定将选择账号审核通过?' })}
        action="audit-pass"
        idsParam="ids"
        testId="user-audit-pass"
        color="success"
      />
      <ConfirmActionButton
        code="edit"
        label={translate('app.user.auditRefuse', { _: '审核拒绝' })}
        icon={<BlockIcon />}
        question={translate('app.user.auditRefuseConfirm', { _: '确定将选择账号审核拒绝?' })}
        action="audit-refuse"
        idsParam="ids"
        testId="user-audit-refuse"
        color="error"
      />
    </>
  );
};
