import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  CreateButton,
  EditButton,
  ShowButton,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { offeredScreens } from '../offeredScreens';
import { useResourceDef } from '../ResourceDefContext';
import { RemoveButton } from '../RemoveButton';
import { useTreeList, type TreeRecord } from './treeListContext';

/** 新增下级: the create form with this row as the parent. */
const AddChildButton = () => {
  const { childOf } = useTreeList();
  const record = useRecordContext<TreeRecord>();
  const translate = useTranslate();
  if (!childOf || !record) return null;
  const value = childOf.value ? childOf.value(record) : String(record.id);
  return (
    <CreateButton
      label={translate('app.tree.addChild', { _: '新增下级' })}
      icon={<AddIcon />}
      state={{ record: { [childOf.source]: value } }}
      data-testid="row-add-child"
    />
  );
};

/** A tree row's buttons: its own, then add child, view, edit, delete, each only when allowed. */
export const TreeRowActions = ({ children }: { children?: ReactNode }) => {
  const def = useResourceDef();
  const resource = useResourceContext() ?? def.name;
  const record = useRecordContext<TreeRecord>();
  const refresh = useRefresh();
  const { removeId } = useTreeList();
  const offered = offeredScreens(def);
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', alignItems: 'center' }}>
      {children}
      {offered.create && <AddChildButton />}
      {offered.show && <ShowButton data-testid="row-show" />}
      {offered.edit && <EditButton data-testid="row-edit" />}
      {offered.remove && (
        <RemoveButton resource={resource} id={removeId ? removeId(record) : record.id} onRemoved={refresh} />
      )}
    </Box>
  );
};
