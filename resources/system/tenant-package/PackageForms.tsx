import { DeclaredFormFields, ReferenceTreeInput, type TreeNode, resourceFormPages } from '../../engine';

/** The grant tree answers menus with their buttons under `menu` (and scope trees the package does not use). */
const menuNodes = (data: unknown): TreeNode[] => {
  const menu = (data as { menu?: unknown } | null)?.menu;
  return Array.isArray(menu) ? (menu as TreeNode[]) : [];
};

/** The package's menus and buttons, checked in the same tree a role grant uses. */
const PackageFields = ({ mode }: { mode: 'create' | 'edit' }) => (
  <DeclaredFormFields
    mode={mode}
    inputs={{
      menuId: <ReferenceTreeInput name="menuId" resource="menu" path="grant-tree" toNodes={menuNodes} multiple />,
    }}
  />
);

export const { CreatePage: PackageCreate, EditPage: PackageEdit } = resourceFormPages(PackageFields);
