import { describe, expect, it } from 'vitest';
import {
  findMenuForLocation,
  flattenMenu,
  iframeRoute,
  isExternalPath,
  resolveMenuPath,
  routeForPath,
  searchMenu,
  toMenuNodes,
  type ServerMenu,
} from '../../src/layout/menu/menuModel';

const resources = new Set(['param', 'user']);

const tree: ServerMenu[] = [
  {
    id: '2',
    name: '系统管理',
    path: '/system',
    sort: 2,
    children: [
      { id: '21', name: '参数管理', code: 'param', path: '/system/param', sort: 2 },
      { id: '22', name: 'Users', code: 'user', path: '/system/user', sort: 1 },
      { id: '23', name: '隐藏', path: '/system/secret', meta: { roles: ['auditor'] } },
    ],
  },
  { id: '1', name: '欢迎页', path: '/wel/index', sort: 1 },
  { id: '3', name: '文档', path: 'https://example.com/doc', sort: 3 },
  { id: '4', name: '新窗口', path: 'http://example.org/', isOpen: 2, sort: 4 },
  { id: '5', name: '静态页', path: '/static/help.html', sort: 5 },
];

describe('menu paths', () => {
  it('maps a path whose last segment names a resource to its list route', () => {
    expect(routeForPath('/system/param', resources)).toBe('/param');
    expect(routeForPath('system/user/', resources)).toBe('/user');
  });
  it('keeps other paths as custom routes', () => {
    expect(routeForPath('/wel/index', resources)).toBe('/wel/index');
  });
  it('treats http(s) and html paths as external', () => {
    expect(isExternalPath('https://a.b')).toBe(true);
    expect(isExternalPath('/x/page.html')).toBe(true);
    expect(isExternalPath('/system/param')).toBe(false);
  });
  it('passes the item to the iframe route as query, the address as src', () => {
    const url = new URL(iframeRoute({ id: '3', name: '文档', code: 'doc' }, 'https://example.com/doc'), 'http://x');
    expect(url.pathname).toBe('/myiframe/urlPath');
    expect(url.searchParams.get('src')).toBe('https://example.com/doc');
    expect(url.searchParams.get('name')).toBe('文档');
    expect(url.searchParams.get('code')).toBe('doc');
  });
});

describe('toMenuNodes', () => {
  const nodes = toMenuNodes(tree, ['administrator'], resources);
  it('sorts by sort and keeps only items the roles may see', () => {
    expect(nodes.map((node) => node.label)).toEqual(['欢迎页', '系统管理', '文档', '新窗口', '静态页']);
    expect(nodes[1].children.map((node) => node.label)).toEqual(['Users', '参数管理']);
  });
  it('shows an item with meta.roles to a user holding one of them', () => {
    expect(toMenuNodes(tree, ['auditor'], resources)[1].children).toHaveLength(3);
  });
  it('opens isOpen = 2 externals in a new window and other externals in the iframe route', () => {
    expect(nodes[3].newWindowUrl).toBe('http://example.org/');
    expect(nodes[3].to).toBeUndefined();
    expect(nodes[2].to).toMatch(/^\/myiframe\/urlPath\?/);
    expect(nodes[4].to).toMatch(/^\/myiframe\/urlPath\?/);
  });
  it('survives a missing or malformed answer', () => {
    expect(toMenuNodes(undefined, [], resources)).toEqual([]);
    expect(toMenuNodes([{ id: '9', name: 'x', path: '/x', meta: '{bad json' }], [], resources)).toHaveLength(1);
  });
});

describe('search and location', () => {
  const leaves = flattenMenu(toMenuNodes(tree, ['administrator'], resources));
  it('matches names by prefix, ignoring case', () => {
    expect(searchMenu(leaves, 'us').map((leaf) => leaf.node.label)).toEqual(['Users']);
    expect(searchMenu(leaves, '参数').map((leaf) => leaf.node.label)).toEqual(['参数管理']);
    expect(searchMenu(leaves, '管理')).toEqual([]);
    expect(searchMenu(leaves, '  ')).toEqual([]);
  });
  it('finds the item of a resource sub-page and of an iframe page', () => {
    expect(findMenuForLocation(leaves, '/param/123/show', '')?.node.label).toBe('参数管理');
    expect(findMenuForLocation(leaves, '/myiframe/urlPath', '?src=https%3A%2F%2Fexample.com%2Fdoc')?.node.label).toBe(
      '文档',
    );
    expect(findMenuForLocation(leaves, '/nowhere', '')).toBeUndefined();
  });
});

describe('menu paths of Blade menus of different ages', () => {
  const names = new Set(['dict-biz', 'top-menu', 'data-scope', 'log-usual', 'param']);
  it('matches spellings with and without dashes, and two-segment names', () => {
    expect(routeForPath('/system/dictbiz', names)).toBe('/dict-biz');
    expect(routeForPath('/system/top-menu', names)).toBe('/top-menu');
    expect(routeForPath('/authority/datascope', names)).toBe('/data-scope');
    expect(routeForPath('/monitor/log/usual', names)).toBe('/log-usual');
    expect(routeForPath('/monitor/log', names)).toBe('/monitor/log');
  });
});

describe('menu paths are routes', () => {
  const names = new Set(['user', 'param', 'log-usual', 'log-api', 'role', 'api-scope']);
  it('sends a resource item to its menu path, naming the resource', () => {
    const system = toMenuNodes(tree, ['administrator'], names).find((node) => node.label === '系统管理')!;
    const param = system.children.find((node) => node.code === 'param');
    expect(param).toMatchObject({ to: '/system/param', resource: 'param' });
  });
  it('reads the resource and its page from a menu-path address alone', () => {
    expect(resolveMenuPath('/system/user', names)).toEqual({ resource: 'user', base: '/system/user', rest: '' });
    expect(resolveMenuPath('/authority/role/create', names)).toEqual({
      resource: 'role',
      base: '/authority/role',
      rest: '/create',
    });
    expect(resolveMenuPath('/monitor/log/api/123/show', names)).toEqual({
      resource: 'log-api',
      base: '/monitor/log/api',
      rest: '/123/show',
    });
  });
  it('leaves short routes and other paths alone', () => {
    expect(resolveMenuPath('/param/123/show', names)).toBeUndefined();
    expect(resolveMenuPath('/param', names)).toBeUndefined();
    expect(resolveMenuPath('/monitor/nothing', names)).toBeUndefined();
  });
  it('finds the menu item of a short route about to move to its menu path', () => {
    const leaves = flattenMenu(toMenuNodes(tree, ['administrator'], names));
    expect(findMenuForLocation(leaves, '/system/param/1', '')?.node.label).toBe('参数管理');
    expect(findMenuForLocation(leaves, '/param/1', '')?.node.label).toBe('参数管理');
  });
});
