import CableIcon from '@mui/icons-material/CableOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import { PermissionButton, useActionCall } from '../../engine';

/**
 * 测试连接 of a row (`POST datasource/test?id=`, button `datasource_test`): the server connects and runs
 * `select 1`; a failure is shown by the HTTP layer with the driver's reason.
 */
export const TestButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const test = useActionCall('datasource', {
    success: translate('app.develop.connected', { _: '连接成功' }),
    refresh: false,
  });
  if (!record) return null;
  return (
    <PermissionButton
      action="test"
      label={translate('app.develop.test', { _: '测试连接' })}
      icon={<CableIcon />}
      onClick={() => test.run('test', { params: { id: record.id } })}
      disabled={test.busy}
      testId="datasource-test"
    />
  );
};
