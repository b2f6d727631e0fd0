import { useState } from 'react';
import { Chip } from '@mui/material';
import EnableIcon from '@mui/icons-material/PowerSettingsNewOutlined';
import { Confirm, useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';
import { useToast } from '../../../src/layout/useToast';
import { PermissionButton } from '../../system/common/PermissionButton';

const ENABLED = 2;

/**
 * 启用 of a row (`POST oss/enable?id=`, button code `oss_enable`): the tenant's other stores are
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
  if (Number(record.status) === ENABLED) {
    return <Chip size="small" color="success" label={translate('app.oss.enabled', { _: '已启用' })} data-testid="oss-enabled" />;
  }
  const enable = async () => {
    setBusy(true);
    try {
      await dataProvider.action('oss', 'enable', { params: { id: record.id } });
      notify(translate('app.common.success', { _: '操作成功' }), 'success');
      refresh();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <PermissionButton action="enable" label={translate('app.oss.enable', { _: '启用' })} icon={<EnableIcon />} onClick={() => setAsking(true)} testId="oss-enable" />
      <Confirm
        isOpen={asking}
        loading={busy}
        title={translate('app.common.tip', { _: '提示' })}
        content={translate('app.oss.enableConfirm', { _: '确定启用该存储配置?' })}
        onConfirm={enable}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
