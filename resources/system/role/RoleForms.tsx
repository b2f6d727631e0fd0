import { useRecordContext } from 'react-admin';
import { DeclaredFormFields, ParentTreeInput, resourceFormPages } from '../../engine';

/** The parent is picked from role/tree-by-id, which leaves out the role itself and its sub-roles. */
const ParentInput = () => {
  const record = useRecordContext();
  const roleId = record?.id ? String(record.id) : undefined;
  return <ParentTreeInput resource="role" path="tree-by-id" params={roleId ? { roleId } : undefined} />;
};

const RoleFormFields = ({ mode }: { mode: 'create' | 'edit' }) => (
  <DeclaredFormFields mode={mode} inputs={{ parentId: <ParentInput /> }} />
);

export const { CreatePage: RoleCreate, EditPage: RoleEdit } = resourceFormPages(RoleFormFields);
