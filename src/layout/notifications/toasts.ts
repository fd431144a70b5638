import { useSyncExternalStore } from 'react';

/** docs/screens.md, Constants: one toast at a time; it leaves 1000 ms after dismissal; shown for 5000 ms. */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY_MS = 1000;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive' | 'success';

interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
  open: boolean;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast; a newer one replaces the one on screen (limit 1). Texts arrive translated. */
export function showToast(input: ToastInput): number {
  const id = nextId++;
  const toast: Toast = { id, title: input.title, description: input.description, variant: input.variant ?? 'default', open: true };
  publish([toast, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** Closes a toast, then removes it once its closing animation is over. */
export function dismissToast(id: number) {
  publish(toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
  setTimeout(() => publish(toasts.filter((toast) => toast.id !== id)), TOAST_REMOVE_DELAY_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
