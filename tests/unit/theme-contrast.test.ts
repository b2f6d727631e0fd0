import { describe, expect, it } from 'vitest';
import { alpha, createTheme, darken, decomposeColor, lighten, type Theme } from '@mui/material/styles';
import { buildTheme } from '../../src/theme/buildTheme';
import { contrastRatio, over, readableOn, surfacesOf } from '../../src/theme/contrast';
import { THEME_NAMES, type ThemeName } from '../../src/theme/themeLooks';

/** The default colour (docs/spec.md §9) and the presets of the colour picker (ColorPicker.tsx). */
const PICKED = ['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'];
const INTENTS = ['primary', 'secondary', 'error', 'warning', 'success', 'info'] as const;

/** A ratio as axe-core reports it: cut, not rounded, to two decimals. */
const reported = (ratio: number) => Math.floor(ratio * 100) / 100;

/** `colour` drawn at `opacity` (a translucent colour gets more transparent still). */
const faded = (colour: string, opacity: number) => alpha(colour, (decomposeColor(colour).values[3] ?? 1) * opacity);

/** Every text/background pair of one theme that WCAG 2.1 AA asks a minimum ratio of. */
function pairsOf(theme: Theme) {
  const pairs: { what: string; text: string; on: string[]; min: number }[] = [];
  const text = (what: string, colour: string, on: string[]) => pairs.push({ what, text: colour, on, min: 4.5 });
  const ui = (what: string, colour: string, on: string[]) => pairs.push({ what, text: colour, on, min: 3 });
  const { palette, layout } = theme;
  const page = [palette.background.default, palette.background.paper];
  // react-admin's bulk actions bar over a list whose rows are selected (BulkActionsToolbar.tsx).
  const bulkBar = palette.mode === 'light' ? lighten(palette.primary.light, 0.8) : darken(palette.primary.dark, 0.5);
  // A selected table row under the pointer.
  const { selectedOpacity, hoverOpacity } = palette.action;
  const selectedRow = over(alpha(palette.primary.main, selectedOpacity + hoverOpacity), palette.background.paper);

  text('body text on the page and on paper', palette.text.primary, page);
  text('muted text on the page and on paper', palette.text.secondary, page);
  text('body text on the bulk actions bar', palette.text.primary, [bulkBar]);
  for (const intent of INTENTS) {
    const { main, dark, contrastText } = palette[intent];
    text(`${intent} as text on the page and on paper`, main, page);
    text(`${intent} as text on the bulk actions bar and on a selected row`, main, [bulkBar, selectedRow]);
    text(`button text on ${intent}`, contrastText, [main]);
    text(`button text on hovered ${intent}`, contrastText, [dark]);
  }
  ui('outlined field border on the page and on paper', layout.fieldBorder, page);

  const appBar = surfacesOf(layout.appBar.background);
  text('app bar text', layout.appBar.color, appBar);
  // The top menu's tabs that are not selected are drawn at 85% (TopMenu.tsx).
  text('app bar text at 85%', faded(layout.appBar.color, 0.85), appBar);

  text('tag bar selected tab', palette.primary.main, [layout.tags]);
  text('tag bar tab', palette.text.secondary, [layout.tags]);

  const { sidebar } = layout;
  const side = surfacesOf(sidebar.background);
  const onSide = (colour: string) => side.map((surface) => over(colour, surface));
  text('sidebar text', sidebar.color, side);
  // The greeting under the logo is drawn at 85% (SidebarGreeting.tsx).
  text('sidebar greeting at 85%', faded(sidebar.color, 0.85), side);
  text('sidebar text on hover', sidebar.color, onSide(sidebar.hoverBackground));
  text('sidebar logo text', sidebar.color, onSide(sidebar.logoBackground));
  text('sidebar active text', sidebar.activeColor, onSide(sidebar.activeBackground));
  ui('sidebar focus outline and active stripe', sidebar.accent, [...side, ...onSide(sidebar.hoverBackground)]);
  if (sidebar.activeStripe)
    ui('sidebar active stripe beside the active item', sidebar.accent, onSide(sidebar.activeBackground));
  return pairs;
}

/** "look #picked: pair (text on background) ratio < minimum" for every pair below its minimum. */
function failuresOf(name: ThemeName, picked: string): string[] {
  const theme = createTheme(buildTheme(name, picked));
  return pairsOf(theme).flatMap(({ what, text, on, min }) =>
    on
      .map((background) => ({ background, ratio: contrastRatio(over(text, background), background) }))
      .filter(({ ratio }) => ratio < min)
      .map(
        ({ background, ratio }) => `${name} ${picked}: ${what} (${text} on ${background}) ${reported(ratio)} < ${min}`,
      ),
  );
}

describe('WCAG contrast maths', () => {
  it('gives the ratios axe-core reports', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(reported(contrastRatio('#409eff', '#ffffff'))).toBe(2.78);
    expect(reported(contrastRatio('#409eff', '#f0f2f5'))).toBe(2.47);
    expect(reported(contrastRatio('#f56c6c', '#ffffff'))).toBe(2.89);
    expect(reported(contrastRatio('#ffffff', '#909399'))).toBe(3.07);
  });
  it('paints a translucent colour over its background', () => {
    expect(over('rgba(0,0,0,0.5)', '#ffffff')).toBe('#808080');
    expect(over('#123456', '#ffffff')).toBe('#123456');
  });
  it('keeps a readable colour and darkens or lightens one that is not, only as far as needed', () => {
    expect(readableOn('#303133', ['#ffffff'], 4.5)).toBe('#303133');
    // 29% darker reads at 4.57:1 on the grey page; 28% (#2e71b7) would be 4.49:1.
    expect(readableOn('#409EFF', ['#ffffff', '#f0f2f5'], 4.5)).toBe('#2d70b5');
    expect(reported(contrastRatio('#2d70b5', '#f0f2f5'))).toBe(4.57);
    expect(reported(contrastRatio('#2e71b7', '#f0f2f5'))).toBe(4.49);
    // On the dark look's page: 32% lighter reads at 4.51:1; 31% (#707b8a) would be 4.38:1.
    expect(readableOn('#304156', ['#101117'], 4.5)).toBe('#727d8c');
    expect(reported(contrastRatio('#727d8c', '#101117'))).toBe(4.51);
    expect(reported(contrastRatio('#707b8a', '#101117'))).toBe(4.38);
  });
  it('reads the surfaces of a gradient, leaving out radial star dots', () => {
    expect(surfacesOf('#20222a')).toEqual(['#20222a']);
    expect(
      surfacesOf(
        'radial-gradient(1px 1px at 2px 3px,#fff,transparent),linear-gradient(180deg,#0b1437 0%,#3b2667 100%)',
      ),
    ).toEqual(['#0b1437', '#3b2667']);
  });
});

describe('every look keeps WCAG 2.1 AA contrast with every picked colour', () => {
  it.each(THEME_NAMES)('%s', (name) => {
    const failures = PICKED.flatMap((picked) => failuresOf(name, picked));
    expect(failures, `below AA:\n${failures.join('\n')}\n`).toEqual([]);
  });
});
