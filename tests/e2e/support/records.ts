import type { Locator, Page } from '@playwright/test';

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

/** A form's or filter's date field (src/resources/shared/forms/DateInput.tsx): a group of day, month and year, named by its label. */
export function dateField(container: Page | Locator, name: string) {
  return container.getByRole('group', { name: new RegExp(`^${name}`) });
}

/** Types a date as a person does: into the day, then on through month and year, digits only ("25.11.2026"). */
export async function typeDate(container: Page | Locator, name: string, date: string): Promise<void> {
  const field = dateField(container, name);
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(date.replace(/\D/g, ''));
}
