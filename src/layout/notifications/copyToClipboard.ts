import { showToast } from './toasts';

/**
 * Puts the text on the clipboard and says so in a toast; where the browser keeps the clipboard to
 * itself (plain HTTP on a network address) the toast says to select and copy it by hand. The toasts'
 * titles arrive translated.
 */
export async function copyToClipboard(text: string, titles: { copied: string; failed: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast({ title: titles.copied, variant: 'success' });
  } catch {
    showToast({ title: titles.failed, variant: 'destructive' });
  }
}
