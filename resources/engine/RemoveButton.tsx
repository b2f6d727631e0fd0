import { useState } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useCanAccess, useDataProvider, useTranslate, type Identifier } from 'react-admin';
import { DeleteConfirm } from './DeleteConfirm';
import { useNotifyFailure } from './useNotifyFailure';
import { useToast } from '../../src/layout/useToast';

interface Props {
  resource: string;
  id: Identifier;
  /** After the server removed the row (refresh what shows it). */
  onRemoved: () => void;
  testId?: string;
  /** An icon with a tooltip, for narrow tables. */
  compact?: boolean;
}

/**
 * Removing one row outside a react-admin list (tree rows, dictionary lists): shown only with the
 * delete button code, confirmed with the list's words; a refusal (封存数据不可删除, 请先删除子节点!)
 * is the server's message, toasted by the HTTP layer.
 */
export const RemoveButton = ({ resource, id, onRemoved, testId = 'row-delete', compact = false }: Props) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useToast();
  const notifyFailure = useNotifyFailure();
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!canAccess) return null;
  const remove = async () => {
    setBusy(true);
    try {
      await dataProvider.delete(resource, { id });
      notify(translate('app.common.deleteSuccess', { _: '删除成功' }), 'success');
      onRemoved();
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      {compact ? (
        <Tooltip title={translate('ra.action.delete', { _: '删除' })}>
          <IconButton
            size="small"
            color="error"
            aria-label={translate('ra.action.delete', { _: '删除' })}
            onClick={() => setOpen(true)}
            data-testid={testId}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          size="small"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => setOpen(true)}
          data-testid={testId}
        >
          {translate('ra.action.delete', { _: '删除' })}
        </Button>
      )}
      <DeleteConfirm isOpen={open} loading={busy} onConfirm={remove} onClose={() => setOpen(false)} />
    </>
  );
};
