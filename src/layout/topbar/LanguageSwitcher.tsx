import { useState } from 'react';
import { Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useTranslate } from 'react-admin';
import { siteConfig } from '../../config';
import { TopBarIconButton } from './TopBarIconButton';

const LANGUAGE_NAMES: Record<string, string> = { zh: '中文', en: 'English' };

/** zh / en; the current one is disabled. The i18n provider saves the choice for the next visit (docs/spec.md §2). */
export const LanguageSwitcher = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (language: string) => {
    setAnchor(null);
    setLocale(language);
  };
  return (
    <>
      <TopBarIconButton
        title={translate('app.navbar.language', { _: '中英文' })}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        data-testid="language-button"
      >
        <TranslateIcon />
      </TopBarIconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {siteConfig.languages.map((language) => (
          <MenuItem
            key={language}
            disabled={language === locale}
            selected={language === locale}
            onClick={() => choose(language)}
            data-testid={`language-${language}`}
          >
            {LANGUAGE_NAMES[language] ?? language}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
