import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, toast } from './support/fleet';
import { TINY_PNG, dateField, dialog, rowOf, typeDate, uniqueName } from './support/records';

/*
 * The screens of docs/screens.md, end to end, as a new admin runs a fleet. A branch with a logo, a vehicle in it,
 * a general and a mandatory record for that vehicle, found again on the vehicle's details tabs,
 * then edited and deleted, every step through the screens.
 */
test.describe.configure({ timeout: 180_000 });

const numberField = (form: Locator, name: string) => form.getByRole('spinbutton', { name: new RegExp(`^${name}\\s*\\*?$`) });

async function choose(page: Page, form: Locator, select: string, option: string) {
  await form.getByRole('combobox', { name: new RegExp(`^${select}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function chooseVehicle(page: Page, form: Locator, plate: string) {
  await form.getByRole('combobox', { name: 'Vehicle' }).fill(plate);
  await page.getByRole('option', { name: new RegExp(plate) }).click();
}

test('an admin sets up a branch and a vehicle, records its maintenance, finds it on the details tabs, edits and deletes it', async ({
  page,
}) => {
  const branch = uniqueName('Berat');
  const plate = `BR ${Date.now().toString(36).slice(-5)}`.toUpperCase();
  await signIn(page, 'admin');

  // A branch with a logo.
  await page.getByText('Add new content').click();
  const addBranch = dialog(page, 'Add a Branch');
  await addBranch.getByRole('textbox', { name: /^Name/ }).fill(branch);
  await addBranch.locator('input[type="file"]').setInputFiles(TINY_PNG);
  await addBranch.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Branch created successfully');
  await expect(page.getByRole('img', { name: `Logo of ${branch}` })).toHaveAttribute('src', /\/api\/logos\//);

  // A vehicle in that branch.
  await page.goto('/dashboard/vehicles');
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  const addVehicle = dialog(page, 'Add a Vehicle');
  await addVehicle.getByRole('textbox', { name: /^License plate/ }).fill(plate);
  await addVehicle.getByRole('textbox', { name: /^Model/ }).fill('Mercedes-Benz Tourismo');
  await numberField(addVehicle, 'Mileage').fill('210000');
  await choose(page, addVehicle, 'Type', 'Bus');
  await typeDate(addVehicle, 'Last legislation control', '10.05.2026');
  await numberField(addVehicle, 'Legislation control interval').fill('12');
  await typeDate(addVehicle, 'Last service date', '01.06.2026');
  await numberField(addVehicle, 'Obligatory service interval').fill('6');
  await numberField(addVehicle, 'Obligatory service interval in km').fill('30000');
  await choose(page, addVehicle, 'Branches', branch);
  await page.keyboard.press('Escape');
  await addVehicle.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Vehicle created successfully');

  // A general record.
  await page.goto('/dashboard/voluntary-maintenance');
  await page.getByRole('button', { name: 'Add record' }).click();
  const addGeneral = dialog(page, 'Add a general maintenance record');
  await chooseVehicle(page, addGeneral, plate);
  await addGeneral.getByRole('textbox', { name: 'Service type' }).fill('Brake pads');
  await typeDate(addGeneral, 'Last service date', '02.07.2026');
  await addGeneral.getByRole('textbox', { name: 'Cost' }).fill('318.40');
  await addGeneral.getByRole('textbox', { name: 'Mileage' }).fill('214500');
  await addGeneral.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('General maintenance created successfully');

  // A mandatory record.
  await page.goto('/dashboard/mandatory-maintenance');
  await page.getByRole('button', { name: 'Add record' }).click();
  const addMandatory = dialog(page, 'Add a mandatory maintenance record');
  await chooseVehicle(page, addMandatory, plate);
  await choose(page, addMandatory, 'Service type', 'Registration');
  await typeDate(addMandatory, 'Finished on', '10.05.2026');
  await addMandatory.getByRole('textbox', { name: 'Cost' }).fill('95');
  await addMandatory.getByRole('textbox', { name: 'Mileage' }).fill('209800');
  await addMandatory.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Mandatory maintenance created successfully');

  // Both are on the vehicle's details tabs.
  await page.goto('/dashboard/vehicles');
  await page.getByPlaceholder('Search', { exact: true }).fill(plate);
  await rowOf(page, plate).getByRole('link', { name: 'Details' }).click();
  await expect(page.getByRole('heading', { name: 'Mercedes-Benz Tourismo' })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText(branch);
  await page.getByRole('tab', { name: /General maintenance/ }).click();
  const general = rowOf(page, 'Brake pads');
  await expect(general).toContainText('02.07.2026');
  await expect(general).toContainText('318.40 €');
  await expect(general).toContainText('214,500 km');
  await page.getByRole('tab', { name: /Mandatory maintenance/ }).click();
  await expect(rowOf(page, 'Registration')).toContainText('10.05.2026');
  await expect(rowOf(page, 'Registration')).toContainText('95.00 €');

  // Edit and delete the general record.
  await page.goto('/dashboard/voluntary-maintenance');
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(plate);
  // Until the search has answered, the list holds other tests' brake pads too: this vehicle's row only.
  const ours = rowOf(page, 'Brake pads').filter({ hasText: plate });
  await ours.getByRole('button', { name: 'Edit' }).click();
  const editGeneral = dialog(page, 'Edit a general maintenance record');
  await expect(dateField(editGeneral, 'Last service date')).toContainText('02.07.2026');
  await editGeneral.getByRole('textbox', { name: 'Cost' }).fill('300');
  await editGeneral.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('General maintenance modified successfully');
  await expect(ours).toContainText('300.00 €');
  await ours.getByRole('button', { name: 'Delete' }).click();
  await dialog(page, 'Are you sure?').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('General maintenance deleted successfully');
  await expect(page.getByText('No records found')).toBeVisible();

  // Edit and delete the mandatory record through its row menu.
  await page.goto('/dashboard/mandatory-maintenance');
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(plate);
  await rowOf(page, plate).getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editMandatory = dialog(page, 'Edit a mandatory maintenance record');
  await expect(dateField(editMandatory, 'Finished on')).toContainText('10.05.2026');
  await editMandatory.getByRole('textbox', { name: 'Mileage' }).fill('209900');
  await editMandatory.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Mandatory maintenance modified successfully');
  await rowOf(page, plate).getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await dialog(page, 'Are you sure?').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Mandatory maintenance deleted successfully');

  // The details tabs are empty again.
  await page.goto('/dashboard/vehicles');
  await page.getByPlaceholder('Search', { exact: true }).fill(plate);
  await rowOf(page, plate).getByRole('link', { name: 'Details' }).click();
  await page.getByRole('tab', { name: /General maintenance/ }).click();
  await expect(page.getByText('no records found for this vehicle')).toBeVisible();
});
