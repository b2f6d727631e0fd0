import { useSyncExternalStore } from 'react';
import { declarations } from '../../resources/declarationStore';
import type { ResourceDef } from '../../resources/types';
import type { MenuNode } from '../layout/menu/menuModel';

/** Names and menu paths of the loaded declarations, worked out once per list (they load with the session). */
let readFrom: readonly ResourceDef[] | undefined;
let names: ReadonlySet<string> = new Set();
let menuPaths: ReadonlyMap<string, string> = new Map();
function current(): void {
  const defs = declarations();
  if (defs === readFrom) return;
  readFrom = defs;
  names = new Set(defs.map((def) => def.name));
  menuPaths = new Map(defs.flatMap((def) => (def.menu ? [[def.menu.path, def.name] as const] : [])));
}

/** Names of the declared resources (none before the session loads them). */
export const resourceNames = (): ReadonlySet<string> => (current(), names);
/** The menu paths declarations give their resources (`def.menu.path` → name): business menus open them. */
export const declaredMenuPaths = (): ReadonlyMap<string, string> => (current(), menuPaths);

/**
 * Which menu path each resource lives under (`user` → `/system/user`), learnt from the server menu.
 * react-admin builds its links from resource names (`/user/1`); those are sent on to the menu path,
 * so the address bar, tabs and shared links always show the menu's paths.
 */
let bases = new Map<string, string>();
/** Whether a menu answer (even an empty or failed one) has arrived. */
let known = false;
let snapshot = { bases, known };
const listeners = new Set<() => void>();

export function learnMenuPaths(nodes: MenuNode[]) {
  if (!known) {
    known = true;
    snapshot = { bases, known };
    for (const listener of listeners) listener();
  }
  const next = new Map(bases);
  const walk = (list: MenuNode[]) => {
    for (const node of list) {
      // The first item of a resource wins, as the sidebar lists them.
      if (node.resource && node.to && !next.has(node.resource)) next.set(node.resource, node.to);
      walk(node.children);
    }
  };
  walk(nodes);
  if (next.size === bases.size && [...next].every(([k, v]) => bases.get(k) === v)) return;
  bases = next;
  snapshot = { bases, known };
  for (const listener of listeners) listener();
}

const atOrUnder = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * A page at or under a menu path, even one that begins like another resource's short route: every
 * subject resource lives under `/subject/` (`/subject/checkpoint` is the checkpoint list, not subject
 * record "checkpoint").
 */
export function isUnderMenuPath(pathname: string): boolean {
  for (const path of declaredMenuPaths().keys()) if (atOrUnder(pathname, path)) return true;
  for (const path of bases.values()) if (atOrUnder(pathname, path)) return true;
  return false;
}

/** `/user/1/show` → `/system/user/1/show` once the menu has said where user lives; else undefined. */
export function menuPathOf(pathname: string): string | undefined {
  const [, first, ...rest] = pathname.split('/');
  const base = first ? bases.get(first) : undefined;
  if (!base || !resourceNames().has(first)) return undefined;
  // Already there: a menu path may begin like the short route (`/subject/subject` of `subject`).
  if (isUnderMenuPath(pathname)) return undefined;
  return rest.length > 0 && rest.join('/') ? `${base}/${rest.join('/')}` : base;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * menuPathOf, re-rendering when the menu arrives; `pending` until then, so a short route waits for
 * the menu instead of showing a page (and taking input) that is about to move.
 */
export function useMenuPathOf(pathname: string): { pending: boolean; target?: string } {
  const current = useSyncExternalStore(subscribe, () => snapshot);
  return current.known ? { pending: false, target: menuPathOf(pathname) } : { pending: true };
}
