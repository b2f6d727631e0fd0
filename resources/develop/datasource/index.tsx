import StorageIcon from '@mui/icons-material/DnsOutlined';
import { Box } from '@mui/material';
import { PasswordInput, useTranslate } from 'react-admin';
import { buildScreens, withDef, DeclaredFormFields, ResourceCreate, ResourceEdit, ResourceList } from '../../engine';
import { TestButton } from './TestButton';
import schema from './schema';

/** The password is write-only: typed on create (empty for trust authentication), left empty on edit to keep it. */
const PasswordField = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  return (
    <Box>
      <PasswordInput
        source="password"
        label={translate('resources.datasource.fields.password', { _: '密码' })}
        helperText={mode === 'edit' ? translate('app.develop.passwordKeep', { _: '留空则不修改' }) : undefined}
        autoComplete="new-password"
      />
    </Box>
  );
};

const DatasourceCreate = () => (
  <ResourceCreate>
    <DeclaredFormFields mode="create" append={<PasswordField mode="create" />} />
  </ResourceCreate>
);

const DatasourceEdit = () => (
  <ResourceEdit>
    <DeclaredFormFields mode="edit" append={<PasswordField mode="edit" />} />
  </ResourceEdit>
);

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
