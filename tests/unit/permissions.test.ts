import { describe, expect, it } from 'vitest';
import { canAccess, collectCodes, flattenButtons, type Permissions } from '../../authProvider/permissions';

const buttonsTree = [
  {
    code: 'system',
    children: [
      {
        code: 'param',
        children: [{ code: 'param_add' }, { code: 'param_edit' }, { code: 'param_view', children: [] }],
      },
      { code: 'user', children: [{ code: 'user_delete' }] },
    ],
  },
  { code: 'notice_add', children: null },
];

describe('permission mapping (docs/spec.md §6)', () => {
  it('flattenButtons keeps the leaf codes of the button tree', () => {
    expect(flattenButtons(buttonsTree)).toEqual(['param_add', 'param_edit', 'param_view', 'user_delete', 'notice_add']);
    expect(flattenButtons(null)).toEqual([]);
  });

  it('collectCodes keeps every code of a menu tree', () => {
    expect(collectCodes([{ code: 'system', children: [{ code: 'param' }] }, {}])).toEqual(['system', 'param']);
  });

  it('administrator may do everything', () => {
    const admin: Permissions = { roles: ['administrator'], buttons: [] };
    for (const action of ['list', 'show', 'create', 'edit', 'delete', 'export'])
      expect(canAccess(admin, 'tenant', action)).toBe(true);
  });

  it('maps react-admin actions to Blade button codes', () => {
    const perms: Permissions = { roles: ['staff'], buttons: ['param_add', 'param_delete', 'user_view'] };
    expect(canAccess(perms, 'param', 'list')).toBe(true); // any button of the menu opens it
    expect(canAccess(perms, 'param', 'create')).toBe(true);
    expect(canAccess(perms, 'param', 'delete')).toBe(true);
    expect(canAccess(perms, 'param', 'edit')).toBe(false);
    expect(canAccess(perms, 'user', 'show')).toBe(true); // user_view
    expect(canAccess(perms, 'user', 'edit')).toBe(false);
    expect(canAccess(perms, 'role', 'list')).toBe(false);
    expect(canAccess(perms, 'role', 'show')).toBe(false);
    // a prefix of another menu's code is not that menu
    expect(canAccess({ roles: [], buttons: ['params_add'] }, 'param', 'list')).toBe(false);
  });

  it('a granted menu without buttons opens its list and records, nothing more', () => {
    const perms: Permissions = { roles: ['staff'], buttons: [], menus: ['system', 'post'] };
    expect(canAccess(perms, 'post', 'list')).toBe(true);
    expect(canAccess(perms, 'post', 'show')).toBe(true);
    expect(canAccess(perms, 'post', 'create')).toBe(false);
  });

  it('other actions need the button of the same name; a menu code other than the name can be given', () => {
    const perms: Permissions = { roles: [], buttons: ['transfer_export'], menus: ['dictbiz'] };
    expect(canAccess(perms, 'transfer', 'export')).toBe(true);
    expect(canAccess(perms, 'transfer', 'pass')).toBe(false);
    expect(canAccess(perms, 'dict-biz', 'list', 'dictbiz')).toBe(true);
  });

  it("buttons of a resource with a menu code other than its name are that code's", () => {
    const perms: Permissions = { roles: [], buttons: ['topmenu_setting', 'topmenu_add', 'dictbiz_delete'] };
    expect(canAccess(perms, 'top-menu', 'setting', 'topmenu')).toBe(true);
    expect(canAccess(perms, 'top-menu', 'create', 'topmenu')).toBe(true);
    expect(canAccess(perms, 'top-menu', 'edit', 'topmenu')).toBe(false);
    expect(canAccess(perms, 'report-item', 'delete', 'dictbiz')).toBe(true);
    expect(canAccess({ roles: [], buttons: ['top-menu_add'] }, 'top-menu', 'create', 'topmenu')).toBe(false);
  });
});
