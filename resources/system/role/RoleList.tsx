import { useDataProvider } from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';
import { nestRows, TreeList, type TreeRecord } from '../../engine';
import { PermissionSettingButton } from './PermissionSettingButton';

/** 角色管理: the tenant's roles as a tree (one list call, nested by parentId), with 权限设置 per row. */
export const RoleList = () => {
  const dataProvider = useDataProvider<BladeDataProvider>();
  return (
    <TreeList
      source={{
        mode: 'whole',
        load: async (filter) => nestRows(await dataProvider.getTree<TreeRecord[]>('role', 'list', filter)),
      }}
      childOf={{ source: 'parentId' }}
      rowActions={<PermissionSettingButton />}
    />
  );
};
