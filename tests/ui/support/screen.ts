import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

export type User = ReturnType<typeof userEvent.setup>;

/** The table row that shows this text, once it is on screen (a test file's first render is slow in jsdom). */
export async function rowOf(text: string): Promise<HTMLElement> {
  return (await screen.findByText(text)).closest('tr')!;
}

/** Presses the button that opens a dialog, and answers the dialog with that title. */
export async function openDialog(user: User, button: string, title: string): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

/**
 * A form's date field (src/resources/shared/forms/DateInput.tsx): a group of day, month and year, named by its
 * label, once its picker has loaded. The picker is loaded on first use, and with every test file importing at
 * once on a 2-core CI machine that import alone has taken longer than the usual 15 s wait, so this one waits 60 s.
 */
export function dateField(container: HTMLElement, name: string): Promise<HTMLElement> {
  return within(container).findByRole('group', { name: new RegExp(`^${name}`) }, { timeout: 60_000 });
}

/** The date a form's date field shows, as typed: dd.MM.yyyy, or '' when empty. */
export async function shownDate(container: HTMLElement, name: string): Promise<string> {
  return ((await dateField(container, name)).parentElement!.querySelector('input') as HTMLInputElement).value;
}

/** Types a date as a person does: into the day, then on through month and year, digits only ("25.11.2026"). */
export async function typeDate(user: User, container: HTMLElement, name: string, date: string): Promise<void> {
  await user.click(within(await dateField(container, name)).getAllByRole('spinbutton')[0]!);
  await user.keyboard(date.replace(/\D/g, ''));
}
