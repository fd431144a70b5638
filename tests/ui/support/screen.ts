import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

export type User = ReturnType<typeof userEvent.setup>;

/** The table row that shows this text, once it is on screen (a test file's first render is slow in jsdom). */
export async function rowOf(text: string): Promise<HTMLElement> {
  return (await screen.findByText(text, {}, { timeout: 5000 })).closest('tr')!;
}

/** Presses the button that opens a dialog, and answers the dialog with that title. */
export async function openDialog(user: User, button: string, title: string): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}
