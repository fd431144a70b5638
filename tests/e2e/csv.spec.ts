import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { readCsv } from '../../server/csv/read';
import { csvRecord } from '../../server/csv/write';
import { signIn, signInAs, toast } from './support/fleet';

/*
 * CSV export and import in a real browser. Imports go to the German company, whose vehicles other
 * tests do not count, and carry plates of their own.
 */
test.describe.configure({ timeout: 60_000 });

const tag = () => Math.random().toString(36).slice(2, 6).toUpperCase();

async function chooseLanguage(page: Page, name: 'Deutsch' | 'Shqip') {
  await page.getByRole('button', { name: /^(Language|Sprache|Gjuha): [A-Z]{2}$/ }).click();
  await page.getByRole('menuitem', { name }).click();
}

test("the vehicles list downloads as CSV: the whole filtered list, in the user's language", async ({ page }) => {
  await signIn(page, 'admin', '/dashboard/vehicles');
  await chooseLanguage(page, 'Deutsch');
  await page.getByRole('combobox', { name: 'Typ' }).click();
  await page.getByRole('option', { name: 'Bus' }).click();
  const total = (await (await page.request.get('/api/vehicles?type=bus&limit=1')).json()).totalCount as number;
  await expect(page.getByText(`von ${total} Einträgen`)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV exportieren' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^vehicles-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await fs.readFile((await file.path())!, 'utf8');
  expect(text.startsWith('\uFEFFKennzeichen;Modell;Kilometerstand;Typ;')).toBe(true);
  const lines = text.trim().split('\r\n');
  expect(lines).toHaveLength(total + 1);
  expect(lines.slice(1).every((line) => line.split(';')[3] === 'Bus')).toBe(true);
});

test('a manager imports maintenance: the dry run shows each bad row, a good file goes in whole', async ({ page }) => {
  await signInAs(page, 'katrin.becker');
  const plate = (await (await page.request.get('/api/vehicles?limit=1&sort=license_plate')).json()).data[0].license_plate as string;
  const job = `Reifenwechsel ${tag()}`;
  await page.goto('/dashboard/voluntary-maintenance');
  await chooseLanguage(page, 'Deutsch');

  await page.getByRole('button', { name: 'CSV importieren' }).click();
  const dialog = page.getByRole('dialog', { name: /Aus einer CSV-Datei importieren/ });
  const bad = `Serviceart;Letzte Wartung;Kosten;Kilometerstand;Notizen;Fahrzeug\n${job};01.06.2026;1.234,50;100.000;Winterreifen;${plate}\n${job};31.02.2026;12,999;100.000;;XX-NOPE\n`;
  await dialog
    .getByLabel('CSV-Datei auswählen')
    .setInputFiles({ name: 'wartung.csv', mimeType: 'text/csv', buffer: Buffer.from(bad, 'utf8') });
  await dialog.getByRole('button', { name: 'Datei prüfen' }).click();
  await expect(dialog.getByText('1 Zeile kann nicht importiert werden.', { exact: false })).toBeVisible();
  const errors = dialog.getByRole('table', { name: 'Zeilen, die nicht importiert werden können' });
  await expect(errors.getByRole('row')).toHaveCount(4);
  await expect(errors).toContainText('Letzte Wartung');
  await expect(errors).toContainText('Bitte geben Sie ein Datum als TT.MM.JJJJ oder JJJJ-MM-TT ein');
  await expect(errors).toContainText('Die Kosten dürfen höchstens 2 Nachkommastellen haben');
  await expect(errors).toContainText('Es gibt kein aktives Fahrzeug mit diesem Kennzeichen');
  await expect(dialog.getByRole('button', { name: /importieren$/ })).toHaveCount(0);

  const good = `Serviceart;Letzte Wartung;Kosten;Kilometerstand;Notizen;Fahrzeug\n${job};01.06.2026;1.234,50;100.000;Winterreifen;${plate}\n${job};02.06.2026;0,99;100.100;;${plate.toLowerCase()}\n`;
  await dialog
    .getByLabel('CSV-Datei auswählen')
    .setInputFiles({ name: 'wartung.csv', mimeType: 'text/csv', buffer: Buffer.from(good, 'utf8') });
  await dialog.getByRole('button', { name: 'Datei prüfen' }).click();
  await expect(dialog.getByText('2 Zeilen sind bereit zum Import.')).toBeVisible();
  const preview = dialog.getByRole('table', { name: 'Was angelegt wird' });
  await expect(preview.getByRole('row').nth(1)).toContainText('1.234,50 €');
  await dialog.getByRole('button', { name: '2 Zeilen importieren' }).click();
  await expect(toast(page)).toContainText('2 Einträge importiert');
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Suchen', exact: true }).fill(job);
  await expect(page.locator('tbody tr')).toHaveCount(2);
  await expect(page.locator('tbody tr').first()).toContainText('0,99 €');
});

test('a file exported in English imports into another company unchanged', async ({ page }) => {
  // Export Adriatik's vehicles of one type as the admin, import them into the German company.
  await signIn(page, 'admin');
  const exported = await page.request.get('/api/vehicles/export.csv?lang=en&type=car');
  const file = readCsv(Buffer.from(await exported.text(), 'utf8'));
  const plateColumn = file.header.indexOf('License plate');
  const branchColumn = file.header.indexOf('Branches');
  const suffix = tag();
  // Fresh plates and the German company's branch; every other cell as exported.
  const rows = file.records.map(({ cells }) =>
    cells.map((cell, index) => (index === plateColumn ? `${cell}-${suffix}` : index === branchColumn ? 'Köln' : cell)),
  );
  const renamed = [file.header, ...rows].map((cells) => csvRecord(cells, ',')).join('');
  const plates = rows.map((cells) => cells[plateColumn]!);
  expect(plates.length).toBeGreaterThan(3);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.removeItem('userData'));
  await signInAs(page, 'katrin.becker', '/dashboard/vehicles');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: /Import from a CSV file/ });
  await dialog
    .getByLabel('Choose a CSV file')
    .setInputFiles({ name: 'cars.csv', mimeType: 'text/csv', buffer: Buffer.from(renamed, 'utf8') });
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByText(`${plates.length} rows are ready to import.`)).toBeVisible();
  await dialog.getByRole('button', { name: `Import ${plates.length} rows` }).click();
  await expect(toast(page)).toContainText(`${plates.length} records imported`);
  const mine = await (await page.request.get(`/api/vehicles?q=-${suffix}&limit=100`)).json();
  expect(mine.totalCount).toBe(plates.length);
  expect(
    mine.data.every(
      (vehicle: { type: string; branches: { name: string }[] }) => vehicle.type === 'car' && vehicle.branches[0]!.name === 'Köln',
    ),
  ).toBe(true);
  // Exported again, every value reads as it did; only the creator (and the statuses, which follow the company's
  // thresholds) may differ.
  const again = readCsv(Buffer.from(await (await page.request.get(`/api/vehicles/export.csv?lang=en&q=-${suffix}`)).text(), 'utf8'));
  const varying = ['Created by', 'Legislation status', 'Service status'].map((header) => file.header.indexOf(header));
  const comparable = (cells: string[]) => cells.filter((_, index) => !varying.includes(index));
  expect(again.records.map(({ cells }) => comparable(cells))).toEqual(rows.map(comparable));
});
