import { useId, useState, type KeyboardEvent } from 'react';
import {
  Box,
  DialogContent,
  InputAdornment,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { ClosableDialog } from '../ClosableDialog';
import { useMenu } from '../menu/MenuContext';
import { menuIcon } from '../menu/menuIcons';
import { searchMenu, type MenuLeaf } from '../menu/menuModel';
import { useMenuPinyin } from '../menu/menuPinyin';
import { useOpenMenuItem } from '../menu/useOpenMenuItem';

/**
 * 菜单搜索 (docs/spec.md §2): prefix match ignoring case (also of the pinyin), arrows move, Enter opens, Esc
 * closes. The focus stays in the search box (a combobox), which points at the highlighted result; the
 * dialog keeps the focus inside and gives it back to what opened it.
 */
export const MenuSearchOverlay = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const { leaves } = useMenu();
  const openItem = useOpenMenuItem();
  const [text, setText] = useState('');
  const [highlight, setHighlight] = useState(0);
  const keysOf = useMenuPinyin(open);
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  const results = text.trim() ? searchMenu(leaves, text, keysOf) : leaves;

  const close = () => {
    setText('');
    setHighlight(0);
    onClose();
  };
  const choose = (leaf: MenuLeaf | undefined) => {
    if (!leaf) return;
    openItem(leaf.node);
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setHighlight((index) => Math.min(index + 1, results.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlight((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(results[highlight]);
    }
  };

  return (
    <ClosableDialog
      open={open}
      onClose={close}
      maxWidth="sm"
      title={translate('app.menu.search', { _: '菜单搜索' })}
      data-testid="menu-search-overlay"
      slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: '12vh' } } }}
    >
      <DialogContent>
        <TextField
          autoFocus
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setHighlight(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={translate('app.menu.searchPlaceholder', { _: '请输入菜单名称' })}
          slotProps={{
            htmlInput: {
              'aria-label': translate('app.menu.search', { _: '菜单搜索' }),
              'data-testid': 'menu-search-input',
              role: 'combobox',
              'aria-autocomplete': 'list',
              'aria-expanded': results.length > 0,
              'aria-controls': results.length > 0 ? listId : undefined,
              'aria-activedescendant': results[highlight] ? optionId(highlight) : undefined,
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <Box sx={{ maxHeight: '50vh', overflowY: 'auto', mt: 1 }}>
          {results.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid="menu-search-empty">
              {translate('app.menu.noResult', { _: '没有匹配的菜单' })}
            </Typography>
          ) : (
            <List id={listId} role="listbox" aria-label={translate('app.menu.search', { _: '菜单搜索' })} dense>
              {results.map((leaf, index) => {
                const Icon = menuIcon(leaf.node.icon, leaf.node.code);
                return (
                  <ListItemButton
                    key={leaf.node.id}
                    component="li"
                    id={optionId(index)}
                    tabIndex={-1}
                    role="option"
                    selected={index === highlight}
                    aria-selected={index === highlight}
                    onClick={() => choose(leaf)}
                    onMouseEnter={() => setHighlight(index)}
                    data-testid="menu-search-result"
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Icon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={leaf.node.label} secondary={leaf.trail.join(' / ') || undefined} />
                  </ListItemButton>
                );
              })}
            </List>
          )}
        </Box>
      </DialogContent>
    </ClosableDialog>
  );
};
