import { useState } from 'react';
import { Chip } from '@mui/material';
import EnableIcon from '@mui/icons-material/PowerSettingsNewOutlined';
import { Confirm, useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';
import { useToast } from '../../../src/layout/useToast';
import { PermissionButton } from '../../system/common/PermissionButton';
import { SMS_ENABLED } from './schema';

/**
 * 启用 of a row (`POST sms/enable?id=`, button code `sms_enable`): the tenant's other configs are
 * switched off in the same step. The enabled row shows a chip instead.
 */
export const EnableButton = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<BladeDataProvider>();
  const translate = useTranslate();
  const notify = useToast();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  if (Number(record.status) === SMS_ENABLED) {
    return <Chip size="small" color="success" label={translate('app.sms.enabled', { _: '已启用' })} data-testid="sms-enabled" />;
  }
  const enable = async () => {
    setBusy(true);
    try {
      await dataProvider.action('sms', 'enable', { params: { id: record.id } });
      notify(translate('app.common.success', { _: '操作成功' }), 'success');
      refresh();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <PermissionButton action="enable" label={translate('app.sms.enable', { _: '启用' })} icon={<EnableIcon />} onClick={() => setAsking(true)} testId="sms-enable" />
      <Confirm
        isOpen={asking}
        loading={busy}
        title={translate('app.common.tip', { _: '提示' })}
        content={translate('app.sms.enableConfirm', { _: '确定启用该短信配置?' })}
        onConfirm={enable}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
