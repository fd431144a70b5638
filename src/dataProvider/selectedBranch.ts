/**
 * The branch chosen in the sidebar, kept in localStorage so that it survives a reload (docs/screens.md, States).
 * Empty means all branches. Storage failures are swallowed (docs/screens.md, Toasts and errors): the choice then lasts only
 * for this page.
 */
const KEY = 'fleet.selectedBranchId';

let fallback = '';
const listeners = new Set<() => void>();

export function readSelectedBranch(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return fallback;
  }
}

export function writeSelectedBranch(branchId: string): void {
  fallback = branchId;
  try {
    if (branchId) localStorage.setItem(KEY, branchId);
    else localStorage.removeItem(KEY);
  } catch {
    // docs/screens.md, Toasts and errors: storage failures are not shown to the user
  }
  listeners.forEach((listener) => listener());
}

export function subscribeToSelectedBranch(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
