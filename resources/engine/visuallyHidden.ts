/**
 * Out of sight but read by screen readers and, for a control, reached by Tab (unlike `hidden` or
 * `display: none`, which take an element out of both): a table's caption, a file input whose visible
 * face is its label.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
