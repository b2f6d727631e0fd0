import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useSidebarState } from 'react-admin';
import { useScreenLevel } from './useScreenLevel';

const ScreenLevelContext = createContext<0 | 1 | 2 | 3>(3);

/** Shares the screen level and folds the sidebar when the window becomes narrow. */
export const ScreenLevelProvider = ({ children }: { children: ReactNode }) => {
  const level = useScreenLevel();
  const [, setSidebarOpen] = useSidebarState();
  const previous = useRef(level);
  useEffect(() => {
    if (level <= 1 && previous.current > 1) setSidebarOpen(false);
    if (level > 1 && previous.current <= 1) setSidebarOpen(true);
    previous.current = level;
  }, [level, setSidebarOpen]);
  // A phone never starts with the menu covering the page; checked once, on mount.
  const checkedStart = useRef(false);
  useEffect(() => {
    if (checkedStart.current) return;
    checkedStart.current = true;
    if (previous.current <= 1) setSidebarOpen(false);
  }, [setSidebarOpen]);
  return <ScreenLevelContext.Provider value={level}>{children}</ScreenLevelContext.Provider>;
};

export const useLayoutScreenLevel = () => useContext(ScreenLevelContext);
