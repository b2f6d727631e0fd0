import { Suspense, useMemo, type ReactNode } from 'react';
import { AdminContext, AdminUI, CustomRoutes, localStorageStore } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { useDeclarations } from '../resources/declarationStore';
import { appI18nProvider, loadScreenMessages } from '../i18n';
import { AppCrashed } from './layout/errorLog/AppCrashed';
import { FullPageLoading } from './layout/PageLoading';
import { LoginPage } from './pages/login/LoginPage';
import { HttpBridge } from './routes/HttpBridge';
import { lazyPage } from './routes/lazyPage';
import { declaredMenuRoutes, resourceElements } from './routes/resourceRoutes';
import { menuPathRouterProvider } from './routes/menuPathRouter';
// An unmatched path may be a menu path of a resource (/system/user); the page decides, else /404.
import MenuPathPage from './routes/MenuPathPage';
import { HOME_PATH, layoutRoutes, publicRoutes } from './routes/routeTable';
import { RouteGuard } from './routes/RouteGuard';
import { buildTheme } from './theme/buildTheme';
import { useThemeSettings } from './theme/useThemeSettings';

/** react-admin's own preferences (sidebar, list params, chosen top menu); one key prefix per app. */
const store = localStorageStore('1', 'culture-admin');

// The shell (sidebar, top bar, tabs) and the texts of the signed-in screens are not needed to sign
// in, so they load after, together.
async function loadLayout() {
  const [layout] = await Promise.all([import('./layout/AppLayout'), loadScreenMessages(appI18nProvider())]);
  return layout;
}
const LazyLayout = lazyPage(loadLayout);
const Layout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<FullPageLoading />}>
    <LazyLayout>{children}</LazyLayout>
  </Suspense>
);

const ToHome = () => <Navigate to={HOME_PATH} replace />;
const ToForbidden = () => <Navigate to="/403" replace />;

export const App = () => {
  const [{ name, color }] = useThemeSettings();
  const theme = useMemo(() => buildTheme(name, color), [name, color]);
  // None on the login page; the session's start loads them and the routes appear (declarationStore).
  const defs = useDeclarations();
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={appI18nProvider()}
      store={store}
      routerProvider={menuPathRouterProvider}
      theme={theme}
      lightTheme={theme}
      darkTheme={theme}
      defaultTheme="light"
    >
      <RouteGuard />
      <HttpBridge />
      <AdminUI
        layout={Layout}
        loginPage={LoginPage}
        dashboard={ToHome}
        catchAll={MenuPathPage}
        accessDenied={ToForbidden}
        loading={FullPageLoading}
        error={AppCrashed}
        requireAuth
        disableTelemetry
      >
        <CustomRoutes noLayout>
          {publicRoutes.map(({ path, component: Page }) => (
            <Route
              key={path}
              path={path}
              element={
                <Suspense fallback={<FullPageLoading />}>
                  <Page />
                </Suspense>
              }
            />
          ))}
        </CustomRoutes>
        <CustomRoutes>
          {layoutRoutes.map(({ path, component: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </CustomRoutes>
        <CustomRoutes>{declaredMenuRoutes(defs)}</CustomRoutes>
        {resourceElements(defs)}
      </AdminUI>
    </AdminContext>
  );
};

export default App;
