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
    // A checkbox's name belongs on its input, where screen readers look for it: react-admin names
    // its row checkboxes with aria-label, which MUI puts on the wrapping span (docs/accessibility.md).
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { 'aria-label': undefined },
          input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }),
        },
      },
    },
    // docs/screens.md, Constants: 700 ms before a tooltip opens; the next one, moved to within 300 ms
    // of the last one closing, opens at once. MUI keeps that window open 800 ms plus leaveDelay, so a
    // leaveDelay of -500 makes it 300 ms; the tooltip still closes at once (a timer below 0 fires at 0).
    MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 0, leaveDelay: -500 } },
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
    // Status colours at 4.5:1 or more (WCAG AA, docs/accessibility.md) with white text, and as text on
    // white and on a selected row's bar (#ebebeb); MUI's orange reaches 3.1:1 with white text, its red
    // 4.2:1 as the bar's Delete.
    warning: { main: '#b45309', contrastText: '#ffffff' },
    error: { main: '#b91c1c', contrastText: '#ffffff' },
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
    // Light status colours with dark text: at 4.5:1 or more as chips, and as text on the dark documents
    // and on a selected row's bar (#3d3d3f).
    warning: { main: '#fbbf24', contrastText: '#18181b' },
    error: { main: '#fca5a5', contrastText: '#18181b' },
    background: { default: '#09090b', paper: '#18181b' },
    divider: '#27272a',
    text: { primary: '#fafafa', secondary: '#a1a1aa' },
  },
} satisfies RaThemeOptions) as RaThemeOptions;
