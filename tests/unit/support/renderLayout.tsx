import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { setStore, STORE } from '../../../authProvider/session';
import { createI18nProvider, loadScreenMessages, prepareLocale } from '../../../i18n';
import AppLayout from '../../../src/layout/AppLayout';
import { setTags } from '../../../src/layout/tags/tagStore';
import { dashboardTag, type Tag } from '../../../src/layout/tags/tagModel';
import { buildTheme } from '../../../src/theme/buildTheme';

/**
 * The signed-in shell (src/layout/AppLayout) around a stand-in page, as the app draws it: react-admin's
 * contexts, a data provider answering the menu calls, a signed-in 管理员, a router at `path`.
 */

/** The server menu of the fixtures: 控制台 (a leaf), 系统管理 > 参数管理 / 用户管理, 系统监控 > 日志管理 > 通用日志. */
export const MENU = [
  { id: '1', code: 'dashboard', name: '控制台', enName: 'Dashboard', path: '/wel/dashboard', source: 'Speed' },
  {
    id: '2',
    code: 'system',
    name: '系统管理',
    enName: 'System',
    path: '/system',
    source: 'Settings',
    children: [
      { id: '21', code: 'param', name: '参数管理', enName: 'Parameters', path: '/system/param', source: 'Tune' },
      { id: '22', code: 'user', name: '用户管理', enName: 'Users', path: '/system/user', source: 'Person' },
    ],
  },
  {
    id: '3',
    code: 'monitor',
    name: '系统监控',
    enName: 'Monitoring',
    path: '/monitor',
    children: [
      {
        id: '31',
        code: 'log',
        name: '日志管理',
        enName: 'Logs',
        path: '/monitor/log',
        children: [
          { id: '311', code: 'log_usual', name: '通用日志', enName: 'Usual logs', path: '/monitor/log/usual' },
        ],
      },
    ],
  },
];

/** An open tab of a menu page, as the tags bar keeps it. */
export const menuTag = (label: string, path: string): Tag => ({
  label,
  value: path,
  key: path,
  params: {},
  query: {},
  meta: {},
});

const authProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ({ roles: ['administrator'], buttons: [] }),
  getIdentity: async () => ({ id: '1', fullName: '管理员' }),
};

/** The menu calls answered; the layout reads no records, so any other call fails the test loudly. */
function fakeDataProvider() {
  const call = vi.fn(async ({ url }: { url: string }) => (url.endsWith('/menu/routes') ? MENU : []));
  const unused = () => Promise.reject(new Error('the layout reads no records'));
  return {
    call,
    getList: unused,
    getOne: unused,
    getMany: unused,
    getManyReference: unused,
    create: unused,
    update: unused,
    updateMany: unused,
    delete: unused,
    deleteMany: unused,
  };
}

/** Where the router is now, shown inside the page so a test reads it as a user would read the address bar. */
const AddressBar = () => {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
};

export interface LayoutOptions {
  path?: string;
  locale?: 'zh' | 'en';
  /** The open tabs before the page is drawn (the console's always leads). */
  tags?: Tag[];
  /** The sidebar folded to icons. */
  collapsed?: boolean;
}

/**
 * Loads what a first render would wait for (the declarations, the screens' texts, the English chunk):
 * in a `beforeAll`, so the first test of a file is not the one paying for it.
 */
export async function loadShellTexts() {
  setStore({ name: STORE.language, content: 'en' });
  await prepareLocale();
  setStore({ name: STORE.language, content: 'zh' });
  await loadScreenMessages(createI18nProvider());
}

export async function renderLayout({
  path = '/system/param',
  locale = 'zh',
  tags = [],
  collapsed = false,
}: LayoutOptions = {}) {
  // Screen level 3 (≥1200 px): the whole top bar, the sidebar a rail beside the page.
  window.innerWidth = 1400;
  setStore({ name: STORE.language, content: locale });
  await prepareLocale();
  const i18nProvider = createI18nProvider();
  await loadScreenMessages(i18nProvider);
  setTags([dashboardTag, ...tags]);
  const store = memoryStore({ 'sidebar.open': !collapsed });
  const dataProvider = fakeDataProvider();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={buildTheme('default', '#409EFF')}
      >
        <AppLayout>
          <p>页面内容</p>
          <AddressBar />
        </AppLayout>
      </AdminContext>
    </MemoryRouter>,
  );
  // The menu has arrived once the sidebar lists its entries.
  await screen.findByRole('navigation', { name: locale === 'en' ? 'Menu' : '菜单' });
  return { ...view, dataProvider };
}

/** The address the app is at. */
export const address = () => screen.getByTestId('address').textContent;
