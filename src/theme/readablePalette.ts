import { alpha, darken, lighten, rgbToHex } from '@mui/material/styles';
import { over, readableOn, TEXT_RATIO, worstContrast } from './contrast';

/** A palette colour as MUI takes it, every shade given so none is derived behind our back. */
export interface ReadableColour {
  main: string;
  light: string;
  dark: string;
  contrastText: string;
}

const WHITE = '#ffffff';
const DARK_TEXT = 'rgba(0, 0, 0, 0.87)';

/** Text on a filled button: white, or MUI's dark text where white does not read as well. */
function buttonTextOn(fill: string): string {
  return worstContrast(WHITE, [fill]) >= worstContrast(DARK_TEXT, [fill]) ? WHITE : DARK_TEXT;
}

/**
 * The shade a filled button takes under the pointer: MUI's 30% darker, or less where that makes its
 * text unreadable (dark text on the light colours of a dark look).
 */
function hoverShadeOf(main: string, text: string): string {
  for (let percent = 30; percent > 0; percent -= 1) {
    const shade = rgbToHex(darken(main, percent / 100));
    if (worstContrast(text, [shade]) >= TEXT_RATIO) return shade;
  }
  return main;
}

/**
 * A palette colour from a wanted one: `main` darkened or lightened only as far as it must to read as
 * text (4.5:1) on every one of `surfaces`, its button text readable on it and on its hover shade.
 */
export function readableColour(wanted: string, surfaces: readonly string[]): ReadableColour {
  const main = readableOn(wanted, surfaces, TEXT_RATIO);
  const contrastText = buttonTextOn(main);
  return { main, light: rgbToHex(lighten(main, 0.2)), dark: hoverShadeOf(main, contrastText), contrastText };
}

/**
 * The tints of the primary colour that primary and red text buttons sit on: react-admin's bulk actions
 * bar (`BulkActionsToolbar` tints it itself unless the theme uses CSS variables) and a selected table
 * row under the pointer (MUI's selected plus hover opacity: 0.08 + 0.04 light, 0.16 + 0.08 dark).
 */
export function primaryTintsOf(primary: ReadableColour, mode: 'light' | 'dark', paper: string): string[] {
  const bulkBar = mode === 'light' ? lighten(primary.light, 0.8) : darken(primary.dark, 0.5);
  const selectedRow = over(alpha(primary.main, mode === 'light' ? 0.12 : 0.24), paper);
  return [rgbToHex(bulkBar), selectedRow];
}

/**
 * The primary colour from the picked one, readable on `surfaces` and on the tints made from it
 * (`tintsOf`). Darkening the text darkens its tints a little too, so it is derived again until it settles.
 */
export function readablePrimary(
  picked: string,
  surfaces: readonly string[],
  tintsOf: (primary: ReadableColour) => string[],
): ReadableColour {
  let primary = readableColour(picked, surfaces);
  for (let pass = 0; pass < 10; pass += 1) {
    const next = readableColour(primary.main, [...surfaces, ...tintsOf(primary)]);
    if (next.main === primary.main) break;
    primary = next;
  }
  return primary;
}
