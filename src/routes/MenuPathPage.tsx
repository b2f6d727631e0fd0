import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { resolveMenuPath } from '../layout/menu/menuModel';
import { declarations } from '../../resources/declarationStore';
import { resourceElementByName } from './resourceRoutes';
import { declaredMenuPaths, resourceNames } from './menuPathStore';

/**
 * What react-admin's own routes did not match (its catch-all): a menu path of a resource
 * (`/system/user`, `/monitor/log/usual/1/show`) renders that resource's pages under it, read from the
 * address alone so a reload or a deep link works before the menu has loaded; anything else is /404.
 * Access stays react-admin's: the resource's screens check canAccess as under its short route.
 */
const MenuPathPage = () => {
  const { pathname } = useLocation();
  const found = resolveMenuPath(pathname, resourceNames(), declaredMenuPaths());
  const element = found && resourceElementByName(declarations()).get(found.resource);
  if (!found || !element) return <Navigate to="/404" replace />;
  return (
    <Routes>
      <Route path={`${found.base.slice(1)}/*`} element={element} />
    </Routes>
  );
};

export default MenuPathPage;
