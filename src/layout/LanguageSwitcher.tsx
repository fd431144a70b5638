import { useEffect, useState } from 'react';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useTranslate } from 'ra-core';
import { LANGUAGE_TAGS, LOCALES, type Locale } from '../i18n';

/** English (default), Deutsch, Shqip; react-admin keeps the choice in its store. */
export function LanguageSwitcher() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  // Screen readers, spell checkers and the browser's own formats follow the page's language.
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[locale as Locale] ?? 'en';
  }, [locale]);

  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<TranslateIcon fontSize="small" />}
        onClick={(event) => setAnchor(event.currentTarget)}
        // The name holds the visible text (EN), as speech input users say what they see.
        aria-label={`${translate('fleet.language.label')}: ${locale.toUpperCase()}`}
        aria-haspopup="menu"
        sx={{ minWidth: 0, px: 1, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
      >
        {locale.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LOCALES.map((option) => (
          <MenuItem
            key={option.locale}
            selected={option.locale === locale}
            lang={LANGUAGE_TAGS[option.locale]}
            onClick={() => {
              setLocale(option.locale);
              setAnchor(null);
            }}
          >
            <ListItemText>{option.name}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
