import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useCanAccess, useTranslate, type Identifier } from 'react-admin';
import { PermissionButton, RemoveButton, RowIconButton, useResourceDef } from '../../engine';

/** The 新增 button above a dictionary table (parents, entries, report items), shown with the create right. */
export const DictAddButton = ({
  onClick,
  disabled,
  testId,
}: {
  onClick: () => void;
  disabled?: boolean;
  testId: string;
}) => {
  const def = useResourceDef();
  const translate = useTranslate();
  return (
    <PermissionButton
      resource={def.name}
      action="create"
      label={translate('ra.action.create', { _: '新增' })}
      icon={<AddIcon />}
      variant="contained"
      disabled={disabled}
      onClick={onClick}
      testId={testId}
    />
  );
};

/** A dictionary row's edit icon (with the edit right) and compact remove, alike in all three tables. */
export const EditRemoveButtons = ({
  id,
  onEdit,
  onRemoved,
}: {
  id: Identifier;
  onEdit: () => void;
  onRemoved: () => void;
}) => {
  const def = useResourceDef();
  const translate = useTranslate();
  const { canAccess: mayEdit } = useCanAccess({ resource: def.name, action: 'edit' });
  return (
    <>
      {mayEdit && (
        <RowIconButton
          label={translate('ra.action.edit', { _: '编辑' })}
          icon={<EditIcon fontSize="small" />}
          onClick={onEdit}
          testId="row-edit"
        />
      )}
      <RemoveButton compact resource={def.name} id={id} onRemoved={onRemoved} />
    </>
  );
};
