import { useState } from 'react';
import CableIcon from '@mui/icons-material/CableOutlined';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';
import { useToast } from '../../../src/layout/useToast';
import { PermissionButton } from '../../engine';

/**
 * 测试连接 of a row (`POST datasource/test?id=`, button `datasource_test`): the server connects and runs
 * `select 1`; a failure is shown by the HTTP layer with the driver's reason.
 */
export const TestButton = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<BladeDataProvider>();
  const translate = useTranslate();
  const notify = useToast();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const test = async () => {
    setBusy(true);
    try {
      await dataProvider.action('datasource', 'test', { params: { id: record.id } });
      notify(translate('app.develop.connected', { _: '连接成功' }), 'success');
    } finally {
      setBusy(false);
    }
  };
  return (
    <PermissionButton
      action="test"
      label={translate('app.develop.test', { _: '测试连接' })}
      icon={<CableIcon />}
      onClick={test}
      disabled={busy}
      testId="datasource-test"
    />
  );
};
