/**
 * The keyboard focus of the shell: a 2px ring in the control's own text colour, drawn inside it, so it
 * shows on the dark sidebar, on coloured app bars and on a selected (filled) entry alike. MUI's buttons
 * drop the browser's outline and mark keyboard focus with `.Mui-focusVisible`; links and plain
 * buttons use `:focus-visible`.
 */
export const FOCUS_RING = { outline: '2px solid currentColor', outlineOffset: '-2px' } as const;

/** The ring on every link, button and tab inside a part of the shell (top bar, sidebar, tabs). */
export const focusRingWithin = {
  '& a:focus-visible, & button:focus-visible, & [role="button"]:focus-visible, & [role="tab"]:focus-visible, & .Mui-focusVisible':
    FOCUS_RING,
} as const;
