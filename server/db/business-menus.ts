import type { ResourceDef } from '../../resources/types';
import { businessTopMenus, menuGroups, type MenuGroup } from '../../resources/menu-groups';
import { buttonNames, buttonNamesEn } from './seed-data';
import { actionPerm } from '../../resources/lifecycles';
import { screenMenus } from '../../resources/screen-menus';

/**
 * The business part of the menu as the declarations say it (`def.menu`): a group row per menu group
 * that has resources, a menu row per declaration, its buttons, and who gets what. Plain data; the
 * seed steps (server/db/seed-steps.ts) write it.
 */

/** Blade's button_func dictionary: where a button shows. */
const TOOLBAR = 1;
const ROW = 2;
const TOOLBAR_AND_ROW = 3;

export interface SeedButton {
  code: string;
  name: string;
  /** The English name; '' where the declaration gives none. */
  en: string;
  /** Blade's menu alias of a button: the operation (`add`, `pause`). */
  alias: string;
  action: number;
  /** Readers (`menu.roles`) get it: view and export. */
  forReaders: boolean;
}

export interface BusinessMenu {
  resource: string;
  code: string;
  name: string;
  /** The English name: the declaration's plural `en` (`Inspection |||| Inspections` → Inspections). */
  en: string;
  path: string;
  source: string;
  sort: number;
  group: MenuGroup;
  /** Platform-only resources are seeded but granted to nobody: the platform administrator holds all. */
  platformOnly: boolean;
  buttons: SeedButton[];
  roles: readonly string[];
  writers: readonly string[];
}

/** Group rows come after the system menus in the sidebar (those sort 1..4). */
export const GROUP_SORT_BASE = 10;

/** The permission code of a declared action (resources/lifecycles.ts). */
export { actionPerm };

function buttonsOf(def: ResourceDef, code: string): SeedButton[] {
  const ops = new Set(def.operations ?? ['list', 'page', 'detail', 'submit', 'remove']);
  const out: SeedButton[] = [];
  const crud = (op: string, action: number, forReaders: boolean) =>
    out.push({
      code: `${code}_${op}`,
      name: buttonNames[op] ?? op,
      en: buttonNamesEn[op] ?? '',
      alias: op,
      action,
      forReaders,
    });
  if (ops.has('submit')) {
    if (!def.serverCreated) crud('add', TOOLBAR, false);
    crud('edit', ROW, false);
  }
  if (ops.has('remove')) crud('delete', TOOLBAR_AND_ROW, false);
  if (ops.has('detail')) crud('view', ROW, true);
  if (ops.has('export')) crud('export', TOOLBAR, true);
  for (const lc of def.lifecycles ?? []) {
    for (const a of lc.actions)
      out.push({
        code: actionPerm(def, a),
        name: a.label,
        en: a.en ?? '',
        alias: a.name,
        action: a.bulk ? TOOLBAR_AND_ROW : ROW,
        forReaders: false,
      });
  }
  for (const b of def.extraButtons ?? [])
    out.push({
      code: b.code,
      name: b.name,
      en: b.en ?? '',
      alias: b.code.startsWith(`${code}_`) ? b.code.slice(code.length + 1) : b.code,
      action: ROW,
      forReaders: false,
    });
  // Two actions may share a permission code (a bulk and a single form of one change): one button row.
  return out.filter((b, i) => out.findIndex((o) => o.code === b.code) === i);
}

/** The plural of a react-admin name (`Inspection |||| Inspections`), or the name itself; '' for none. */
const pluralOf = (en: string | undefined) => (en ?? '').split('||||').at(-1)!.trim();

/** Every declared business menu, in group order then sort. Throws on a declaration naming an unknown group. */
export function businessMenus(defs: readonly ResourceDef[]): BusinessMenu[] {
  const out: BusinessMenu[] = [];
  for (const def of defs) {
    if (!def.menu) continue;
    const group = menuGroups.find((g) => g.code === def.menu!.group);
    if (!group)
      throw new Error(`resource ${def.name}: unknown menu group ${def.menu.group} (resources/menu-groups.ts)`);
    const code = def.menuCode ?? def.name;
    out.push({
      resource: def.name,
      code,
      name: def.label,
      en: pluralOf(def.en),
      path: def.menu.path,
      source: def.menu.icon,
      sort: def.menu.sort ?? 1,
      group,
      platformOnly: Boolean(def.platformOnly),
      buttons: buttonsOf(def, code),
      roles: def.menu.roles ?? [],
      writers: def.menu.writers ?? [],
    });
  }
  // Screens that are not resources (statistics, remote patrol: resources/screen-menus.ts), when what they read is declared.
  const declared = new Set(defs.map((d) => d.name));
  for (const sm of screenMenus) {
    if (!sm.needs.every((n) => declared.has(n))) continue;
    const group = menuGroups.find((g) => g.code === sm.group);
    if (!group) throw new Error(`screen menu ${sm.code}: unknown menu group ${sm.group} (resources/menu-groups.ts)`);
    out.push({
      resource: sm.code,
      code: sm.code,
      name: sm.name,
      en: sm.en,
      path: sm.path,
      source: sm.icon,
      sort: sm.sort,
      group,
      platformOnly: false,
      buttons: [],
      roles: sm.roles,
      writers: [],
    });
  }
  const seen = new Set<string>();
  for (const m of out) {
    for (const c of [m.code, ...m.buttons.map((b) => b.code)]) {
      if (seen.has(c)) throw new Error(`menu code ${c} is declared twice`);
      seen.add(c);
    }
  }
  const groupIndex = (g: MenuGroup) => menuGroups.indexOf(g);
  return out.sort((a, b) => groupIndex(a.group) - groupIndex(b.group) || a.sort - b.sort);
}

/** Groups that hold at least one declared menu (an empty group would be a dead leaf in the sidebar). */
export function usedGroups(menus: BusinessMenu[]): Array<MenuGroup & { sort: number }> {
  return menuGroups
    .map((g, i) => ({ ...g, sort: GROUP_SORT_BASE + i }))
    .filter((g) => menus.some((m) => m.group.code === g.code));
}

/** Business top menus that open at least one used group. */
export function usedTopMenus(menus: BusinessMenu[]) {
  const groups = usedGroups(menus);
  return businessTopMenus
    .map((t) => ({ ...t, groups: groups.filter((g) => g.top === t.code).map((g) => g.code) }))
    .filter((t) => t.groups.length > 0);
}

/** The button that removes records: the tenant's admin holds it; a writer removes only what they created. */
export const isDeleteButton = (b: SeedButton) => b.alias === 'delete';

/**
 * Which role alias gets which codes: `admin` everything, `menu.roles` the group, the menu and the
 * reading buttons, `menu.writers` the group, the menu and every button but delete (they remove what
 * they created, while it is in its first state). Platform-only menus: nobody.
 */
export function businessGrants(menus: BusinessMenu[]): Array<{ code: string; alias: string }> {
  const out = new Map<string, { code: string; alias: string }>();
  const give = (alias: string, codes: string[]) => {
    for (const code of codes) out.set(`${code}:${alias}`, { code, alias });
  };
  for (const m of menus) {
    if (m.platformOnly) continue;
    const all = [m.group.code, m.code, ...m.buttons.map((b) => b.code)];
    give('admin', all);
    const written = [m.group.code, m.code, ...m.buttons.filter((b) => !isDeleteButton(b)).map((b) => b.code)];
    for (const alias of m.writers) give(alias, written);
    for (const alias of m.roles)
      give(alias, [m.group.code, m.code, ...m.buttons.filter((b) => b.forReaders).map((b) => b.code)]);
  }
  return [...out.values()];
}
