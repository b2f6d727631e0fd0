import { useState } from 'react';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import { useDataProvider, useListContext, useRefresh, useTranslate } from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';
import { splitIds, CheckboxTree, PermissionButton, type TreeNode, useBladeQuery } from '../../engine';
import { useToast } from '../../../src/layout/useToast';

/**
 * 角色配置 (button user_role): the selected users get exactly the checked roles
 * (POST /api/blade-user/grant userIds, roleIds). One selected user opens with its roles checked.
 */
export const RoleGrantButton = () => {
  const translate = useTranslate();
  const { selectedIds, data = [], onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<BladeDataProvider>();
  const notify = useToast();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
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
    setSaving(true);
    try {
      await dataProvider.action('user', 'grant', {
        params: { userIds: selectedIds.join(','), roleIds: checked.join(',') },
      });
      notify(translate('app.common.success', { _: '操作成功' }), 'success');
      setOpen(false);
      onUnselectItems();
      refresh();
    } catch {
      // the HTTP layer showed the server's message
    } finally {
      setSaving(false);
    }
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
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" data-testid="user-grant-dialog">
        <DialogTitle>{translate('app.user.grantRole', { _: '角色配置' })}</DialogTitle>
        <DialogContent dividers sx={{ minHeight: 240 }}>
          {roles.isPending ? (
            <Box sx={{ textAlign: 'center', p: 2 }}>
              <CircularProgress size={20} />
            </Box>
          ) : (
            <CheckboxTree items={roles.data ?? []} selected={checked} onChange={setChecked} propagate={false} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('app.common.cancel', { _: '取消' })}</Button>
          <Button variant="contained" onClick={save} disabled={saving} data-testid="grant-save">
            {translate('app.common.confirm', { _: '确定' })}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
