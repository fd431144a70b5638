import { describe, expect, it } from 'vitest';
import { DUPLICATE_NAMES, errorCodes, messages } from '../../contract/messages';
import { Client, type Answer } from './support/client';
import { worldTest } from './support/world';

/*
 * Parts and stock (docs/work-orders.md): a company's parts catalogue, each branch's stock, and the log of
 * every change. Everyone of the company reads the catalogue; admins and moderators keep it, and change
 * the stock of the branches they see. The stock never goes below zero, and two changes at the same
 * moment for the last part cannot both take it.
 */

const { t, world, as } = await worldTest();
const { a1, a2, b1 } = world.branches;

const numbers = (answer: Answer) => (answer.body.data as Array<{ number: string }>).map((row) => row.number);

async function add(client: Client, body: Record<string, unknown>) {
  const answer = await client.post('/api/parts', { unit: 'piece', ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: string; version: number; number: string };
}

async function adjust(client: Client, partId: string, body: Record<string, unknown>, status = 201) {
  const answer = await client.post(`/api/parts/${partId}/adjustments`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer;
}

const vendor = (await as.admin.post('/api/vendors', { name: 'Kastrati Parts' })).body.data as { id: string; name: string };
const vendorB = (await as.adminB.post('/api/vendors', { name: 'Müller Teile' })).body.data as { id: string };

// Company A's catalogue for the list tests.
const seeded = [
  { number: 'OIL-5W30-5L', name: 'Engine oil 5W-30, 5 l', unit: 'can', unit_cost: 38.5 },
  { number: 'brk-pad-f', name: 'Brake pads, front', unit: 'set', unit_cost: 64.9, preferred_vendor_id: vendor.id },
  { number: 'FLT-AIR-906', name: 'Air filter Sprinter 906', unit_cost: 21 },
  { number: 'WIPER-650', name: 'Wiper blade 650 mm', unit_cost: null },
];
for (const body of seeded) await add(as.admin, body);
const elsewhere = await add(as.adminB, { number: 'OIL-5W30-5L', name: 'Motoröl 5W-30 (company B)' });

describe('the catalogue', () => {
  it('pages, sorted by number without regard to case, and counts every part of the company', async () => {
    const first = await as.user.get('/api/parts?limit=2&sort=number&order=asc');
    expect(first.status).toBe(200);
    expect(numbers(first)).toEqual(['brk-pad-f', 'FLT-AIR-906']);
    expect(first.body).toMatchObject({ totalCount: 4, totalPages: 2 });
    expect(numbers(await as.user.get('/api/parts?sort=unit_cost&order=desc'))).toEqual([
      'brk-pad-f',
      'OIL-5W30-5L',
      'FLT-AIR-906',
      'WIPER-650',
    ]);
  });

  it('finds a fragment of the number or the name with q, and the parts of a preferred vendor', async () => {
    expect(numbers(await as.moderator.get('/api/parts?q=sprinter'))).toEqual(['FLT-AIR-906']);
    expect(numbers(await as.moderator.get('/api/parts?q=5w30'))).toEqual(['OIL-5W30-5L']);
    const byVendor = await as.moderator.get(`/api/parts?vendorId=${vendor.id}`);
    expect(numbers(byVendor)).toEqual(['brk-pad-f']);
    expect(byVendor.body.data[0]).toMatchObject({ preferred_vendor_id: vendor.id, preferred_vendor_name: 'Kastrati Parts' });
  });

  it("shows a company only its own parts; the same number may be another company's too", async () => {
    expect((await as.admin.get(`/api/parts/${elsewhere.id}`)).status).toBe(404);
    expect(numbers(await as.adminB.get('/api/parts'))).toEqual(['OIL-5W30-5L']);
    expect(numbers(await as.superadmin.get(`/api/parts?company_id=${world.companyB.id}`))).toEqual(['OIL-5W30-5L']);
  });
});

describe('a part from add to delete', () => {
  it('is created, read, updated with the version read, refused when stale, and deleted with its stock', async () => {
    const created = await as.moderator.post('/api/parts', {
      number: ' TYR-205-75-R16C ',
      name: 'Tyre 205/75 R16C',
      unit: 'piece',
      unit_cost: '112.40',
      preferred_vendor_id: '',
      reorder_level: 4,
      notes: '',
    });
    expect(created.status).toBe(201);
    const part = created.body.data;
    expect(part).toMatchObject({
      number: 'TYR-205-75-R16C',
      unit_cost: 112.4,
      preferred_vendor_id: null,
      preferred_vendor_name: null,
      reorder_level: 4,
      notes: null,
      on_hand: 0,
      below_reorder: false,
      company_id: world.companyA.id,
      version: 1,
    });
    expect((await as.user.get(`/api/parts/${part.id}`)).body.data).toEqual(part);

    const updated = await as.admin.put(`/api/parts/${part.id}`, { ...part, name: 'Tyre 205/75 R16C (van)', version: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Tyre 205/75 R16C (van)', version: 2 });
    const stale = await as.moderator.put(`/api/parts/${part.id}`, { ...part, name: 'Tyre', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: messages.recordChanged, code: errorCodes.recordChanged });

    await adjust(as.admin, part.id, { branch_id: a1.id, quantity: 8, reason: 'Delivery note 4471' });
    expect((await as.moderator.delete(`/api/parts/${part.id}`)).status).toBe(200);
    expect((await as.admin.get(`/api/parts/${part.id}`)).status).toBe(404);
    expect((await as.admin.get(`/api/parts/${part.id}/stock`)).status).toBe(404);
  });

  it('refuses a number the company has already, in any case, at its field; another company may have it', async () => {
    const taken = await as.admin.post('/api/parts', { number: 'oil-5w30-5l', name: 'Oil again', unit: 'can' });
    expect(taken.status).toBe(409);
    const message = messages.duplicate(DUPLICATE_NAMES.part_number);
    expect(taken.body).toEqual({ message, errors: [{ field: 'number', message }] });
    const mine = await add(as.admin, { number: 'RENAME-ME', name: 'To rename' });
    const renamed = await as.admin.put(`/api/parts/${mine.id}`, { number: 'Oil-5W30-5L', name: 'To rename', unit: 'piece', version: 1 });
    expect(renamed.status).toBe(409);
    expect(renamed.body.errors).toEqual([{ field: 'number', message }]);
  });

  it("refuses another company's vendor as the preferred one, as a vendor that does not exist", async () => {
    const answer = await as.admin.post('/api/parts', { number: 'X-1', name: 'X', unit: 'piece', preferred_vendor_id: vendorB.id });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'preferred_vendor_id', message: messages.notFound('Vendor') }]);
  });

  it('forgets its preferred vendor when the vendor is deleted, and stays in its company', async () => {
    const shop = (await as.admin.post('/api/vendors', { name: 'Closing down' })).body.data as { id: string };
    const part = await add(as.admin, { number: 'FROM-CLOSING', name: 'From a shop that closes', preferred_vendor_id: shop.id });
    expect((await as.admin.delete(`/api/vendors/${shop.id}`)).status).toBe(200);
    expect((await as.admin.get(`/api/parts/${part.id}`)).body.data).toMatchObject({
      preferred_vendor_id: null,
      company_id: world.companyA.id,
    });
  });
});

describe('stock', () => {
  it('is received, used and counted branch by branch; each branch one sees is listed, none held as 0', async () => {
    const part = await add(as.admin, { number: 'STOCK-1', name: 'Coolant 1 l', unit: 'l', reorder_level: 5 });
    const received = await adjust(as.admin, part.id, { branch_id: a1.id, quantity: 12.5, reason: 'Delivery note 18' });
    expect(received.body.data).toMatchObject({ on_hand: 12.5, change: { kind: 'received', quantity: 12.5, on_hand_after: 12.5 } });
    await adjust(as.moderator, part.id, { branch_id: a1.id, quantity: -9.25, reason: 'Spilled' });
    await adjust(as.admin, part.id, { branch_id: a2.id, quantity: 3, reason: 'Shelf count', kind: 'counted' });

    const stock = await as.admin.get(`/api/parts/${part.id}/stock`);
    expect(stock.status).toBe(200);
    expect(stock.body.data).toEqual([
      { branch: { id: a1.id, name: a1.name }, on_hand: 3.25, reorder_level: 5, below_reorder: true },
      { branch: { id: a2.id, name: a2.name }, on_hand: 3, reorder_level: 5, below_reorder: true },
    ]);
    expect((await as.admin.get(`/api/parts/${part.id}`)).body.data).toMatchObject({ on_hand: 6.25, below_reorder: true });
    expect(numbers(await as.admin.get('/api/parts?belowReorder=true'))).toContain('STOCK-1');
    expect(numbers(await as.admin.get('/api/parts?belowReorder=false'))).not.toContain('STOCK-1');

    // The moderator and the user of branch A1 see A1's stock alone.
    expect((await as.moderator.get(`/api/parts/${part.id}/stock`)).body.data).toEqual([
      { branch: { id: a1.id, name: a1.name }, on_hand: 3.25, reorder_level: 5, below_reorder: true },
    ]);
    expect((await as.user.get(`/api/parts/${part.id}`)).body.data.on_hand).toBe(3.25);
  });

  it('logs every change, newest first: who, which branch, how many, why and what was left', async () => {
    const part = await add(as.admin, { number: 'LOG-1', name: 'Bulb H7' });
    await adjust(as.admin, part.id, { branch_id: a1.id, quantity: 10, reason: 'Delivery' });
    await adjust(as.moderator, part.id, { branch_id: a1.id, quantity: -2, reason: 'Broken in the box' });
    await adjust(as.admin, part.id, { branch_id: a2.id, quantity: 4, reason: 'Transfer from A1', kind: 'corrected' });
    const log = await as.admin.get(`/api/parts/${part.id}/adjustments`);
    expect(log.status).toBe(200);
    expect(log.body.totalCount).toBe(3);
    expect(
      log.body.data.map((row: { kind: string; quantity: number; on_hand_after: number; reason: string }) => [
        row.kind,
        row.quantity,
        row.on_hand_after,
        row.reason,
      ]),
    ).toEqual([
      ['corrected', 4, 4, 'Transfer from A1'],
      ['corrected', -2, 8, 'Broken in the box'],
      ['received', 10, 10, 'Delivery'],
    ]);
    expect(log.body.data[1]).toMatchObject({ employee_id: world.people.moderator.id, branch: { id: a1.id, name: a1.name } });
    // The moderator's log is their branch's.
    expect((await as.moderator.get(`/api/parts/${part.id}/adjustments`)).body.totalCount).toBe(2);
    expect((await as.admin.get(`/api/parts/${part.id}/adjustments?branchId=${a2.id}`)).body.totalCount).toBe(1);
  });

  it('never goes below zero: the change is refused with a clear 409 at its field, and nothing moves', async () => {
    const part = await add(as.admin, { number: 'ZERO-1', name: 'Fuse 10 A' });
    await adjust(as.admin, part.id, { branch_id: a1.id, quantity: 2, reason: 'Delivery' });
    const refused = await adjust(as.admin, part.id, { branch_id: a1.id, quantity: -3, reason: 'Used' }, 409);
    expect(refused.body).toEqual({ message: messages.stockBelowZero, errors: [{ field: 'quantity', message: messages.stockBelowZero }] });
    expect((await as.admin.get(`/api/parts/${part.id}/stock`)).body.data[0].on_hand).toBe(2);
    expect((await as.admin.get(`/api/parts/${part.id}/adjustments`)).body.totalCount).toBe(1);
  });

  it('gives the last part to one of two changes at the same moment; the other gets the 409', async () => {
    const part = await add(as.admin, { number: 'LAST-1', name: 'The last one' });
    await adjust(as.admin, part.id, { branch_id: a1.id, quantity: 1, reason: 'Delivery' });
    const takes = await Promise.all(
      [as.admin, as.moderator, as.admin, as.moderator].map((client) =>
        client.post(`/api/parts/${part.id}/adjustments`, { branch_id: a1.id, quantity: -1, reason: 'Taken' }),
      ),
    );
    expect(takes.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    expect((await as.admin.get(`/api/parts/${part.id}/stock`)).body.data[0].on_hand).toBe(0);
  });

  it("refuses a branch one does not see, or another company's, as a branch that does not exist", async () => {
    const part = await add(as.admin, { number: 'SCOPE-1', name: 'Scoped' });
    const notFound = [{ field: 'branch_id', message: messages.notFound('Branch') }];
    expect((await adjust(as.moderator, part.id, { branch_id: a2.id, quantity: 1, reason: 'x' }, 400)).body.errors).toEqual(notFound);
    expect((await adjust(as.admin, part.id, { branch_id: b1.id, quantity: 1, reason: 'x' }, 400)).body.errors).toEqual(notFound);
    expect((await as.adminB.post(`/api/parts/${part.id}/adjustments`, { branch_id: b1.id, quantity: 1, reason: 'x' })).status).toBe(404);
  });

  it('says what is wrong with a change at its field', async () => {
    const part = await add(as.admin, { number: 'VALID-1', name: 'Validated' });
    const zero = await adjust(as.admin, part.id, { branch_id: a1.id, quantity: 0, reason: 'x' }, 400);
    expect(zero.body.errors).toEqual([{ field: 'quantity', message: messages.quantityNotZero }]);
    const fine = await adjust(as.admin, part.id, { branch_id: a1.id, quantity: 1.005, reason: 'x' }, 400);
    expect(fine.body.errors).toEqual([{ field: 'quantity', message: messages.quantityDecimals }]);
    const noReason = await adjust(as.admin, part.id, { branch_id: a1.id, quantity: 1, reason: ' ' }, 400);
    expect(noReason.body.errors).toEqual([{ field: 'reason', message: messages.required }]);
    const used = await adjust(as.admin, part.id, { branch_id: a1.id, quantity: -1, reason: 'x', kind: 'used' }, 400);
    expect(used.body.errors).toEqual([{ field: 'kind', message: messages.stockChangeKind }]);
  });
});

describe('the CSV export (docs/csv.md)', () => {
  it("writes the list's columns in the file's language, what the branches one sees hold, and the list's filters", async () => {
    const part = await add(as.admin, {
      number: 'CSV-1',
      name: '=Coolant G12',
      unit: 'l',
      unit_cost: 4.5,
      preferred_vendor_id: vendor.id,
      reorder_level: 10,
      notes: 'Pink',
    });
    await adjust(as.admin, part.id, { branch_id: a1.id, quantity: 6.5, reason: 'Delivery' });
    await adjust(as.admin, part.id, { branch_id: a2.id, quantity: 3, reason: 'Delivery' });

    const english = await as.admin.get('/api/parts/export.csv?q=CSV-1&lang=en');
    expect(english.status).toBe(200);
    expect(english.headers['content-type']).toMatch(/^text\/csv/);
    const [header, row, ...rest] = english.raw
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(rest).toEqual([]);
    expect(header).toBe('Part number,Name,On hand,Unit,Unit cost,Preferred vendor,Reorder level,Notes');
    // A name a spreadsheet would run as a formula is written with a leading apostrophe.
    expect(row).toBe("CSV-1,'=Coolant G12,9.50,l,4.50,Kastrati Parts,10,Pink");

    const german = (await as.admin.get('/api/parts/export.csv?q=CSV-1&lang=de')).raw.toString('utf8');
    expect(german).toContain('Teilenummer;Bezeichnung;Bestand;Einheit;Stückpreis;Bevorzugter Lieferant;Meldebestand;Notizen');
    expect(german).toContain("CSV-1;'=Coolant G12;9,50;l;4,50;Kastrati Parts;10;Pink");
    // The moderator of A1 sees A1's 6.5 alone.
    const moderators = (await as.moderator.get('/api/parts/export.csv?q=CSV-1&lang=al')).raw.toString('utf8');
    expect(moderators).toContain('Numri i pjesës;Emërtimi;Gjendja;Njësia');
    expect(moderators).toContain("CSV-1;'=Coolant G12;6,50;l;4,50;");
    expect((await as.adminB.get('/api/parts/export.csv?q=CSV-1')).raw.toString('utf8')).not.toContain('CSV-1');
    expect((await as.admin.get('/api/parts/export.csv?lang=fr')).status).toBe(400);
  });
});

describe('who may do what (contract/permissions.ts: every role reads, admins and moderators keep parts and stock)', () => {
  //                          list show create edit delete
  const RIGHTS = { superadmin: 'LSCED', admin: 'LSCED', moderator: 'LSCED', user: 'LS---' } as const;

  for (const [role, rights] of Object.entries(RIGHTS) as Array<[keyof typeof RIGHTS, string]>) {
    it(`${role}: ${rights}, and a change of stock is an edit`, async () => {
      const client = as[role];
      const target = await add(as.admin, { number: `FOR-${role}`, name: `For the ${role}` });
      const company = role === 'superadmin' ? { company_id: world.companyA.id } : {};
      const expected = (right: string, success: number) => (rights.includes(right) ? success : 403);
      expect((await client.get('/api/parts')).status).toBe(expected('L', 200));
      expect((await client.get(`/api/parts/${target.id}`)).status).toBe(expected('S', 200));
      expect((await client.get(`/api/parts/${target.id}/stock`)).status).toBe(expected('S', 200));
      expect((await client.get(`/api/parts/${target.id}/adjustments`)).status).toBe(expected('S', 200));
      expect((await client.post('/api/parts', { number: `BY-${role}`, name: 'x', unit: 'piece', ...company })).status).toBe(
        expected('C', 201),
      );
      expect((await client.post(`/api/parts/${target.id}/adjustments`, { branch_id: a1.id, quantity: 1, reason: 'x' })).status).toBe(
        expected('E', 201),
      );
      expect(
        (await client.put(`/api/parts/${target.id}`, { number: `FOR-${role}`, name: 'Edited', unit: 'piece', version: 1 })).status,
      ).toBe(expected('E', 200));
      expect((await client.delete(`/api/parts/${target.id}`)).status).toBe(expected('D', 200));
    });
  }

  it('asks a caller who is not signed in to sign in: 401', async () => {
    const signedOut = new Client(t.app);
    expect((await signedOut.get('/api/parts')).status).toBe(401);
    expect((await signedOut.post('/api/parts', { number: 'A', name: 'A', unit: 'piece' })).status).toBe(401);
  });
});
