import fs from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Overview } from '../../contract/schemas/overview';
import { sidebar, signIn, toast } from './support/fleet';
import { dialog, typeDate } from './support/records';

/*
 * Documents in a real browser (docs/screens.md, Documents): an admin adds a vehicle's insurance with
 * its scan and sees it fall due; the scan downloads byte for byte, and a page dressed as a PDF is
 * refused; an employee's licence is added from the employees' table; a user sees their own documents
 * only; the overview's count opens the list filtered; and all of it on a phone. What a test adds is
 * its own (a vehicle, an employee, a number with the test's tag), so tests running side by side do not
 * meet; the demo's documents are read, never changed.
 */
test.describe.configure({ timeout: 90_000 });

const newTag = () => Math.random().toString(36).slice(2, 7).toUpperCase();

/** dd.MM.yyyy, `days` from today (the demo company's day differs from the machine's by an hour at most). */
function dayFromToday(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${String(day.getDate()).padStart(2, '0')}.${String(day.getMonth() + 1).padStart(2, '0')}.${day.getFullYear()}`;
}

/** A small real PDF of one page that says `text`, with a correct cross-reference table. */
function smallPdf(text: string): Buffer {
  const content = `BT /F1 18 Tf 20 50 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A vehicle of this test's own in the admin's first branch, in order in every way (its documents are the test's). */
async function addVehicle(page: Page, plate: string): Promise<string> {
  const branches = (await (await page.request.get('/api/branches?limit=1')).json()).data as { id: string }[];
  const answer = await page.request.post('/api/vehicles', {
    data: {
      license_plate: plate,
      model: 'Renault Master',
      mileage: 40_000,
      type: 'truck',
      last_legislation_control: new Date().toISOString().slice(0, 10),
      legislation_control_interval: 12,
      last_service_date: new Date().toISOString().slice(0, 10),
      mandatory_service_interval: 12,
      mandatory_service_interval_km: 30_000,
      notes: null,
      branches: [branches[0]!.id],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).data.id as string;
}

/** An employee of this test's own, a user in the admin's first branch. */
async function addEmployee(page: Page, tag: string): Promise<{ id: string; name: string }> {
  const branches = (await (await page.request.get('/api/branches?limit=1')).json()).data as { id: string }[];
  const answer = await page.request.post('/api/employees', {
    data: {
      email: `driver.${tag.toLowerCase()}@example.com`,
      username: `driver.${tag.toLowerCase()}`,
      first_name: 'Driver',
      last_name: `Test${tag}`,
      role: 'user',
      branches: [branches[0]!.id],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return { id: (await answer.json()).data.id as string, name: `Driver Test${tag}` };
}

function rowWith(container: Page | Locator, text: string): Locator {
  return container.locator('tbody tr').filter({ hasText: text });
}

/** Chooses an option of a select (kind, expiry), by the field's name and the option's. */
async function choose(page: Page, container: Page | Locator, field: string, option: string) {
  await container.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function attach(page: Page, within: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await within.getByRole('button', { name: 'Attach a file' }).click();
  await (await chooser).setFiles(file);
}

test('an admin adds an insurance with its scan; it is due soon in the list and on the vehicle, and the scan downloads as it was', async ({
  page,
}) => {
  // The longest journey here: three dialogs, two uploads, a download and four screens.
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  const tag = newTag();
  const plate = `DOC ${tag}`;
  const vehicleId = await addVehicle(page, plate);
  const number = `POL-${tag}`;
  const scan = smallPdf(`Policy ${number}`);

  await sidebar(page).getByRole('link', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/\/dashboard\/documents/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documents');
  await page.getByRole('button', { name: 'Add document' }).click();
  const add = dialog(page, 'Add a document');
  // A vehicle's document, unless said otherwise: a vehicle's kinds only.
  await expect(add.getByRole('radio', { name: 'A vehicle' })).toBeChecked();
  await add.getByRole('combobox', { name: 'Vehicle' }).fill(tag);
  await page.getByRole('option', { name: new RegExp(plate) }).click();
  await add.getByRole('combobox', { name: 'Kind' }).click();
  await expect(page.getByRole('option')).toHaveText([
    'Insurance policy',
    'Registration certificate',
    'Inspection certificate',
    'Tachograph calibration',
    'Lease contract',
    'Other document',
  ]);
  await page.getByRole('option', { name: 'Insurance policy' }).click();
  // Only a driving licence has categories.
  await expect(add.getByRole('combobox', { name: 'Licence categories' })).toHaveCount(0);
  await add.getByRole('textbox', { name: 'Number' }).fill(number);
  await add.getByRole('textbox', { name: 'Issuer' }).fill('Sigal Uniqa');
  await typeDate(add, 'Issued on', dayFromToday(-355));
  // An expiry before the issue is the contract's refusal, shown at the field.
  await typeDate(add, 'Expires on', dayFromToday(-400));
  await add.getByRole('textbox', { name: 'Cost' }).fill('890,50');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('The expiry date must not be before the issue date')).toBeVisible();
  await typeDate(add, 'Expires on', dayFromToday(10));
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Document created successfully');

  // Saved, it opens its attachments at once.
  const files = dialog(page, 'Attachments');
  await expect(files).toContainText(`Insurance policy ${number} · ${plate}`);
  await expect(files).toContainText('No file is attached yet.');
  await attach(page, files, { name: 'policy.pdf', mimeType: 'application/pdf', buffer: scan });
  const listed = files.getByRole('table', { name: 'Files attached to the document' });
  await expect(rowWith(listed, 'policy.pdf')).toContainText('PDF');
  await expect(rowWith(listed, 'policy.pdf')).toContainText(`${scan.length} B`);

  // A web page named .pdf is refused by its content, in the server's words.
  await attach(page, files, { name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><p>not a policy</p>') });
  const refusal = files.getByRole('alert');
  await expect(refusal).toContainText('fake.pdf was not attached');
  await expect(refusal).toContainText('The file must be a PDF, JPEG, PNG or WebP');
  await expect(listed.locator('tbody tr')).toHaveCount(1);

  // The link downloads the very bytes that were attached.
  const download = page.waitForEvent('download');
  await files.getByRole('link', { name: 'Download policy.pdf' }).click();
  const downloaded = await download;
  expect(downloaded.suggestedFilename()).toBe('policy.pdf');
  expect((await fs.readFile(await downloaded.path())).equals(scan)).toBe(true);
  await files.getByRole('button', { name: 'Close' }).click();
  await expect(files).toBeHidden();

  // In the list: found by its number, due soon, with its one attachment.
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(number);
  const row = rowWith(page, number);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(row).toContainText('Insurance policy');
  await expect(row).toContainText(plate);
  await expect(row).toContainText(dayFromToday(10));
  await expect(row).toContainText('890.50 €');
  await expect(row.locator('[data-status="soon"]')).toHaveText('Due soon');
  await expect(row.getByRole('button', { name: `Attachments of Insurance policy ${number}: 1 file` })).toBeVisible();

  // On the vehicle: its documents are due soon, in the vehicles table and on its page, and its Documents tab lists it.
  await sidebar(page).getByRole('link', { name: 'Vehicles' }).click();
  // The documents' list (one row, a search box) stays until the vehicles' screen has loaded.
  await expect(page.getByRole('region', { name: 'Vehicles' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(tag);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(rowWith(page, plate).locator('td.column-documents_status [data-status="soon"]')).toBeVisible();
  await page.goto(`/dashboard/vehicles/${vehicleId}/details`);
  await expect(page.getByTestId('next-due-Papers').locator('[data-status="soon"]')).toBeVisible();
  await expect(page.getByTestId('next-due-Papers')).toContainText(dayFromToday(10));
  await page.getByRole('tab', { name: /^Documents/ }).click();
  const tabRow = rowWith(page.getByRole('tabpanel'), number);
  await expect(tabRow.locator('[data-status="soon"]')).toBeVisible();

  // Added from the vehicle's tab, a document is that vehicle's without asking.
  await page.getByRole('tabpanel').getByRole('button', { name: 'Add document' }).click();
  const fromTab = dialog(page, 'Add a document');
  await expect(fromTab.getByRole('radio')).toHaveCount(0);
  await expect(fromTab.getByRole('combobox', { name: 'Vehicle' })).toHaveCount(0);
  await choose(page, fromTab, 'Kind', 'Registration certificate');
  await fromTab.getByRole('textbox', { name: 'Number' }).fill(`REG-${tag}`);
  await fromTab.getByRole('textbox', { name: 'Issuer' }).fill('DPSHTRR');
  await typeDate(fromTab, 'Issued on', dayFromToday(-30));
  await fromTab.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Document created successfully');
  await dialog(page, 'Attachments').getByRole('button', { name: 'Close' }).click();
  await expect(rowWith(page.getByRole('tabpanel'), `REG-${tag}`)).toContainText('No expiry');

  // The attachment goes again, after a question.
  await tabRow.getByRole('button', { name: /^Attachments of Insurance policy/ }).click();
  const again = dialog(page, 'Attachments');
  await again.getByRole('button', { name: 'Remove policy.pdf' }).click();
  await dialog(page, 'Remove the attachment?').getByRole('button', { name: 'Delete' }).click();
  await expect(again).toContainText('No file is attached yet.');
  await again.getByRole('button', { name: 'Close' }).click();
  await expect(tabRow.getByRole('button', { name: /: 0 files$/ })).toBeVisible();
});

test("an admin adds an employee's driving licence from the employees' row; its categories are the licence's own", async ({ page }) => {
  await signIn(page, 'admin');
  const tag = newTag();
  const employee = await addEmployee(page, tag);
  await sidebar(page).getByRole('link', { name: 'Employees' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Employees');
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(`Test${tag}`);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await rowWith(page, `Test${tag}`)
    .getByRole('button', { name: `Documents of ${employee.name}` })
    .click();

  const papers = dialog(page, `Documents of ${employee.name}`);
  await expect(papers).toContainText('No documents are kept for this employee yet.');
  await papers.getByRole('button', { name: 'Add document' }).click();
  const add = dialog(page, 'Add a document');
  // The employee is set already, and the kinds offered are an employee's.
  await expect(add.getByRole('combobox', { name: 'Employee' })).toHaveCount(0);
  await add.getByRole('combobox', { name: 'Kind' }).click();
  await expect(page.getByRole('option')).toHaveText([
    'Driving licence',
    'Driver qualification card',
    'Medical certificate',
    'Other document',
  ]);
  await page.getByRole('option', { name: 'Driving licence' }).click();
  await add.getByRole('combobox', { name: 'Licence categories' }).click();
  await page.getByRole('option', { name: 'CE', exact: true }).click();
  await page.getByRole('option', { name: 'B', exact: true }).click();
  await page.keyboard.press('Escape');
  await add.getByRole('textbox', { name: 'Number' }).fill(`DL${tag}`);
  await add.getByRole('textbox', { name: 'Issuer' }).fill('DPSHTRR');
  await typeDate(add, 'Issued on', dayFromToday(-3000));
  // Far off, so that the overview's counts, which other tests read, stay as they are.
  await typeDate(add, 'Expires on', dayFromToday(1500));
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Document created successfully');
  await dialog(page, 'Attachments').getByRole('button', { name: 'Close' }).click();

  // The licence, its categories in the directive's order, in order.
  const row = rowWith(papers, `DL${tag}`);
  await expect(row).toContainText('Driving licence');
  await expect(row).toContainText('B, CE');
  await expect(row).toContainText(dayFromToday(1500));
  await expect(row.locator('[data-status="ok"]')).toHaveText('OK');
  await papers.getByRole('button', { name: 'Close' }).click();
  await expect(papers).toBeHidden();

  // The documents list has it too, under the employee's name.
  await sidebar(page).getByRole('link', { name: 'Documents' }).click();
  await expect(page.getByRole('region', { name: 'Documents' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(`DL${tag}`);
  await expect(rowWith(page, `DL${tag}`)).toContainText(employee.name);
});

test("a user sees their own licence and the papers of their vehicles, never a colleague's, and may change none", async ({ page }) => {
  await signIn(page, 'user');
  await sidebar(page).getByRole('link', { name: 'Documents' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documents');
  await expect(page.getByRole('button', { name: 'Add document' })).toHaveCount(0);
  await choose(page, page, 'Kind', 'Driving licence');
  await expect(page).toHaveURL(/driving_licence/);
  // Their own, Arta Gjoka's: the one licence listed.
  await expect(page.locator('tbody tr')).toHaveCount(1);
  const own = rowWith(page, 'Arta Gjoka');
  await expect(own).toContainText('Driving licence');
  await expect(own).toContainText('B, C, CE');
  // It expires within the month: due soon.
  await expect(own.locator('[data-status="soon"]')).toBeVisible();
  await expect(own.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  const colleagues = await page.request.get('/api/documents?kind=driving_licence&limit=100');
  expect(((await colleagues.json()) as { data: { employee_name: string }[] }).data.map((document) => document.employee_name)).toEqual([
    'Arta Gjoka',
  ]);

  // A vehicle's documents: theirs to read and download, not to change.
  await choose(page, page, 'Kind', 'Insurance policy');
  await expect(page.locator('tbody tr').first()).toContainText('Insurance policy');
  await page
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /^Attachments of/ })
    .click();
  const files = dialog(page, 'Attachments');
  await expect(files).toBeVisible();
  await expect(files.getByRole('button', { name: 'Attach a file' })).toHaveCount(0);
  await files.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('tbody tr').first().getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test("the overview's expired papers open the documents list filtered to them, the soonest first", async ({ page }) => {
  await signIn(page, 'admin', '/dashboard/overview');
  const overview = ((await (await page.request.get('/api/overview')).json()) as { data: Overview }).data;
  expect(overview.documents.overdue).toBeGreaterThan(0);
  await page.getByTestId('papers-overdue').click();
  await expect(page).toHaveURL(/\/dashboard\/documents\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('sort')).toBe('expires_on');
  expect(url.searchParams.get('order')).toBe('ASC');
  expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ expires: 'overdue' });
  await expect(page.getByRole('combobox', { name: 'Expiry' })).toHaveText('Expired');
  await expect(page.getByTestId('record-range')).toHaveText(new RegExp(` of ${overview.documents.overdue} records$`));
  const rows = page.locator('tbody tr');
  await expect(rows.first().locator('[data-status="overdue"]')).toBeVisible();
  const count = await rows.count();
  await expect(page.locator('tbody [data-status="overdue"]')).toHaveCount(count);
  // The soonest expiry first.
  const days = await page
    .locator('tbody td.column-expires_on')
    .evaluateAll((cells) => cells.map((cell) => (cell.textContent ?? '').slice(0, 10).split('.').reverse().join('-')));
  expect(days).toEqual([...days].sort());

  // "Expiring soon" is the other choice of the same filter.
  await choose(page, page, 'Expiry', 'Expiring soon');
  await expect(page.locator('tbody [data-status="soon"]').first()).toBeVisible();
  await expect(page.locator('tbody [data-status="overdue"]')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the list shows the paper, whose it is and its expiry; its files and the add dialog fill the screen', async ({ page }) => {
    await signIn(page, 'admin');
    const soon = (await (await page.request.get('/api/documents?expires=soon&kind=insurance&limit=1')).json()).data[0] as {
      number: string;
      vehicle_license_plate: string;
    };
    const filter = JSON.stringify({ expires: 'soon', q: soon.number });
    await page.goto(`/dashboard/documents?sort=expires_on&order=ASC&page=1&filter=${encodeURIComponent(filter)}`);
    const first = page.locator('tbody tr').first();
    await expect(first.locator('[data-status="soon"]')).toBeVisible();
    // The kind with its vehicle beneath, and the expiry; the rest behind the Columns button.
    await expect(page.getByRole('columnheader', { name: /kind/i })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /expires on/i })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /issuer/i })).toHaveCount(0);
    await expect(first.locator('td.column-kind').getByRole('link', { name: soon.vehicle_license_plate })).toBeVisible();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(375);

    // The row's files, among its buttons at the row's end.
    await first.getByRole('button', { name: /^Attachments of/ }).click();
    const files = dialog(page, 'Attachments');
    await expect(files.getByRole('button', { name: 'Attach a file' })).toBeVisible();
    expect((await files.boundingBox())!.width).toBe(375);
    await files.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Add document' }).click();
    const add = dialog(page, 'Add a document');
    expect((await add.boundingBox())!.width).toBe(375);
    await add.getByRole('radio', { name: 'An employee' }).check();
    await expect(add.getByRole('combobox', { name: 'Employee' })).toBeVisible();
    await add.getByRole('combobox', { name: 'Kind' }).click();
    await expect(page.getByRole('option').first()).toHaveText('Driving licence');
  });
});
