import { Box, DialogContent, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/CheckCircle';
import ThemeIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import { useTranslate } from 'react-admin';
import { THEME_NAMES, themeLooks, type ThemeName } from '../../theme/themeLooks';
import { useThemeSettings } from '../../theme/useThemeSettings';
import { ClosableDialog } from '../ClosableDialog';
import { TopBarDialogButton } from './TopBarIconButton';

/** A miniature of a look: sidebar, top bar and a card on the page background. */
const ThemePreview = ({ name }: { name: ThemeName }) => {
  const look = themeLooks[name];
  return (
    <Box
      aria-hidden
      sx={{
        display: 'flex',
        height: 72,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        background: look.background,
      }}
    >
      <Box
        sx={{
          width: 26,
          background: look.sidebar.background,
          display: 'flex',
          flexDirection: 'column',
          gap: 0.5,
          p: 0.5,
        }}
      >
        {[0, 1, 2].map((i) => (
          <Box
            key={i}
            sx={{ height: 4, borderRadius: 1, bgcolor: look.sidebar.color, opacity: i === 0 ? 0.9 : 0.45 }}
          />
        ))}
      </Box>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ height: 14, background: look.appBar.background, borderBottom: look.appBar.border ?? 'none' }} />
        <Box sx={{ m: 0.75, flex: 1, bgcolor: look.paper, borderRadius: `${Math.min(look.radius, 6)}px` }} />
      </Box>
    </Box>
  );
};

/** The eleven looks of docs/spec.md §2, each previewed, applied on click. */
export const ThemePicker = () => {
  const translate = useTranslate();
  const [{ name: current }, setSettings] = useThemeSettings();
  const title = translate('app.navbar.theme', { _: '主题' });
  return (
    <TopBarDialogButton
      title={title}
      testId="theme-picker-button"
      icon={<ThemeIcon />}
      dialog={(open, close) => (
        <ClosableDialog
          open={open}
          onClose={close}
          maxWidth="md"
          title={translate('app.navbar.themeTitle', { _: '选择主题' })}
        >
          <DialogContent>
            <Box
              role="radiogroup"
              aria-label={title}
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 2 }}
            >
              {THEME_NAMES.map((name) => {
                const selected = name === current;
                return (
                  <Box
                    key={name}
                    component="button"
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    data-testid={`theme-${name}`}
                    onClick={() => setSettings({ name })}
                    sx={{
                      p: 1,
                      textAlign: 'left',
                      cursor: 'pointer',
                      bgcolor: 'background.paper',
                      color: 'text.primary',
                      borderRadius: 1.5,
                      border: 2,
                      borderColor: selected ? 'primary.main' : 'transparent',
                      position: 'relative',
                      '&:hover': { borderColor: selected ? 'primary.main' : 'divider' },
                      '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
                    }}
                  >
                    <ThemePreview name={name} />
                    <Typography variant="body2" sx={{ mt: 0.75 }}>
                      {translate(`app.theme.${name}`, { _: themeLooks[name].label })}
                    </Typography>
                    {selected && (
                      <CheckIcon color="primary" sx={{ position: 'absolute', right: 6, bottom: 6, fontSize: 18 }} />
                    )}
                  </Box>
                );
              })}
            </Box>
          </DialogContent>
        </ClosableDialog>
      )}
    />
  );
};
