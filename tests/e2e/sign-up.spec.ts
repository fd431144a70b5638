import { expect, test } from '@playwright/test';
import { HOMES, signIn, storedItem, toast } from './support/fleet';

test.describe('signing up', () => {
  test('the sign-up screen has email, password, confirmation, a sign-in button and a way back to /', async ({ page }) => {
    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Confirm password')).toBeVisible();
    await expect(page.getByText('Open the invitation link that your administrator sent you to sign up.')).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/');
  });

  test('passwords that differ are refused before anything is sent', async ({ page }) => {
    await page.goto('/sign-up?invite=some-invitation');
    let sent = false;
    await page.route('**/api/auth/register', (route) => {
      sent = true;
      return route.continue();
    });
    await page.getByLabel('Email').fill('new.person@example.com');
    await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
    await page.getByLabel('Confirm password').fill('long-enough-2');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    expect(sent).toBe(false);
  });

  test('an invited employee signs up from the link, is signed in and lands home', async ({ page, browser }) => {
    // An admin invites a new user for the Durrës branch.
    await signIn(page, 'admin');
    const branches = (await (await page.request.get('/api/branches?limit=100')).json()).data as { id: string; name: string }[];
    const durres = branches.find((branch) => branch.name === 'Durrës')!;
    const created = await page.request.post('/api/employees', {
      data: {
        email: 'mira.hoxha@example.com',
        username: 'mira.hoxha',
        first_name: 'Mira',
        last_name: 'Hoxha',
        role: 'user',
        branches: [durres.id],
      },
    });
    expect(created.status()).toBe(201);
    // Without PUBLIC_URL the API answers a path, which the app completes with its own address.
    const answered = (await created.json()).invitation.link as string;
    expect(answered).toMatch(/^\/sign-up\?invite=/);
    const link = new URL(answered, page.url());

    // The invitee opens the link in a browser of their own.
    const invitee = await (await browser.newContext()).newPage();
    await invitee.goto(`${link.pathname}${link.search}`);
    // The link says whom it invites: the email is filled in.
    await expect(invitee.getByLabel('Email')).toHaveValue('mira.hoxha@example.com');
    await invitee.getByLabel('Password', { exact: true }).fill('mira-secret-1');
    await invitee.getByLabel('Confirm password').fill('mira-secret-1');
    await invitee.getByRole('button', { name: 'Sign up' }).click();
    await expect(invitee).toHaveURL(HOMES.user);
    await expect(invitee.getByTestId('signed-in-username')).toHaveText('mira.hoxha');
    expect(JSON.parse((await storedItem(invitee, 'userData')) ?? '{}')).toMatchObject({ username: 'mira.hoxha', role: 'user' });

    // The link works once.
    const again = await (await browser.newContext()).newPage();
    await again.goto(`${link.pathname}${link.search}`);
    // Said at once, before anything is typed; the server still refuses what is sent.
    await expect(again.getByRole('alert')).toContainText('This invitation has already been used');
    await expect(again.getByLabel('Email')).toHaveValue('');
    await again.getByLabel('Email').fill('mira.hoxha@example.com');
    await again.getByLabel('Password', { exact: true }).fill('mira-secret-1');
    await again.getByLabel('Confirm password').fill('mira-secret-1');
    await again.getByRole('button', { name: 'Sign up' }).click();
    await expect(toast(again)).toContainText('This invitation has already been used');
    await expect(again).toHaveURL(/\/sign-up/);
  });
});
