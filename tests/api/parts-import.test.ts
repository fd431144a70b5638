import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { LANGUAGES, type Language } from '../../contract/languages';
import { DUPLICATE_NAMES, messages } from '../../contract/messages';
import { readCsv } from '../../server/csv/read';
import { signIn, type Client } from './support/client';
import { makeBranch, makeCompany, makeEmployee, PASSWORD } from './support/fixtures';
import { expectFailure } from './support/maintenance-suite';
import { worldTest } from './support/world';
import { LibreOffice, sofficeMissing, type SpreadsheetLanguage } from './csv/libreoffice';
import { csvText, importFile, upload } from './csv/support';

/*
 * The parts catalogue's CSV import (docs/csv.md, Parts; issue 34): the export's file, read back in any
 * of the three languages into another company's catalogue, gives the same catalogue; an export imported
 * again creates nothing twice; a dry run creates nothing; bad rows are refused by their line and
 * column (an unknown vendor, a number twice in the file or in the catalogue already, a bad unit cost);
 * the stock is never imported; only those who keep the catalogue may import; and a file opened and
 * saved again by LibreOffice Calc comes back whole.
 */

const { t, world, as } = await worldTest();
const path = '/api/parts';

/** A company of its own with two vendors, a branch and a signed-in admin. */
async function companyWithVendors() {
  const company = await makeCompany(t.db);
  const branch = await makeBranch(t.db, company.id, 'Depot');
  const person = await makeEmployee(t.db, { role: 'admin', companyId: company.id });
  const admin = await signIn(t.app, person.username, PASSWORD);
  const vendor = async (name: string) => {
    const answer = await admin.post('/api/vendors', { name });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.id as string;
  };
  return { company, branch, admin, vendors: { kastrati: await vendor('Kastrati Parts'), mueller: await vendor('Müller Teile') } };
}

type Company = Awaited<ReturnType<typeof companyWithVendors>>;

/**
 * Parts with what breaks CSV files: cents and thousands, hundredths of a unit, a separator and quotes,
 * a formula, a line break, no cost, a cost of 0, a vendor or none; and stock in the branch.
 */
async function fillCatalogue({ admin, branch, vendors }: Company) {
  const parts = [
    {
      number: 'BRK-PAD-F-302',
      name: 'Brake pads, front axle (Sprinter 906)',
      unit: 'set',
      unit_cost: 64.9,
      preferred_vendor_id: vendors.kastrati,
      reorder_level: 4,
      notes: 'Replace with the wear sensor',
    },
    {
      number: 'OIL-5W30',
      name: 'Engine oil 5W-30; 208 l drum',
      unit: 'l',
      unit_cost: 1234.56,
      reorder_level: 2.5,
      notes: 'Said "top up"\nthen check',
    },
    { number: 'CLT-G12', name: '=Coolant G12', unit: 'l', unit_cost: null, preferred_vendor_id: vendors.mueller },
    { number: 'wiper-650', name: 'Wiper blade 650 mm', unit: 'piece', unit_cost: 0, reorder_level: 0 },
  ];
  for (const part of parts) {
    const answer = await admin.post(path, part);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }
  const first = (await admin.get(`${path}?q=BRK-PAD`)).body.data[0];
  const moved = await admin.post(`${path}/${first.id}/adjustments`, { branch_id: branch.id, quantity: 6.5, reason: 'Delivery' });
  expect(moved.status, JSON.stringify(moved.body)).toBe(201);
}

/** The catalogue as the API lists it, without what differs between two companies, and without its stock. */
async function comparable(admin: Client) {
  const rows = (await admin.get(`${path}?limit=100&sort=number`)).body.data as Record<string, unknown>[];
  return rows.map(
    ({
      id: _id,
      company_id: _c,
      preferred_vendor_id: _v,
      on_hand: _o,
      below_reorder: _b,
      version: _n,
      createdAt: _ca,
      updatedAt: _ua,
      ...rest
    }) => rest,
  );
}

/** An export's rows without its on-hand column (the third), which the import does not read. */
function withoutStock(content: string) {
  const file = readCsv(Buffer.from(content, 'utf8'));
  return [file.header, ...file.records.map((record) => record.cells)].map((cells) => cells.filter((_, index) => index !== 2));
}

const ON_HAND: Record<Language, string> = { en: 'On hand', de: 'Bestand', al: 'Gjendja' };

describe('parts: CSV round trip, export then import into another company, the same catalogue', () => {
  it.each(LANGUAGES)('in %s', async (language) => {
    const source = await companyWithVendors();
    await fillCatalogue(source);
    const target = await companyWithVendors();
    const exported = csvText(await source.admin.get(`${path}/export.csv?lang=${language}`));
    const { dryRun, done } = await importFile(target.admin, `${path}/import`, exported);
    expect(dryRun.body.data).toMatchObject({ rows: 4, valid_rows: 4, unchanged: 0, created: 0, errors: [] });
    // The stock is exported for reading and never imported.
    expect(dryRun.body.data.ignored_columns).toEqual([ON_HAND[language]]);
    expect(done.body.data).toMatchObject({ dry_run: false, rows: 4, created: 4 });
    expect(await comparable(target.admin)).toEqual(await comparable(source.admin));
    // The vendors are the target company's own, found by name.
    const brakePads = (await target.admin.get(`${path}?q=BRK-PAD`)).body.data[0];
    expect(brakePads).toMatchObject({ preferred_vendor_id: target.vendors.kastrati, on_hand: 0 });
    const again = csvText(await target.admin.get(`${path}/export.csv?lang=${language}`));
    expect(withoutStock(again)).toEqual(withoutStock(exported));
    // No stock moved, and none was logged.
    const stock = (await target.admin.get(`${path}/${brakePads.id}/adjustments`)).body;
    expect(stock.totalCount).toBe(0);
  });

  it.each(LANGUAGES)('in %s, an export imported again is in Fleet already: nothing is created twice', async (language) => {
    const source = await companyWithVendors();
    await fillCatalogue(source);
    const exported = csvText(await source.admin.get(`${path}/export.csv?lang=${language}`));
    const done = await upload(source.admin, `${path}/import`, exported);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.data).toMatchObject({ rows: 4, valid_rows: 4, unchanged: 4, created: 0, errors: [] });
    expect((await source.admin.get(path)).body.totalCount).toBe(4);
  });
});

describe('parts: CSV import', () => {
  it('a dry run checks every row, shows what it would create, and creates nothing', async () => {
    const { admin, vendors } = await companyWithVendors();
    const file =
      'Part number,Name,Unit,Unit cost,Preferred vendor,Reorder level,Notes\n' +
      'FLT-AIR-906,Air filter Sprinter 906,piece,21,kastrati parts ,3,\n' +
      'TYR-205,Tyre 205/75 R16C,piece,"1,120.40",,,Winter\n';
    const dryRun = await upload(admin, `${path}/import?dryRun=true`, file);
    expect(dryRun.status).toBe(200);
    expect(dryRun.body.data).toEqual({
      dry_run: true,
      rows: 2,
      valid_rows: 2,
      unchanged: 0,
      created: 0,
      errors: [],
      ignored_columns: [],
      preview: [
        {
          number: 'FLT-AIR-906',
          name: 'Air filter Sprinter 906',
          unit: 'piece',
          unit_cost: 21,
          preferred_vendor_name: 'Kastrati Parts',
          reorder_level: 3,
          notes: null,
        },
        {
          number: 'TYR-205',
          name: 'Tyre 205/75 R16C',
          unit: 'piece',
          unit_cost: 1120.4,
          preferred_vendor_name: null,
          reorder_level: null,
          notes: 'Winter',
        },
      ],
    });
    expect((await admin.get(path)).body.totalCount).toBe(0);
    const done = await upload(admin, `${path}/import`, file);
    expect(done.status).toBe(201);
    expect(done.body.data).toMatchObject({ dry_run: false, created: 2, preview: [] });
    expect((await admin.get(`${path}?q=FLT-AIR`)).body.data[0]).toMatchObject({
      preferred_vendor_id: vendors.kastrati,
      unit_cost: 21,
      reorder_level: 3,
      on_hand: 0,
    });
  });

  it('refuses bad rows by their line and column, with the API’s messages, and a real import of them creates nothing', async () => {
    const company = await companyWithVendors();
    const { admin } = company;
    await fillCatalogue(company);
    // Company B's vendor, whose name company A's file cannot reach.
    const theirs = await as.adminB.post('/api/vendors', { name: 'Shkodra Pjesë' });
    expect(theirs.status).toBe(201);
    const file = [
      'Part number,Name,On hand,Unit,Unit cost,Preferred vendor,Reorder level,Notes',
      'NEW-1,Spark plug,5,piece,8.20,Kastrati Parts,10,',
      'NEW-2,Glow plug,,piece,12.5,Nobody Ltd,,',
      'NEW-3,Fuel filter,,piece,-1,Shkodra Pjesë,,',
      'new-1,Spark plug again,,piece,12.345,,,',
      'Brk-Pad-F-302,Brake pads from elsewhere,,set,70,,,',
      'OIL-5W30,,,l,abc,,,',
      `NEW-4,${'x'.repeat(161)},,,,,-2,`,
      'NEW-5,Horn,,piece,"1,5",Müller Teile,0.125,',
    ].join('\n');
    const dryRun = await upload(admin, `${path}/import?dryRun=true`, file);
    expect(dryRun.status).toBe(200);
    expect(dryRun.body.data).toMatchObject({
      dry_run: true,
      rows: 8,
      valid_rows: 1,
      unchanged: 0,
      created: 0,
      ignored_columns: ['On hand'],
    });
    expect(dryRun.body.data.errors).toEqual([
      { row: 3, column: 'Preferred vendor', value: 'Nobody Ltd', message: messages.importUnknownVendor },
      { row: 4, column: 'Unit cost', value: '-1', message: messages.costMin },
      { row: 4, column: 'Preferred vendor', value: 'Shkodra Pjesë', message: messages.importUnknownVendor },
      { row: 5, column: 'Part number', value: 'new-1', message: messages.importDuplicatePartNumber },
      { row: 5, column: 'Unit cost', value: '12.345', message: messages.costDecimals },
      { row: 6, column: 'Part number', value: 'Brk-Pad-F-302', message: messages.importPartChanged },
      { row: 7, column: 'Part number', value: 'OIL-5W30', message: messages.duplicate(DUPLICATE_NAMES.part_number) },
      { row: 7, column: 'Name', value: '', message: messages.required },
      { row: 7, column: 'Unit cost', value: 'abc', message: messages.validNumber },
      { row: 8, column: 'Name', value: 'x'.repeat(161), message: messages.tooLong(160) },
      { row: 8, column: 'Unit', value: '', message: messages.required },
      { row: 8, column: 'Reorder level', value: '-2', message: messages.quantityMin },
      { row: 9, column: 'Unit cost', value: '1,5', message: messages.validNumber },
      { row: 9, column: 'Reorder level', value: '0.125', message: messages.quantityDecimals },
    ]);
    expect(dryRun.body.data.preview).toEqual([
      {
        number: 'NEW-1',
        name: 'Spark plug',
        unit: 'piece',
        unit_cost: 8.2,
        preferred_vendor_name: 'Kastrati Parts',
        reorder_level: 10,
        notes: null,
      },
    ]);
    const refused = await upload(admin, `${path}/import`, file);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messages.importRowsFailed);
    expect(refused.body.errors).toContainEqual({ field: 'Preferred vendor', row: 3, message: messages.importUnknownVendor });
    expect(refused.body.errors).toContainEqual({ field: 'Part number', row: 5, message: messages.importDuplicatePartNumber });
    expect((await admin.get(path)).body.totalCount).toBe(4);
    expectFailure(await upload(admin, `${path}/import`, 'Part number,Unit\nX-1,piece\n'), 400, messages.importMissingColumn);
  });

  it('a name two vendors of the company share names neither: the row says so', async () => {
    const { admin } = await companyWithVendors();
    expect((await admin.post('/api/vendors', { name: 'KASTRATI PARTS' })).status).toBe(201);
    const dryRun = await upload(
      admin,
      `${path}/import?dryRun=true`,
      'number,name,unit,preferred_vendor_name\nX-1,Bolt,piece,Kastrati Parts\n',
    );
    expect(dryRun.body.data.errors).toEqual([
      { row: 2, column: 'preferred_vendor_name', value: 'Kastrati Parts', message: messages.importVendorAmbiguous },
    ]);
  });

  it('reads German headers, decimal commas and thousands separators; Albanian ones too', async () => {
    const { admin, vendors } = await companyWithVendors();
    const german =
      'Teilenummer;Bezeichnung;Bestand;Einheit;Stückpreis;Bevorzugter Lieferant;Melde\u00adbestand;Notizen\n' +
      'LMP-H7;Glühlampe H7;99;Stück;1.234,50 €;MÜLLER TEILE;2,5;"Im Regal; links"\n' +
      'KBL-10;Kabelbinder;;Beutel;0,99;;;\n';
    const { dryRun, done } = await importFile(admin, `${path}/import`, german);
    expect(dryRun.body.data.ignored_columns).toEqual(['Bestand']);
    expect(done.body.data.created).toBe(2);
    const rows = (await admin.get(`${path}?sort=number`)).body.data;
    expect(
      rows.map((row: Record<string, unknown>) => [
        row.number,
        row.name,
        row.unit,
        row.unit_cost,
        row.preferred_vendor_id,
        row.reorder_level,
        row.notes,
        row.on_hand,
      ]),
    ).toEqual([
      ['KBL-10', 'Kabelbinder', 'Beutel', 0.99, null, null, null, 0],
      ['LMP-H7', 'Glühlampe H7', 'Stück', 1234.5, vendors.mueller, 2.5, 'Im Regal; links', 0],
    ]);
    const albanian =
      'Numri i pjesës;Emërtimi;Njësia;Çmimi për njësi;Furnitori i preferuar;Niveli i ripërpotësimit;Shënime\nSHK-1;Shkëndijë;copë;3,40;;1;\n';
    expect((await importFile(admin, `${path}/import`, albanian)).done.body.data.created).toBe(1);
    expect((await admin.get(`${path}?q=SHK-1`)).body.data[0]).toMatchObject({ unit: 'copë', unit_cost: 3.4, reorder_level: 1 });
  });

  it('only those who keep the catalogue may import: a user is refused (403); a moderator imports', async () => {
    const file = 'number,name,unit\nROLE-1,Fuse 10 A,piece\n';
    expectFailure(await upload(as.user, `${path}/import?dryRun=true`, file), 403, messages.forbidden);
    expectFailure(await upload(as.user, `${path}/import`, file), 403, messages.forbidden);
    expect((await as.admin.get(`${path}?q=ROLE-1`)).body.totalCount).toBe(0);
    const moderator = await upload(as.moderator, `${path}/import`, file);
    expect(moderator.status).toBe(201);
    expect((await as.user.get(`${path}?q=ROLE-1`)).body.totalCount).toBe(1);
  });

  it('a superadmin names the company, whose vendors and numbers count; an admin cannot name another', async () => {
    expect((await as.adminB.post('/api/vendors', { name: 'Vendor of B only' })).status).toBe(201);
    const file = 'number,name,unit,preferred_vendor_name\nSUPER-1,Mirror,piece,Vendor of B only\n';
    expectFailure(await upload(as.superadmin, `${path}/import?dryRun=true`, file), 400, messages.required, 'company_id');
    expectFailure(
      await upload(as.superadmin, `${path}/import?dryRun=true`, file, { companyId: randomUUID() }),
      404,
      messages.notFound('Company'),
    );
    const intoA = await upload(as.superadmin, `${path}/import?dryRun=true`, file, { companyId: world.companyA.id });
    expect(intoA.body.data.errors).toEqual([
      { row: 2, column: 'preferred_vendor_name', value: 'Vendor of B only', message: messages.importUnknownVendor },
    ]);
    const intoB = await upload(as.superadmin, `${path}/import`, file, { companyId: world.companyB.id });
    expect(intoB.status).toBe(201);
    expect((await as.adminB.get(`${path}?q=SUPER-1`)).body.data[0]).toMatchObject({ preferred_vendor_name: 'Vendor of B only' });
    expectFailure(
      await upload(as.admin, `${path}/import?dryRun=true`, file, { companyId: world.companyB.id }),
      404,
      messages.notFound('Company'),
    );
  });
});

/*
 * The catalogue exported in each language, opened in LibreOffice Calc as a person in that language
 * opens it, saved as CSV again (docs/csv.md, Spreadsheets), and imported: into the same company every
 * row is found as it is (so every value came back), and into another the same catalogue is made.
 * It needs soffice (Debian's libreoffice-calc), as tests/api/csv/spreadsheet-round-trip.test.ts does.
 */
const SPREADSHEETS: { name: string; language: Language; spreadsheet: SpreadsheetLanguage }[] = [
  { name: 'en-US', language: 'en', spreadsheet: { locale: 'en-US', languageId: 1033, delimiter: ',' } },
  { name: 'de-DE', language: 'de', spreadsheet: { locale: 'de-DE', languageId: 1031, delimiter: ';' } },
  { name: 'sq-AL', language: 'al', spreadsheet: { locale: 'sq-AL', languageId: 1052, delimiter: ';' } },
];

describe('parts: CSV through LibreOffice Calc, export, open in the language, save as CSV, import', () => {
  const missing = sofficeMissing();
  let office: LibreOffice | undefined;
  afterAll(() => office?.close());

  it('soffice is installed (Debian: apt-get install -y --no-install-recommends libreoffice-calc)', () => {
    expect(missing, missing).toBeUndefined();
  });

  it('every row saved again is in Fleet as it is, and imports into another company as the same catalogue', async () => {
    if (missing) throw new Error(missing);
    office = await LibreOffice.start();
    const source = await companyWithVendors();
    await fillCatalogue(source);
    for (const { name, language, spreadsheet } of SPREADSHEETS) {
      const exported = csvText(await source.admin.get(`${path}/export.csv?lang=${language}`));
      const reopened = await office.reopen({ parts: exported }, spreadsheet);
      for (const mode of ['plain', 'special'] as const) {
        const saved = reopened[mode].parts!.csv;
        const again = await upload(source.admin, `${path}/import?dryRun=true`, saved);
        expect(again.body.data, `${name} ${mode}: ${saved}`).toMatchObject({ rows: 4, valid_rows: 4, unchanged: 4, errors: [] });
        const target = await companyWithVendors();
        const { done } = await importFile(target.admin, `${path}/import`, saved);
        expect(done.body.data.created, `${name} ${mode}`).toBe(4);
        expect(await comparable(target.admin), `${name} ${mode}`).toEqual(await comparable(source.admin));
      }
    }
  }, 180_000);
});
