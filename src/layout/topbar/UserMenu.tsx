import { useState } from 'react';
import { Avatar, Button, Divider, Menu, Typography } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import PersonIcon from '@mui/icons-material/PersonOutline';
import LogoutIcon from '@mui/icons-material/Logout';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { useLayoutScreenLevel } from '../ScreenLevelContext';
import { TipConfirm } from '../TipConfirm';
import { BELOW_TOP_BAR_BUTTON } from './TopBarIconButton';
import { IconMenuItem } from '../IconMenuItem';

/** Avatar and nick name with the dashboard and user info links and the log out (confirmed) command. */
export const UserMenu = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const level = useLayoutScreenLevel();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const name = identity?.fullName ?? '';
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        // Starts with what the button shows (the nick name, or its first character on a phone).
        aria-label={
          name
            ? translate('app.navbar.userMenuOf', { _: '%{name} 用户菜单', name })
            : translate('app.navbar.userMenu', { _: '用户菜单' })
        }
        data-testid="user-menu-button"
        endIcon={<ArrowDropDownIcon />}
        sx={{ ml: 0.5, textTransform: 'none', minWidth: 0 }}
      >
        <Avatar
          src={identity?.avatar || undefined}
          alt={name}
          sx={{ width: 30, height: 30, mr: level >= 1 ? 1 : 0, fontSize: 14 }}
        >
          {/* Beside the nick name an icon, not its first character again: the name read starts with what is shown. */}
          {level >= 1 ? <PersonIcon fontSize="small" /> : name.slice(0, 1)}
        </Avatar>
        {level >= 1 && (
          <Typography variant="body2" noWrap sx={{ maxWidth: 120 }} data-testid="user-nick-name">
            {name}
          </Typography>
        )}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} {...BELOW_TOP_BAR_BUTTON}>
        <IconMenuItem
          to="/wel/dashboard"
          onClick={() => setAnchor(null)}
          icon={DashboardIcon}
          label={translate('app.navbar.dashboard', { _: '首页' })}
          testId="user-menu-dashboard"
        />
        <IconMenuItem
          to="/info/index"
          onClick={() => setAnchor(null)}
          icon={PersonIcon}
          label={translate('app.navbar.info', { _: '个人信息' })}
          testId="user-menu-info"
        />
        <Divider />
        <IconMenuItem
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
          icon={LogoutIcon}
          label={translate('app.navbar.logout', { _: '退出登录' })}
          testId="user-menu-logout"
        />
      </Menu>
      <TipConfirm
        isOpen={confirming}
        content={translate('app.navbar.logoutConfirm', { _: '退出系统, 是否继续?' })}
        onConfirm={() => {
          setConfirming(false);
          // A chosen log-out ends the visit: the next sign-in (maybe another user) starts at the console.
          void logout({}, undefined, false);
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
