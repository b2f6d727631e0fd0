import { Dialog } from '@mui/material';
import DevicesIcon from '@mui/icons-material/DevicesOutlined';
import { useTranslate } from 'react-admin';
import {
  ActionFormDialog,
  FieldInput,
  useResourceDef,
  fieldOf,
  JsonInput,
  recordDialogButton,
  type RecordDialogProps,
  useBladeQuery,
} from '../../engine';
import { LoadingBox } from '../../../src/layout/PageLoading';

interface PlatformDetail {
  id: string;
  userType?: number | string;
  userExt?: string;
}

/** The dialog's form, filled from platform-detail once it answered. */
const PlatformForm = ({ record, title, onClose }: RecordDialogProps) => {
  const userId = String(record.id);
  const def = useResourceDef();
  const translate = useTranslate();
  const detail = useBladeQuery<PlatformDetail | null>('user', 'platform-detail', { userId });
  if (detail.isPending) {
    return (
      <Dialog open onClose={onClose}>
        <LoadingBox padding={3} />
      </Dialog>
    );
  }
  return (
    <ActionFormDialog
      resource="user"
      action="update-platform"
      toData={(values) => ({ userId, userType: values.userType, userExt: values.userExt ?? '' })}
      success={translate('app.common.success', { _: '操作成功' })}
      title={title}
      record={{ id: userId, ...(detail.data ?? {}) }}
      onClose={onClose}
      testId="user-platform-dialog"
    >
      <FieldInput field={fieldOf(def.fields, 'userType')} />
      <JsonInput field={fieldOf(def.fields, 'userExt')} />
    </ActionFormDialog>
  );
};

/** 平台配置 (button user_platform): a user's platform (userType) and extension settings (userExt). */
export const PlatformButton = recordDialogButton(PlatformForm, {
  action: 'platform',
  label: ['app.user.platform', '平台配置'],
  icon: <DevicesIcon />,
  testId: 'row-platform',
});
