import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** The product mark; a click goes to the console, as the first tab does. */
export const SidebarLogo = ({ collapsed }: { collapsed: boolean }) => {
  const translate = useTranslate();
  const { layout } = useTheme();
  return (
    <Box
      component={Link}
      to="/wel/dashboard"
      data-testid="sidebar-logo"
      // Folded, only the mark shows and the product's full name names the link; open, its visible title does.
      aria-label={collapsed ? translate('app.title', { _: '文化市场监管后台' }) : undefined}
      sx={{
        height: 56,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: collapsed ? 'center' : 'flex-start',
        gap: 1.25,
        px: collapsed ? 0 : 2,
        color: layout.sidebar.color,
        bgcolor: layout.sidebar.logoBackground,
        textDecoration: 'none',
        overflow: 'hidden',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 30,
          height: 30,
          flexShrink: 0,
          borderRadius: 1.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          fontSize: 15,
        }}
      >
        文
      </Box>
      {!collapsed && (
        <Typography noWrap sx={{ fontWeight: 600, fontSize: 16, color: 'inherit' }}>
          {translate('app.shortTitle', { _: '文化市场监管' })}
        </Typography>
      )}
    </Box>
  );
};
