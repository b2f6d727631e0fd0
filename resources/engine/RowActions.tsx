import { Box } from '@mui/material';
import { DeleteWithConfirmButton, EditButton, ShowButton, useCanAccess, useRecordContext, useResourceContext } from 'react-admin';
import { offeredScreens } from './offeredScreens';
import { useResourceDef } from './ResourceDefContext';
import { useNotifyFailure } from './useNotifyFailure';

/** Deleting one row confirms with the same words as the toolbar (spec §8). */
const DeleteRowButton = () => {
  const resource = useResourceContext();
  const record = useRecordContext();
  const notifyFailure = useNotifyFailure();
  const { canAccess } = useCanAccess({ resource, action: 'delete', record });
  if (!canAccess) return null;
  return (
    <DeleteWithConfirmButton
      confirmTitle="提示"
      confirmContent="确定将选择数据删除?"
      successMessage="删除成功"
      redirect={false}
      mutationOptions={{ onError: notifyFailure }}
      data-testid="row-delete"
    />
  );
};

/** View, edit and delete of a row, each shown only when allowed and offered by the API. */
export const RowActions = () => {
  const def = useResourceDef();
  const offered = offeredScreens(def);
  const canRemove = !def.operations || def.operations.includes('remove');
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', flexWrap: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
      {offered.show && <ShowButton data-testid="row-show" />}
      {offered.edit && <EditButton data-testid="row-edit" />}
      {canRemove && <DeleteRowButton />}
    </Box>
  );
};
