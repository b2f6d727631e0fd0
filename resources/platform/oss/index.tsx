import CloudIcon from '@mui/icons-material/CloudQueueOutlined';
import { buildScreens, ResourceList, EnableOneButton } from '../../engine';
import { OssCreate, OssEdit } from './OssForms';
import schema, { OSS_ENABLED } from './schema';

const OssList = () => (
  <ResourceList
    rowActions={<EnableOneButton resource="oss" enabledStatus={OSS_ENABLED} confirm="确定启用该存储配置?" />}
  />
);

/** 对象存储: the generated list with 启用 per row; forms with the write-only secret key. */
export default buildScreens(schema, { list: OssList, create: OssCreate, edit: OssEdit, icon: CloudIcon });
