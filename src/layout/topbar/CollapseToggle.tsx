import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import MenuIcon from '@mui/icons-material/Menu';
import { useSidebarState, useTranslate } from 'react-admin';
import { TopBarIconButton } from './TopBarIconButton';

export const CollapseToggle = () => {
  const [open, setOpen] = useSidebarState();
  const translate = useTranslate();
  return (
    <TopBarIconButton
      title={
        open ? translate('app.navbar.collapse', { _: '折叠菜单' }) : translate('app.navbar.expand', { _: '展开菜单' })
      }
      onClick={() => setOpen(!open)}
      aria-expanded={open}
      data-testid="collapse-toggle"
    >
      {open ? <MenuOpenIcon /> : <MenuIcon />}
    </TopBarIconButton>
  );
};
