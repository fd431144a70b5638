import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/languages';
import { withoutSoftHyphens } from '../../../contract/vocabulary';
import { DEMO_PASSWORD, seedDemoData } from '../../../server/demo/seed';
import { readCsv } from '../../../server/csv/read';
import { maintenanceColumns } from '../../../server/routes/maintenance/csv-sheet';
import { VEHICLE_COLUMNS } from '../../../server/routes/vehicles/csv-sheet';
import { fuelEntryColumns } from '../../../server/routes/fuel-entries/csv-sheet';
import { signIn, type Client } from '../support/client';
import { startTestApp, type TestApp, middayUtc } from '../support/test-app';
import { fodsRows, LibreOffice, sofficeMissing, type SheetCell, type SpreadsheetLanguage } from './libreoffice';
import { csvText, upload } from './support';

/*
 * The demo's lists exported in each language, opened in LibreOffice Calc as a person in that
 * language opens them, saved as CSV again, and checked by the import (docs/csv.md, Spreadsheets):
 * dates must arrive as dates, costs and kilometres as numbers, and every row of what the spreadsheet
 * writes back must pass the import's dry run, found in Fleet exactly as it is (so every value came
 * back). One soffice process per language, with "Detect special numbers" off (LibreOffice's default)
 * and on. It needs soffice (Debian's libreoffice-calc) and fails without it: .ci/run installs it.
 */

const TODAY = '2026-06-15';

const RESOURCES = ['vehicles', 'general-maintenances', 'mandatory-maintenances', 'fuel-entries'] as const;
type Resource = (typeof RESOURCES)[number];

/** The spreadsheets: English as in the US and in Britain (their dates differ), German, and Albanian. */
const SPREADSHEETS: { name: string; language: Language; spreadsheet: SpreadsheetLanguage }[] = [
  { name: 'en-US', language: 'en', spreadsheet: { locale: 'en-US', languageId: 1033, delimiter: ',' } },
  { name: 'en-GB', language: 'en', spreadsheet: { locale: 'en-GB', languageId: 2057, delimiter: ',' } },
  { name: 'de-DE', language: 'de', spreadsheet: { locale: 'de-DE', languageId: 1031, delimiter: ';' } },
  { name: 'sq-AL', language: 'al', spreadsheet: { locale: 'sq-AL', languageId: 1052, delimiter: ';' } },
];

const COLUMNS = {
  vehicles: VEHICLE_COLUMNS,
  'general-maintenances': maintenanceColumns({ date: { field: 'service_date' }, mandatory: false }),
  'mandatory-maintenances': maintenanceColumns({ date: { field: 'finished_on' }, mandatory: true }),
  'fuel-entries': fuelEntryColumns,
} as const;

const DATE_FIELDS = new Set([
  'last_legislation_control',
  'next_legislation_control',
  'last_service_date',
  'next_service_date',
  'service_date',
  'finished_on',
  'filled_on',
]);
/** Costs, and the fuel entries' quantities, which are written with two decimals as costs are. */
const COST_FIELDS = new Set(['cost', 'quantity', 'adblue_litres']);
const NUMBER_FIELDS = new Set([
  'mileage',
  'legislation_control_interval',
  'last_service_mileage',
  'mandatory_service_interval',
  'mandatory_service_interval_km',
  'next_service_km',
  'odometer',
]);

/** What one spreadsheet made of one list. */
interface Outcome {
  /** Date cells that became dates, of all date cells with a value. */
  dates: [number, number];
  costs: [number, number];
  /** Kilometres and intervals. */
  numbers: [number, number];
  /** Rows of the saved file that pass the dry run, of all. */
  valid: [number, number];
  /** Rows the dry run found in Fleet already exactly as they are, of all: every value came back. */
  unchanged: [number, number];
  /** The dry run's messages, counted. */
  problems: Record<string, number>;
}

/** Counts, per kind of column, the cells with a value and those of the expected type. */
function typesOf(rows: SheetCell[][], resource: Resource, language: Language) {
  const [header = [], ...records] = rows;
  const fields = header.map(
    (cell) => COLUMNS[resource].find((column) => withoutSoftHyphens(column.labels[language]) === cell.text)?.field ?? '',
  );
  const count = (kinds: Set<string>, type: string): [number, number] => {
    let typed = 0;
    let all = 0;
    for (const record of records) {
      fields.forEach((field, index) => {
        const cell = record[index];
        if (!kinds.has(field) || !cell || cell.text === '') return;
        all += 1;
        if (cell.type === type) typed += 1;
      });
    }
    return [typed, all];
  };
  return { dates: count(DATE_FIELDS, 'date'), costs: count(COST_FIELDS, 'float'), numbers: count(NUMBER_FIELDS, 'float') };
}

let t: TestApp;
let admin: Client;
let office: LibreOffice;
const exported: Record<Language, Record<string, string>> = { en: {}, de: {}, al: {} };
/** By spreadsheet, mode (special numbers detected or not) and resource. */
const outcomes = new Map<string, Outcome>();

const missing = sofficeMissing();

beforeAll(async () => {
  if (missing) return;
  t = await startTestApp({ now: () => middayUtc(TODAY) });
  await seedDemoData(t.db, new Date(`${TODAY}T08:00:00Z`));
  admin = await signIn(t.app, 'admin', DEMO_PASSWORD);
  await addFuelEntries();
  office = await LibreOffice.start();
  for (const language of ['en', 'de', 'al'] as const) {
    for (const resource of RESOURCES) {
      const answer = await admin.get(`/api/${resource}/export.csv?lang=${language}`);
      expect(answer.status).toBe(200);
      exported[language][resource] = csvText(answer);
    }
  }
}, 120_000);
afterAll(async () => {
  await office?.close();
  await t?.close();
});

const MODES = { plain: 'off (its default)', special: 'on' } as const;

describe('CSV through LibreOffice Calc: export, open in the language, save as CSV, import', () => {
  it('soffice is installed (Debian: apt-get install -y --no-install-recommends libreoffice-calc)', () => {
    expect(missing, missing).toBeUndefined();
  });

  it('dates arrive as dates, numbers as numbers, and every row saved again passes the dry run as in Fleet already', async () => {
    if (missing) throw new Error(missing);
    // Two soffice processes at a time, and each language's dry runs all at once as its files come
    // back: the import's worker thread then starts once for them, not once per file.
    const checked = new Map<string, Promise<Outcome>>();
    const queue = [...SPREADSHEETS];
    const reopenNext = async (): Promise<void> => {
      const next = queue.shift();
      if (!next) return;
      const { name, language, spreadsheet } = next;
      const reopened = await office.reopen(exported[language], spreadsheet);
      for (const mode of Object.keys(MODES) as (keyof typeof MODES)[]) {
        for (const resource of RESOURCES) {
          const { sheet, csv } = reopened[mode][resource]!;
          const outcome = outcomeOf(resource, language, sheet, csv);
          // Awaited below, in order; until then its failure must not count as unhandled.
          outcome.catch(() => undefined);
          checked.set(`${name} ${mode} ${resource}`, outcome);
        }
      }
      return reopenNext();
    };
    await Promise.all([reopenNext(), reopenNext()]);
    // In the table's order: by spreadsheet, mode and list.
    for (const { name } of SPREADSHEETS) {
      for (const mode of Object.keys(MODES)) {
        for (const resource of RESOURCES) {
          const key = `${name} ${mode} ${resource}`;
          outcomes.set(key, await checked.get(key)!);
        }
      }
    }
    report();
    for (const [key, outcome] of outcomes) {
      expect(outcome.valid[0], `${key}: rows valid, ${JSON.stringify(outcome.problems)}`).toBe(outcome.valid[1]);
      expect(outcome.unchanged[0], `${key}: rows found in Fleet as they are`).toBe(outcome.unchanged[1]);
      expect(outcome.dates[0], `${key}: dates read as dates`).toBe(outcome.dates[1]);
      expect(outcome.numbers[0], `${key}: kilometres and intervals read as numbers`).toBe(outcome.numbers[1]);
      // LibreOffice 7.4 has no Albanian locale data and reads numbers as in US English (docs/csv.md).
      if (!key.startsWith('sq-AL')) expect(outcome.costs[0], `${key}: costs read as numbers`).toBe(outcome.costs[1]);
    }
  }, 300_000);
});

/**
 * The demo has no fuel entries: a few on its first vehicles, with what spreadsheets may change: cents,
 * AdBlue or none, both units, partial fills, a station with the separator in it.
 */
async function addFuelEntries() {
  const vehicles = (await admin.get('/api/vehicles?limit=3&sort=license_plate')).body.data as { id: string; mileage: number }[];
  for (const [index, vehicle] of vehicles.entries()) {
    const entries = [
      { filled_on: '2026-05-02', quantity: 61.37, unit: 'l', adblue_litres: 3.5, cost: 101.26, full: true, station: 'Kastrati; Durrës' },
      { filled_on: '2026-05-09', quantity: 20, unit: 'l', cost: 33, full: false, notes: 'Pump stopped, "20"' },
      { filled_on: '2026-05-16', quantity: 52.5, unit: index === 2 ? 'kWh' : 'l', cost: 0, full: true },
    ];
    for (const [step, entry] of entries.entries()) {
      const answer = await admin.post('/api/fuel-entries', {
        ...entry,
        odometer: vehicle.mileage + 300 * (step + 1),
        vehicle_id: vehicle.id,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
  }
}

/**
 * A dry run, sent again after Retry-After when Fleet answers 503 ("try again in a moment"), as a client
 * is told to: beside LibreOffice and the rest of the suite on two busy cores, a connection can take
 * longer than the pool waits. Any other answer is the answer.
 */
async function dryRunWhenAvailable(path: string, csv: string) {
  for (let attempt = 1; ; attempt++) {
    const answer = await upload(admin, path, csv);
    if (answer.status !== 503 || attempt === 3) return answer;
    await new Promise((resolve) => setTimeout(resolve, Number(answer.headers['retry-after'] ?? 1) * 1000));
  }
}

/** What a spreadsheet made of one list: its cells' types in the sheet, and the dry run of the CSV file it saved. */
async function outcomeOf(resource: Resource, language: Language, sheet: string, csv: string): Promise<Outcome> {
  const types = typesOf(fodsRows(sheet), resource, language);
  const dryRun = await dryRunWhenAvailable(`/api/${resource}/import?dryRun=true`, csv);
  expect(dryRun.status, `${resource}: ${JSON.stringify(dryRun.body).slice(0, 500)}`).toBe(200);
  const problems: Record<string, number> = {};
  for (const issue of dryRun.body.data.errors as { message: string }[]) problems[issue.message] = (problems[issue.message] ?? 0) + 1;
  const rows = readCsv(Buffer.from(csv, 'utf8')).records.length;
  return { ...types, valid: [dryRun.body.data.valid_rows, rows], unchanged: [dryRun.body.data.unchanged, rows], problems };
}

/** The table of docs/csv.md, printed for the record. */
function report() {
  const ratio = ([n, of]: [number, number]) => `${n} of ${of}`;
  const lines = ['spreadsheet | Detect special numbers | list | dates | costs | km, intervals | rows valid | unchanged | problems'];
  for (const [key, outcome] of outcomes) {
    const [name, mode, resource] = key.split(' ') as [string, keyof typeof MODES, string];
    lines.push(
      `${name} | ${MODES[mode]} | ${resource} | ${ratio(outcome.dates)} | ${ratio(outcome.costs)} | ${ratio(outcome.numbers)} | ${ratio(outcome.valid)} | ${ratio(outcome.unchanged)} | ${JSON.stringify(outcome.problems)}`,
    );
  }
  console.log(lines.join('\n'));
}
