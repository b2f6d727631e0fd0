import StorageIcon from '@mui/icons-material/DnsOutlined';
import {
  buildScreens,
  withDef,
  DeclaredFormFields,
  ResourceList,
  resourceFormPages,
  WriteOnlyInput,
} from '../../engine';
import { TestButton } from './TestButton';
import schema from './schema';

/** The password is write-only: typed on create (empty for trust authentication), left empty on edit to keep it. */
const PasswordField = ({ mode }: { mode: 'create' | 'edit' }) => (
  <WriteOnlyInput mode={mode} source="password" keepHint="app.develop.passwordKeep" />
);

const DatasourceFormFields = ({ mode }: { mode: 'create' | 'edit' }) => (
  <DeclaredFormFields mode={mode} append={<PasswordField mode={mode} />} />
);

const { CreatePage: DatasourceCreate, EditPage: DatasourceEdit } = resourceFormPages(DatasourceFormFields);

/** 数据源管理: the generated list with 测试连接 per row; forms with the write-only password. */
const { show } = buildScreens(schema);

const DatasourceList = () => <ResourceList rowActions={<TestButton />} />;

export default {
  list: withDef(schema, DatasourceList, 'List'),
  create: withDef(schema, DatasourceCreate, 'Create'),
  edit: withDef(schema, DatasourceEdit, 'Edit'),
  show,
  icon: StorageIcon,
};
