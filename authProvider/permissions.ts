/**
 * Blade grants -> react-admin `canAccess` (docs/spec.md §6, docs/blade-protocol.md "Menus and permissions").
 * Buttons are menu rows of category 2 coded `<menu>_<op>`; a user may use a screen when granted its
 * menu or any of its buttons, and an operation when granted that operation's button.
 */

export interface Permissions {
  /** Role aliases of the user (`administrator` is the super admin). */
  roles: string[];
  /** Flattened button codes (`param_add`, ...). */
  buttons: string[];
  /** Codes of the menus the user was granted, when known. */
  menus?: string[];
}

export const ADMINISTRATOR = 'administrator';

/** react-admin action -> Blade button operation. */
const BUTTON_OF_ACTION: Record<string, string> = { create: 'add', edit: 'edit', delete: 'delete', show: 'view' };

export interface CodeTree {
  code?: string;
  children?: CodeTree[] | null;
}

/** Leaf codes of the `menu/buttons` tree: its inner nodes are the menus holding the buttons. */
export function flattenButtons(tree: CodeTree[] | null | undefined): string[] {
  return (tree ?? []).flatMap((node) =>
    node.children?.length ? flattenButtons(node.children) : node.code ? [node.code] : [],
  );
}

/** Every code of a menu tree (inner nodes included). */
export function collectCodes(tree: CodeTree[] | null | undefined): string[] {
  return (tree ?? []).flatMap((node) => [...(node.code ? [node.code] : []), ...collectCodes(node.children)]);
}

export function canAccess(perms: Permissions, resource: string, action: string, menuCode = resource): boolean {
  if (perms.roles.includes(ADMINISTRATOR)) return true;
  const has = (code: string) => perms.buttons.includes(code);
  const opensScreen = () =>
    !!perms.menus?.includes(menuCode) || has(menuCode) || perms.buttons.some((code) => code.startsWith(`${menuCode}_`));
  switch (action) {
    case 'list':
      return opensScreen();
    case 'show':
      return opensScreen() || has(`${menuCode}_view`);
    default:
      // Buttons are coded after the menu (`topmenu_setting` for the top-menu resource).
      return has(`${menuCode}_${BUTTON_OF_ACTION[action] ?? action}`);
  }
}
