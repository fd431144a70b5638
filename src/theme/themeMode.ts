import { useCallback, useSyncExternalStore } from 'react';

/** docs/product.md, Languages and themes: light, dark or system (the default), kept under this key. */
const THEME_STORAGE_KEY = 'vite-ui-theme';
export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();
let fallback: ThemeMode = 'system';

function readMode(): ThemeMode {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return THEME_MODES.includes(stored as ThemeMode) ? (stored as ThemeMode) : 'system';
  } catch {
    return fallback;
  }
}

function writeMode(mode: ThemeMode) {
  fallback = mode;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // docs/screens.md, Toasts and errors: storage failures are not shown; the choice lasts for this page
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', listener);
  // Another tab changing the theme changes this one too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', listener);
    window.removeEventListener('storage', listener);
  };
}

const prefersDark = () => window.matchMedia(DARK_QUERY).matches;

/** The chosen mode, the palette it resolves to now, and a setter. */
export function useThemeMode() {
  const mode = useSyncExternalStore(subscribe, readMode, () => 'system' as ThemeMode);
  const systemDark = useSyncExternalStore(subscribe, prefersDark, () => false);
  const resolved: 'light' | 'dark' = mode === 'system' ? (systemDark ? 'dark' : 'light') : mode;
  const setMode = useCallback((next: ThemeMode) => writeMode(next), []);
  return { mode, resolved, setMode };
}
