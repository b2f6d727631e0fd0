import CableIcon from '@mui/icons-material/CableOutlined';
import { RowCallButton } from '../../engine';

/**
 * 测试连接 of a row (`POST datasource/test?id=`, button `datasource_test`): the server connects and runs
 * `select 1`; a failure is shown by the HTTP layer with the driver's reason.
 */
export const TestButton = () => (
  <RowCallButton
    action="test"
    label={['app.develop.test', '测试连接']}
    success={['app.develop.connected', '连接成功']}
    icon={<CableIcon />}
    testId="datasource-test"
    refresh={false}
  />
);
