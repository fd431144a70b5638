import { expect, test, type APIResponse, type Browser, type Page } from '@playwright/test';
import type { Role } from '../../contract/roles';
import { signIn, toast } from './support/fleet';
import { rowOf, uniqueName } from './support/records';

/*
 * A repair from the defect to the record (docs/work-orders.md), in a real browser against the real
 * server: a driver's inspection fails a critical item, which raises an issue and takes the vehicle out
 * of service; the admin opens that issue, starts a work order from it (its vehicle, the issue and its
 * title already there), makes it the mandatory service, adds a part from a branch's stock and an hour
 * of labour, saves and completes it. The vehicle then has one mandatory maintenance record costing the
 * work order's total, its service is due from the day of the work, it is back in service, and the
 * branch holds one part fewer. Each run works on a vehicle, a form and a part of its own.
 */
test.describe.configure({ timeout: 180_000 });

const FAILED = 'Brakes hold';

/** A page of its own, signed in as this role: the driver and the admin work side by side. */
async function pageAs(browser: Browser, role: Role): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(page, role);
  return page;
}

async function created(answer: APIResponse): Promise<{ id: string } & Record<string, unknown>> {
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { id: string } & Record<string, unknown> }).data;
}

test('a failed inspection item becomes a work order from its issue, with a part from stock and an hour of labour; completing it writes the record, moves the service, puts the vehicle back in service and takes the part', async ({
  browser,
}) => {
  const driver = await pageAs(browser, 'user');
  const admin = await pageAs(browser, 'admin');
  // The driver's first branch: the vehicle and the part's stock are there, so that both of them see it.
  const branches = (await (await driver.request.get('/api/branches?limit=1&sort=name')).json()).data as { id: string; name: string }[];
  const branch = branches[0]!;
  const plate = uniqueName('WO').toUpperCase().slice(0, 20);
  const vehicle = await created(
    await admin.request.post('/api/vehicles', {
      data: {
        license_plate: plate,
        model: 'Ford Transit Custom',
        mileage: 48_000,
        type: 'car',
        last_legislation_control: '2026-05-01',
        legislation_control_interval: 24,
        last_service_date: '2026-05-01',
        mandatory_service_interval: 12,
        mandatory_service_interval_km: 30_000,
        notes: null,
        branches: [branch.id],
      },
    }),
  );
  const form = await created(
    await admin.request.post('/api/inspection-forms', {
      data: {
        name: uniqueName('Brake check'),
        frequency: 'on_demand',
        vehicle_types: ['car'],
        branch_ids: [branch.id],
        active: true,
        sections: [{ title: 'Cab', items: [{ id: 'wo-brakes', label: FAILED, kind: 'pass_fail', critical: true, photo_on_fail: false }] }],
      },
    }),
  );
  const partNumber = uniqueName('PAD').toUpperCase().slice(0, 30);
  const part = await created(
    await admin.request.post('/api/parts', {
      data: { number: partNumber, name: 'Brake pads, front axle', unit: 'set', unit_cost: 48.5, notes: null },
    }),
  );
  const stocked = await admin.request.post(`/api/parts/${part.id}/adjustments`, {
    data: { branch_id: branch.id, quantity: 3, reason: 'Delivery for the e2e run' },
  });
  expect(stocked.status(), await stocked.text()).toBe(201);

  // The driver's inspection fails the critical item: an issue is raised and the vehicle is out of service.
  await created(
    await driver.request.post('/api/inspections', {
      data: {
        vehicle_id: vehicle.id,
        form_id: form.id,
        odometer: 48_050,
        results: [{ item_id: 'wo-brakes', passed: false, note: 'Pedal goes to the floor' }],
      },
    }),
  );
  const raised = (await (await admin.request.get(`/api/issues?vehicleId=${vehicle.id}`)).json()).data as { id: string; title: string }[];
  expect(raised).toHaveLength(1);
  const issue = raised[0]!;
  expect((await (await admin.request.get(`/api/vehicles/${vehicle.id}`)).json()).data.in_service).toBe(false);

  // From the issue's page: Start work order opens the form with the vehicle, the issue and its title.
  await admin.goto(`/dashboard/issues/${issue.id}/show`);
  await admin.getByRole('button', { name: 'Start work order' }).click();
  const form_ = admin.getByRole('dialog', { name: 'Add a work order' });
  await expect(form_.getByRole('textbox', { name: 'Title' })).toHaveValue(issue.title);
  await expect(form_.getByRole('combobox', { name: /Vehicle/ })).toHaveValue(plate);
  await expect(form_.getByRole('checkbox', { name: issue.title })).toBeChecked({ timeout: 20_000 });

  // The mandatory service: completing it renews the vehicle's service.
  await form_.getByRole('combobox', { name: /^Record/ }).click();
  await admin.getByRole('option', { name: 'Mandatory maintenance' }).click();
  await form_.getByRole('combobox', { name: /^Service type/ }).click();
  await admin.getByRole('option', { name: 'Service' }).click();

  // A part from the branch's stock, which says what it holds, at the catalogue's price.
  await form_.getByRole('button', { name: 'Add part' }).click();
  const partLine = form_.getByRole('region', { name: 'Line 1: Part' });
  await partLine.getByRole('combobox', { name: /^Part/ }).fill(partNumber);
  await admin.getByRole('option', { name: new RegExp(partNumber) }).click();
  await expect(partLine.getByRole('textbox', { name: /Unit cost/ })).toHaveValue('48.50');
  await partLine.getByRole('combobox', { name: /^Branch/ }).click();
  await admin.getByRole('option', { name: `${branch.name}: 3 on hand` }).click();

  // One hour of labour.
  await form_.getByRole('button', { name: 'Add labour' }).click();
  const labour = form_.getByRole('region', { name: 'Line 2: Labour' });
  await labour.getByRole('textbox', { name: /Description/ }).fill('Replace the front brake pads');
  await labour.getByRole('textbox', { name: /Hours/ }).fill('1');
  await labour.getByRole('textbox', { name: /Rate per hour/ }).fill('65');
  await expect(form_.getByTestId('work-order-totals')).toHaveText('Labour65.00 €Parts48.50 €Other0.00 €Total113.50 €');

  // Saved, the work order's page opens.
  await form_.getByRole('button', { name: 'Save' }).click();
  await expect(toast(admin).getByText('Work order created successfully')).toBeVisible();
  await expect(admin).toHaveURL(/\/dashboard\/work-orders\/[^/]+\/show$/, { timeout: 20_000 });
  await expect(admin.getByRole('heading', { name: issue.title, level: 2 })).toBeVisible();
  await expect(admin.getByTestId('work-order-total')).toHaveText('113.50 €');
  await expect(admin.getByRole('region', { name: 'Issues it resolves' }).getByRole('link', { name: issue.title })).toBeVisible();

  // Complete: today, at the vehicle's mileage as Fleet knows it (the inspection's odometer).
  await admin.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Complete' }).click();
  const completing = admin.getByRole('dialog', { name: 'Complete the work order' });
  await expect(completing.getByTestId('complete-total')).toHaveText('Total: 113.50 €');
  await expect(completing.getByRole('textbox', { name: /Odometer/ })).toHaveValue('48050');
  await completing.getByRole('textbox', { name: /Odometer/ }).fill('48120');
  await completing.getByRole('button', { name: 'Complete' }).click();
  await expect(toast(admin).getByText('Work order completed')).toBeVisible();
  await expect(completing).toBeHidden();
  await expect(admin.getByRole('group', { name: 'Actions' })).toBeHidden();

  // The record it wrote, among the vehicle's mandatory maintenance: one, with the total as its cost.
  await admin.getByRole('link', { name: 'Open the maintenance record' }).click();
  await expect(admin).toHaveURL(new RegExp(`/vehicles/${vehicle.id}/details\\?tab=mandatory$`));
  const record = rowOf(admin, '113.50 €');
  await expect(record).toBeVisible({ timeout: 20_000 });
  await expect(admin.locator('tbody tr')).toHaveCount(1);
  await expect(record).toContainText('48,120 km');
  await expect(admin.getByTestId('out-of-service')).toBeHidden();

  // The service counts from the day of the work; the vehicle is in service; the branch holds one part fewer.
  const today = new Date().toISOString().slice(0, 10);
  const after = (await (await admin.request.get(`/api/vehicles/${vehicle.id}`)).json()).data;
  expect(after).toMatchObject({ last_service_date: today, in_service: true, mileage: 48_120 });
  const stock = (await (await admin.request.get(`/api/parts/${part.id}/stock`)).json()).data as {
    branch: { id: string };
    on_hand: number;
  }[];
  expect(stock.find((row) => row.branch.id === branch.id)?.on_hand).toBe(2);
  const resolved = (await (await admin.request.get(`/api/issues/${issue.id}`)).json()).data;
  expect(resolved.status).toBe('resolved');
});
