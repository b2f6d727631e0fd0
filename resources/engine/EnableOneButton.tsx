import { useState } from 'react';
import { Chip } from '@mui/material';
import EnableIcon from '@mui/icons-material/PowerSettingsNewOutlined';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import { PermissionButton } from './PermissionButton';
import { useActionCall } from './useActionCall';

/**
 * 启用 of a row of a resource with one enabled row per tenant (`POST {base}/enable?id=`, button
 * `<resource>_enable`, server/crud/enable-one.ts): the tenant's others are switched off in the same
 * step. The enabled row shows a chip instead. Texts under `app.<resource>.enabled|enable|enableConfirm`.
 */
export const EnableOneButton = ({
  resource,
  enabledStatus,
  confirm,
}: {
  resource: string;
  enabledStatus: number;
  confirm: string;
}) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { call, busy } = useActionCall(resource, { success: translate('app.common.success', { _: '操作成功' }) });
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  if (Number(record.status) === enabledStatus) {
    return (
      <Chip
        size="small"
        color="success"
        label={translate(`app.${resource}.enabled`, { _: '已启用' })}
        data-testid={`${resource}-enabled`}
      />
    );
  }
  const enable = async () => {
    try {
      await call('enable', { params: { id: record.id } });
    } finally {
      setAsking(false);
    }
  };
  return (
    <>
      <PermissionButton
        action="enable"
        label={translate(`app.${resource}.enable`, { _: '启用' })}
        icon={<EnableIcon />}
        onClick={() => setAsking(true)}
        testId={`${resource}-enable`}
      />
      <Confirm
        isOpen={asking}
        loading={busy}
        title={translate('app.common.tip', { _: '提示' })}
        content={translate(`app.${resource}.enableConfirm`, { _: confirm })}
        onConfirm={enable}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
