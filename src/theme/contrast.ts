import { darken, decomposeColor, lighten, rgbToHex } from '@mui/material/styles';

/**
 * Colour contrast as WCAG 2.1 measures it (and axe-core checks it), and the smallest change of a colour
 * that makes it readable. MUI's colour helpers parse and shift colours; the ratio is computed here
 * because MUI's `getContrastRatio` rounds luminance to three digits, enough to pass a pair at 4.49:1.
 */

/** AA minimum for text (WCAG 1.4.3). */
export const TEXT_RATIO = 4.5;
/** AA minimum for the parts of a control that identify it or its state, and focus outlines (WCAG 1.4.11). */
export const UI_RATIO = 3;

const channel = (value: number) => {
  const srgb = value / 255;
  return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of an opaque colour, 0 (black) to 1 (white); alpha is ignored, see `over`. */
export function luminance(colour: string): number {
  const [r, g, b] = decomposeColor(colour).values;
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio of two opaque colours, 1 to 21, in either order. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The opaque colour seen when `colour` (maybe translucent, `rgba(…)`) is painted over an opaque `background`. */
export function over(colour: string, background: string): string {
  const top = decomposeColor(colour === 'transparent' ? 'rgba(0, 0, 0, 0)' : colour);
  const opacity = top.values[3] ?? 1;
  const below = decomposeColor(background).values;
  const mixed = [0, 1, 2].map((i) => Math.round(top.values[i] * opacity + below[i] * (1 - opacity)));
  return rgbToHex(`rgb(${mixed.join(', ')})`);
}

/** The lowest contrast of `colour` on any of `backgrounds` (a translucent colour is painted over each). */
export function worstContrast(colour: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((background) => contrastRatio(over(colour, background), background)));
}

/**
 * `colour` itself when it reaches `ratio` on every background, else `colour` darkened (on light
 * backgrounds) or lightened (on dark ones) by the smallest step of 1% that reaches it, as `#rrggbb`.
 * Black or white when nothing short of them does.
 */
export function readableOn(colour: string, backgrounds: readonly string[], ratio: number): string {
  if (worstContrast(colour, backgrounds) >= ratio) return colour;
  const towardsBlack = worstContrast('#000000', backgrounds) >= worstContrast('#ffffff', backgrounds);
  const shift = towardsBlack ? darken : lighten;
  for (let percent = 1; percent < 100; percent += 1) {
    const candidate = rgbToHex(shift(colour, percent / 100));
    if (worstContrast(candidate, backgrounds) >= ratio) return candidate;
  }
  return towardsBlack ? '#000000' : '#ffffff';
}

/**
 * The colours of a CSS background a text can sit on: a plain colour, or the stops of its linear
 * gradients. Radial gradients are left out: the looks use them only for the star dots of `star`.
 */
export function surfacesOf(background: string): string[] {
  if (!background.includes('gradient(')) return [background];
  const linear = background.match(/linear-gradient\((?:[^()]|\([^()]*\))*\)/g) ?? [];
  return linear.flatMap((gradient) => gradient.match(/#[0-9a-f]{3,8}\b|rgba?\([^)]*\)/gi) ?? []);
}
