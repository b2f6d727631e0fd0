import SmsIcon from '@mui/icons-material/SmsOutlined';
import { buildScreens } from '../../engine';
import { withDef } from '../../engine/withDef';
import { ResourceList } from '../../system/common/ResourceList';
import { EnableButton } from './EnableButton';
import { SendTestButton } from './SendTestButton';
import { SmsCreate, SmsEdit } from './SmsForms';
import schema from './schema';

/** 短信配置: the generated list with 启用 and 发送测试 per row; forms with the write-only secret key. */
const { show } = buildScreens(schema);

const SmsList = () => <ResourceList rowActions={<><EnableButton /><SendTestButton /></>} />;

export default {
  list: withDef(schema, SmsList, 'List'),
  create: withDef(schema, SmsCreate, 'Create'),
  edit: withDef(schema, SmsEdit, 'Edit'),
  show,
  icon: SmsIcon,
};
