import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { FOCUS_RING } from '../focusRing';

/** Look of a sidebar entry from the current theme's sidebar colours. */
export function useSidebarItemSx(): SxProps<Theme> {
  const { layout } = useTheme();
  const { sidebar } = layout;
  return {
    minHeight: 44,
    color: sidebar.color,
    borderLeft: sidebar.activeStripe ? '3px solid transparent' : undefined,
    '&:hover': { bgcolor: sidebar.hoverBackground },
    '&.Mui-selected, &.Mui-selected:hover': {
      color: sidebar.activeColor,
      bgcolor: sidebar.activeBackground,
      borderLeftColor: sidebar.activeStripe ? sidebar.accent : undefined,
    },
    // The entry's text colour: readable on the sidebar, and on a selected entry's fill too.
    '&.Mui-focusVisible, &:focus-visible': FOCUS_RING,
  };
}
