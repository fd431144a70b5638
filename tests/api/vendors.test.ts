import { describe, expect, it } from 'vitest';
import { errorCodes, messages } from '../../contract/messages';
import { Client, type Answer } from './support/client';
import { worldTest } from './support/world';

/*
 * Vendors: the shops and suppliers a company works with (docs/adding-a-resource.md). Everyone of the
 * company reads them, whatever their branches; superadmins, admins and moderators add, edit and
 * delete them; users only read. Another company's vendor does not exist for the caller.
 */

const { t, world, as } = await worldTest();

const names = (answer: Answer) => (answer.body.data as Array<{ name: string }>).map((row) => row.name);

async function add(client: Client, body: Record<string, unknown>) {
  const answer = await client.post('/api/vendors', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: string; version: number; name: string };
}

// Company A's vendors for the list tests, each with a word of its own to search for.
const seeded = ['Zeta Tyres', 'alpha Parts', 'Beta Workshop', 'Gamma Glass', 'Delta Oil'];
for (const [index, name] of seeded.entries())
  await add(as.admin, { name, contact_person: index % 2 ? `Contact ${index}` : null, phone: `+355 69 000 00${index}` });
const elsewhere = await add(as.adminB, { name: 'Omega Service (company B)' });

describe('the list', () => {
  it('pages, sorted by name without regard to case, and counts every vendor of the company', async () => {
    const first = await as.user.get('/api/vendors?limit=2&sort=name&order=asc');
    expect(first.status).toBe(200);
    expect(names(first)).toEqual(['alpha Parts', 'Beta Workshop']);
    expect(first.body).toMatchObject({ totalCount: 5, totalPages: 3 });
    const last = await as.user.get('/api/vendors?limit=2&page=3&sort=name&order=asc');
    expect(names(last)).toEqual(['Zeta Tyres']);
    expect(names(await as.user.get('/api/vendors?limit=2&sort=name&order=desc'))).toEqual(['Zeta Tyres', 'Gamma Glass']);
  });

  it('sorts by contact person, those without one last', async () => {
    const rows = (await as.admin.get('/api/vendors?sort=contact_person&order=asc')).body.data as Array<{ contact_person: string | null }>;
    expect(rows.map((row) => row.contact_person)).toEqual(['Contact 1', 'Contact 3', null, null, null]);
  });

  it('finds a fragment of the name, contact person or phone with q', async () => {
    expect(names(await as.moderator.get('/api/vendors?q=workSH'))).toEqual(['Beta Workshop']);
    expect(names(await as.moderator.get('/api/vendors?q=contact 3'))).toEqual(['Gamma Glass']);
    expect(names(await as.moderator.get('/api/vendors?q=000 004'))).toEqual(['Delta Oil']);
    expect(names(await as.moderator.get('/api/vendors?q=nothing like it'))).toEqual([]);
  });

  it('refuses a sort it does not know with a message that names the choices', async () => {
    const answer = await as.admin.get('/api/vendors?sort=phone');
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('sort must be one of name, contact_person, email, createdAt, updatedAt');
  });

  it("shows a company only its own vendors; a superadmin sees every company's", async () => {
    expect(names(await as.admin.get('/api/vendors?limit=100'))).not.toContain(elsewhere.name);
    expect(names(await as.adminB.get('/api/vendors?limit=100'))).toEqual([elsewhere.name]);
    const all = await as.superadmin.get(`/api/vendors?limit=100&company_id=${world.companyB.id}`);
    expect(names(all)).toEqual([elsewhere.name]);
  });
});

describe('a vendor from add to delete', () => {
  it('is created, read, updated with the version read, refused when stale, and deleted', async () => {
    const created = await as.moderator.post('/api/vendors', {
      name: '  Autoservis Kastrati ',
      contact_person: 'Arben Kastrati',
      email: 'Service@Kastrati.Example',
      phone: '+355 4 222 3344',
      address: 'Rruga e Durrësit 12, Tiranë',
      notes: '',
    });
    expect(created.status).toBe(201);
    const vendor = created.body.data;
    expect(vendor).toMatchObject({
      name: 'Autoservis Kastrati',
      contact_person: 'Arben Kastrati',
      email: 'service@kastrati.example',
      phone: '+355 4 222 3344',
      address: 'Rruga e Durrësit 12, Tiranë',
      notes: null,
      company_id: world.companyA.id,
      version: 1,
    });
    expect(vendor.createdAt).toEqual(vendor.updatedAt);

    const read = await as.user.get(`/api/vendors/${vendor.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(vendor);

    const updated = await as.admin.put(`/api/vendors/${vendor.id}`, { name: 'Autoservis Kastrati & Bij', notes: 'Opens at 7', version: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Autoservis Kastrati & Bij', notes: 'Opens at 7', contact_person: null, version: 2 });

    // The moderator still holds version 1: their save would overwrite the admin's, so it is refused.
    const stale = await as.moderator.put(`/api/vendors/${vendor.id}`, { name: 'Kastrati', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: messages.recordChanged, code: errorCodes.recordChanged });
    expect((await as.admin.get(`/api/vendors/${vendor.id}`)).body.data.name).toBe('Autoservis Kastrati & Bij');

    const deleted = await as.moderator.delete(`/api/vendors/${vendor.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.id).toBe(vendor.id);
    expect((await as.admin.get(`/api/vendors/${vendor.id}`)).status).toBe(404);
    expect((await as.admin.delete(`/api/vendors/${vendor.id}`)).body.message).toBe(messages.notFound('Vendor'));
  });

  it('goes to the company a superadmin names, and stays there when edited', async () => {
    const vendor = await add(as.superadmin, { name: 'Reifen Müller', company_id: world.companyB.id });
    expect((await as.adminB.get(`/api/vendors/${vendor.id}`)).body.data.company_id).toBe(world.companyB.id);
    const edited = await as.superadmin.put(`/api/vendors/${vendor.id}`, {
      name: 'Reifen Müller GmbH',
      company_id: world.companyA.id,
      version: 1,
    });
    expect(edited.body.data).toMatchObject({ name: 'Reifen Müller GmbH', company_id: world.companyB.id });
    const unnamed = await as.superadmin.post('/api/vendors', { name: 'Nobody’s' });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.errors).toEqual([{ field: 'company_id', message: messages.required }]);
  });
});

describe('who may do what (contract/permissions.ts: every role reads, admins and moderators manage)', () => {
  //                          list show create edit delete
  const RIGHTS = { superadmin: 'LSCED', admin: 'LSCED', moderator: 'LSCED', user: 'LS---' } as const;

  for (const [role, rights] of Object.entries(RIGHTS) as Array<[keyof typeof RIGHTS, string]>) {
    it(`${role}: ${rights}`, async () => {
      const client = as[role];
      const target = await add(as.admin, { name: `For the ${role}` });
      const company = role === 'superadmin' ? { company_id: world.companyA.id } : {};
      const expected = (right: string, success: number) => (rights.includes(right) ? success : 403);
      expect((await client.get('/api/vendors')).status).toBe(expected('L', 200));
      expect((await client.get(`/api/vendors/${target.id}`)).status).toBe(expected('S', 200));
      expect((await client.post('/api/vendors', { name: `By the ${role}`, ...company })).status).toBe(expected('C', 201));
      expect((await client.put(`/api/vendors/${target.id}`, { name: `Edited by the ${role}`, version: 1 })).status).toBe(
        expected('E', 200),
      );
      expect((await client.delete(`/api/vendors/${target.id}`)).status).toBe(expected('D', 200));
    });
  }

  it('refuses a user before reading the body: 403, not field errors', async () => {
    const answer = await as.user.post('/api/vendors', { email: 'not an address' });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(messages.forbidden);
  });

  it('asks a caller who is not signed in to sign in: 401', async () => {
    const signedOut = new Client(t.app);
    expect((await signedOut.get('/api/vendors')).status).toBe(401);
    expect((await signedOut.post('/api/vendors', { name: 'Anonymous' })).status).toBe(401);
  });
});

describe('validation (docs/screens.md, Validation)', () => {
  it('requires a name, and says so under the field', async () => {
    const answer = await as.admin.post('/api/vendors', { name: '   ', email: 'office@vendor.example' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'name', message: messages.required }]);
  });

  it('refuses an email that is no address, a name too long and a version that is no number, each by its field', async () => {
    const badEmail = await as.admin.post('/api/vendors', { name: 'Somebody', email: 'kastrati at example' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors).toEqual([{ field: 'email', message: messages.validEmail }]);
    const long = await as.admin.post('/api/vendors', { name: 'x'.repeat(121) });
    expect(long.body.errors).toEqual([{ field: 'name', message: messages.tooLong(120) }]);
    const target = await add(as.admin, { name: 'To edit' });
    const noVersion = await as.admin.put(`/api/vendors/${target.id}`, { name: 'Edited' });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.errors.map((error: { field: string }) => error.field)).toEqual(['version']);
  });

  it('answers 400 for an id that is no id, and 404 for one that is nobody’s', async () => {
    expect((await as.admin.get('/api/vendors/not-an-id')).status).toBe(400);
    const missing = await as.admin.get('/api/vendors/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(messages.notFound('Vendor'));
  });
});

describe('company isolation', () => {
  it("answers 404 for another company's vendor, to read, edit or delete, and changes nothing", async () => {
    const url = `/api/vendors/${elsewhere.id}`;
    for (const client of [as.admin, as.moderator, as.user]) expect((await client.get(url)).status).toBe(404);
    expect((await as.admin.put(url, { name: 'Taken over', version: 1 })).status).toBe(404);
    expect((await as.moderator.delete(url)).status).toBe(404);
    expect((await as.admin.get(`/api/vendors?ids=${elsewhere.id}`)).body.data).toEqual([]);
    expect((await as.adminB.get(url)).body.data).toMatchObject({ name: 'Omega Service (company B)', version: 1 });
  });

  it('refuses to create a vendor in another company: 404 `Company not found`', async () => {
    const answer = await as.admin.post('/api/vendors', { name: 'Sneaky', company_id: world.companyB.id });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(messages.notFound('Company'));
  });
});
