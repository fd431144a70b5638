import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/*
 * A calm, neutral look (zinc greys, one dark accent) so that status colours stand out. Built on
 * react-admin's own defaults so its components keep their spacing rules.
 */
const shared: RaThemeOptions = {
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    // docs/screens.md, Constants: 700 ms before a tooltip opens; the next one, moved to soon after,
    // opens at once (MUI keeps that window open for 800 ms after the last tooltip closed).
    MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 0 } },
    // A wide table scrolls sideways inside its card on a phone instead of pushing the page wider.
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { minWidth: 0, overflowX: 'auto' } } } },
  },
};

export const lightTheme = deepmerge(defaultLightTheme, {
  ...shared,
  palette: {
    mode: 'light',
    primary: { main: '#18181b', contrastText: '#fafafa' },
    secondary: { main: '#2563eb' },
    background: { default: '#f4f4f5', paper: '#ffffff' },
    divider: '#e4e4e7',
    text: { primary: '#09090b', secondary: '#52525b' },
  },
} satisfies RaThemeOptions) as RaThemeOptions;

export const darkTheme = deepmerge(defaultDarkTheme, {
  ...shared,
  palette: {
    mode: 'dark',
    primary: { main: '#fafafa', contrastText: '#18181b' },
    secondary: { main: '#60a5fa' },
    background: { default: '#09090b', paper: '#18181b' },
    divider: '#27272a',
    text: { primary: '#fafafa', secondary: '#a1a1aa' },
  },
} satisfies RaThemeOptions) as RaThemeOptions;
