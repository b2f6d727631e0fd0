import { getStore, setStore } from '../../authProvider/session';
import { siteConfig } from '../config';
import { toThemeName, type ThemeName } from './themeLooks';

/**
 * Theme name and primary colour live outside react-admin's context because the theme is chosen
 * above <AdminContext>. Saved under Saber's names (`themeName`, `colorName`) so both apps agree.
 */
export interface ThemeSettings {
  name: ThemeName;
  color: string;
}

const listeners = new Set<() => void>();

let current: ThemeSettings = {
  name: toThemeName(getStore({ name: 'themeName' }) ?? siteConfig.defaultTheme),
  color: getStore<string>({ name: 'colorName' }) || siteConfig.defaultColor,
};

export const getThemeSettings = (): ThemeSettings => current;

export function subscribeThemeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function setThemeSettings(patch: Partial<ThemeSettings>): void {
  current = { ...current, ...patch };
  setStore({ name: 'themeName', content: `theme-${current.name}` });
  setStore({ name: 'colorName', content: current.color });
  listeners.forEach((listener) => listener());
}
