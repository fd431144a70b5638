import { expect, type Cookie, type Page } from '@playwright/test';
import type { Role } from '../../../contract/roles';
import { USER_DATA_KEY } from '../../../src/authProvider/userData';
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

/**
 * Signs in as this role and waits for its home, or, given a screen's address, opens that screen
 * instead. The first time in a worker it signs in through the sign-in screen, as a person would; after
 * that it reuses that session (`sessions` below).
 */
export async function signIn(page: Page, role: Role, path?: string): Promise<void> {
  await signInAs(page, DEMO_USERS[role], path);
  if (!path) await expect(page).toHaveURL(HOMES[role]);
}

/** Signs in as any demo employee (they all use the demo password), e.g. the German company's admin. */
export async function signInAs(page: Page, username: string, path?: string): Promise<void> {
  if (!(await restoreSession(page, username))) {
    await signInThroughScreen(page, username);
    await rememberSession(page, username);
    if (!path) return;
  }
  await page.goto(path ?? '/dashboard');
  await expect(page).toHaveURL(path ? (url) => url.pathname === new URL(path, url).pathname : /\/dashboard\//);
}

/**
 * Signs in as this role through the sign-in screen, always, and waits for its home: for the tests of
 * signing in and out, and for any test that ends its session or lets it refresh, which would end or
 * rotate a session that other tests share.
 */
export async function signInWithForm(page: Page, role: Role): Promise<void> {
  await signInThroughScreen(page, DEMO_USERS[role]);
  await expect(page).toHaveURL(HOMES[role]);
}

async function signInThroughScreen(page: Page, username: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\//);
}

/**
 * The sessions this worker has signed in, by username. Signing in through the screen loads the app
 * twice and checks a password hash; most tests only need to be signed in, and on CI's two cores the
 * sign-ins took a sixth of the browser tests' time. A session is reused for ten minutes only: its
 * access token lasts fifteen (server/auth/tokens.ts), so no test ever has to refresh it, which would
 * rotate the refresh token the other tests hold and end the session for all of them.
 */
const sessions = new Map<string, { cookies: Cookie[]; user: string; signedInAt: number }>();
const REUSE_MS = 10 * 60_000;

/** Keeps the session this page has just started, for the worker's next tests. */
async function rememberSession(page: Page, username: string): Promise<void> {
  const cookies = await page.context().cookies();
  const user = await storedItem(page, USER_DATA_KEY);
  if (user) sessions.set(username, { cookies, user, signedInAt: Date.now() });
}

/** Puts an earlier session of this username into the page, as a sign-in leaves it; false if there is none. */
async function restoreSession(page: Page, username: string): Promise<boolean> {
  const session = sessions.get(username);
  if (!session || Date.now() - session.signedInAt > REUSE_MS) return false;
  await page.context().addCookies(session.cookies);
  // localStorage belongs to the app's origin: a small file of the app's opens it without the app.
  await page.goto('/robots.txt');
  await page.evaluate(([key, user]) => localStorage.setItem(key, user), [USER_DATA_KEY, session.user] as const);
  return true;
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
