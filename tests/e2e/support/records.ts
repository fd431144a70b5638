import type { Page } from '@playwright/test';

/** A real 1×1 PNG: the server checks a logo's type by its content, not its name. */
export const TINY_PNG = {
  name: 'logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
};

/** Tests share one server and run side by side, so what a test creates carries a name of its own. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** The table row that shows this text. */
export function rowOf(page: Page, text: string) {
  return page.getByRole('row').filter({ hasText: text });
}

/** The open dialog with this title. */
export function dialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title });
}
