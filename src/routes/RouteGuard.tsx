import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { getToken, getUserInfo, isLocked } from '../../authProvider/session';
import { isPublicPath, LOCK_PATH, LOGIN_PATH } from './routeTable';

/**
 * The router guard of docs/spec.md §2, run on every navigation: a locked session goes to /lock, a signed-in
 * user is sent away from /login, a session whose token vanished is logged out, and `?target=` opens
 * the page in a new window. Visitors without a session are react-admin's (requireAuth) to redirect.
 */
export const RouteGuard = () => {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();

  useEffect(() => {
    const token = getToken();
    if (token && isLocked() && pathname !== LOCK_PATH) {
      navigate(LOCK_PATH, { replace: true, state: { from: `${pathname}${search}` } });
      return;
    }
    if (pathname === LOGIN_PATH) {
      // A third-party sign-in also lands here with a query; leave that to the login page.
      if (token && !search) navigate('/', { replace: true });
      return;
    }
    if (isPublicPath(pathname)) return;
    if (!token) {
      if (getUserInfo()) void logout();
      return;
    }
    const query = new URLSearchParams(search);
    if (query.has('target')) {
      query.delete('target');
      const rest = query.toString();
      window.open(query.get('src') || `${pathname}${rest ? `?${rest}` : ''}`, '_blank', 'noopener');
      // The page opened elsewhere; this window stays where it was.
      if ((window.history.state?.idx ?? 0) > 0) navigate(-1);
      else navigate('/', { replace: true });
    }
  }, [pathname, search, navigate, logout]);

  return null;
};
