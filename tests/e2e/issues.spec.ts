import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Role } from '../../contract/roles';
import { sidebar, signIn, toast } from './support/fleet';
import { dialog, rowOf } from './support/records';

/*
 * Issues in a real browser (docs/inspections.md, Issues): a user reports one on a vehicle from the
 * issues list; an admin finds the vehicle out of service on its row and its details while a critical
 * issue is open, opens the user's issue, assigns it, comments on it, resolves the critical one, and the
 * vehicle is back in service. Each run works on a vehicle of its own, so tests side by side do not meet.
 */
test.describe.configure({ timeout: 150_000 });

const newTag = () => Math.random().toString(36).slice(2, 7).toUpperCase();

/** A page of its own, signed in as this role: the user and the admin work side by side. */
async function pageAs(browser: Browser, role: Role): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(page, role);
  return page;
}

/** A car of this test's own in the branch given, which the demo's user sees (Durrës). */
async function addVehicle(page: Page, plate: string, branchId: string): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  const answer = await page.request.post('/api/vehicles', {
    data: {
      license_plate: plate,
      model: 'Iveco Daily 35S14',
      mileage: 48_000,
      type: 'truck',
      last_legislation_control: today,
      legislation_control_interval: 12,
      last_service_date: today,
      mandatory_service_interval: 12,
      mandatory_service_interval_km: 30_000,
      notes: null,
      branches: [branchId],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).data.id as string;
}

/** The vehicle's row on the vehicles list, found by the search. */
async function vehicleRow(page: Page, plate: string) {
  await page.goto(`/dashboard/vehicles?filter=${encodeURIComponent(JSON.stringify({ q: plate }))}`);
  const row = rowOf(page, plate);
  await expect(row).toBeVisible();
  return row;
}

test('a user reports an issue; an admin assigns it, comments, resolves the critical one, and the vehicle is back in service', async ({
  browser,
}) => {
  const tag = newTag();
  const plate = `IS ${tag}`;
  const user = await pageAs(browser, 'user');
  const admin = await pageAs(browser, 'admin');
  const userBranch = ((await (await user.request.get('/api/branches?limit=1')).json()).data as { id: string }[])[0]!.id;
  const vehicleId = await addVehicle(admin, plate, userBranch);

  // A critical issue, reported through the API: the vehicle is out of service at once.
  const critical = await admin.request.post('/api/issues', {
    data: { vehicle_id: vehicleId, title: `Brake pedal feels soft ${tag}`, description: 'Stops, but late', priority: 'critical' },
  });
  expect(critical.status(), await critical.text()).toBe(201);
  const criticalId = (await critical.json()).data.id as string;

  const row = await vehicleRow(admin, plate);
  await expect(row.getByTestId('out-of-service')).toHaveText('Out of service');
  await expect(row.getByTestId('open-issues')).toHaveText('1 open issue');
  // "Out of service only" keeps it: every row it lists is out of service.
  await admin.getByRole('switch', { name: 'Out of service only' }).check();
  await expect(admin).toHaveURL(/%22inService%22%3Afalse/);
  await expect(rowOf(admin, plate)).toBeVisible();
  await expect(admin.locator('tbody tr')).toHaveCount(await admin.locator('tbody tr').getByTestId('out-of-service').count());
  await admin.goto(`/dashboard/vehicles/${vehicleId}/details`);
  await expect(admin.getByRole('heading', { name: 'Iveco Daily 35S14' })).toBeVisible();
  await expect(admin.getByTestId('out-of-service')).toBeVisible();

  // The user reports what they saw, from the issues list; the vehicle picker says it is out of service.
  await sidebar(user).getByRole('link', { name: 'Issues' }).click();
  await expect(user).toHaveURL(/\/dashboard\/issues/);
  await expect(user.getByRole('heading', { level: 1 })).toHaveText('Issues');
  await user.getByRole('button', { name: 'Report an issue' }).click();
  const report = dialog(user, 'Report an issue');
  await report.getByRole('combobox', { name: 'Vehicle' }).fill(plate);
  const option = user.getByRole('option', { name: new RegExp(plate) });
  await expect(option).toContainText('Out of service');
  await option.click();
  await expect(report).toContainText('This vehicle is out of service');
  await report.getByRole('textbox', { name: 'Title' }).fill(`Mirror cracked ${tag}`);
  await report.getByRole('textbox', { name: 'Description' }).fill('Passenger side, since this morning');
  await report.getByRole('combobox', { name: 'Priority' }).click();
  await user.getByRole('option', { name: 'High' }).click();
  await report.getByRole('button', { name: 'Save' }).click();
  await expect(report).toBeHidden();
  await expect(toast(user)).toContainText('Issue reported successfully');
  const reported = rowOf(user, `Mirror cracked ${tag}`);
  await expect(reported).toContainText('High');
  await expect(reported).toContainText('Open');
  await expect(reported).toContainText(plate);

  // The user opens it: no status steps for them, but a comment.
  await reported.getByRole('link', { name: `Mirror cracked ${tag}` }).click();
  await expect(user).toHaveURL(/\/dashboard\/issues\/[^/]+\/show$/);
  await expect(user.getByRole('heading', { name: `Mirror cracked ${tag}` })).toBeVisible();
  await expect(user).toHaveTitle(`Mirror cracked ${tag} · Fleet`);
  await expect(user.getByRole('button', { name: 'Resolve' })).toHaveCount(0);
  await user.getByRole('textbox', { name: 'Comment' }).fill('It rattles above 80 km/h');
  await user.getByRole('button', { name: 'Add comment' }).click();
  await expect(toast(user)).toContainText('Comment added');
  await expect(user.getByTestId('issue-comment')).toContainText(['It rattles above 80 km/h']);

  // The admin finds it among the vehicle's issues, assigns it to themselves with a due date and comments.
  const me = (await (await admin.request.get('/api/auth/me')).json()).data as {
    first_name: string | null;
    last_name: string | null;
    username: string;
  };
  const myName = [me.first_name, me.last_name].filter(Boolean).join(' ') || me.username;
  await admin.goto(`/dashboard/vehicles/${vehicleId}/details`);
  await admin.getByRole('tab', { name: /^Issues/ }).click();
  await expect(admin).toHaveURL(/\?tab=issues$/);
  await expect(admin.getByRole('tab', { name: 'Issues 2' })).toBeVisible();
  await admin.reload();
  await expect(admin.getByRole('tab', { name: /^Issues/, selected: true })).toBeVisible();
  await rowOf(admin, `Mirror cracked ${tag}`)
    .getByRole('link', { name: `Mirror cracked ${tag}` })
    .click();
  await expect(admin.getByRole('heading', { name: `Mirror cracked ${tag}` })).toBeVisible();
  await expect(admin.getByTestId('issue-comment')).toContainText(['It rattles above 80 km/h']);
  await admin.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Edit' }).click();
  const edit = dialog(admin, 'Edit an issue');
  await edit.getByRole('combobox', { name: 'Assignee' }).fill(me.username);
  await admin
    .getByRole('option', { name: new RegExp(me.username) })
    .first()
    .click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(toast(admin)).toContainText('Issue modified successfully');
  const facts = admin.getByRole('region', { name: 'About the issue' });
  await expect(facts).toContainText(myName);
  await admin.getByRole('textbox', { name: 'Comment' }).fill('New mirror ordered');
  await admin.getByRole('button', { name: 'Add comment' }).click();
  await expect(admin.getByTestId('issue-comment')).toHaveText([/It rattles above 80 km\/h$/, /New mirror ordered$/]);
  await admin.getByRole('button', { name: 'Start work', exact: true }).click();
  await expect(toast(admin)).toContainText('Work on the issue started');
  await expect(admin.locator('[data-status="in_progress"]').first()).toBeVisible();

  // The critical one resolved: the vehicle is in service again, on its row and its details.
  await admin.goto(`/dashboard/issues/${criticalId}/show`);
  await expect(admin.getByRole('heading', { name: `Brake pedal feels soft ${tag}` })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'About the issue' }).getByTestId('out-of-service')).toBeVisible();
  await admin.getByRole('button', { name: 'Resolve' }).click();
  await expect(toast(admin)).toContainText('Issue resolved');
  await expect(admin.locator('[data-status="resolved"]').first()).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'About the issue' }).getByTestId('out-of-service')).toHaveCount(0);

  const after = await vehicleRow(admin, plate);
  await expect(after.getByTestId('out-of-service')).toHaveCount(0);
  await admin.getByRole('switch', { name: 'Out of service only' }).check();
  await expect(admin.getByText('No records found')).toBeVisible();
  await admin.getByRole('switch', { name: 'Out of service only' }).uncheck();
  // The user's issue is still open (in progress).
  await expect(after.getByTestId('open-issues')).toHaveText('1 open issue');
  await admin.goto(`/dashboard/vehicles/${vehicleId}/details`);
  await expect(admin.getByRole('heading', { name: 'Iveco Daily 35S14' })).toBeVisible();
  await expect(admin.getByTestId('open-issues')).toBeVisible();
  await expect(admin.getByTestId('out-of-service')).toHaveCount(0);

  await user.context().close();
  await admin.context().close();
});

test('the issues list opens with the open ones; "All statuses" shows the resolved too, and the filters stay in the address', async ({
  page,
}) => {
  const tag = newTag();
  await signIn(page, 'admin');
  const vehicle = (await (await page.request.get('/api/vehicles?limit=1&sort=license_plate')).json()).data[0] as { id: string };
  const created = await page.request.post('/api/issues', {
    data: { vehicle_id: vehicle.id, title: `Seat belt frayed ${tag}`, priority: 'low' },
  });
  expect(created.status(), await created.text()).toBe(201);
  // An issue is born open; resolved afterwards, as the office does.
  const issue = (await created.json()).data as { id: string; version: number };
  const resolved = await page.request.put(`/api/issues/${issue.id}`, {
    data: {
      vehicle_id: vehicle.id,
      title: `Seat belt frayed ${tag}`,
      priority: 'low',
      status: 'resolved',
      due_on: null,
      version: issue.version,
    },
  });
  expect(resolved.status(), await resolved.text()).toBe(200);
  await page.goto(`/dashboard/issues?filter=${encodeURIComponent(JSON.stringify({ q: tag, status: 'open_any' }))}`);
  await expect(page.getByText('No records found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  // react-admin names its empty choice "Clear value"; it reads "All statuses".
  await page.getByRole('option').filter({ hasText: 'All statuses' }).click();
  await expect(rowOf(page, `Seat belt frayed ${tag}`)).toContainText('Resolved');
  await expect(page).toHaveURL(/filter=/);
  await page.reload();
  await expect(rowOf(page, `Seat belt frayed ${tag}`)).toBeVisible();
});
