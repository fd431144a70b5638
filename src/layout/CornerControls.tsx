import { Box } from '@mui/material';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ThemeSwitcher } from './ThemeSwitcher';

/** Room the header leaves free for these controls. */
export const CORNER_CONTROLS_WIDTH = 132;

/** docs/screens.md, Layout: the language switcher is fixed at the top right of every screen; the theme sits beside it. */
export function CornerControls() {
  return (
    <Box
      sx={{
        position: 'fixed',
        top: 10,
        right: 12,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
      }}
    >
      <LanguageSwitcher />
      <ThemeSwitcher />
    </Box>
  );
}
