import { useCallback } from 'react';
import {
  reactRouterProvider,
  type RouterLinkProps,
  type RouterNavigateFunction,
  type RouterNavigateProps,
  type RouterProvider,
  type RouterTo,
} from 'react-admin';
import { menuPathOf } from './menuPathStore';

/** An absolute resource route (`/user/1?x`) as its menu path (`/system/user/1?x`); anything else as is. */
export function toMenuPath<T extends RouterTo>(to: T): T {
  if (typeof to === 'string') {
    if (!to.startsWith('/')) return to;
    const cut = to.search(/[?#]/);
    const pathname = cut < 0 ? to : to.slice(0, cut);
    const moved = menuPathOf(pathname);
    return (moved ? moved + to.slice(pathname.length) : to) as T;
  }
  if (to && typeof to === 'object' && to.pathname?.startsWith('/'))
    return { ...to, pathname: menuPathOf(to.pathname) ?? to.pathname };
  return to;
}

// React 19 passes `ref` as a prop, so spreading the props forwards it.
const Link = (props: RouterLinkProps) => <reactRouterProvider.Link {...props} to={toMenuPath(props.to)} />;

const Navigate = (props: RouterNavigateProps) => <reactRouterProvider.Navigate {...props} to={toMenuPath(props.to)} />;

function useNavigate(): RouterNavigateFunction {
  const navigate = reactRouterProvider.useNavigate();
  return useCallback<RouterNavigateFunction>(
    (to, options) => navigate(typeof to === 'number' ? to : toMenuPath(to), options),
    [navigate],
  );
}

/**
 * react-admin's router with its links and redirects (edit buttons, row clicks, "saved, back to the
 * list") sent straight to the menu's paths, rather than through the short route's redirect.
 */
export const menuPathRouterProvider: RouterProvider = { ...reactRouterProvider, Link, Navigate, useNavigate };
