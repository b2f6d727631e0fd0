import type { RaThemeOptions } from 'react-admin';
import type { Theme } from '@mui/material/styles';
import { layoutColorsOf } from './layoutColors';
import { primaryTintsOf, readableColour, readablePrimary } from './readablePalette';
import { themeLooks, type ThemeName } from './themeLooks';

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * The MUI theme of a look and the picked colour. Every colour that carries text is the wanted one
 * (the picked primary, Element's red, orange, green and grey) darkened, or lightened in a dark look,
 * only as far as WCAG 2.1 AA asks on this look's surfaces (docs/accessibility.md#colours).
 */
export function buildTheme(name: ThemeName, color: string): RaThemeOptions {
  const look = themeLooks[name];
  const picked = HEX.test(color) ? color : '#409EFF';
  const dark = look.mode === 'dark';
  const page = [look.background, look.paper];
  const tintsOf: Parameters<typeof readablePrimary>[2] = (shades) => primaryTintsOf(shades, look.mode, look.paper);
  // The primary is text on the page, on paper, in the tag bar (the selected tab) and on its own tints.
  const primary = readablePrimary(picked, [...page, look.tags], tintsOf);
  // The other intents are text on the page, on paper and, as bulk and row buttons, on the primary's tints.
  const surfaces = [...page, ...tintsOf(primary)];
  const [bulkBar] = tintsOf(primary);
  const layout = layoutColorsOf(name, picked, primary.main);
  return {
    palette: {
      mode: look.mode,
      primary,
      secondary: readableColour(dark ? '#90caf9' : '#67c23a', surfaces),
      error: readableColour('#f56c6c', surfaces),
      warning: readableColour('#e6a23c', surfaces),
      success: readableColour('#67c23a', surfaces),
      info: readableColour('#909399', surfaces),
      background: { default: look.background, paper: look.paper },
      bulkActionsToolbarBackgroundColor: bulkBar,
    },
    shape: { borderRadius: look.radius },
    typography: {
      fontFamily:
        '"Helvetica Neue", Helvetica, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", Arial, sans-serif',
      fontSize: 13,
      h6: { fontWeight: 500 },
    },
    sidebar: { width: 220, closedWidth: 60 },
    layout,
    components: {
      // Native widgets (date pickers, scrollbars) follow the look's light or dark mode.
      MuiCssBaseline: { styleOverrides: { html: { colorScheme: look.mode } } },
      MuiTextField: { defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true } },
      MuiFormControl: { defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true } },
      MuiOutlinedInput: { styleOverrides: { notchedOutline: { borderColor: layout.fieldBorder } } },
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
      // MUI draws an unselected toggle in `action.active` (0.54 black), below 4.5:1 on grey: text.secondary reads.
      MuiToggleButton: {
        styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ color: theme.palette.text.secondary }) },
      },
      RaList: { styleOverrides: { root: { '& .RaList-main': { marginTop: 0 } } } },
    },
  };
}
