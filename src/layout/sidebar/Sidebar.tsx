import { Box, Drawer } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useSidebarState } from 'react-admin';
import { focusRingWithin } from '../focusRing';
import { useLayoutScreenLevel } from '../ScreenLevelContext';
import { SidebarGreeting } from './SidebarGreeting';
import { SidebarLogo } from './SidebarLogo';
import { SidebarMenu } from './SidebarMenu';

const SidebarContent = ({ collapsed }: { collapsed: boolean }) => {
  const { layout } = useTheme();
  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        background: layout.sidebar.background,
        color: layout.sidebar.color,
        ...focusRingWithin,
      }}
    >
      <SidebarLogo collapsed={collapsed} />
      {!collapsed && <SidebarGreeting />}
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', scrollbarWidth: 'thin' }}>
        <SidebarMenu collapsed={collapsed} />
      </Box>
    </Box>
  );
};

/** Permanent rail on desktops (full or folded), a sliding drawer on phones. */
export const Sidebar = () => {
  const theme = useTheme();
  const [open, setOpen] = useSidebarState();
  const level = useLayoutScreenLevel();
  if (level === 0) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: theme.sidebar.width, border: 0 } } }}
      >
        <SidebarContent collapsed={false} />
      </Drawer>
    );
  }
  const width = open ? theme.sidebar.width : theme.sidebar.closedWidth;
  return (
    <Box
      component="aside"
      data-testid="sidebar"
      data-collapsed={!open}
      sx={{
        width,
        flexShrink: 0,
        height: '100vh',
        position: 'sticky',
        top: 0,
        transition: theme.transitions.create('width'),
        overflow: 'hidden',
        boxShadow: '1px 0 4px rgba(0,21,41,0.08)',
        zIndex: 2,
      }}
    >
      <SidebarContent collapsed={!open} />
    </Box>
  );
};
