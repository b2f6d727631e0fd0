/** The 48px row of buttons right above a list's table (react-admin's selection bar slides over exactly it). */
export const LIST_TOOLBAR_SX = {
  minHeight: 48,
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  px: 2,
  borderBottom: 1,
  borderColor: 'divider',
} as const;
