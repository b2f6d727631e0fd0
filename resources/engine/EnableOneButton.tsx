import { useState } from 'react';
import { Chip } from '@mui/material';
import EnableIcon from '@mui/icons-material/PowerSettingsNewOutlined';
import { Confirm, useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { BladeDataProvider } from '../../dataProvider';
import { useToast } from '../../src/layout/useToast';
import { PermissionButton } from './PermissionButton';

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
  const dataProvider = useDataProvider<BladeDataProvider>();
  const translate = useTranslate();
  const notify = useToast();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
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
    setBusy(true);
    try {
      await dataProvider.action(resource, 'enable', { params: { id: record.id } });
      notify(translate('app.common.success', { _: '操作成功' }), 'success');
      refresh();
    } finally {
      setBusy(false);
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
