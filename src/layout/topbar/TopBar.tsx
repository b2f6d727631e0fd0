import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { focusRingWithin } from '../focusRing';
import { NoticePopover } from '../notice/NoticePopover';
import { useLayoutScreenLevel } from '../ScreenLevelContext';
import { CollapseToggle } from './CollapseToggle';
import { ColorPicker } from './ColorPicker';
import { ErrorLogButton } from './ErrorLogButton';
import { FullscreenToggle } from './FullscreenToggle';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LockButton } from './LockButton';
import { MenuSearchAutocomplete } from './MenuSearchAutocomplete';
import { MenuSearchButton } from './MenuSearchButton';
import { ThemePicker } from './ThemePicker';
import { TopMenu } from './TopMenu';
import { UserMenu } from './UserMenu';

/** The top bar of docs/spec.md §2, the page's banner; narrow screens keep only what fits (screen levels 0-3). */
export const TopBar = () => {
  const { layout } = useTheme();
  const level = useLayoutScreenLevel();
  return (
    <Box
      component="header"
      data-testid="top-bar"
      sx={{
        height: 56,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        px: 1,
        gap: 0.25,
        background: layout.appBar.background,
        color: layout.appBar.color,
        borderBottom: layout.appBar.border ?? '1px solid rgba(0,0,0,0.06)',
        ...focusRingWithin,
      }}
    >
      <CollapseToggle />
      {level >= 2 && (
        <Box sx={{ minWidth: 0, flexShrink: 1, overflow: 'hidden' }}>
          <TopMenu />
        </Box>
      )}
      <Box sx={{ flex: 1 }} />
      {level >= 3 && <MenuSearchAutocomplete />}
      <MenuSearchButton />
      {level >= 2 && <ColorPicker />}
      {level >= 2 && <ThemePicker />}
      {level >= 1 && <FullscreenToggle />}
      <ErrorLogButton />
      <LockButton />
      <NoticePopover />
      <LanguageSwitcher />
      <UserMenu />
    </Box>
  );
};
