import { useEffect, useState } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { MenuSearchOverlay } from '../search/MenuSearchOverlay';
import { TopBarIconButton } from './TopBarIconButton';

/** Opens the menu search overlay; Ctrl/⌘+K opens it from anywhere. */
export const MenuSearchButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <TopBarIconButton
        title={translate('app.menu.search', { _: '菜单搜索' })}
        onClick={() => setOpen(true)}
        data-testid="menu-search-button"
      >
        <SearchIcon />
      </TopBarIconButton>
      <MenuSearchOverlay open={open} onClose={() => setOpen(false)} />
    </>
  );
};
