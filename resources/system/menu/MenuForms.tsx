import { DeclaredFormFields, ParentTreeInput, resourceFormPages } from '../../engine';
import { IconInput } from './IconInput';

/**
 * A menu or button row: the parent is a menu (menu/tree holds menus only; buttons cannot have
 * children), category / action / isOpen come from their dictionaries, the icon is previewed.
 */
const MenuFormFields = ({ mode }: { mode: 'create' | 'edit' }) => (
  <DeclaredFormFields mode={mode} inputs={{ parentId: <ParentTreeInput resource="menu" />, source: <IconInput /> }} />
);

export const { CreatePage: MenuCreate, EditPage: MenuEdit } = resourceFormPages(MenuFormFields);
