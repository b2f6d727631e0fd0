import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Confirm, useCanAccess, useDeleteMany, useListContext, useNotify, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { useNotifyFailure } from './useNotifyFailure';

/**
 * Blade's toolbar delete: always visible to who may delete, it asks for a selection first
 * (请选择至少一条数据) and confirms before removing (spec §5, §8).
 */
export const DeleteSelectedButton = () => {
  const resource = useResourceContext();
  const { selectedIds, onUnselectItems } = useListContext();
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  const [deleteMany, { isPending }] = useDeleteMany();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const translate = useTranslate();

  if (!canAccess) return null;

  const onClick = () => {
    if (selectedIds.length === 0) {
      notify('请选择至少一条数据', { type: 'warning' });
      return;
    }
    setOpen(true);
  };

  const onConfirm = () =>
    deleteMany(
      resource,
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          onUnselectItems();
          notify('删除成功', { type: 'success' });
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          notifyFailure(error);
        },
      },
    );

  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onClick} data-testid="delete-selected">
        {translate('ra.action.delete', { _: '删除' })}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('app.confirm.title', { _: '提示' })}
        content="确定将选择数据删除?"
        confirm={translate('app.confirm.ok', { _: '确定' })}
        cancel={translate('app.confirm.cancel', { _: '取消' })}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
