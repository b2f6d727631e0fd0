import { over, readableOn, surfacesOf, TEXT_RATIO, UI_RATIO, worstContrast } from './contrast';
import { themeLooks, type ThemeName } from './themeLooks';

/** Surfaces of the look with `primary` placeholders replaced by readable shades of the picked colour. */
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
    /** The selected item's stripe and the focus outline: the picked colour, 3:1 on the sidebar. */
    accent: string;
  };
  tags: string;
  /** Border of outlined fields: 3:1 on the page and on paper, so a field can be seen without its label. */
  fieldBorder: string;
}

declare module '@mui/material/styles' {
  interface Theme {
    layout: LayoutColors;
  }
  interface ThemeOptions {
    layout?: LayoutColors;
  }
}

/** `primary` when it already reaches `ratio` on `backgrounds`, else the picked colour made to reach it. */
function readableShade(primary: string, picked: string, backgrounds: readonly string[], ratio: number): string {
  return worstContrast(primary, backgrounds) >= ratio ? primary : readableOn(picked, backgrounds, ratio);
}

/**
 * The look's layout colours for the picked colour, where `primary` is the palette's primary (already
 * readable on the page): the selected sidebar item's text reads on its background (4.5:1) whichever of
 * them follows the picked colour, and the stripe and focus outline stand out from the sidebar (3:1).
 */
export function layoutColorsOf(name: ThemeName, picked: string, primary: string): LayoutColors {
  const look = themeLooks[name];
  const { sidebar } = look;
  const stops = surfacesOf(sidebar.background);
  const onSidebar = (colour: string) => stops.map((stop) => over(colour, stop));

  const activeBackground =
    sidebar.activeBackground === 'primary'
      ? readableShade(primary, picked, [sidebar.activeColor], TEXT_RATIO)
      : sidebar.activeBackground;
  const activeColor =
    sidebar.activeColor === 'primary'
      ? readableShade(primary, picked, onSidebar(activeBackground), TEXT_RATIO)
      : sidebar.activeColor;
  const besideAccent = [...stops, ...onSidebar(sidebar.hoverBackground)];
  if (sidebar.activeStripe) besideAccent.push(...onSidebar(activeBackground));

  const faintBorder = look.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)';
  const page = [look.background, look.paper];
  return {
    name,
    appBar: look.appBar,
    sidebar: {
      ...sidebar,
      activeColor,
      activeBackground,
      activeStripe: !!sidebar.activeStripe,
      accent: readableShade(primary, picked, besideAccent, UI_RATIO),
    },
    tags: look.tags,
    fieldBorder: readableOn(over(faintBorder, look.paper), page, UI_RATIO),
  };
}
