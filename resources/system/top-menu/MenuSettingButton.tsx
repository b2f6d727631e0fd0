import AccountTreeIcon from '@mui/icons-material/AccountTreeOutlined';
import { useTranslate } from 'react-admin';
import {
  recordDialogButton,
  TreeGrantDialog,
  checkedFromKeys,
  type RecordDialogProps,
  type TreeNode,
  useActionCall,
  useBladeQuery,
} from '../../engine';

/** The menus a top menu opens: menu/grant-top-tree, checked from menu/top-tree-keys. */
const MenuSettingDialog = ({ record, title, onClose }: RecordDialogProps) => {
  const translate = useTranslate();
  const topMenuId = String(record.id);
  const { call } = useActionCall('top-menu', {
    success: translate('app.topMenu.saved', { _: '配置成功' }),
    refresh: false,
  });
  // Both answer Blade's shapes (GrantTreeVO, CheckedTreeVO): the menus are under `menu`.
  const tree = useBladeQuery<{ menu?: TreeNode[] }>('menu', 'grant-top-tree');
  const keys = useBladeQuery<{ menu?: string[] }>('menu', 'top-tree-keys', { topMenuIds: topMenuId }, { gcTime: 0 });
  const tabs =
    tree.data && keys.data
      ? [
          {
            key: 'menu',
            label: translate('app.topMenu.menus', { _: '菜单' }),
            items: tree.data.menu ?? [],
            // A stored menu opens everything below it (the seed keeps only the roots).
            checked: checkedFromKeys(tree.data.menu ?? [], keys.data.menu ?? [], 'descendants'),
          },
        ]
      : undefined;
  const save = (checked: Record<string, string[]>) =>
    call('grant', { data: { topMenuIds: topMenuId, menuIds: (checked.menu ?? []).join(',') } });
  return <TreeGrantDialog title={title} tabs={tabs} onClose={onClose} onSave={save} testId="top-menu-setting-dialog" />;
};

/** 菜单配置 (button topmenu_setting): which menus the sidebar shows under this top menu. */
export const MenuSettingButton = recordDialogButton(MenuSettingDialog, {
  action: 'setting',
  label: ['app.topMenu.setting', '菜单配置'],
  icon: <AccountTreeIcon />,
  testId: 'row-menu-setting',
});
