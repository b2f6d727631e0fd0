import { Tab, Tabs } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { menuIcon } from '../menu/menuIcons';
import { SIDE_MENU_ID } from '../sidebar/SidebarMenu';
import { menuName } from '../menu/menuModel';
import { useTopMenuId, useTopMenus } from '../menu/useServerMenu';

/**
 * Home plus the server's top menus; choosing one reloads the sidebar for it (docs/spec.md §2 Top bar).
 * The tabs' panel is the sidebar's menu: each tab says so (`aria-controls`), so a screen reader can go
 * from the chosen tab to the entries it brought.
 */
export const TopMenu = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const { data: menus = [] } = useTopMenus();
  const [topMenuId, setTopMenuId] = useTopMenuId();
  const value = menus.some((menu) => String(menu.id) === topMenuId) ? topMenuId : '';
  const choose = (id: string) => {
    setTopMenuId(id);
    if (id === '') navigate('/wel/index');
  };
  return (
    <Tabs
      value={value}
      onChange={(_, id: string) => choose(id)}
      variant="scrollable"
      scrollButtons={false}
      aria-label={translate('app.navbar.topMenu', { _: '顶部菜单' })}
      data-testid="top-menu"
      textColor="inherit"
      sx={{
        minHeight: 56,
        '& .MuiTab-root': { minHeight: 56, minWidth: 72, px: 1.5, opacity: 0.85 },
        '& .Mui-selected': { opacity: 1, fontWeight: 600 },
      }}
    >
      <Tab
        value=""
        label={translate('app.navbar.home', { _: '首页' })}
        aria-controls={SIDE_MENU_ID}
        data-testid="top-menu-home"
      />
      {menus.map((menu) => {
        const Icon = menuIcon(menu.source, menu.code);
        return (
          <Tab
            key={menu.id}
            value={String(menu.id)}
            label={menuName(menu, locale)}
            icon={<Icon fontSize="small" />}
            iconPosition="start"
            aria-controls={SIDE_MENU_ID}
            data-testid={`top-menu-${menu.code || menu.id}`}
          />
        );
      })}
    </Tabs>
  );
};
