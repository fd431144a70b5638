import { Workbox } from 'workbox-window';

/*
 * The page's side of the service worker (src/sw/sw.ts, docs/yard.md): registered by the built app, where
 * the browser offers service workers (https, or localhost). A new version installs beside the running
 * one and waits: the person is asked (src/sw/UpdateReady.tsx) and reloads into it, or it takes over on
 * the next open, once every tab of the old one is closed. Never under a half-filled form.
 */
let waiting: Workbox | undefined;
const listeners = new Set<() => void>();

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    waiting = workbox;
    listeners.forEach((listener) => listener());
  });
  void workbox.register();
}

/** Whether a new version waits to take over. */
export const updateIsReady = (): boolean => waiting !== undefined;

/** Called once a new version is ready; answers the function that stops it. */
export function onUpdateReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The person chose the new version: it takes over, and the page reloads into it. */
export function reloadIntoNewVersion(): void {
  if (!waiting) return;
  waiting.addEventListener('controlling', () => window.location.reload());
  waiting.messageSkipWaiting();
}
