/**
 * The server menu (GET /api/blade-system/menu/routes, docs/blade-protocol.md "Menus") turned into what the
 * sidebar, the searches and the tag tabs need. Pure functions: no React, easy to test.
 */

export interface ServerMenuMeta {
  roles?: string[];
  isTab?: boolean;
  i18n?: string;
  [key: string]: unknown;
}

export interface ServerMenu {
  id: string;
  parentId?: string;
  code?: string;
  name: string;
  /** The English name (English mode shows it; blank falls back to `name`). */
  enName?: string;
  alias?: string;
  path?: string;
  source?: string;
  sort?: number;
  category?: number;
  action?: number;
  isOpen?: number;
  children?: ServerMenu[];
  meta?: ServerMenuMeta | string | null;
}

export interface TopMenu {
  id: string;
  code?: string;
  name: string;
  enName?: string;
  source?: string;
  sort?: number;
}

export interface MenuNode {
  id: string;
  label: string;
  code?: string;
  /** Icon name from the server (`source`). */
  icon?: string;
  /** The path as the server wrote it. */
  path: string;
  /** Where the app navigates: the menu path itself (a route of ours), or the iframe route. */
  to?: string;
  /** The react-admin resource whose pages live under `to`, when the path names one. */
  resource?: string;
  /** External address opened in a new window instead of navigating (isOpen = 2). */
  newWindowUrl?: string;
  meta: ServerMenuMeta;
  children: MenuNode[];
}

/** The name a menu row shows in the app's language: its English name in English mode when it has one. */
export const menuName = (item: { name: string; enName?: string }, locale: string) =>
  locale === 'en' && item.enName?.trim() ? item.enName.trim() : item.name;

export const IFRAME_ROUTE = '/myiframe/urlPath';

/** Spec §2: a path containing 'html' or starting with http(s) is an external page. */
export const isExternalPath = (path: string) => path.includes('html') || /^https?:\/\//i.test(path);

function parseMeta(meta: ServerMenu['meta']): ServerMenuMeta {
  if (!meta) return {};
  if (typeof meta === 'string') {
    try {
      const parsed = JSON.parse(meta);
      return parsed && typeof parsed === 'object' ? parsed : {};
    } catch {
      return {};
    }
  }
  return meta;
}

const withLeadingSlash = (path: string) => (path.startsWith('/') ? path : `/${path}`);

/** The iframe route carries the item's fields as query, the address itself as `src`. */
export function iframeRoute(item: Pick<ServerMenu, 'id' | 'name' | 'code' | 'alias' | 'source'>, src: string): string {
  const query = new URLSearchParams();
  query.set('name', item.name);
  query.set('src', src);
  for (const key of ['id', 'code', 'alias', 'source'] as const) {
    const value = item[key];
    if (value) query.set(key, String(value));
  }
  return `${IFRAME_ROUTE}?${query.toString()}`;
}

/** `dict-biz`, `dictbiz` and `dict_biz` name the same thing in Blade menus of different ages. */
const loose = (name: string) => name.toLowerCase().replace(/[-_]/g, '');

const cleanPath = (path: string) => withLeadingSlash(path.trim()).replace(/\/+$/, '') || '/';

/** Menu path → resource, as declarations place their resources (`def.menu.path`, e.g. `/subject/subject`). */
export type DeclaredPaths = ReadonlyMap<string, string>;
const NO_PATHS: DeclaredPaths = new Map();

/**
 * The react-admin resource a menu path opens: the one whose declaration names that path; else the
 * registered resource named like its last segment (`/system/param` → `param`, `/system/dictbiz` →
 * `dict-biz`) or its last two joined (`/monitor/log/usual` → `log-usual`), as Blade's system menus are.
 */
export function resourceForPath(
  path: string,
  resourceNames: ReadonlySet<string>,
  declared: DeclaredPaths = NO_PATHS,
): string | undefined {
  const declaredResource = declared.get(cleanPath(path));
  if (declaredResource && resourceNames.has(declaredResource)) return declaredResource;
  const segments = cleanPath(path).split('/').filter(Boolean);
  const candidates = [segments.at(-1), segments.length > 1 ? segments.slice(-2).join('-') : undefined].filter(
    (name): name is string => !!name,
  );
  for (const candidate of candidates) {
    const match =
      [...resourceNames].find((name) => name === candidate) ??
      [...resourceNames].find((name) => loose(name) === loose(candidate));
    if (match) return match;
  }
  return undefined;
}

/** The resource's own short route (`/param`) for a menu path that names one; otherwise the path. */
export function routeForPath(
  path: string,
  resourceNames: ReadonlySet<string>,
  declared: DeclaredPaths = NO_PATHS,
): string {
  const resource = resourceForPath(path, resourceNames, declared);
  return resource ? `/${resource}` : cleanPath(path);
}

/**
 * A location under a menu path of a resource, read from the address alone (a reload or a deep link
 * comes before the menu): `/system/user/123/show` → user's pages at base `/system/user`, rest
 * `/123/show`. The longest prefix of two segments or more that names a resource wins; one-segment
 * paths are the resources' own short routes.
 */
export function resolveMenuPath(
  pathname: string,
  resourceNames: ReadonlySet<string>,
  declared: DeclaredPaths = NO_PATHS,
): { resource: string; base: string; rest: string } | undefined {
  const segments = pathname.split('/').filter(Boolean);
  for (let k = segments.length; k >= 2; k--) {
    const base = `/${segments.slice(0, k).join('/')}`;
    const resource = resourceForPath(base, resourceNames, declared);
    // A trailing `create` or id never names a resource by itself; a two-segment join could
    // (`/param/123` → `param-123`), which no resource is called.
    if (resource) return { resource, base, rest: k < segments.length ? `/${segments.slice(k).join('/')}` : '' };
  }
  return undefined;
}

export const canSeeMenu = (meta: ServerMenuMeta, roles: readonly string[]) =>
  !Array.isArray(meta.roles) || meta.roles.length === 0 || meta.roles.some((role) => roles.includes(role));

const bySort = (a: ServerMenu, b: ServerMenu) => (a.sort ?? 0) - (b.sort ?? 0);

export function toMenuNodes(
  items: ServerMenu[] | undefined | null,
  roles: readonly string[],
  resourceNames: ReadonlySet<string>,
  declared: DeclaredPaths = NO_PATHS,
  locale = 'zh',
): MenuNode[] {
  if (!Array.isArray(items)) return [];
  return [...items].sort(bySort).flatMap((item): MenuNode[] => {
    const meta = parseMeta(item.meta);
    if (!canSeeMenu(meta, roles)) return [];
    const children = toMenuNodes(item.children, roles, resourceNames, declared, locale);
    const path = (item.path ?? '').trim();
    const node: MenuNode = {
      id: String(item.id),
      label: menuName(item, locale),
      code: item.code,
      icon: item.source,
      path,
      meta,
      children,
    };
    if (children.length === 0 && path) {
      if (isExternalPath(path)) {
        if (item.isOpen === 2) node.newWindowUrl = path;
        else node.to = iframeRoute(item, path);
      } else {
        // The menu path is the route: a deep link, a reload or a shared address of it opens the page.
        node.to = cleanPath(path);
        const resource = resourceForPath(path, resourceNames, declared);
        if (resource) node.resource = resource;
      }
    }
    return [node];
  });
}

/** Every item a user can open, depth first, with its ancestors' labels for display. */
export interface MenuLeaf {
  node: MenuNode;
  trail: string[];
}

export function flattenMenu(nodes: MenuNode[], trail: string[] = []): MenuLeaf[] {
  return nodes.flatMap((node) =>
    node.children.length > 0
      ? flattenMenu(node.children, [...trail, node.label])
      : node.to || node.newWindowUrl
        ? [{ node, trail }]
        : [],
  );
}

/**
 * Spec §2: menu names match by prefix, case-insensitive. With `keysOf` (src/layout/menu/menuPinyin.ts)
 * a name also matches by prefix of its full pinyin or of its pinyin initials, spaces ignored
 * (`yonghu`, `yh gl` → 用户管理).
 */
export function searchMenu(
  leaves: MenuLeaf[],
  text: string,
  keysOf?: (label: string) => { full: string; initials: string },
): MenuLeaf[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const compact = needle.replace(/\s+/g, '');
  return leaves.filter(({ node }) => {
    if (node.label.toLowerCase().startsWith(needle)) return true;
    const keys = keysOf?.(node.label);
    return !!keys && (keys.full.startsWith(compact) || keys.initials.startsWith(compact));
  });
}

/** The menu item a location belongs to: same path, or a deeper route of the same resource. */
export function findMenuForLocation(leaves: MenuLeaf[], pathname: string, search: string): MenuLeaf | undefined {
  if (pathname.startsWith('/myiframe/')) {
    const src = new URLSearchParams(search).get('src');
    return leaves.find(
      ({ node }) =>
        node.to && node.to.startsWith(IFRAME_ROUTE) && new URLSearchParams(node.to.split('?')[1]).get('src') === src,
    );
  }
  return (
    leaves.find(({ node }) => node.to === pathname) ??
    leaves.find(({ node }) => node.to && node.to !== '/' && pathname.startsWith(`${node.to}/`)) ??
    // A resource's short route (`/param/1`), about to be redirected to its menu path.
    leaves.find(
      ({ node }) => node.resource && (pathname === `/${node.resource}` || pathname.startsWith(`/${node.resource}/`)),
    )
  );
}

/** Ids of the ancestors of the item at a location, so the sidebar opens the right branches. */
export function ancestorIds(nodes: MenuNode[], target: MenuNode, path: string[] = []): string[] | undefined {
  for (const node of nodes) {
    if (node === target) return path;
    const found = ancestorIds(node.children, target, [...path, node.id]);
    if (found) return found;
  }
  return undefined;
}
