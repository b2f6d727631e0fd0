import { useRecordContext, useTranslate } from 'react-admin';
import { DeclaredFormFields, ReferenceTreeInput, ResourceCreate, ResourceEdit } from '../../engine';

/** The parent is picked from role/tree-by-id, which leaves out the role itself and its sub-roles. */
const ParentInput = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const roleId = record?.id ? String(record.id) : undefined;
  return (
    <ReferenceTreeInput
      name="parentId"
      resource="role"
      path="tree-by-id"
      params={roleId ? { roleId } : undefined}
      topLabel={translate('app.tree.top', { _: '顶级' })}
    />
  );
};

const RoleFormFields = ({ mode }: { mode: 'create' | 'edit' }) => (
  <DeclaredFormFields mode={mode} inputs={{ parentId: <ParentInput /> }} />
);

export const RoleCreate = () => (
  <ResourceCreate>
    <RoleFormFields mode="create" />
  </ResourceCreate>
);

export const RoleEdit = () => (
  <ResourceEdit>
    <RoleFormFields mode="edit" />
  </ResourceEdit>
);
