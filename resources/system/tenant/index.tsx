import ApartmentIcon from '@mui/icons-material/ApartmentOutlined';
import { buildScreens, ResourceList, withDef } from '../../engine';
import schema from './schema';
import { TenantBulkSettingButton, TenantDatasourceButton, TenantSettingButton } from './TenantActions';

/** 租户管理: the generated screens, with 授权配置 (quota, expiry) and 数据源. */
const { create, edit, show } = buildScreens(schema);

const TenantList = () => (
  <ResourceList
    bulkActions={<TenantBulkSettingButton />}
    rowActions={
      <>
        <TenantSettingButton />
        <TenantDatasourceButton />
      </>
    }
  />
);

export default { list: withDef(schema, TenantList, 'List'), create, edit, show, icon: ApartmentIcon };
