import { useSyncExternalStore } from 'react';
import { getThemeSettings, setThemeSettings, subscribeThemeSettings, type ThemeSettings } from './themeState';

export function useThemeSettings(): [ThemeSettings, (patch: Partial<ThemeSettings>) => void] {
  const settings = useSyncExternalStore(subscribeThemeSettings, getThemeSettings);
  return [settings, setThemeSettings];
}
