import type { RaThemeOptions } from 'react-admin';
import { alpha } from '@mui/material/styles';
import { themeLooks, type ThemeName } from './themeLooks';

/** Surfaces of the look with `primary` placeholders already replaced by the chosen colour. */
export interface LayoutColors {
  name: ThemeName;
  appBar: { background: string; color: string; border?: string };
  sidebar: {
    background: string;
    color: string;
    activeColor: string;
    activeBackground: string;
    hoverBackground: string;
    logoBackground: string;
    activeStripe: boolean;
  };
  tags: string;
}

declare module '@mui/material/styles' {
  interface Theme {
    layout: LayoutColors;
  }
  interface ThemeOptions {
    layout?: LayoutColors;
  }
}

const HEX = /^#[0-9a-f]{6}$/i;

export function buildTheme(name: ThemeName, color: string): RaThemeOptions {
  const look = themeLooks[name];
  const primary = HEX.test(color) ? color : '#409EFF';
  const resolve = (value: string) => (value === 'primary' ? primary : value);
  const dark = look.mode === 'dark';
  return {
    palette: {
      mode: look.mode,
      primary: { main: primary },
      secondary: { main: dark ? '#90caf9' : '#67c23a' },
      error: { main: '#f56c6c' },
      warning: { main: '#e6a23c' },
      success: { main: '#67c23a' },
      info: { main: '#909399' },
      background: { default: look.background, paper: look.paper },
      bulkActionsToolbarBackgroundColor: alpha(primary, 0.12),
    },
    shape: { borderRadius: look.radius },
    typography: {
      fontFamily:
        '"Helvetica Neue", Helvetica, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", Arial, sans-serif',
      fontSize: 13,
      h6: { fontWeight: 500 },
    },
    sidebar: { width: 220, closedWidth: 60 },
    layout: {
      name,
      appBar: look.appBar,
      sidebar: {
        ...look.sidebar,
        activeColor: resolve(look.sidebar.activeColor),
        activeBackground: resolve(look.sidebar.activeBackground),
        activeStripe: !!look.sidebar.activeStripe,
      },
      tags: look.tags,
    },
    components: {
      // Native widgets (date pickers, scrollbars) follow the look's light or dark mode.
      MuiCssBaseline: { styleOverrides: { html: { colorScheme: look.mode } } },
      MuiTextField: { defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true } },
      MuiFormControl: { defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true } },
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: look.radius } } },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: { root: { border: `1px solid ${dark ? '#2b2c36' : '#ebeef5'}` } },
      },
      MuiTableCell: {
        styleOverrides: { head: { fontWeight: 600 }, root: { '&.MuiTableCell-paddingCheckbox': { padding: '0 8px' } } },
      },
      MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
      RaList: { styleOverrides: { root: { '& .RaList-main': { marginTop: 0 } } } },
    },
  };
}
