import SmsIcon from '@mui/icons-material/SmsOutlined';
import { buildScreens, ResourceList, EnableOneButton } from '../../engine';
import { SMS_ENABLED } from './schema';
import { SendTestButton } from './SendTestButton';
import { SmsCreate, SmsEdit } from './SmsForms';
import schema from './schema';

const SmsList = () => (
  <ResourceList
    rowActions={
      <>
        <EnableOneButton resource="sms" enabledStatus={SMS_ENABLED} confirm="确定启用该短信配置?" />
        <SendTestButton />
      </>
    }
  />
);

/** 短信配置: the generated list with 启用 and 发送测试 per row; forms with the write-only secret key. */
export default buildScreens(schema, { list: SmsList, create: SmsCreate, edit: SmsEdit, icon: SmsIcon });
