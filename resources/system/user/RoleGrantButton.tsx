import { useState } from 'react';
import { Box } from '@mui/material';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import { useListContext, useTranslate } from 'react-admin';
import {
  splitIds,
  CheckboxTree,
  PermissionButton,
  SubmitDialog,
  type TreeNode,
  useActionCall,
  useBladeQuery,
} from '../../engine';
import { useToast } from '../../../src/layout/useToast';
import { LoadingBox } from '../../../src/layout/PageLoading';

/**
 * 角色配置 (button user_role): the selected users get exactly the checked roles
 * (POST /api/blade-user/grant userIds, roleIds). One selected user opens with its roles checked.
 */
export const RoleGrantButton = () => {
  const translate = useTranslate();
  const { selectedIds, data = [], onUnselectItems } = useListContext();
  const notify = useToast();
  const { call, busy } = useActionCall('user', { success: translate('app.common.success', { _: '操作成功' }) });
  const [open, setOpen] = useState(false);
  const [checked, setChecked] = useState<string[]>([]);
  const roles = useBladeQuery<TreeNode[]>('role', 'tree', undefined, { enabled: open });

  const start = () => {
    const one = selectedIds.length === 1 ? data.find((row) => String(row.id) === String(selectedIds[0])) : undefined;
    setChecked(one ? splitIds(one.roleId) : []);
    setOpen(true);
  };
  const save = async () => {
    if (checked.length === 0) {
      notify(translate('app.user.pickRole', { _: '请选择角色' }), 'warning');
      return;
    }
    try {
      await call('grant', { params: { userIds: selectedIds.join(','), roleIds: checked.join(',') } });
    } catch {
      return; // the HTTP layer showed the server's message
    }
    setOpen(false);
    onUnselectItems();
  };
  return (
    <>
      <PermissionButton
        action="role"
        label={translate('app.user.grantRole', { _: '角色配置' })}
        icon={<GroupsIcon />}
        onClick={start}
        testId="user-grant-role"
      />
      <SubmitDialog
        open={open}
        title={translate('app.user.grantRole', { _: '角色配置' })}
        testId="user-grant-dialog"
        maxWidth="xs"
        dividers
        onClose={() => setOpen(false)}
        onConfirm={() => void save()}
        busy={busy}
        confirmTestId="grant-save"
      >
        <Box sx={{ minHeight: 240 }}>
          {roles.isPending ? (
            <LoadingBox />
          ) : (
            <CheckboxTree
              items={roles.data ?? []}
              selected={checked}
              onChange={setChecked}
              propagate={false}
              label={translate('app.user.grantRole', { _: '角色配置' })}
            />
          )}
        </Box>
      </SubmitDialog>
    </>
  );
};
