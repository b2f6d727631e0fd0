import { useState } from 'react';
import { Box, Button, Popover, TextField, Typography } from '@mui/material';
import PaletteIcon from '@mui/icons-material/PaletteOutlined';
import { HexColorPicker } from 'react-colorful';
import { useTranslate } from 'react-admin';
import { siteConfig } from '../../config';
import { useThemeSettings } from '../../theme/useThemeSettings';
import { BELOW_TOP_BAR_BUTTON, TopBarIconButton } from './TopBarIconButton';

const PRESETS = ['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'];
const HEX = /^#[0-9a-f]{6}$/i;

/** Primary colour of the whole app, default #409EFF (docs/spec.md §9), applied as it is picked. */
export const ColorPicker = () => {
  const translate = useTranslate();
  const [{ color }, setSettings] = useThemeSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState(color);
  const apply = (value: string) => {
    setDraft(value);
    if (HEX.test(value)) setSettings({ color: value });
  };
  return (
    <>
      <TopBarIconButton
        title={translate('app.navbar.color', { _: '换色' })}
        onClick={(event) => {
          setDraft(color);
          setAnchor(event.currentTarget);
        }}
        data-testid="color-picker-button"
      >
        <PaletteIcon />
      </TopBarIconButton>
      <Popover open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)} {...BELOW_TOP_BAR_BUTTON}>
        <Box sx={{ p: 2, width: 232 }} data-testid="color-picker">
          <Typography variant="subtitle2" gutterBottom>
            {translate('app.navbar.color', { _: '换色' })}
          </Typography>
          <HexColorPicker
            color={HEX.test(draft) ? draft : color}
            onChange={apply}
            style={{ width: '100%', height: 150 }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, my: 1.5 }}>
            {PRESETS.map((preset) => (
              <Box
                key={preset}
                component="button"
                type="button"
                aria-label={preset}
                onClick={() => apply(preset)}
                sx={{
                  width: 22,
                  height: 22,
                  borderRadius: 0.5,
                  bgcolor: preset,
                  cursor: 'pointer',
                  border: 2,
                  borderColor: preset.toLowerCase() === color.toLowerCase() ? 'text.primary' : 'transparent',
                }}
              />
            ))}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField
              value={draft}
              onChange={(event) => apply(event.target.value.trim())}
              error={!HEX.test(draft)}
              margin="none"
              slotProps={{
                htmlInput: {
                  'aria-label': translate('app.navbar.colorValue', { _: '颜色值' }),
                  'data-testid': 'color-input',
                  maxLength: 7,
                },
              }}
            />
            <Button size="small" onClick={() => apply(siteConfig.defaultColor)}>
              {translate('app.navbar.colorReset', { _: '默认' })}
            </Button>
          </Box>
        </Box>
      </Popover>
    </>
  );
};
