import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { buildTheme } from '../../src/theme/buildTheme';
import { THEME_NAMES, toThemeName } from '../../src/theme/themeLooks';

describe('themes', () => {
  it('offers the eleven named looks of the spec', () => {
    expect(THEME_NAMES).toEqual([
      'default',
      'white',
      'dark',
      'star',
      'bule',
      'iview',
      'vip',
      'cool',
      'd2',
      'hey',
      'lte',
    ]);
  });
  it('gives every look its own surfaces, all valid MUI themes', () => {
    const looks = THEME_NAMES.map((name) => {
      const theme = createTheme(buildTheme(name, '#409EFF'));
      return JSON.stringify([
        theme.layout.sidebar.background,
        theme.layout.appBar.background,
        theme.palette.background.default,
        theme.shape.borderRadius,
      ]);
    });
    expect(new Set(looks).size).toBe(THEME_NAMES.length);
  });
  it('uses the picked colour as primary, darkened where it does not read on the page, and falls back on a bad one', () => {
    expect(createTheme(buildTheme('default', '#212121')).palette.primary.main).toBe('#212121');
    // #11a983 is under 3:1 on white; #0a7359 is 5.2:1 on the grey page.
    expect(createTheme(buildTheme('default', '#11a983')).palette.primary.main).toBe('#0a7359');
    // The fallback #409EFF, 2.5:1 on the grey page, becomes #2968a9 (5.1:1).
    expect(createTheme(buildTheme('default', 'red;')).palette.primary.main).toBe('#2968a9');
    expect(createTheme(buildTheme('dark', '#409EFF')).palette.mode).toBe('dark');
  });
  it("reads Saber's stored names", () => {
    expect(toThemeName('theme-star')).toBe('star');
    expect(toThemeName('nonsense')).toBe('default');
  });
});
