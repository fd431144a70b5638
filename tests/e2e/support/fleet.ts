import { expect, type Page } from '@playwright/test';
import type { Role } from '../../../contract/roles';
import { DEMO_PASSWORD } from './server-settings';

/** The demo sign-ins (README), one per role. */
export const DEMO_USERS: Record<Role, string> = {
  superadmin: 'superadmin',
  admin: 'admin',
  moderator: 'moderator',
  user: 'user',
};

/** Where each role lands (docs/screens.md, Routes and access). */
export const HOMES: Record<Role, string> = {
  superadmin: '/dashboard/companies',
  admin: '/dashboard/branches',
  moderator: '/dashboard/employee',
  user: '/dashboard/vehicles',
};

/** Signs in through the sign-in screen, as a person would, and waits for the role's home. */
export async function signIn(page: Page, role: Role): Promise<void> {
  await signInAs(page, DEMO_USERS[role]);
  await expect(page).toHaveURL(HOMES[role]);
}

/** Signs in as any demo employee (they all use the demo password), e.g. the German company's admin. */
export async function signInAs(page: Page, username: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\//);
}

/** The toast on screen (there is at most one). */
export function toast(page: Page) {
  return page.locator('.MuiSnackbar-root [role="alert"], .MuiSnackbar-root [role="status"]');
}

export function sidebar(page: Page) {
  return page.getByTestId('sidebar');
}

export async function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}
