import SecurityIcon from '@mui/icons-material/SecurityOutlined';
import { useTranslate } from 'react-admin';
import {
  recordDialogButton,
  TreeGrantDialog,
  type GrantTab,
  checkedFromKeys,
  withAncestorIds,
  type RecordDialogProps,
  type TreeNode,
  useActionCall,
  useBladeQuery,
} from '../../engine';

interface GrantTrees {
  menu: TreeNode[];
  dataScope: TreeNode[];
  apiScope: TreeNode[];
}

type GrantKeys = Record<keyof GrantTrees, string[]>;

const TABS: Array<{ key: keyof GrantTrees; label: string; i18n: string }> = [
  { key: 'menu', label: '菜单权限', i18n: 'app.role.menuTab' },
  { key: 'dataScope', label: '数据权限', i18n: 'app.role.dataScopeTab' },
  { key: 'apiScope', label: '接口权限', i18n: 'app.role.apiScopeTab' },
];

/** The dialog's trees (menu/grant-tree) with the role's stored grants (menu/role-tree-keys). */
const PermissionDialog = ({ record, title, onClose }: RecordDialogProps) => {
  const translate = useTranslate();
  const roleId = String(record.id);
  const { call } = useActionCall('role', { success: translate('app.role.granted', { _: '授权成功' }), refresh: false });
  const trees = useBladeQuery<GrantTrees>('menu', 'grant-tree');
  // Fresh each time the dialog opens: grants change from this dialog and from others.
  const keys = useBladeQuery<GrantKeys>('menu', 'role-tree-keys', { roleIds: roleId }, { gcTime: 0 });
  const tabs: GrantTab[] | undefined =
    trees.data && keys.data
      ? TABS.map(({ key, label, i18n }) => ({
          key,
          label: translate(i18n, { _: label }),
          items: trees.data[key] ?? [],
          // Stored keys hold half-checked parents too: a parent shows checked only when all below it are.
          checked: checkedFromKeys(trees.data[key], keys.data[key] ?? [], 'leaves'),
        }))
      : undefined;
  const save = async (checked: Record<string, string[]>) => {
    if (!trees.data) return;
    return call('grant', {
      data: {
        roleIds: roleId,
        // A partly granted menu is granted too (Blade sends checked and half-checked keys): without
        // it the menu of a granted button would not show.
        menuIds: withAncestorIds(trees.data.menu, checked.menu ?? []).join(','),
        dataScopeIds: (checked.dataScope ?? []).join(','),
        apiScopeIds: (checked.apiScope ?? []).join(','),
      },
    });
  };
  return <TreeGrantDialog title={title} tabs={tabs} onClose={onClose} onSave={save} testId="role-permission-dialog" />;
};

/** 权限设置 (button role_permission): menus with their buttons, data scopes and API scopes of a role. */
export const PermissionSettingButton = recordDialogButton(PermissionDialog, {
  action: 'permission',
  label: ['app.role.permission', '权限设置'],
  icon: <SecurityIcon />,
  testId: 'row-permission',
});
