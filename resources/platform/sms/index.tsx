import SmsIcon from '@mui/icons-material/SmsOutlined';
import { buildScreens, withDef, ResourceList, EnableOneButton } from '../../engine';
import { SMS_ENABLED } from './schema';
import { SendTestButton } from './SendTestButton';
import { SmsCreate, SmsEdit } from './SmsForms';
import schema from './schema';

/** 短信配置: the generated list with 启用 and 发送测试 per row; forms with the write-only secret key. */
const { show } = buildScreens(schema);

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

export default {
  list: withDef(schema, SmsList, 'List'),
  create: withDef(schema, SmsCreate, 'Create'),
  edit: withDef(schema, SmsEdit, 'Edit'),
  show,
  icon: SmsIcon,
};
