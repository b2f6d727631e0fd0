import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How long after a change of page a lost focus is still taken to the heading. */
const WATCH_MS = 10_000;

/**
 * When a new page replaces the control that had the focus (a row's link, 巡检, 保存), the browser
 * drops the focus to the document and the next Tab starts again at the top; this hook moves it to the
 * page's heading instead, so a screen reader says where the user arrived and Tab goes on into the new
 * page. The old page may leave a little after the address changes (its screen loads on demand), so the
 * page is watched until the focus is lost or for a few seconds. Focus the user placed outside the page
 * (the menu, the tabs, a dialog) stays where it is.
 */
export function useHeadingTakesLostFocus(heading: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = heading.current?.parentElement;
    const focused = document.activeElement;
    if (!main || (focused && focused !== document.body && !main.contains(focused))) return;
    const takeIfLost = () => {
      if (document.activeElement && document.activeElement !== document.body) return false;
      heading.current?.focus({ preventScroll: true });
      return true;
    };
    if (takeIfLost()) return;
    const watcher = new MutationObserver(() => {
      if (takeIfLost()) stop();
    });
    const timer = window.setTimeout(() => stop(), WATCH_MS);
    const stop = () => {
      watcher.disconnect();
      window.clearTimeout(timer);
    };
    watcher.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, heading]);
}
