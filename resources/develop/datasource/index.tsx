import StorageIcon from '@mui/icons-material/DnsOutlined';
import { buildScreens, DeclaredFormFields, ResourceList, resourceFormPages, WriteOnlyInput } from '../../engine';
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

const DatasourceList = () => <ResourceList rowActions={<TestButton />} />;

/** 数据源管理: the generated list with 测试连接 per row; forms with the write-only password. */
export default buildScreens(schema, {
  list: DatasourceList,
  create: DatasourceCreate,
  edit: DatasourceEdit,
  icon: StorageIcon,
});
