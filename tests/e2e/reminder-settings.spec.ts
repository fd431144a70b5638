import { expect, test } from '@playwright/test';
import { signInAs, toast } from './support/fleet';

/*
 * The reminder settings (docs/reminders.md) in the browser: a moderator of the German demo company
 * chooses what to be told of and subscribes to the calendar; its admin sets when the company's check
 * sends. The e2e server has no SMTP server, so email says it is off.
 */
test.describe.configure({ timeout: 90_000 });

test("a person's own settings are saved and kept, and their calendar address works until replaced", async ({ page, playwright }) => {
  await signInAs(page, 'jonas.wagner', '/dashboard/reminder-settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reminder settings');
  await expect(page).toHaveTitle('Reminder settings · Fleet');
  await expect(page.getByText('Email is off on this Fleet')).toBeVisible();
  // No company card for a moderator.
  await expect(page.getByRole('heading', { name: 'The company’s reminders' })).toHaveCount(0);

  await page.getByRole('radio', { name: 'Only these branches' }).check();
  await page.getByRole('checkbox', { name: 'Köln' }).check();
  await page.getByLabel('Language of the email').click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Reminder settings saved');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Only these branches' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Köln' })).toBeChecked();
  await expect(page.getByLabel('Language of the email')).toHaveText('Deutsch');

  // The calendar's address opens without a session: a fresh client with no cookies.
  const address = page.getByLabel('Calendar address');
  await expect(address).toHaveValue(/\/api\/calendar\/[0-9a-f]+\.ics$/);
  const first = await address.inputValue();
  // Copy puts the whole address on the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(toast(page)).toContainText('Calendar address copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  const stranger = await playwright.request.newContext();
  try {
    const feed = await stranger.get(first);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    await page.getByRole('button', { name: 'Replace the address' }).click();
    await expect(toast(page)).toContainText('the old one no longer works');
    await expect(address).not.toHaveValue(first);
    expect((await stranger.get(first)).status()).toBe(404);
    expect((await stranger.get(await address.inputValue())).status()).toBe(200);
  } finally {
    await stranger.dispose();
  }
});

test("an admin sets the company's send hour, sees its time zone and the deliveries", async ({ page }) => {
  await signInAs(page, 'katrin.becker', '/dashboard/reminder-settings');
  const company = page.getByRole('region', { name: 'The company’s reminders' });
  await expect(company.getByLabel('Time zone')).toHaveValue('Europe/Berlin');
  await expect(company.getByText(/^It is \d\d:\d\d in Europe\/Berlin now\.$/)).toBeVisible();
  // The zones are found by typing part of a name; the list is every zone the browser knows.
  await company.getByLabel('Time zone').fill('Kolkata');
  await expect(page.getByRole('option', { name: 'Asia/Kolkata' })).toBeVisible();
  // Left without choosing, the field goes back to the company's zone.
  await company.getByLabel('Time zone').press('Escape');
  await company.getByLabel('Time zone').blur();
  await expect(company.getByLabel('Time zone')).toHaveValue('Europe/Berlin');
  await company.getByLabel('Send hour').click();
  await page.getByRole('option', { name: '06:00' }).click();
  await company.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Company settings saved');
  await page.reload();
  await expect(company.getByLabel('Send hour')).toHaveText('06:00');
  const settings = await page.request.get('/api/auth/me');
  const companyId = ((await settings.json()) as { data: { company_id: string } }).data.company_id;
  expect(
    ((await (await page.request.get(`/api/companies/${companyId}/settings`)).json()) as { data: { send_hour: number } }).data.send_hour,
  ).toBe(6);
  // Back to 07:00 for whoever comes next.
  await company.getByLabel('Send hour').click();
  await page.getByRole('option', { name: '07:00' }).click();
  await company.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Company settings saved');

  await expect(page.getByRole('region', { name: 'Deliveries' })).toBeVisible();
});
