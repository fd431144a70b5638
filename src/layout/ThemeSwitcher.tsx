import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import { useTranslate } from 'ra-core';
import { THEME_MODES, useThemeMode, type ThemeMode } from '../theme/themeMode';

const ICONS: Record<ThemeMode, typeof LightModeIcon> = {
  light: LightModeIcon,
  dark: DarkModeIcon,
  system: SettingsBrightnessIcon,
};

/** Light, dark or system; the choice is the browser's, so it outlives a sign-out. */
export function ThemeSwitcher() {
  const translate = useTranslate();
  const { mode, resolved, setMode } = useThemeMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('fleet.theme.label');
  const Current = resolved === 'dark' ? DarkModeIcon : LightModeIcon;

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={label}
          aria-haspopup="menu"
          sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          <Current fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {THEME_MODES.map((option) => {
          const Icon = ICONS[option];
          return (
            <MenuItem
              key={option}
              selected={option === mode}
              onClick={() => {
                setMode(option);
                setAnchor(null);
              }}
            >
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{translate(`fleet.theme.${option}`)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
