import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import {
  DeleteWithConfirmButton,
  ShowButton,
  useCanAccess,
  useGetIdentity,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { DeclaredEditButton } from './DeclaredEditButton';
import { LifecycleRowActions } from './LifecycleActions';
import { offeredScreens } from './offeredScreens';
import { useResourceDef } from './ResourceDefContext';
import { useNotifyFailure } from './useNotifyFailure';
import { removalRefusal } from '../lifecycles';

/**
 * Deleting one row confirms with the same words as the toolbar (docs/spec.md §8). Offered as the server
 * allows it: to who holds the delete right, or to the row's creator who may add; never on a row its life
 * cycle keeps (past its first state).
 */
const DeleteRowButton = () => {
  const def = useResourceDef();
  const resource = useResourceContext();
  const record = useRecordContext();
  const notifyFailure = useNotifyFailure();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { canAccess: mayDelete } = useCanAccess({ resource, action: 'delete', record });
  const { canAccess: mayAdd } = useCanAccess({ resource, action: 'create' });
  const ownRow = Boolean(mayAdd && identity && record && String(record.createUser) === String(identity.id));
  if (!(mayDelete || ownRow) || !record || removalRefusal(def, record)) return null;
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
      {offered.edit && <DeclaredEditButton testId="row-edit" />}
      {extra}
      <LifecycleRowActions />
      {offered.remove && <DeleteRowButton />}
    </Box>
  );
};
