import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../contract/languages';
import { messages } from '../../../contract/messages';
import { generalMaintenances, vehicles } from '../../../server/db/schema';
import { readCsv } from '../../../server/csv/read';
import { csvRecord } from '../../../server/csv/write';
import { Client, signIn } from '../support/client';
import { expectFailure } from '../support/maintenance-suite';
import { makeBranch, makeCompany, makeEmployee, makeVehicle, makeWorld, PASSWORD, signInAll, type World } from '../support/fixtures';
import { startTestApp, type TestApp, middayUtc } from '../support/test-app';
import { BOM, csvText, importFile, upload } from './support';

const TODAY = '2026-06-15';

let t: TestApp;
let world: World;
let as: Awaited<ReturnType<typeof signInAll>>;

beforeAll(async () => {
  t = await startTestApp({ now: () => middayUtc(TODAY) });
  world = await makeWorld(t.db);
  as = await signInAll(t.app, world);
});
afterAll(() => t.close());

/** A company of its own with the given branches and a signed-in admin. */
async function companyWithAdmin(branchNames: string[]) {
  const company = await makeCompany(t.db);
  const branchRows = [];
  for (const name of branchNames) branchRows.push(await makeBranch(t.db, company.id, name));
  const person = await makeEmployee(t.db, { role: 'admin', companyId: company.id });
  const admin = await signIn(t.app, person.username, PASSWORD);
  return { company, branches: branchRows, admin };
}

const BRANCH_NAMES = ['Tiranë', 'Durrës', 'Port, Durrës'];

/**
 * A small fleet with everything that breaks CSV files: separators, quotes and line breaks in notes,
 * a formula, letters of all three languages, cents, a branch whose name holds a comma, vehicles in
 * two branches, both kinds of records, and a vehicle whose service mark is not known.
 */
async function buildSampleFleet(admin: Client, branchIds: Record<string, string>) {
  const vehicleBodies = [
    {
      license_plate: 'AA 100 BB',
      model: 'Mercedes-Benz Tourismo "RHD"',
      mileage: 250_000,
      type: 'bus',
      last_legislation_control: '2025-06-10',
      legislation_control_interval: 12,
      last_service_date: '2026-01-31',
      last_service_mileage: 240_000,
      mandatory_service_interval: 12,
      mandatory_service_interval_km: 60_000,
      notes: 'Line Tiranë; Durrës, 49 seats\nSpare key: "office"',
      branches: [branchIds['Tiranë']!, branchIds['Port, Durrës']!],
    },
    {
      license_plate: 'K-RL 1042',
      model: 'Actros 1848 LS',
      mileage: 410_500,
      type: 'truck',
      last_legislation_control: '2026-02-29'.replace('29', '28'),
      legislation_control_interval: 6,
      last_service_date: '2025-12-01',
      last_service_mileage: null,
      mandatory_service_interval: 12,
      mandatory_service_interval_km: 120_000,
      notes: '=HYPERLINK("http://evil.example")',
      branches: [branchIds['Durrës']!],
    },
    {
      license_plate: 'ZZ 001 ÇË',
      model: 'Škoda Octavia',
      mileage: 98_765,
      type: 'car',
      last_legislation_control: '2024-07-01',
      legislation_control_interval: 24,
      last_service_date: '2026-05-20',
      last_service_mileage: 98_000,
      mandatory_service_interval: 0,
      mandatory_service_interval_km: 30_000,
      notes: null,
      branches: [branchIds['Durrës']!],
    },
  ];
  const created = [];
  for (const body of vehicleBodies) {
    const answer = await admin.post('/api/vehicles', body);
    if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
    created.push(answer.body.data);
  }
  const [bus, truck, car] = created;
  const general = [
    {
      vehicle_id: bus.id,
      service_type: 'Brake pads',
      service_date: '2026-02-14',
      cost: 1234.56,
      mileage: 244_000,
      notes: 'Front axle, "urgent"',
    },
    { vehicle_id: truck.id, service_type: 'Tyres; winter', service_date: '2025-11-03', cost: 0, mileage: 400_000, notes: null },
    {
      vehicle_id: car.id,
      service_type: 'Klimaanlage – Wartung',
      service_date: '2026-03-01',
      cost: 89.9,
      mileage: 97_000,
      notes: '-20 % Rabatt',
    },
  ];
  const mandatory = [
    { vehicle_id: bus.id, service_type: 'Registration', finished_on: '2025-06-10', cost: 75, mileage: 200_000, notes: null },
    {
      vehicle_id: bus.id,
      service_type: 'Service',
      finished_on: '2026-01-31',
      cost: 1899.99,
      mileage: 240_000,
      notes: 'Full service\nand filters',
    },
    {
      vehicle_id: truck.id,
      service_type: 'Registration',
      finished_on: '2026-02-28',
      cost: 210.5,
      mileage: 405_000,
      notes: 'HU ohne Mängel',
    },
    { vehicle_id: car.id, service_type: 'Service', finished_on: '2026-05-20', cost: 320, mileage: 98_000, notes: null },
  ];
  for (const body of general) expect((await admin.post('/api/general-maintenances', body)).status).toBe(201);
  for (const body of mandatory) expect((await admin.post('/api/mandatory-maintenances', body)).status).toBe(201);
}

const RESOURCES = ['vehicles', 'general-maintenances', 'mandatory-maintenances'] as const;

/** The export's records without the "Created by" column, which names whoever imported them. */
function withoutCreator(content: string, language: Language) {
  const file = readCsv(Buffer.from(content, 'utf8'));
  const creator = file.header.findIndex((header) => ['Created by', 'Erstellt von', 'Krijuar nga'].includes(header));
  expect(creator, `${language}: the export has a Created by column`).toBeGreaterThanOrEqual(0);
  const drop = (cells: string[]) => cells.filter((_, index) => index !== creator);
  return { header: drop(file.header), records: file.records.map((record) => drop(record.cells)) };
}

describe('CSV export', () => {
  let source: Awaited<ReturnType<typeof companyWithAdmin>>;
  beforeAll(async () => {
    source = await companyWithAdmin(BRANCH_NAMES);
    await buildSampleFleet(source.admin, Object.fromEntries(source.branches.map((branch) => [branch.name, branch.id])));
  });

  it('writes UTF-8 with a byte order mark, as an attachment, headers in the language asked for', async () => {
    const en = await source.admin.get('/api/vehicles/export.csv?lang=en');
    expect(en.status).toBe(200);
    expect(en.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(en.headers['content-disposition']).toBe(`attachment; filename="vehicles-${TODAY}.csv"`);
    expect(en.raw.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(
      csvText(en).startsWith(`${BOM}License plate,Model,Mileage,Type,Legislation status,Service status,Last legislation control,`),
    ).toBe(true);
    const de = csvText(await source.admin.get('/api/vehicles/export.csv?lang=de'));
    expect(
      de.startsWith(
        `${BOM}Kennzeichen;Modell;Kilometerstand;Typ;Status der Hauptuntersuchung;Status der Wartung;Letzte Hauptuntersuchung;`,
      ),
    ).toBe(true);
    const al = csvText(await source.admin.get('/api/vehicles/export.csv?lang=al'));
    expect(al.startsWith(`${BOM}Targa;Modeli;Kilometrazhi;Lloji;Statusi i kontrollit teknik;`)).toBe(true);
    expect(csvText(await source.admin.get('/api/vehicles/export.csv')).startsWith(`${BOM}License plate,`)).toBe(true);
    expectFailure(await source.admin.get('/api/vehicles/export.csv?lang=fr'), 400, messages.exportLanguage, 'lang');
  });

  it("writes numbers and names in the language's own way, dates as yyyy-MM-dd", async () => {
    const en = csvText(await source.admin.get('/api/general-maintenances/export.csv?lang=en&sort=cost&order=desc'));
    expect(en.split('\r\n')[1]).toBe(
      `Brake pads,2026-02-14,1234.56,244000,"Front axle, ""urgent""",AA 100 BB,${await usernameOf(source.admin)}`,
    );
    const de = csvText(await source.admin.get('/api/general-maintenances/export.csv?lang=de&sort=cost&order=desc'));
    expect(de.split('\r\n')[0]).toBe(`${BOM}Serviceart;Letzte Wartung;Kosten;Kilometerstand;Notizen;Fahrzeug;Erstellt von`);
    expect(de.split('\r\n')[1]).toBe(
      `Brake pads;2026-02-14;1234,56;244000;"Front axle, ""urgent""";AA 100 BB;${await usernameOf(source.admin)}`,
    );
    expect(de).toContain('"Tyres; winter";2025-11-03;0,00;400000;;K-RL 1042;');
    const mandatory = csvText(await source.admin.get('/api/mandatory-maintenances/export.csv?lang=al&sort=finished_on'));
    expect(mandatory).toContain('Kontrolli teknik;2025-06-10;75,00;200000;;AA 100 BB;');
    const vehiclesDe = csvText(await source.admin.get('/api/vehicles/export.csv?lang=de&q=K-RL'));
    // Status names, the guarded formula, an empty service mark and next km, and the branch list.
    expect(vehiclesDe.split('\r\n')[1]).toBe(
      `K-RL 1042;Actros 1848 LS;410500;Lkw;In Ordnung;In Ordnung;2026-02-28;6;2026-08-28;2025-12-01;;12;120000;2026-12-01;;"'=HYPERLINK(""http://evil.example"")";${await usernameOf(source.admin)};Durrës`,
    );
  });

  it("exports the whole list with the list's filters and sort: branch, search, type, due status", async () => {
    const durres = source.branches.find((branch) => branch.name === 'Durrës')!;
    const plates = async (query: string) =>
      readCsv((await source.admin.get(`/api/vehicles/export.csv?${query}`)).raw).records.map((record) => record.cells[0]);
    expect(await plates('')).toEqual(['AA 100 BB', 'K-RL 1042', 'ZZ 001 ÇË']);
    expect(await plates(`branchId=${durres.id}`)).toEqual(['K-RL 1042', 'ZZ 001 ÇË']);
    expect(await plates('q=octavia')).toEqual(['ZZ 001 ÇË']);
    expect(await plates('type=bus')).toEqual(['AA 100 BB']);
    expect(await plates('sort=mileage&order=desc')).toEqual(['K-RL 1042', 'AA 100 BB', 'ZZ 001 ÇË']);
    // AA 100 BB's legislation control fell due on 10.06.2026.
    expect(await plates('due=overdue')).toEqual(['AA 100 BB']);
    const records = await source.admin.get(`/api/mandatory-maintenances/export.csv?service_type=Service&dateFrom=2026-01-01`);
    expect(readCsv(records.raw).records).toHaveLength(2);
  });

  it('exports only what the caller sees', async () => {
    const companyA = readCsv((await as.admin.get('/api/vehicles/export.csv')).raw).records.map((record) => record.cells[0]);
    expect(companyA).toEqual(expect.arrayContaining([world.vehicles.a1.licensePlate, world.vehicles.a2.licensePlate]));
    expect(companyA).not.toContain('AA 100 BB');
    const moderator = readCsv((await as.moderator.get('/api/vehicles/export.csv')).raw).records.map((record) => record.cells[0]);
    expect(moderator).toEqual([world.vehicles.a1.licensePlate]);
    const user = await as.userA2.get('/api/general-maintenances/export.csv');
    expect(readCsv(user.raw).records.map((record) => record.cells[5])).toEqual([world.vehicles.a2.licensePlate]);
    expect((await new Client(t.app).get('/api/vehicles/export.csv')).status).toBe(401);
  });

  it('has no row limit: 2,345 records come out, all of them', async () => {
    const { company, branches, admin } = await companyWithAdmin(['Depot']);
    const vehicle = await makeVehicle(t.db, company.id, [branches[0]!.id]);
    const rows = Array.from({ length: 2_345 }, (_, index) => ({
      companyId: company.id,
      vehicleId: vehicle.id,
      serviceType: `Job ${index}`,
      serviceDate: '2026-01-01',
      cost: index / 100,
      mileage: index,
    }));
    for (let start = 0; start < rows.length; start += 1_000)
      await t.db.insert(generalMaintenances).values(rows.slice(start, start + 1_000));
    const answer = await admin.get('/api/general-maintenances/export.csv?sort=mileage');
    const file = readCsv(answer.raw);
    expect(file.records).toHaveLength(2_345);
    expect(file.records.at(-1)!.cells.slice(0, 4)).toEqual(['Job 2344', '2026-01-01', '23.44', '2344']);
  });
});

async function usernameOf(client: Client): Promise<string> {
  return (await client.get('/api/auth/me')).body.data.username;
}

describe('CSV round trip: export, import into an empty company, the same data', () => {
  it.each(LANGUAGES)('in %s', async (language) => {
    const source = await companyWithAdmin(BRANCH_NAMES);
    await buildSampleFleet(source.admin, Object.fromEntries(source.branches.map((branch) => [branch.name, branch.id])));
    const target = await companyWithAdmin(BRANCH_NAMES);

    const exported: Record<string, string> = {};
    for (const resource of RESOURCES) exported[resource] = csvText(await source.admin.get(`/api/${resource}/export.csv?lang=${language}`));
    for (const resource of RESOURCES) {
      const { dryRun, done } = await importFile(target.admin, `/api/${resource}/import`, exported[resource]!);
      expect(dryRun.body.data.created).toBe(0);
      expect(done.body.data.created).toBe(dryRun.body.data.valid_rows);
    }
    for (const resource of RESOURCES) {
      const again = csvText(await target.admin.get(`/api/${resource}/export.csv?lang=${language}`));
      expect(withoutCreator(again, language), `${resource} in ${language}`).toEqual(withoutCreator(exported[resource]!, language));
    }
    // And through the API, field by field, apart from ids, creators, times and a vehicle's label code (each row draws its own).
    const comparable = (rows: Record<string, unknown>[]) =>
      rows.map(
        ({
          id: _id,
          company_id: _c,
          created_by: _b,
          created_by_username: _u,
          createdAt: _ca,
          updatedAt: _ua,
          vehicle_id: _v,
          code: _code,
          branches,
          ...rest
        }) => ({ ...rest, ...(Array.isArray(branches) && { branches: branches.map((branch: { name: string }) => branch.name) }) }),
      );
    for (const resource of RESOURCES) {
      const before = (await source.admin.get(`/api/${resource}?limit=100&sort=${resource === 'vehicles' ? 'license_plate' : 'cost'}`)).body
        .data;
      const after = (await target.admin.get(`/api/${resource}?limit=100&sort=${resource === 'vehicles' ? 'license_plate' : 'cost'}`)).body
        .data;
      expect(comparable(after)).toEqual(comparable(before));
    }
  });
});

describe('CSV import', () => {
  it("reads every language's way of writing numbers, dates, types and headers", async () => {
    const { admin } = await companyWithAdmin(['Köln', 'Bonn']);
    const german =
      'Kennzeichen;Modell;Kilometerstand;Typ;Letzte Hauptuntersuchung;Intervall der Hauptuntersuchung;Letzte Wartung;Kilometerstand bei letzter Wartung;Wartungsintervall;Wartungsintervall in km;Notizen;Niederlassungen\n' +
      'k-ab 1;MAN TGX;1.234.567;Lkw;5.3.2026;12;2026-01-15;1.200.000;12;120.000;Kühlauflieger, „neu“;Köln, Bonn\n';
    const done = await importFile(admin, '/api/vehicles/import', german);
    expect(done.done.body.data.created).toBe(1);
    const vehicle = (await admin.get('/api/vehicles?q=K-AB')).body.data[0];
    expect(vehicle).toMatchObject({
      license_plate: 'K-AB 1',
      mileage: 1_234_567,
      type: 'truck',
      last_legislation_control: '2026-03-05',
      last_service_date: '2026-01-15',
      last_service_mileage: 1_200_000,
      mandatory_service_interval_km: 120_000,
      notes: 'Kühlauflieger, „neu“',
      branches: [{ name: 'Bonn' }, { name: 'Köln' }].map((b) => expect.objectContaining(b)),
    });
    // English headers, comma separated, with a type named in Albanian and API field names mixed in.
    const english =
      'license_plate,Model,Mileage,Type,Last legislation control,legislation_control_interval,Last service date,Obligatory service interval,Obligatory service interval in km,Branches\n' +
      'EN 1,Sprinter,"12,500",Kamion,01.02.2026,12,01.02.2026,12,"30,000",Bonn\n';
    await importFile(admin, '/api/vehicles/import', english);
    expect((await admin.get('/api/vehicles?q=EN 1')).body.data[0]).toMatchObject({
      mileage: 12_500,
      type: 'truck',
      mandatory_service_interval_km: 30_000,
    });
    // Windows-1252, tab-separated, as German Excel may save it.
    const records =
      'Serviceart\tErledigt am\tKosten\tKilometerstand\tNotizen\tFahrzeug\nHauptuntersuchung (HU)\t06.03.2026\t1.099,50\t1.234.600\tHU ohne Mängel\tK-AB 1\n';
    const latin = Buffer.from(records, 'latin1');
    const imported = await importFile(admin, '/api/mandatory-maintenances/import', latin);
    expect(imported.done.body.data.created).toBe(1);
    const record = (await admin.get('/api/mandatory-maintenances')).body.data[0];
    expect(record).toMatchObject({
      service_type: 'Registration',
      finished_on: '2026-03-06',
      cost: 1099.5,
      mileage: 1_234_600,
      notes: 'HU ohne Mängel',
    });
  });

  // docs/glossary.md settled the words after files were exported with the ones before (issue 31).
  it('still imports a file exported with the words Fleet wrote before the glossary settled them', async () => {
    const { admin } = await companyWithAdmin(['Tiranë']);
    // An Albanian vehicles export of before: "kontrolli ligjor", and a car called "Veturë".
    const albanian =
      'Targa;Modeli;Kilometrazhi;Lloji;Statusi i kontrollit ligjor;Statusi i shërbimit;Kontrolli i fundit ligjor;Intervali i kontrollit ligjor;Kontrolli i radhës ligjor;Data e shërbimit të fundit;Kilometrazhi në shërbimin e fundit;Intervali i shërbimit të detyrueshëm;Intervali i shërbimit të detyrueshëm në km;Data e shërbimit të radhës;Shërbimi i radhës në km;Shënime;Krijuar nga;Degët\n' +
      'AA 001 OL;Fiat Doblo;85000;Veturë;E vonuar;Në rregull;2025-01-10;12;2026-01-10;2026-01-10;80000;12;30000;2027-01-10;110000;;admin;Tiranë\n';
    const vehiclesDone = await importFile(admin, '/api/vehicles/import', albanian);
    expect(vehiclesDone.dryRun.body.data.ignored_columns).toEqual([
      'Statusi i kontrollit ligjor',
      'Statusi i shërbimit',
      'Kontrolli i radhës ligjor',
      'Data e shërbimit të radhës',
      'Shërbimi i radhës në km',
      'Krijuar nga',
    ]);
    expect(vehiclesDone.done.body.data.created).toBe(1);
    expect((await admin.get('/api/vehicles?q=AA 001 OL')).body.data[0]).toMatchObject({
      type: 'car',
      last_legislation_control: '2025-01-10',
      legislation_control_interval: 12,
    });
    // A German vehicles file with the service intervals' former headers.
    const german =
      'Kennzeichen;Modell;Kilometerstand;Typ;Letzte Hauptuntersuchung;Intervall der Hauptuntersuchung;Letzte Wartung;Pflichtwartungsintervall;Pflichtwartungsintervall in km;Niederlassungen\n' +
      'AA 002 OL;Sprinter;120000;Lkw;2025-11-01;12;2025-11-01;24;60000;Tiranë\n';
    const germanDone = await importFile(admin, '/api/vehicles/import', german);
    expect(germanDone.dryRun.body.data.ignored_columns).toEqual([]);
    expect((await admin.get('/api/vehicles?q=AA 002 OL')).body.data[0]).toMatchObject({
      mandatory_service_interval: 24,
      mandatory_service_interval_km: 60_000,
    });
    // Mandatory service types as they were written: "Zulassung", "Regjistrimi" and "Servisi".
    const records =
      'Serviceart;Erledigt am;Kosten;Kilometerstand;Fahrzeug\nZulassung;2026-01-10;75,00;85000;AA 001 OL\nRegjistrimi;2026-02-10;75,00;85100;AA 001 OL\nServisi;2026-03-10;120,00;85200;AA 001 OL\n';
    await importFile(admin, '/api/mandatory-maintenances/import', records);
    const types = (await admin.get('/api/mandatory-maintenances?sort=finished_on&order=asc')).body.data.map(
      (record: { service_type: string }) => record.service_type,
    );
    expect(types).toEqual(['Registration', 'Registration', 'Service']);
  });

  it('reads the dates spreadsheets save again: dd.MM.yy, d.M.yyyy, and slashes in the order the file shows', async () => {
    const { company, branches, admin } = await companyWithAdmin(['Depot']);
    await makeVehicle(t.db, company.id, [branches[0]!.id], { licensePlate: 'SL 1', mileage: 100_000 });
    const days = async () =>
      (
        (await admin.get('/api/general-maintenances?sort=service_type&limit=100')).body.data as {
          service_type: string;
          service_date: string;
        }[]
      ).map((record) => `${record.service_type} ${record.service_date}`);
    // German LibreOffice saves dd.MM.yy; Albanian Excel d.M.yyyy.
    await importFile(
      admin,
      '/api/general-maintenances/import',
      'Serviceart;Letzte Wartung;Kosten;Kilometerstand;Fahrzeug\nA;07.08.25;89,9;90000;SL 1\nB;7.8.2025;1;90000;SL 1\nC;31.12.99;1;90000;SL 1\n',
    );
    // US Excel writes the month first: 8/13/2025 shows it.
    await importFile(
      admin,
      '/api/general-maintenances/import',
      'Service type,Last service date,Cost,Mileage,Vehicle\nD,8/7/2025,1,90000,SL 1\nE,8/13/25,1,90000,SL 1\n',
    );
    // British Excel the day first: 13/8/2025 shows it.
    await importFile(
      admin,
      '/api/general-maintenances/import',
      'Service type,Last service date,Cost,Mileage,Vehicle\nF,8/7/2025,1,90000,SL 1\nG,13/8/2025,1,90000,SL 1\n',
    );
    expect(await days()).toEqual([
      'A 2025-08-07',
      'B 2025-08-07',
      'C 1999-12-31',
      'D 2025-08-07',
      'E 2025-08-13',
      'F 2025-07-08',
      'G 2025-08-13',
    ]);
    // A file whose slash dates fit both orders does not say which it means.
    const open = await upload(
      admin,
      '/api/general-maintenances/import?dryRun=true',
      'Service type,Last service date,Cost,Mileage,Vehicle\nH,3/4/2025,1,90000,SL 1\nI,13/13/2025,1,90000,SL 1\nJ,31.02.25,1,90000,SL 1\n',
    );
    expect(open.body.data.errors).toEqual([
      { row: 2, column: 'Last service date', value: '3/4/2025', message: messages.importSlashDate },
      { row: 3, column: 'Last service date', value: '13/13/2025', message: messages.validDay },
      { row: 4, column: 'Last service date', value: '31.02.25', message: messages.validDay },
    ]);
  });

  it('keeps vehicles current as records do one by one: forward only', async () => {
    const { company, branches, admin } = await companyWithAdmin(['Depot']);
    const vehicle = await makeVehicle(t.db, company.id, [branches[0]!.id], { licensePlate: 'FW 1', lastServiceMileage: 45_000 });
    const file =
      'Service type,Finished on,Cost,Mileage,Vehicle\n' +
      'Registration,01.05.2026,10,49000,FW 1\n' +
      'Registration,01.01.2024,10,30000,FW 1\n' +
      'Service,01.06.2026,10,51000,fw 1\n' +
      'Service,01.06.2026,10,50500,FW 1\n' +
      'Service,01.04.2026,10,52000,FW 1\n';
    await importFile(admin, '/api/mandatory-maintenances/import', file);
    const [after] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(after).toMatchObject({
      lastLegislationControl: '2026-05-01',
      lastServiceDate: '2026-06-01',
      lastServiceMileage: 51_000,
      mileage: 52_000,
    });
  });

  it('a dry run shows every failing row, column, value and reason, and what would be created; confirming then imports nothing', async () => {
    const { admin, company } = await companyWithAdmin(['North']);
    await makeVehicle(t.db, company.id, [], { licensePlate: 'TAKEN 1' });
    const file =
      'License plate,Model,Mileage,Type,Last legislation control,Legislation control interval,Last service date,Obligatory service interval,Obligatory service interval in km,Mileage at last service,Branches\n' +
      'OK 1,Golf,1000,car,01.01.2026,12,01.01.2026,12,15000,,North\n' +
      'BAD 2,Golf,-5,boat,31.02.2026,12,01.01.2026,x,15000,,South\n' +
      ',Golf,1000,car,01.01.2026,12,01.01.2026,12,15000,2000,North\n' +
      'OK 1,Polo,1000,car,01.01.2026,12,01.01.2026,12,15000,,North\n' +
      'taken 1,Polo,"1,5",car,2026-01-01,12,01.01.2026,12,15000,,North\n' +
      'OK 6,Polo,2000,car,2026-01-01,12,01.01.2026,12,15000,,North\n';
    const dryRun = await upload(admin, '/api/vehicles/import?dryRun=true', file);
    expect(dryRun.status).toBe(200);
    expect(dryRun.body.data).toMatchObject({ dry_run: true, rows: 6, valid_rows: 2, created: 0, ignored_columns: [] });
    expect(dryRun.body.data.preview.map((row: { license_plate: string }) => row.license_plate)).toEqual(['OK 1', 'OK 6']);
    expect(dryRun.body.data.errors).toEqual([
      { row: 3, column: 'Mileage', value: '-5', message: messages.mileageMin },
      { row: 3, column: 'Type', value: 'boat', message: messages.vehicleType },
      { row: 3, column: 'Last legislation control', value: '31.02.2026', message: messages.validDay },
      { row: 3, column: 'Obligatory service interval', value: 'x', message: messages.validNumber },
      { row: 3, column: 'Branches', value: 'South', message: messages.importUnknownBranch },
      { row: 4, column: 'License plate', value: '', message: messages.required },
      { row: 4, column: 'Mileage at last service', value: '2000', message: messages.serviceMileageAboveMileage },
      { row: 5, column: 'License plate', value: 'OK 1', message: messages.importDuplicatePlate },
      { row: 6, column: 'License plate', value: 'taken 1', message: messages.plateTaken },
      { row: 6, column: 'Mileage', value: '1,5', message: messages.validNumber },
    ]);
    const count = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(vehicles)
          .where(eq(vehicles.companyId, company.id))
      )[0]!.n;
    const before = await count();
    const confirmed = await upload(admin, '/api/vehicles/import', file);
    expect(confirmed.status).toBe(400);
    expect(confirmed.body.message).toBe(messages.importRowsFailed);
    expect(confirmed.body.errors).toContainEqual({ field: 'Branches', row: 3, message: messages.importUnknownBranch });
    expect(await count()).toBe(before);
  });

  it('a dryRun that is neither true nor false is refused, and nothing is imported: a misspelt check never imports for real', async () => {
    const { admin, company } = await companyWithAdmin(['North']);
    const file =
      'License plate,Model,Mileage,Type,Last legislation control,Legislation control interval,Last service date,Obligatory service interval,Obligatory service interval in km,Branches\n' +
      'DRY 1,Golf,1000,car,2026-01-01,12,2026-01-01,12,15000,North\n';
    for (const path of ['/api/vehicles/import?dryRun=yes', '/api/vehicles/import?dryRun=TRUE']) {
      const answer = await upload(admin, path, file);
      expectFailure(answer, 400, messages.trueOrFalse);
      expect(answer.body.errors).toEqual([{ field: 'dryRun', message: messages.trueOrFalse }]);
    }
    const asField = await upload(admin, '/api/vehicles/import', file, { dryRun: 'check' });
    expectFailure(asField, 400, messages.trueOrFalse);
    const vehiclesNow = await t.db.select().from(vehicles).where(eq(vehicles.companyId, company.id));
    expect(vehiclesNow).toEqual([]);
    expect((await upload(admin, '/api/vehicles/import?dryRun=0', file)).body.data).toMatchObject({ dry_run: false, created: 1 });
  });

  it('a bad maintenance row leaves every record and every vehicle as it was', async () => {
    const { company, branches, admin } = await companyWithAdmin(['Depot']);
    const vehicle = await makeVehicle(t.db, company.id, [branches[0]!.id], { licensePlate: 'KEEP 1' });
    const [before] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    const file =
      'Service type,Last service date,Cost,Mileage,Vehicle\nTyres,01.06.2026,100,90000,KEEP 1\nTyres,01.06.2026,19.999,90000,KEEP 1\n';
    const answer = await upload(admin, '/api/general-maintenances/import', file);
    expectFailure(answer, 400, messages.importRowsFailed);
    expect(answer.body.errors).toEqual([{ field: 'Cost', row: 3, message: messages.costDecimals }]);
    const [after] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(after).toEqual(before);
    expect((await admin.get('/api/general-maintenances')).body.totalCount).toBe(0);
  });

  it("never matches another company's plates or branches, nor those outside a moderator's branches", async () => {
    const vehicleFile = (branch: string, plate = `X-${randomUUID().slice(0, 6)}`) =>
      'License plate,Model,Mileage,Type,Last legislation control,Legislation control interval,Last service date,Obligatory service interval,Obligatory service interval in km,Branches\n' +
      `${plate},Golf,1000,car,01.01.2026,12,01.01.2026,12,15000,${branch}\n`;
    const recordFile = (plate: string) => `Service type,Last service date,Cost,Mileage,Vehicle\nTyres,01.06.2026,100,90000,${plate}\n`;
    // Company B has a branch "East" and "North"; company A has "North" and "South".
    const eastFromA = await upload(as.admin, '/api/vehicles/import?dryRun=true', vehicleFile('East'));
    expect(eastFromA.body.data.errors).toEqual([{ row: 2, column: 'Branches', value: 'East', message: messages.importUnknownBranch }]);
    const plateOfB = await upload(as.admin, '/api/general-maintenances/import?dryRun=true', recordFile(world.vehicles.b1.licensePlate));
    expect(plateOfB.body.data.errors).toEqual([
      { row: 2, column: 'Vehicle', value: world.vehicles.b1.licensePlate, message: messages.importUnknownVehicle },
    ]);
    // "North" exists in both companies: A's admin gets A's.
    const north = await upload(as.admin, '/api/vehicles/import', vehicleFile('North', 'NORTH-A'));
    expect(north.status).toBe(201);
    expect((await as.admin.get('/api/vehicles?q=NORTH-A')).body.data[0].branches).toEqual([{ id: world.branches.a1.id, name: 'North' }]);
    // The moderator of North sees neither South nor the vehicle there.
    const south = await upload(as.moderator, '/api/vehicles/import?dryRun=true', vehicleFile('South'));
    expect(south.body.data.errors[0]).toMatchObject({ column: 'Branches', message: messages.importUnknownBranch });
    const a2 = await upload(as.moderator, '/api/general-maintenances/import?dryRun=true', recordFile(world.vehicles.a2.licensePlate));
    expect(a2.body.data.errors[0]).toMatchObject({ column: 'Vehicle', message: messages.importUnknownVehicle });
    // Archived vehicles take no new records.
    const archived = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], { licensePlate: 'ARCH-1', isActive: false });
    const onArchived = await upload(as.admin, '/api/general-maintenances/import?dryRun=true', recordFile(archived.licensePlate));
    expect(onArchived.body.data.errors[0]).toMatchObject({ message: messages.importUnknownVehicle });
  });

  it('a superadmin names the company, which decides the branches and plates', async () => {
    const file =
      'License plate,Model,Mileage,Type,Last legislation control,Legislation control interval,Last service date,Obligatory service interval,Obligatory service interval in km,Branches\n' +
      'SUPER 1,Golf,1000,car,01.01.2026,12,01.01.2026,12,15000,East\n';
    expectFailure(await upload(as.superadmin, '/api/vehicles/import?dryRun=true', file), 400, messages.required, 'company_id');
    expectFailure(
      await upload(as.superadmin, '/api/vehicles/import?dryRun=true', file, { companyId: randomUUID() }),
      404,
      messages.notFound('Company'),
    );
    const answer = await upload(as.superadmin, '/api/vehicles/import', file, { companyId: world.companyB.id });
    expect(answer.status).toBe(201);
    expect((await as.adminB.get('/api/vehicles?q=SUPER 1')).body.data[0].branches).toEqual([{ id: world.branches.b2.id, name: 'East' }]);
    // An admin naming another company is told it does not exist.
    expectFailure(
      await upload(as.admin, '/api/vehicles/import?dryRun=true', file, { companyId: world.companyB.id }),
      404,
      messages.notFound('Company'),
    );
  });

  it('refuses files it cannot take, before reading a row', async () => {
    const path = '/api/vehicles/import?dryRun=true';
    const missing = await upload(as.admin, path, 'License plate,Model\nA,B\n');
    expectFailure(missing, 400, messages.importMissingColumn);
    expect(missing.body.errors.map((error: { field: string }) => error.field)).toEqual([
      'Mileage',
      'Type',
      'Last legislation control',
      'Legislation control interval',
      'Last service date',
      'Obligatory service interval',
      'Obligatory service interval in km',
      'Branches',
    ]);
    const germanMissing = await upload(as.admin, path, 'Kennzeichen;Modell\nA;B\n');
    expect(germanMissing.body.errors[0].field).toBe('Kilometerstand');
    expectFailure(await upload(as.admin, path, 'Model,Model\nA,B\n'), 400, messages.importColumnTwice, 'Model');
    expectFailure(await upload(as.admin, path, 'License plate\n'), 400, messages.importEmpty);
    expectFailure(await upload(as.admin, path, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0])), 400, messages.importWorkbook);
    expectFailure(await upload(as.admin, path, Buffer.alloc(5 * 1024 * 1024 + 1, 'a')), 413, messages.importTooLarge);
    expectFailure(await as.admin.post('/api/vehicles/import', { rows: [] }), 400, messages.importFileRequired, 'file');
    const manyRows = `Model\n${'x\n'.repeat(20_001)}`;
    expectFailure(await upload(as.admin, path, manyRows), 400, messages.importTooManyRows);
  });

  it('follows the role matrix: users may not import vehicles, but may import maintenance', async () => {
    expectFailure(await upload(as.user, '/api/vehicles/import?dryRun=true', 'a\n1\n'), 403, messages.forbidden);
    const answer = await upload(
      as.user,
      '/api/general-maintenances/import?dryRun=true',
      `Service type,Last service date,Cost,Mileage,Vehicle\nTyres,01.06.2026,100,90000,${world.vehicles.a1.licensePlate}\n`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ valid_rows: 1, errors: [] });
  });

  it('reports columns it does not import, such as statuses and next dates', async () => {
    const exported = csvText(await as.admin.get('/api/vehicles/export.csv?lang=en'));
    const answer = await upload(as.admin, '/api/vehicles/import?dryRun=true', exported);
    expect(answer.body.data.ignored_columns).toEqual([
      'Legislation status',
      'Service status',
      'Next legislation control',
      'Next service date',
      'Next service at km',
      'Created by',
    ]);
    // Company A's own vehicles are all there already, as they are.
    expect(answer.body.data).toMatchObject({ errors: [], unchanged: answer.body.data.rows, valid_rows: answer.body.data.rows });
  });
});

describe('CSV import of an export: what is in Fleet already is recognised', () => {
  let source: Awaited<ReturnType<typeof companyWithAdmin>>;
  const count = async (resource: string) => (await source.admin.get(`/api/${resource}?limit=1`)).body.totalCount as number;

  beforeAll(async () => {
    source = await companyWithAdmin(BRANCH_NAMES);
    await buildSampleFleet(source.admin, Object.fromEntries(source.branches.map((branch) => [branch.name, branch.id])));
    // The car is archived: its records are still in the lists, and in their export.
    const car = (await source.admin.get('/api/vehicles?q=ZZ 001')).body.data[0];
    expect((await source.admin.delete(`/api/vehicles/${car.id}`)).status).toBe(200);
  });

  it.each(LANGUAGES)(
    'in %s, every row of the export is in Fleet already as it is: the dry run says so, the import skips them',
    async (language) => {
      for (const resource of RESOURCES) {
        const exported = csvText(await source.admin.get(`/api/${resource}/export.csv?lang=${language}`));
        const before = await count(resource);
        const dryRun = await upload(source.admin, `/api/${resource}/import?dryRun=true`, exported);
        const rows = readCsv(Buffer.from(exported, 'utf8')).records.length;
        expect(dryRun.body.data, resource).toMatchObject({ rows, valid_rows: rows, unchanged: rows, created: 0, errors: [], preview: [] });
        const done = await upload(source.admin, `/api/${resource}/import`, exported);
        expect(done.status).toBe(201);
        expect(done.body.data).toMatchObject({ rows, valid_rows: rows, unchanged: rows, created: 0 });
        expect(await count(resource)).toBe(before);
      }
    },
  );

  it('a vehicle with other values is refused, since the import changes no vehicle; a record with other values is a new record', async () => {
    const vehicles = readCsv((await source.admin.get('/api/vehicles/export.csv?lang=en&sort=license_plate')).raw);
    const changed = vehicles.records.map((record) => record.cells);
    changed[0]![2] = '250001';
    const file = [vehicles.header, ...changed].map((cells) => csvRecord(cells, ',')).join('');
    const dryRun = await upload(source.admin, '/api/vehicles/import?dryRun=true', file);
    expect(dryRun.body.data).toMatchObject({ rows: 2, valid_rows: 1, unchanged: 1 });
    expect(dryRun.body.data.errors).toEqual([
      { row: 2, column: 'License plate', value: 'AA 100 BB', message: messages.importVehicleChanged },
    ]);

    const records = readCsv((await source.admin.get('/api/general-maintenances/export.csv?lang=de&sort=cost&order=desc')).raw);
    const cells = records.records.map((record) => record.cells);
    const cheaper = [...cells[0]!];
    cheaper[2] = '1234,55';
    // The first record twice: Fleet holds it once, so the second is new too.
    const recordsFile = [records.header, ...cells, cells[0]!, cheaper].map((row) => csvRecord(row, ';')).join('');
    const before = await count('general-maintenances');
    const checked = await upload(source.admin, '/api/general-maintenances/import?dryRun=true', recordsFile);
    expect(checked.body.data).toMatchObject({ rows: 5, valid_rows: 5, unchanged: 3, errors: [] });
    expect(checked.body.data.preview.map((row: { cost: number }) => row.cost)).toEqual([1234.56, 1234.55]);
    const done = await upload(source.admin, '/api/general-maintenances/import', recordsFile);
    expect(done.body.data).toMatchObject({ created: 2, unchanged: 3 });
    expect(await count('general-maintenances')).toBe(before + 2);
  });

  it('a plate taken by a vehicle the caller does not see is taken, whatever the row holds', async () => {
    const moderator = await makeEmployee(t.db, { role: 'moderator', companyId: source.company.id, branchIds: [source.branches[0]!.id] });
    const client = await signIn(t.app, moderator.username, PASSWORD);
    // K-RL 1042 is in Durrës only; the moderator sees Tiranë.
    const file =
      'License plate,Model,Mileage,Type,Last legislation control,Legislation control interval,Last service date,Obligatory service interval,Obligatory service interval in km,Branches\n' +
      'K-RL 1042,Actros 1848 LS,410500,truck,2026-02-28,6,2025-12-01,12,120000,Tiranë\n';
    const answer = await upload(client, '/api/vehicles/import?dryRun=true', file);
    expect(answer.body.data.errors).toEqual([{ row: 2, column: 'License plate', value: 'K-RL 1042', message: messages.plateTaken }]);
  });
});
