import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import { expectFailure } from '../support/maintenance-suite';
import { makeWorld, signInAll, type World } from '../support/fixtures';
import { startTestApp, type TestApp, middayUtc } from '../support/test-app';
import { upload } from './support';

/*
 * Files made to break the reader: each one is answered 4xx with the message that says what is wrong,
 * or read as far as it can be with the rows' faults listed; never a 500. The file is read and its
 * rows checked in a worker thread (server/import-worker.ts); these pin the answers that come back.
 */

let t: TestApp;
let world: World;
let as: Awaited<ReturnType<typeof signInAll>>;

beforeAll(async () => {
  t = await startTestApp({ now: () => middayUtc('2026-06-15') });
  world = await makeWorld(t.db);
  as = await signInAll(t.app, world);
});
afterAll(() => t.close());

const VEHICLES = '/api/vehicles/import?dryRun=true';
const RECORDS = '/api/general-maintenances/import?dryRun=true';
const VEHICLE_HEADER =
  'License plate,Model,Mileage,Type,Last legislation control,Legislation control interval,Last service date,Obligatory service interval,Obligatory service interval in km,Notes,Branches\n';
const vehicleRow = (plate: string, notes = '') => `${plate},Golf,1000,car,01.01.2026,12,01.01.2026,12,15000,${notes},North\n`;
const RECORD_HEADER = 'Service type,Last service date,Cost,Mileage,Notes,Vehicle\n';

describe('CSV import of hostile files', () => {
  it('a quote left open answers 400 on the row where it opened', async () => {
    const answer = await upload(as.admin, VEHICLES, `${VEHICLE_HEADER}${vehicleRow('OPEN 1')}"OPEN 2,Golf,1000\n${vehicleRow('OPEN 3')}`);
    expectFailure(answer, 400, messages.importOpenQuote);
    expect(answer.body.errors).toEqual([{ field: '', row: 3, message: messages.importOpenQuote }]);
  });

  it('a quote inside a value that did not begin with one is kept as written', async () => {
    const answer = await upload(as.admin, VEHICLES, VEHICLE_HEADER + vehicleRow('QU 1', 'say "hi" twice""'));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ rows: 1, valid_rows: 1, errors: [] });
  });

  it('a NUL byte anywhere answers 400: not a CSV file', async () => {
    const text = Buffer.from(VEHICLE_HEADER + vehicleRow('NUL 1'));
    const withNul = Buffer.concat([text.subarray(0, 60), Buffer.from([0]), text.subarray(60)]);
    expectFailure(await upload(as.admin, VEHICLES, withNul), 400, messages.importNotCsv);
  });

  it('UTF-16 without a byte order mark (NUL bytes between the letters) answers 400: not a CSV file', async () => {
    expectFailure(
      await upload(as.admin, VEHICLES, Buffer.from(VEHICLE_HEADER + vehicleRow('U16 1'), 'utf16le')),
      400,
      messages.importNotCsv,
    );
  });

  it('bytes that are no text at all are read as Windows-1252 and miss every column', async () => {
    const noise = Buffer.from(Array.from({ length: 4096 }, (_, n) => (n % 64 === 63 ? 0x0a : 0x80 + ((n * 37) % 0x7f))));
    const answer = await upload(as.admin, VEHICLES, noise);
    expectFailure(answer, 400, messages.importMissingColumn);
    expect(answer.body.errors).toHaveLength(10);
  });

  it('UTF-8 broken in the middle of a file is read as Windows-1252, the rest intact', async () => {
    const broken = Buffer.concat([
      Buffer.from(VEHICLE_HEADER + vehicleRow('W 1', 'M')),
      Buffer.from([0xe4, 0x20, 0xc3]),
      Buffer.from('\n'),
    ]);
    const answer = await upload(as.admin, VEHICLES, broken);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ rows: 2, valid_rows: 1 });
    expect(answer.body.data.errors[0]).toMatchObject({ row: 3, column: 'Model', value: '', message: messages.required });
  });

  it('a file that is only a byte order mark, or only blank lines, has no rows to import', async () => {
    expectFailure(await upload(as.admin, VEHICLES, Buffer.from([0xef, 0xbb, 0xbf])), 400, messages.importEmpty);
    expectFailure(await upload(as.admin, VEHICLES, '\r\n\n ,, \n'), 400, messages.importEmpty);
  });

  it("a huge value is the row's fault, quoted back, not the file's", async () => {
    const notes = 'x'.repeat(1_000_000);
    const answer = await upload(as.admin, VEHICLES, VEHICLE_HEADER + vehicleRow('HUGE 1', notes) + vehicleRow('HUGE 2'));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ rows: 2, valid_rows: 1 });
    expect(answer.body.data.errors).toEqual([{ row: 2, column: 'Notes', value: notes, message: messages.tooLong(2000) }]);
  });

  it('a row of 100,000 cells and a plate of 10,000 characters are checked like any other', async () => {
    const wide = await upload(as.admin, VEHICLES, VEHICLE_HEADER + vehicleRow('WIDE 1').replace('\n', ','.repeat(100_000) + '\n'));
    expect(wide.status).toBe(200);
    expect(wide.body.data).toMatchObject({ rows: 1, valid_rows: 1, errors: [] });
    const plate = 'P'.repeat(10_000);
    const long = await upload(as.admin, RECORDS, `${RECORD_HEADER}Tyres,01.06.2026,100,90000,,${plate}\n`);
    expect(long.status).toBe(200);
    expect(long.body.data.errors).toEqual([{ row: 2, column: 'Vehicle', value: plate, message: messages.importUnknownVehicle }]);
  });

  it('one line of 4 MB within quotes is one value', async () => {
    const lines = 'a\n'.repeat(2 * 1024 * 1024);
    const answer = await upload(
      as.admin,
      RECORDS,
      `${RECORD_HEADER}Tyres,01.06.2026,100,90000,"${lines}",${world.vehicles.a1.licensePlate}\n`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.errors).toEqual([{ row: 2, column: 'Notes', value: lines, message: messages.tooLong(2000) }]);
  });

  it('old Mac line ends (CR alone) and a last line without one are read', async () => {
    const file = (VEHICLE_HEADER + vehicleRow('CR 1') + vehicleRow('CR 2')).replaceAll('\n', '\r').slice(0, -1);
    const answer = await upload(as.admin, VEHICLES, file);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ rows: 2, valid_rows: 2, errors: [] });
  });

  it('a real import of a hostile file answers 4xx too, and creates nothing', async () => {
    expectFailure(await upload(as.admin, '/api/vehicles/import', `${VEHICLE_HEADER}"OPEN`), 400, messages.importOpenQuote);
    expectFailure(await upload(as.admin, '/api/vehicles/import', Buffer.from([0x41, 0, 0x42])), 400, messages.importNotCsv);
    const answer = await upload(
      as.admin,
      '/api/general-maintenances/import',
      `${RECORD_HEADER}Tyres,01.06.2026,100,90000,,${'P'.repeat(10_000)}\n`,
    );
    expectFailure(answer, 400, messages.importRowsFailed);
    expect(answer.body.errors).toEqual([{ field: 'Vehicle', row: 2, message: messages.importUnknownVehicle }]);
  });
});
