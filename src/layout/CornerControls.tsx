import { Box } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ThemeSwitcher } from './ThemeSwitcher';

/**
 * docs/screens.md, Layout: the language switcher at the top right of every screen, the theme beside
 * it. On the signed-in screens they sit in the app bar (src/layout/Layout.tsx) and scroll with it, so
 * they never cover a list's buttons; elsewhere, with no app bar, they are fixed in the corner.
 */
export function CornerControls() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
      <LanguageSwitcher />
      <ThemeSwitcher />
    </Box>
  );
}

/** The corner controls of the screens without an app bar: sign-in, sign-up, a path not found. */
export function FixedCornerControls() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/dashboard')) return null;
  return (
    <Box sx={{ position: 'fixed', top: 10, right: 12, zIndex: (theme) => theme.zIndex.appBar + 1 }}>
      <CornerControls />
    </Box>
  );
}
