import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import {
  DeleteWithConfirmButton,
  EditButton,
  ShowButton,
  useCanAccess,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { LifecycleRowActions } from './LifecycleActions';
import { offeredScreens } from './offeredScreens';
import { useResourceDef } from './ResourceDefContext';
import { useNotifyFailure } from './useNotifyFailure';

/** Deleting one row confirms with the same words as the toolbar (docs/spec.md §8). */
const DeleteRowButton = () => {
  const resource = useResourceContext();
  const record = useRecordContext();
  const notifyFailure = useNotifyFailure();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource, action: 'delete', record });
  if (!canAccess) return null;
  return (
    <DeleteWithConfirmButton
      confirmTitle={translate('app.common.tip', { _: '提示' })}
      confirmContent={translate('app.common.deleteConfirm', { _: '确定将选择数据删除?' })}
      // A key, not a text: react-admin would fall back to its own generic message for a text.
      successMessage="app.common.deleteSuccess"
      redirect={false}
      mutationOptions={{ onError: notifyFailure }}
      data-testid="row-delete"
    />
  );
};

/**
 * View, edit and delete of a row, each shown only when allowed and offered by the API; a screen of its
 * own may add buttons of its domain (`extra`, before the declared actions: a checkpoint's assignment).
 */
export const RowActions = ({ extra }: { extra?: ReactNode } = {}) => {
  const def = useResourceDef();
  const offered = offeredScreens(def);
  return (
    <Box
      sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', flexWrap: 'nowrap' }}
      onClick={(event) => event.stopPropagation()}
    >
      {offered.show && <ShowButton data-testid="row-show" />}
      {offered.edit && <EditButton data-testid="row-edit" />}
      {extra}
      <LifecycleRowActions />
      {offered.remove && <DeleteRowButton />}
    </Box>
  );
};
