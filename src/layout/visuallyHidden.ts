/**
 * Kept in the page for screen readers and the keyboard, out of sight: the page's heading (its tab
 * shows the title) and the skip link until it takes focus.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
