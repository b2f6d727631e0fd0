import { Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useGetIdentity, useTranslate } from 'react-admin';

/** "您好，<nick name>" under the logo (docs/spec.md §2 Sidebar). */
export const SidebarGreeting = () => {
  const translate = useTranslate();
  const { layout } = useTheme();
  const { identity } = useGetIdentity();
  if (!identity?.fullName) return null;
  return (
    <Typography
      variant="body2"
      noWrap
      data-testid="sidebar-greeting"
      sx={{ px: 2, py: 1, color: layout.sidebar.color, opacity: 0.85 }}
    >
      {translate('app.menu.greeting', { _: '您好，%{name}', name: identity.fullName })}
    </Typography>
  );
};
