import ApartmentIcon from '@mui/icons-material/ApartmentOutlined';
import { buildScreens, ResourceList } from '../../engine';
import schema from './schema';
import { TenantBulkSettingButton, TenantDatasourceButton, TenantSettingButton } from './TenantActions';

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

/** 租户管理: the generated screens, with 授权配置 (quota, expiry) and 数据源. */
export default buildScreens(schema, { list: TenantList, icon: ApartmentIcon });
