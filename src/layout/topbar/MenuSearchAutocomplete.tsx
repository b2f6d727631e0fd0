import { useState } from 'react';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { useMenu } from '../menu/MenuContext';
import { searchMenu, type MenuLeaf } from '../menu/menuModel';
import { useMenuPinyin } from '../menu/menuPinyin';
import { useOpenMenuItem } from '../menu/useOpenMenuItem';

/** Type-ahead over menu names, prefix match ignoring case, of the names or their pinyin (docs/spec.md §2). */
export const MenuSearchAutocomplete = () => {
  const translate = useTranslate();
  const { leaves } = useMenu();
  const openItem = useOpenMenuItem();
  const [input, setInput] = useState('');
  // pinyin-pro loads when the box is first used, not with the page.
  const [used, setUsed] = useState(false);
  const keysOf = useMenuPinyin(used || input !== '');
  return (
    <Autocomplete<MenuLeaf, false, false, false>
      size="small"
      options={leaves}
      inputValue={input}
      onInputChange={(_, value, reason) => setInput(reason === 'reset' ? '' : value)}
      value={null}
      onChange={(_, leaf) => {
        if (leaf) openItem(leaf.node);
        setInput('');
      }}
      filterOptions={(options, state) => searchMenu(options, state.inputValue, keysOf)}
      onFocus={() => setUsed(true)}
      getOptionLabel={(leaf) => leaf.node.label}
      isOptionEqualToValue={(a, b) => a.node.id === b.node.id}
      renderOption={({ key, ...props }, leaf) => (
        <li key={key} {...props}>
          {leaf.node.label}
          {leaf.trail.length > 0 && (
            <span style={{ marginLeft: 8, opacity: 0.7, fontSize: 12 }}>{leaf.trail.join(' / ')}</span>
          )}
        </li>
      )}
      noOptionsText={translate('app.menu.noResult', { _: '没有匹配的菜单' })}
      openOnFocus={false}
      forcePopupIcon={false}
      sx={{ width: 200, mx: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          variant="outlined"
          margin="none"
          placeholder={translate('app.menu.searchPlaceholder', { _: '请输入菜单名称' })}
          slotProps={{
            htmlInput: {
              ...params.inputProps,
              'aria-label': translate('app.menu.search', { _: '菜单搜索' }),
              'data-testid': 'menu-autocomplete',
            },
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              sx: { bgcolor: 'background.paper', borderRadius: 5, height: 34 },
            },
          }}
        />
      )}
    />
  );
};
