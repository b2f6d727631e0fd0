import { useMutation } from '@tanstack/react-query';
import CableIcon from '@mui/icons-material/CableOutlined';
import { useDataProvider, useRecordContext, useTranslate, type Identifier } from 'react-admin';
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
  const test = useMutation({
    mutationFn: (id: Identifier) => dataProvider.action('datasource', 'test', { params: { id } }),
    onSuccess: () => notify(translate('app.develop.connected', { _: '连接成功' }), 'success'),
  });
  if (!record) return null;
  return (
    <PermissionButton
      action="test"
      label={translate('app.develop.test', { _: '测试连接' })}
      icon={<CableIcon />}
      onClick={() => test.mutate(record.id)}
      disabled={test.isPending}
      testId="datasource-test"
    />
  );
};
