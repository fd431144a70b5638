import fs from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addDays } from '../../contract/due-rules';
import { todayIn } from '../../contract/time-zones';
import { sidebar, signIn, toast } from './support/fleet';
import { dialog, rowOf, typeDate } from './support/records';

/*
 * Fuel and the meter log in a real browser (docs/screens.md, Fuel; Vehicle details): an entry added
 * from the Fuel list and from a vehicle's Fuel tab, the vehicle's consumption once it has two full
 * fills, the list downloaded as CSV in German, and a vehicle's meter log: a reading added, an
 * implausible one flagged and cleared, a lower one refused under its field and then taken as a meter
 * replacement; and the same screens on a phone. What a test writes goes to a vehicle of its own, so
 * tests running side by side do not meet; the demo's entries are read, never changed.
 */
test.describe.configure({ timeout: 90_000 });

const newTag = () => Math.random().toString(36).slice(2, 7).toUpperCase();

/** The demo's Albanian company, whose branch Durrës and vehicles these tests use (server/demo/content.ts). */
const DEMO_TIME_ZONE = 'Europe/Tirane';

/** dd.MM.yyyy, `days` from the demo company's today. */
function dayFromToday(days: number): string {
  // The demo company's today, in Tirana, as the server counts its days: from 23:00 UTC it is already
  // tomorrow there, and an entry of the machine's day would fall before the vehicle's first reading.
  const [year, month, day] = addDays(todayIn(DEMO_TIME_ZONE), days).split('-');
  return `${day}.${month}.${year}`;
}

/** A car of this test's own in the admin's first branch, at 10,000 km, with no fuel entry or reading yet. */
async function addVehicle(page: Page, plate: string): Promise<string> {
  const branches = (await (await page.request.get('/api/branches?limit=1')).json()).data as { id: string }[];
  const today = new Date().toISOString().slice(0, 10);
  const answer = await page.request.post('/api/vehicles', {
    data: {
      license_plate: plate,
      model: 'Škoda Fabia 1.0 TSI',
      mileage: 10_000,
      type: 'car',
      last_legislation_control: today,
      legislation_control_interval: 12,
      last_service_date: today,
      mandatory_service_interval: 12,
      mandatory_service_interval_km: 30_000,
      notes: null,
      branches: [branches[0]!.id],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).data.id as string;
}

/** Chooses a vehicle in a form's Vehicle field, searched by its plate. */
async function chooseVehicle(form: Locator, plate: string) {
  await form.getByRole('combobox', { name: 'Vehicle' }).fill(plate);
  await form
    .page()
    .getByRole('option', { name: new RegExp(plate) })
    .click();
}

/** Fills the add dialog of a fuel entry (the vehicle chosen already) and saves it. */
async function addFuelEntry(
  page: Page,
  entry: { day: string; odometer: number; litres: string; cost: string; station: string; full?: boolean },
) {
  const add = dialog(page, 'Add a fuel entry');
  await typeDate(add, 'Date', entry.day);
  await add.getByRole('textbox', { name: 'Odometer' }).fill(String(entry.odometer));
  await add.getByRole('textbox', { name: 'Quantity' }).fill(entry.litres);
  if (entry.full === false) await add.getByRole('checkbox', { name: /Filled up/ }).uncheck();
  await add.getByRole('textbox', { name: 'Cost' }).fill(entry.cost);
  await add.getByRole('textbox', { name: 'Station' }).fill(entry.station);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
}

test('the Fuel list: an entry added for a vehicle shows with its unit, and the list downloads as CSV in German', async ({ page }) => {
  await signIn(page, 'admin');
  const tag = newTag();
  const plate = `FL ${tag}`;
  await addVehicle(page, plate);
  await sidebar(page).getByRole('link', { name: 'Fuel' }).click();
  await expect(page).toHaveURL(/\/dashboard\/fuel/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fuel');
  for (const header of ['Date', 'Vehicle', 'Quantity', 'Full', 'AdBlue (l)', 'Cost', 'Odometer', 'Station', 'Notes']) {
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  }
  // The demo's entries, newest first, each with its unit.
  await expect(page.locator('td.column-quantity').first()).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2} (l|kWh)$/);

  await page.getByRole('button', { name: 'Add entry' }).click();
  const add = dialog(page, 'Add a fuel entry');
  // Every field the contract requires says so after a save.
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('This field is required').first()).toBeVisible();
  await expect(add.getByRole('checkbox', { name: /Filled up/ })).toBeChecked();
  await chooseVehicle(add, plate);
  // Three decimals are refused by the contract's own rule, in the form.
  await add.getByRole('textbox', { name: 'Quantity' }).fill('52.345');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Can have at most 2 decimals')).toBeVisible();
  await add.getByRole('textbox', { name: 'AdBlue (l)' }).fill('4.5');
  await addFuelEntry(page, { day: dayFromToday(0), odometer: 10_250, litres: '52.3', cost: '84.99', station: `Shell ${tag}` });
  await expect(toast(page)).toContainText('Fuel entry created successfully');

  await page.getByRole('textbox', { name: 'Search' }).fill(tag);
  // Newest first, the entry shows before the search has narrowed the list (which the export below
  // follows), so wait for the list to be the search's: a run exported every entry.
  await expect(page.locator('tbody tr')).toHaveCount(1);
  const row = rowOf(page, `Shell ${tag}`);
  await expect(row).toHaveCount(1);
  await expect(row.locator('td.column-quantity')).toHaveText('52.30 l');
  await expect(row.locator('td.column-adblue_litres')).toHaveText('4.50 l');
  await expect(row.locator('td.column-cost')).toHaveText('84.99 €');
  await expect(row.locator('td.column-odometer')).toHaveText('10,250 km');
  await expect(row.locator('td.column-full')).toHaveText('Yes');
  await expect(row.getByRole('link', { name: plate })).toBeVisible();
  // The entry moved the vehicle's mileage forward.
  const vehicle = (await (await page.request.get(`/api/vehicles?q=${encodeURIComponent(plate)}`)).json()).data[0];
  expect(vehicle.mileage).toBe(10_250);

  // In German, the export is the filtered list with German headers and numbers.
  await page.getByRole('button', { name: /^Language: [A-Z]{2}$/ }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tankvorgänge');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV exportieren' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^fuel-entries-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await fs.readFile((await file.path())!, 'utf8');
  expect(text.startsWith('\uFEFFDatum;Fahrzeug;Kilometerstand;Menge;Einheit;Voll;AdBlue (l);Kosten;Tankstelle;')).toBe(true);
  const lines = text.trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`;${plate};10250;52,30;l;Ja;4,50;84,99;Shell ${tag}`);
});

test("a vehicle's Fuel tab: entries added there are the vehicle's, and two full fills give its consumption", async ({ page }) => {
  await signIn(page, 'admin');
  const tag = newTag();
  const plate = `FT ${tag}`;
  const id = await addVehicle(page, plate);
  await page.goto(`/dashboard/vehicles/${id}/details`);
  await page.getByRole('tab', { name: /^Fuel/ }).click();
  await expect(page).toHaveURL(/\?tab=fuel$/);
  await expect(page.getByRole('tab', { name: 'Fuel 0', selected: true })).toBeVisible();
  await expect(page.getByTestId('fuel-consumption')).toHaveText('Not enough full fills yet');
  await expect(page.getByTestId('fuel-cost-per-km')).toHaveText('Not enough readings yet');

  await page.getByRole('button', { name: 'Add entry' }).click();
  await expect(dialog(page, 'Add a fuel entry').getByRole('combobox', { name: 'Vehicle' })).toHaveValue(plate);
  await addFuelEntry(page, { day: dayFromToday(-9), odometer: 10_100, litres: '40', cost: '70', station: 'Eni Tiranë' });
  await expect(page.getByRole('tab', { name: 'Fuel 1' })).toBeVisible();
  // One full fill is no span yet.
  await expect(page.getByTestId('fuel-consumption')).toHaveText('Not enough full fills yet');

  // A partial fill between two full ones counts; the next full fill closes the span.
  await page.getByRole('button', { name: 'Add entry' }).click();
  await addFuelEntry(page, { day: dayFromToday(-4), odometer: 10_350, litres: '10', cost: '18', station: 'Eni Tiranë', full: false });
  await expect(page.getByTestId('fuel-consumption')).toHaveText('Not enough full fills yet');
  await page.getByRole('button', { name: 'Add entry' }).click();
  await addFuelEntry(page, { day: dayFromToday(0), odometer: 10_600, litres: '20', cost: '36', station: 'Eni Tiranë' });

  // (10 + 20) l over 500 km; (70 + 18 + 36) € over the same 500 km.
  await expect(page.getByTestId('fuel-consumption')).toHaveText('6.00 l/100 km');
  await expect(page.getByTestId('fuel-cost-per-km')).toHaveText('0.248 € per km');
  await expect(page.getByRole('tab', { name: 'Fuel 3' })).toBeVisible();
  await expect(page.locator('tbody td.column-full')).toHaveText(['Yes', 'Partial', 'Yes']);

  // Edited from the tab: the entry reads again, and so does the consumption.
  await rowOf(page, '20.00 l').getByRole('button', { name: 'Edit' }).click();
  const edit = dialog(page, 'Edit a fuel entry');
  await edit.getByRole('textbox', { name: 'Quantity' }).fill('35');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId('fuel-consumption')).toHaveText('9.00 l/100 km');
});

test("a vehicle's meter log: a reading added, an implausible one flagged and cleared, a lower one refused, then taken as a new meter", async ({
  page,
}) => {
  await signIn(page, 'admin');
  const tag = newTag();
  const id = await addVehicle(page, `MT ${tag}`);
  await page.goto(`/dashboard/vehicles/${id}/details?tab=meter`);
  await expect(page.getByRole('tab', { name: 'Meter 0', selected: true })).toBeVisible();

  const addReading = async (day: string, km: string, replacement = false) => {
    await page.getByRole('button', { name: 'Add reading' }).click();
    const add = dialog(page, 'Add a meter reading');
    await typeDate(add, 'Date', day);
    await add.getByRole('textbox', { name: 'Odometer' }).fill(km);
    if (replacement) await add.getByRole('checkbox', { name: 'The meter was replaced' }).check();
    await add.getByRole('button', { name: 'Save' }).click();
    return add;
  };

  await expect(await addReading(dayFromToday(-2), '10100')).toBeHidden();
  const first = rowOf(page, '10,100 km');
  await expect(first.locator('td.column-source')).toHaveText('Typed in');
  await expect(page.getByRole('tab', { name: 'Meter 1' })).toBeVisible();

  // 9,900 km in two days: stored, but flagged for review.
  await expect(await addReading(dayFromToday(0), '20000')).toBeHidden();
  const flagged = rowOf(page, '20,000 km');
  await expect(flagged.getByText('Flagged')).toBeVisible();
  await flagged.getByRole('button', { name: 'Clear the flag' }).click();
  await expect(toast(page)).toContainText('Meter reading modified successfully');
  await expect(flagged.getByText('Flagged')).toHaveCount(0);

  // Lower than what was recorded: refused, with the least it may be under the field.
  const lower = await addReading(dayFromToday(0), '300');
  await expect(lower.getByText('Must be at least 20,000 km, the highest reading recorded for this vehicle')).toBeVisible();
  await expect(lower.getByRole('textbox', { name: 'Odometer' })).toHaveAttribute('aria-invalid', 'true');
  // A new odometer: the same reading is right.
  await lower.getByRole('checkbox', { name: 'The meter was replaced' }).check();
  await lower.getByRole('button', { name: 'Save' }).click();
  await expect(lower).toBeHidden();
  const replaced = rowOf(page, 'Meter replaced');
  await expect(replaced.locator('td.column-km')).toHaveText('300 km');
  await expect(replaced.locator('td.column-total_km')).toHaveText('20,000 km');
  await expect(page.getByRole('tab', { name: 'Meter 3' })).toBeVisible();
  const vehicle = (await (await page.request.get(`/api/vehicles/${id}`)).json()).data;
  expect(vehicle.mileage).toBe(20_000);
});

test("a fuel entry's reading shows in the meter log, and opens the entry itself", async ({ page }) => {
  await signIn(page, 'admin');
  const tag = newTag();
  const id = await addVehicle(page, `ML ${tag}`);
  await page.goto(`/dashboard/vehicles/${id}/details?tab=fuel`);
  await page.getByRole('button', { name: 'Add entry' }).click();
  await addFuelEntry(page, { day: dayFromToday(-1), odometer: 10_420, litres: '30', cost: '55', station: `Kastrati ${tag}` });
  await page.getByRole('tab', { name: /^Meter/ }).click();
  const row = rowOf(page, '10,420 km');
  await row.getByRole('button', { name: 'Fuel entry' }).click();
  const edit = dialog(page, 'Edit a fuel entry');
  await expect(edit.getByRole('textbox', { name: 'Station' })).toHaveValue(`Kastrati ${tag}`);
  await edit.getByRole('textbox', { name: 'Odometer' }).fill('10430');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, '10,430 km').locator('td.column-source')).toHaveText('Fuel entry');
});

test("a user's fuel entry at 9,999,999 km is flagged: the vehicle page shows it waiting for review and the mileage unchanged, in three languages (issue 29)", async ({
  page,
  browser,
}) => {
  // The admin adds a vehicle at 66,052 km to Durrës, the demo user's branch.
  await signIn(page, 'admin');
  const durres = (await (await page.request.get('/api/branches?q=Durr&limit=1')).json()).data[0] as { id: string };
  const today = new Date().toISOString().slice(0, 10);
  const created = await page.request.post('/api/vehicles', {
    data: {
      license_plate: `DR ${newTag()}`,
      model: 'Mercedes Tourismo',
      mileage: 66_052,
      type: 'bus',
      last_legislation_control: today,
      legislation_control_interval: 12,
      last_service_date: today,
      mandatory_service_interval: 12,
      mandatory_service_interval_km: 60_000,
      notes: null,
      branches: [durres.id],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as string;

  const asUser = await browser.newContext();
  const user = await asUser.newPage();
  try {
    await signIn(user, 'user');
    await user.goto(`/dashboard/vehicles/${id}/details?tab=fuel`);
    await user.getByRole('button', { name: 'Add entry' }).click();
    await addFuelEntry(user, { day: dayFromToday(0), odometer: 9_999_999, litres: '40', cost: '60', station: 'Kastrati Durrës' });
    // Saved, and said at once that it moves nothing until someone reviews it.
    await expect(toast(user)).toContainText('Fuel entry created successfully');
    await expect(toast(user)).toContainText('it waits for an admin or a moderator to review it');
    await expect(rowOf(user, '9,999,999 km').getByRole('img', { name: 'Flagged' })).toBeVisible();

    const seen = [
      { language: 'English', flagged: 'Flagged', mileage: '66,052 km' },
      { language: 'Deutsch', flagged: 'Zur Freigabe', mileage: '66.052 km' },
      { language: 'Shqip', flagged: 'Për shqyrtim', mileage: '66\u00A0052 km' },
    ];
    for (const { language, flagged, mileage } of seen) {
      if (language !== 'English') {
        await user.getByRole('button', { name: /^(Language|Sprache|Gjuha): [A-Z]{2}$/ }).click();
        await user.getByRole('menuitem', { name: language }).click();
      }
      await user.goto(`/dashboard/vehicles/${id}/details?tab=meter`);
      const reading = user.locator('tbody tr').filter({ hasText: /9.999.999 km/ });
      await expect(reading.getByText(flagged, { exact: true })).toBeVisible();
      await user.goto(`/dashboard/vehicles/${id}/details`);
      await expect(user.getByText(mileage, { exact: true })).toBeVisible();
    }
    const vehicle = (await (await user.request.get(`/api/vehicles/${id}`)).json()).data;
    expect(vehicle).toMatchObject({ mileage: 66_052, service_status: 'ok' });
  } finally {
    await asUser.close();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the Fuel list and a vehicle's tabs fit the screen; the add dialogs fill it", async ({ page }) => {
    await signIn(page, 'admin');
    const id = await addVehicle(page, `PH ${newTag()}`);
    await page.goto('/dashboard/fuel');
    // The date and quantity at first; the rest behind the Columns button.
    await expect(page.getByRole('columnheader', { name: 'Date' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Quantity' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Station' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Add entry' }).click();
    expect((await dialog(page, 'Add a fuel entry').boundingBox())!.width).toBe(375);
    await dialog(page, 'Add a fuel entry').getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`/dashboard/vehicles/${id}/details`);
    // The tab bar scrolls sideways; the last tab is reached and opens.
    const meter = page.getByRole('tab', { name: /^Meter/ });
    await meter.scrollIntoViewIfNeeded();
    await meter.click();
    await expect(page).toHaveURL(/\?tab=meter$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Add reading' }).click();
    const add = dialog(page, 'Add a meter reading');
    expect((await add.boundingBox())!.width).toBe(375);
    await expect(add.getByText(/Tick this when a new odometer was fitted/)).toBeVisible();
    await typeDate(add, 'Date', dayFromToday(0));
    await add.getByRole('textbox', { name: 'Odometer' }).fill('10250');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    // The day and the odometer at first, where the reading came from beneath its day, and the row's
    // buttons: all of it inside the table, nothing cut off at its edge.
    const fitsTheTable = async (row: Locator) => {
      const table = (await page.locator('table').boundingBox())!;
      const tableEnd = Math.min(table.x + table.width, 375);
      for (const cell of await row.locator('td').all()) {
        const box = (await cell.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(tableEnd + 1);
      }
    };
    const reading = rowOf(page, '10,250 km');
    await expect(reading.locator('td.column-read_on')).toHaveText(/Typed in/);
    await expect(page.getByRole('columnheader', { name: 'Source' })).toHaveCount(0);
    await fitsTheTable(reading);
    await expect(reading.getByRole('button', { name: 'Edit' })).toBeInViewport();
    // German's longer words too ("Kilometerstand", "Eingegeben").
    await page.getByRole('button', { name: /^Language: EN$/ }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    const german = rowOf(page, '10.250 km');
    await expect(german.locator('td.column-read_on')).toHaveText(/Eingegeben/);
    await fitsTheTable(german);
    await page.getByRole('button', { name: /^Sprache: DE$/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();

    await page.getByRole('tab', { name: /^Fuel/ }).click();
    await expect(page.getByTestId('fuel-consumption')).toHaveText('Not enough full fills yet');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
