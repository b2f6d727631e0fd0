import CloudIcon from '@mui/icons-material/CloudQueueOutlined';
import { buildScreens, withDef, ResourceList, EnableOneButton } from '../../engine';
import { OssCreate, OssEdit } from './OssForms';
import schema, { OSS_ENABLED } from './schema';

/** 对象存储: the generated list with 启用 per row; forms with the write-only secret key. */
const { show } = buildScreens(schema);

const OssList = () => (
  <ResourceList
    rowActions={<EnableOneButton resource="oss" enabledStatus={OSS_ENABLED} confirm="确定启用该存储配置?" />}
  />
);

export default {
  list: withDef(schema, OssList, 'List'),
  create: withDef(schema, OssCreate, 'Create'),
  edit: withDef(schema, OssEdit, 'Edit'),
  show,
  icon: CloudIcon,
};
