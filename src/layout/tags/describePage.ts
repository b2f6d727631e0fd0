import { declarationOf } from '../../../resources/declarationStore';
import type { ResourceDef } from '../../../resources/types';
import { matchAppRoute } from '../../routes/routeTable';
import type { MenuLeaf } from '../menu/menuModel';
import { findMenuForLocation, resolveMenuPath } from '../menu/menuModel';
import { declaredMenuPaths, resourceNames } from '../../routes/menuPathStore';
import { tagKeyOf, type Tag, type TagMeta } from './tagModel';

type ResourceAction = 'list' | 'create' | 'edit' | 'show';

/**
 * `/system/param`, `/system/param/create`, `/system/param/:id`, `/system/param/:id/show` under a menu
 * path of a registered resource, or the same under its short route (`/param/...`); `base` is where
 * its list lives.
 */
export function parseResourcePath(
  pathname: string,
): { def: ResourceDef; action: ResourceAction; id?: string; base: string } | undefined {
  const menuPath = resolveMenuPath(pathname, resourceNames(), declaredMenuPaths());
  const [name, second, third] = menuPath
    ? [menuPath.resource, ...menuPath.rest.split('/').filter(Boolean)]
    : pathname.split('/').filter(Boolean);
  const def = declarationOf(name);
  if (!def) return undefined;
  const base = menuPath?.base ?? `/${def.name}`;
  if (!second) return { def, action: 'list', base };
  if (second === 'create') return { def, action: 'create', base };
  if (third === 'show') return { def, action: 'show', id: decodeURIComponent(second), base };
  return { def, action: 'edit', id: decodeURIComponent(second), base };
}

const ACTION_SUFFIX: Record<Exclude<ResourceAction, 'list'>, { i18n: string; zh: string }> = {
  create: { i18n: 'app.tags.create', zh: '新增' },
  edit: { i18n: 'app.tags.edit', zh: '编辑' },
  show: { i18n: 'app.tags.show', zh: '查看' },
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What the tab of a location says: the menu's name for it first (that is what the user clicked),
 * then our route table, then the resource's label; iframe pages use the `name` they were opened with.
 */
export function describePage(pathname: string, search: string, leaves: MenuLeaf[], translate: Translate): Tag {
  const query = Object.fromEntries(new URLSearchParams(search));
  const key = tagKeyOf(pathname, search);
  const value = `${pathname}${search}`;
  const menu = findMenuForLocation(leaves, pathname, search);
  const matched = matchAppRoute(pathname);
  const params = matched?.params ?? {};
  const meta: TagMeta = { ...(matched?.route.meta ?? {}), ...(menu?.node.meta ?? {}) };
  // `?target=` opens the page in another window (RouteGuard); this window gets no tab for it.
  if (query.target) meta.isTab = false;

  if (pathname.startsWith('/myiframe/')) {
    return {
      key,
      value,
      params,
      query,
      meta,
      label: query.name || menu?.node.label || translate('app.route.iframe', { _: '外部页面' }),
    };
  }
  if (menu && menu.node.to === pathname) {
    // Menu names come from the server, untranslated. When the menu names one of our routes as we do
    // (控制台 above all), our translation key applies, so that tab follows the language like the shell.
    const sameName = matched && matched.route.title === menu.node.label;
    return {
      key,
      value,
      params,
      query,
      meta: sameName ? { i18n: matched.route.i18n, ...meta } : meta,
      label: menu.node.label,
    };
  }
  if (matched)
    return { key, value, params, query, meta: { ...meta, i18n: matched.route.i18n }, label: matched.route.title };
  const resource = parseResourcePath(pathname);
  if (resource) {
    const base =
      menu?.node.label ?? translate(`resources.${resource.def.name}.name`, { smart_count: 2, _: resource.def.label });
    const label =
      resource.action === 'list'
        ? base
        : `${base}-${translate(ACTION_SUFFIX[resource.action].i18n, { _: ACTION_SUFFIX[resource.action].zh })}`;
    // One tab per resource: its forms replace the list in that tab and give it back on save.
    // A short route (`/param`) moves to its menu path once the menu is known: the tab is the menu
    // path's, and none is made before the menu arrives (it would stay behind as a twin).
    const menuBase = leaves.find(({ node }) => node.resource === resource.def.name)?.node.to;
    const isShortRoute = resource.base === `/${resource.def.name}`;
    if (isShortRoute && leaves.length === 0) meta.isTab = false;
    return {
      key: isShortRoute && menuBase ? menuBase : resource.base,
      value,
      params: resource.id ? { id: resource.id } : {},
      query,
      meta,
      label,
    };
  }
  // '/' only redirects and unknown paths go to /404: neither deserves a tab.
  return { key, value, params, query, meta: { ...meta, isTab: false }, label: pathname };
}
