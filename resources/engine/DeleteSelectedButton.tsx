import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useCanAccess, useDeleteMany, useListContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { DeleteConfirm } from './DeleteConfirm';
import { useNotifyFailure } from './useNotifyFailure';
import { useToast } from '../../src/layout/useToast';
import { removalRefusal } from '../lifecycles';
import { useResourceDef } from './ResourceDefContext';

/**
 * Blade's toolbar delete: always visible to who may delete, it asks for a selection first
 * (请选择至少一条数据) and confirms before removing (docs/spec.md §5, §8). A selection holding a row its
 * life cycle keeps is refused at once with the server's words (已办结的消费者投诉不能删除).
 */
export const DeleteSelectedButton = ({ testId = 'delete-selected' }: { testId?: string }) => {
  const resource = useResourceContext();
  const def = useResourceDef();
  const { selectedIds, onUnselectItems, data } = useListContext();
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  const [deleteMany, { isPending }] = useDeleteMany();
  const [open, setOpen] = useState(false);
  const notify = useToast();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const translate = useTranslate();

  if (!canAccess) return null;

  const onClick = () => {
    if (selectedIds.length === 0) {
      notify(translate('app.common.selectAtLeastOne', { _: '请选择至少一条数据' }), 'warning');
      return;
    }
    const selected = new Set(selectedIds.map(String));
    const kept = (data ?? []).filter((row) => selected.has(String(row.id))).map((row) => removalRefusal(def, row));
    const refusal = kept.find(Boolean);
    if (refusal) {
      notify(refusal, 'warning');
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
          notify(translate('app.common.deleteSuccess', { _: '删除成功' }), 'success');
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
      <Button
        size="small"
        color="error"
        variant="outlined"
        startIcon={<DeleteIcon />}
        onClick={onClick}
        data-testid={testId}
      >
        {translate('ra.action.delete', { _: '删除' })}
      </Button>
      <DeleteConfirm isOpen={open} loading={isPending} onConfirm={onConfirm} onClose={() => setOpen(false)} />
    </>
  );
};
