import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../contract/languages';
import { messages } from '../../../contract/messages';
import { readCsv } from '../../../server/csv/read';
import { csvRecord } from '../../../server/csv/write';
import { signIn, type Client } from '../support/client';
import { makeBranch, makeCompany, makeEmployee, makeVehicle, PASSWORD } from '../support/fixtures';
import { expectFailure } from '../support/maintenance-suite';
import { middayUtc } from '../support/test-app';
import { worldTest } from '../support/world';
import { BOM, csvText, importFile, upload } from './support';

/*
 * Fuel entries as CSV (docs/csv.md, docs/fuel.md): the export in English, German and Albanian, the
 * round trip of each into an empty company (the same entries come back), an export imported again
 * (nothing twice), and the refusal of bad rows by their line.
 */
const TODAY = '2026-06-15';
const { t, world, as } = await worldTest({ now: () => middayUtc(TODAY) });
const path = '/api/fuel-entries';

/** A company of its own with two vehicles and a signed-in admin. */
async function companyWithVehicles() {
  const company = await makeCompany(t.db);
  const branch = await makeBranch(t.db, company.id, 'Depot');
  const person = await makeEmployee(t.db, { role: 'admin', companyId: company.id });
  const admin = await signIn(t.app, person.username, PASSWORD);
  await makeVehicle(t.db, company.id, [branch.id], { licensePlate: 'AA 100 BB', mileage: 10_000 });
  await makeVehicle(t.db, company.id, [branch.id], { licensePlate: 'ZZ 001 ÇË', mileage: 20_000 });
  const plate = async (licensePlate: string) => (await admin.get(`/api/vehicles?q=${encodeURIComponent(licensePlate)}`)).body.data[0].id;
  return { company, admin, vehicles: { diesel: await plate('AA 100 BB'), hybrid: await plate('ZZ 001 ÇË') } };
}

/** Entries with everything that breaks CSV files: cents, separators and quotes, a formula, both units, partial ones. */
async function fillUp(admin: Client, vehicles: { diesel: string; hybrid: string }) {
  const entries = [
    {
      filled_on: '2026-05-02',
      quantity: 61.37,
      unit: 'l',
      adblue_litres: 3.5,
      cost: 101.26,
      odometer: 10_400,
      full: true,
      station: 'Kastrati; Durrës',
    },
    {
      filled_on: '2026-05-09',
      quantity: 20,
      unit: 'l',
      cost: 33,
      odometer: 10_700,
      full: false,
      notes: 'Pump stopped at "20"\nrest later',
    },
    { filled_on: '2026-05-16', quantity: 52.5, unit: 'l', cost: 91.58, odometer: 11_200, full: true, notes: '=SUM(A1:A9)' },
    { filled_on: '2026-05-03', quantity: 11.2, unit: 'kWh', cost: 4.03, odometer: 20_100, full: true, station: 'Ionity Fushë-Krujë' },
    { filled_on: '2026-05-20', quantity: 9.85, unit: 'kWh', cost: 0, odometer: 20_350, full: true, station: 'Home wallbox' },
  ];
  for (const [index, entry] of entries.entries()) {
    const answer = await admin.post(path, { ...entry, vehicle_id: index < 3 ? vehicles.diesel : vehicles.hybrid });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }
}

/** The entries as the API lists them, without what differs between two companies. */
async function comparable(admin: Client) {
  const rows = (await admin.get(`${path}?limit=100&sort=odometer`)).body.data as Record<string, unknown>[];
  return rows.map(
    ({
      id: _id,
      company_id: _c,
      vehicle_id: _v,
      created_by: _b,
      created_by_username: _u,
      createdAt: _ca,
      updatedAt: _ua,
      version: _n,
      ...rest
    }) => rest,
  );
}

/** An export without its creator column, which names who imported it in the other company. */
function withoutCreator(content: string) {
  const file = readCsv(Buffer.from(content, 'utf8'));
  return file.records.map((record) => record.cells.slice(0, -1));
}

describe('fuel entries: CSV export', () => {
  it("writes the table's columns in the language asked for, numbers and yes or no in its own way, formulas guarded", async () => {
    const { admin, vehicles } = await companyWithVehicles();
    await fillUp(admin, vehicles);
    const en = await admin.get(`${path}/export.csv?lang=en&sort=odometer`);
    expect(en.status).toBe(200);
    expect(en.headers['content-disposition']).toBe(`attachment; filename="fuel-entries-${TODAY}.csv"`);
    const creator = (await admin.get(path)).body.data[0].created_by_username;
    const lines = (language: Language) =>
      admin.get(`${path}/export.csv?lang=${language}&sort=odometer`).then((answer) => csvText(answer).split('\r\n'));
    const english = await lines('en');
    expect(english[0]).toBe(`${BOM}Date,Vehicle,Odometer,Quantity,Unit,Full,AdBlue (l),Cost,Station,Notes,Created by`);
    expect(english[1]).toBe(`2026-05-02,AA 100 BB,10400,61.37,l,Yes,3.50,101.26,Kastrati; Durrës,,${creator}`);
    expect(english).toContain(`2026-05-16,AA 100 BB,11200,52.50,l,Yes,,91.58,,'=SUM(A1:A9),${creator}`);
    const german = await lines('de');
    expect(german[0]).toBe(`${BOM}Datum;Fahrzeug;Kilometerstand;Menge;Einheit;Voll;AdBlue (l);Kosten;Tankstelle;Notizen;Erstellt von`);
    expect(german[1]).toBe(`2026-05-02;AA 100 BB;10400;61,37;l;Ja;3,50;101,26;"Kastrati; Durrës";;${creator}`);
    const albanian = csvText(await admin.get(`${path}/export.csv?lang=al&sort=odometer`));
    expect(
      albanian.startsWith(
        `${BOM}Data;Automjeti;Kilometrazhi;Sasia;Njësia;Plot;AdBlue (l);Kostoja;Pika e karburantit;Shënime;Krijuar nga\r\n`,
      ),
    ).toBe(true);
    expect(albanian).toContain(`\r\n2026-05-09;AA 100 BB;10700;20,00;l;Jo;;33,00;;"Pump stopped at ""20""\nrest later";${creator}\r\n`);
    expect(albanian).toContain(`\r\n2026-05-03;ZZ 001 ÇË;20100;11,20;kWh;Po;;4,03;Ionity Fushë-Krujë;;${creator}\r\n`);
  });

  it("takes the list's filters and shows only what the caller sees", async () => {
    /** The plates of an export's rows, its header left out. */
    const plates = async (client: Client) =>
      csvText(await client.get(`${path}/export.csv?unit=kWh`))
        .split('\r\n')
        .slice(1)
        .filter(Boolean)
        .map((line) => line.split(',')[1]);
    expect(await plates(as.admin)).toEqual([]);
    await as.admin.post(path, {
      filled_on: '2026-06-01',
      quantity: 30,
      unit: 'kWh',
      cost: 9,
      odometer: 60_000,
      vehicle_id: world.vehicles.a2.id,
    });
    expect(await plates(as.admin)).toEqual([world.vehicles.a2.licensePlate]);
    // The moderator sees branch North only; the entry is on a vehicle of South.
    expect(await plates(as.moderator)).toEqual([]);
    expectFailure(await as.admin.get(`${path}/export.csv?lang=fr`), 400, messages.exportLanguage, 'lang');
  });
});

describe('fuel entries: CSV round trip, export then import into an empty company, the same entries', () => {
  it.each(LANGUAGES)('in %s', async (language) => {
    const source = await companyWithVehicles();
    await fillUp(source.admin, source.vehicles);
    const target = await companyWithVehicles();
    const exported = csvText(await source.admin.get(`${path}/export.csv?lang=${language}`));
    const { dryRun, done } = await importFile(target.admin, `${path}/import`, exported);
    expect(dryRun.body.data).toMatchObject({ rows: 5, valid_rows: 5, unchanged: 0, created: 0, errors: [] });
    expect(done.body.data).toMatchObject({ dry_run: false, created: 5 });
    expect(await comparable(target.admin)).toEqual(await comparable(source.admin));
    const again = csvText(await target.admin.get(`${path}/export.csv?lang=${language}`));
    expect(withoutCreator(again)).toEqual(withoutCreator(exported));
    // The imported entries moved the vehicles forward and give the same figures.
    const rowOf = async (admin: Client, id: string) => (await admin.get(`/api/vehicles/${id}`)).body.data;
    for (const key of ['diesel', 'hybrid'] as const) {
      const [before, after] = [await rowOf(source.admin, source.vehicles[key]), await rowOf(target.admin, target.vehicles[key])];
      expect({ mileage: after.mileage, consumption: after.consumption, cost_per_km: after.cost_per_km }).toEqual({
        mileage: before.mileage,
        consumption: before.consumption,
        cost_per_km: before.cost_per_km,
      });
    }
    // (20 + 52.5) l over 800 km; (9.85) kWh over 250 km.
    expect((await rowOf(target.admin, target.vehicles.diesel)).consumption).toEqual({ l: 9.06, kWh: null });
    expect((await rowOf(target.admin, target.vehicles.hybrid)).consumption).toEqual({ l: null, kWh: 3.94 });
  });

  it.each(LANGUAGES)('in %s, an export imported again is in Fleet already: nothing is created twice', async (language) => {
    const source = await companyWithVehicles();
    await fillUp(source.admin, source.vehicles);
    const exported = csvText(await source.admin.get(`${path}/export.csv?lang=${language}`));
    const done = await upload(source.admin, `${path}/import`, exported);
    expect(done.status).toBe(201);
    expect(done.body.data).toMatchObject({ rows: 5, valid_rows: 5, unchanged: 5, created: 0 });
    expect((await source.admin.get(path)).body.totalCount).toBe(5);
  });
});

describe('fuel entries: CSV import', () => {
  it("reads any language's headers, numbers, units and yes or no; a missing Full column is a full tank", async () => {
    const { admin, vehicles } = await companyWithVehicles();
    const file =
      'Datum;Fahrzeug;Kilometerstand;Menge;Einheit;Voll;Kosten\n' +
      '2026-05-02;aa 100 bb;15.000;1.234,5;L;Nein;1.999,90\n' +
      '03.05.2026;ZZ 001 ÇË;20.500;42;KWH;po;12,6\n';
    const { done } = await importFile(admin, `${path}/import`, file);
    expect(done.body.data.created).toBe(2);
    const rows = (await admin.get(`${path}?sort=odometer`)).body.data;
    expect(
      rows.map((row: Record<string, unknown>) => [row.vehicle_id, row.filled_on, row.odometer, row.quantity, row.unit, row.full, row.cost]),
    ).toEqual([
      [vehicles.diesel, '2026-05-02', 15_000, 1234.5, 'l', false, 1999.9],
      [vehicles.hybrid, '2026-05-03', 20_500, 42, 'kWh', true, 12.6],
    ]);
    const english = 'filled_on,vehicle_license_plate,odometer,quantity,unit,cost\n2026-05-04,AA 100 BB,15100,10,l,15\n';
    expect((await importFile(admin, `${path}/import`, english)).done.body.data.created).toBe(1);
    expect((await admin.get(`${path}?sort=odometer&order=desc`)).body.data[0].full).toBe(true);
    expect((await admin.get(`/api/vehicles/${vehicles.diesel}`)).body.data.mileage).toBe(15_100);
    // An Albanian file of before the glossary (issue 31) named the station "Stacioni".
    const former = 'Data;Automjeti;Kilometrazhi;Sasia;Njësia;Kostoja;Stacioni\n2026-05-05;AA 100 BB;15.200;10;l;15;Kastrati Tiranë\n';
    const formerDone = await importFile(admin, `${path}/import`, former);
    expect(formerDone.dryRun.body.data.ignored_columns).toEqual([]);
    const entries: { odometer: number; station: string | null }[] = (await admin.get(path)).body.data;
    expect(entries.find((entry) => entry.odometer === 15_200)?.station).toBe('Kastrati Tiranë');
  });

  it('refuses bad rows by their line and column, and a real import of them creates nothing', async () => {
    const { admin } = await companyWithVehicles();
    const file = [
      'Date,Vehicle,Odometer,Quantity,Unit,Full,AdBlue (l),Cost,Station,Notes',
      '2026-05-01,AA 100 BB,10100,40,l,Yes,,60,,',
      '2026-05-02,NOPE 1,10200,0,gallon,maybe,-1,12.345,,',
      '31.02.2026,AA 100 BB,-5,"1,5",kWh,No,,7,,',
      ',,10300,10,l,,,,,',
      `2026-05-05,AA 100 BB,10400,12.5,kWh,No,,5,${'x'.repeat(121)},`,
    ].join('\n');
    const dryRun = await upload(admin, `${path}/import?dryRun=true`, file);
    expect(dryRun.status).toBe(200);
    expect(dryRun.body.data).toMatchObject({ dry_run: true, rows: 5, valid_rows: 1, created: 0, ignored_columns: [] });
    expect(dryRun.body.data.errors).toEqual([
      { row: 3, column: 'Vehicle', value: 'NOPE 1', message: messages.importUnknownVehicle },
      { row: 3, column: 'Quantity', value: '0', message: messages.fuelQuantityMin },
      { row: 3, column: 'Unit', value: 'gallon', message: messages.energyUnit },
      { row: 3, column: 'Full', value: 'maybe', message: messages.importYesOrNo },
      { row: 3, column: 'AdBlue (l)', value: '-1', message: messages.intervalMin },
      { row: 3, column: 'Cost', value: '12.345', message: messages.costDecimals },
      { row: 4, column: 'Date', value: '31.02.2026', message: messages.validDay },
      { row: 4, column: 'Odometer', value: '-5', message: messages.mileageMin },
      { row: 4, column: 'Quantity', value: '1,5', message: messages.validNumber },
      { row: 5, column: 'Date', value: '', message: messages.required },
      { row: 5, column: 'Vehicle', value: '', message: messages.required },
      { row: 5, column: 'Cost', value: '', message: messages.required },
      { row: 6, column: 'Station', value: 'x'.repeat(121), message: messages.tooLong(120) },
    ]);
    expect(dryRun.body.data.preview).toEqual([
      {
        filled_on: '2026-05-01',
        quantity: 40,
        unit: 'l',
        adblue_litres: null,
        cost: 60,
        odometer: 10_100,
        flagged: false,
        full: true,
        station: null,
        notes: null,
        vehicle_license_plate: 'AA 100 BB',
      },
    ]);
    const refused = await upload(admin, `${path}/import`, file);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messages.importRowsFailed);
    expect(refused.body.errors).toContainEqual({ field: 'Unit', row: 3, message: messages.energyUnit });
    expect((await admin.get(path)).body.totalCount).toBe(0);
    expectFailure(
      await upload(admin, `${path}/import`, 'Date,Vehicle,Odometer\n2026-05-01,AA 100 BB,1\n'),
      400,
      messages.importMissingColumn,
    );
  });

  it("never matches another company's plates, nor those outside a moderator's branches; users may import", async () => {
    const file = (plate: string) => `filled_on,vehicle_license_plate,odometer,quantity,unit,cost\n2026-05-04,${plate},60000,10,l,15\n`;
    const theirs = await upload(as.admin, `${path}/import?dryRun=true`, file(world.vehicles.b1.licensePlate));
    expect(theirs.body.data.errors).toEqual([
      { row: 2, column: 'vehicle_license_plate', value: world.vehicles.b1.licensePlate, message: messages.importUnknownVehicle },
    ]);
    const south = await upload(as.moderator, `${path}/import?dryRun=true`, file(world.vehicles.a2.licensePlate));
    expect(south.body.data.errors).toHaveLength(1);
    const own = await upload(as.user, `${path}/import`, file(world.vehicles.a1.licensePlate));
    expect(own.status).toBe(201);
    expect(own.body.data.created).toBe(1);
  });

  it('a row that differs from the entry in Fleet in anything is a new entry', async () => {
    const { admin, vehicles } = await companyWithVehicles();
    await fillUp(admin, vehicles);
    const exported = readCsv((await admin.get(`${path}/export.csv?lang=de&sort=odometer`)).raw);
    const cells = exported.records.map((record) => record.cells);
    const partial = [...cells[0]!];
    partial[5] = 'Nein';
    const file = [exported.header, ...cells, partial].map((row) => csvRecord(row, ';')).join('');
    const checked = await upload(admin, `${path}/import?dryRun=true`, file);
    expect(checked.body.data).toMatchObject({ rows: 6, valid_rows: 6, unchanged: 5, errors: [] });
    expect(checked.body.data.preview).toMatchObject([{ odometer: 10_400, full: false }]);
  });
});
