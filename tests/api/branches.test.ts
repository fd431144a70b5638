import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import type { Client } from './support/client';
import { makeBranch, makeEmployee, makeVehicle } from './support/fixtures';
import { PNG, TEXT_AS_PNG, logoPart } from './support/images';
import { worldTest } from './support/world';

const { t, world, as } = await worldTest();

const names = (answer: { body: { data: Array<{ name: string }> } }) => answer.body.data.map((b) => b.name);
const ids = (answer: { body: { data: Array<{ id: string }> } }) => answer.body.data.map((b) => b.id);

describe('an admin manages the branches of their company', () => {
  it('creates a branch with a logo in their own company, whatever company_id is absent', async () => {
    const created = await as.admin.multipart('POST', '/api/branches', { name: 'Durrës Port' }, logoPart(PNG));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Durrës Port', company_id: world.companyA.id });
    expect(created.body.data.logo).toMatch(/^\/api\/logos\//);
    expect((await as.admin.get(created.body.data.logo)).status).toBe(200);
  });

  it('renames a branch and removes its logo', async () => {
    const created = await as.admin.multipart('POST', '/api/branches', { name: 'Old Name' }, logoPart(PNG));
    const updated = await as.admin.edit(`/api/branches/${created.body.data.id}`, { name: 'New Name', logo: null });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'New Name', logo: null });
    expect((await as.admin.get(created.body.data.logo)).status).toBe(404);
  });

  it('lists every branch of the company and none of another', async () => {
    const list = await as.admin.get('/api/branches?limit=100');
    expect(ids(list)).toEqual(expect.arrayContaining([world.branches.a1.id, world.branches.a2.id]));
    expect(ids(list)).not.toContain(world.branches.b1.id);
    expect(list.body.data.every((b: { company_id: string }) => b.company_id === world.companyA.id)).toBe(true);
  });

  it('cannot create a branch in another company: 404 `Company not found`', async () => {
    const answer = await as.admin.post('/api/branches', { name: 'Sneaky', company_id: world.companyB.id });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(messages.notFound('Company'));
  });

  it('does not see another company’s branch: get, update and delete answer 404', async () => {
    const id = world.branches.b1.id;
    expect((await as.admin.get(`/api/branches/${id}`)).status).toBe(404);
    expect((await as.admin.edit(`/api/branches/${id}`, { name: 'Taken Over' })).status).toBe(404);
    expect((await as.admin.delete(`/api/branches/${id}`)).status).toBe(404);
    expect(ids(await as.admin.get(`/api/branches?ids=${id}`))).toEqual([]);
    expect((await as.adminB.get(`/api/branches/${id}`)).body.data.name).toBe('North');
  });

  it('refuses a second branch of the same name in the company with 409, but another company may use it', async () => {
    const clash = await as.admin.post('/api/branches', { name: 'north' });
    expect(clash.status).toBe(409);
    expect(clash.body.errors).toEqual([{ field: 'name', message: 'A branch with this name already exists' }]);
    expect((await as.adminB.post('/api/branches', { name: 'South' })).status).toBe(201);
  });

  it('requires a name (docs/screens.md, Validation)', async () => {
    const answer = await as.admin.post('/api/branches', { name: '   ' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'name', message: messages.required }]);
  });

  it('rejects a logo that is not an image with 415', async () => {
    const answer = await as.admin.multipart('POST', '/api/branches', { name: 'Bad Logo' }, logoPart(TEXT_AS_PNG));
    expect(answer.status).toBe(415);
    expect(names(await as.admin.get('/api/branches?q=Bad%20Logo'))).toEqual([]);
  });

  it('deletes an empty branch', async () => {
    const empty = await makeBranch(t.db, world.companyA.id, 'Empty Depot');
    expect((await as.admin.delete(`/api/branches/${empty.id}`)).status).toBe(200);
    expect((await as.admin.get(`/api/branches/${empty.id}`)).status).toBe(404);
  });

  it('refuses with 409 to delete a branch that still has employees or vehicles, and says which', async () => {
    const busy = await makeBranch(t.db, world.companyA.id, 'Busy Depot');
    await makeEmployee(t.db, { role: 'user', companyId: world.companyA.id, branchIds: [busy.id] });
    await makeVehicle(t.db, world.companyA.id, [busy.id]);
    await makeVehicle(t.db, world.companyA.id, [busy.id], { isActive: false });
    const answer = await as.admin.delete(`/api/branches/${busy.id}`);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This branch cannot be deleted: it still has 1 employee and 2 vehicles (archived ones included)');
    expect((await as.admin.get(`/api/branches/${busy.id}`)).status).toBe(200);
  });
});

describe('a superadmin works across companies', () => {
  it('must name the company of a new branch', async () => {
    const answer = await as.superadmin.post('/api/branches', { name: 'Nowhere' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'company_id', message: messages.required }]);
  });

  it('creates a branch in any company and filters the list by company', async () => {
    const created = await as.superadmin.post('/api/branches', { name: 'Munich', company_id: world.companyB.id });
    expect(created.status).toBe(201);
    expect(created.body.data.company_id).toBe(world.companyB.id);
    const list = await as.superadmin.get(`/api/branches?company_id=${world.companyB.id}&limit=100`);
    expect(list.body.data.every((b: { company_id: string }) => b.company_id === world.companyB.id)).toBe(true);
    expect(names(list)).toContain('Munich');
  });

  it('answers 404 for an unknown company', async () => {
    const answer = await as.superadmin.post('/api/branches', { name: 'Ghost', company_id: '00000000-0000-4000-8000-000000000000' });
    expect(answer.status).toBe(404);
  });
});

describe('moderators and users read only their own branches', () => {
  it.each(['moderator', 'user'] as const)('%s lists only the branch assigned to them', async (role) => {
    const list = await as[role].get('/api/branches');
    expect(ids(list)).toEqual([world.branches.a1.id]);
    expect(list.body.totalCount).toBe(1);
    expect((await as[role].get(`/api/branches/${world.branches.a1.id}`)).status).toBe(200);
    expect((await as[role].get(`/api/branches/${world.branches.a2.id}`)).status).toBe(404);
  });

  it.each(['moderator', 'user'] as const)('%s gets 403 on create, edit and delete', async (role) => {
    const client: Client = as[role];
    const id = world.branches.a1.id;
    const answers = await Promise.all([
      client.post('/api/branches', { name: 'Mine' }),
      client.edit(`/api/branches/${id}`, { name: 'Mine' }),
      client.delete(`/api/branches/${id}`),
    ]);
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403]);
  });
});

describe('logos are scoped like the records that show them', () => {
  it('another company’s logo answers 404 to an admin, and any logo answers 401 to a visitor', async () => {
    const created = await as.adminB.multipart('POST', '/api/branches', { name: 'With Logo' }, logoPart(PNG));
    expect((await as.admin.get(created.body.data.logo)).status).toBe(404);
    expect((await as.superadmin.get(created.body.data.logo)).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: created.body.data.logo })).statusCode).toBe(401);
  });

  it("a branch's logo answers 404 to a moderator or user outside that branch, as the branch does; the company's logo shows to all", async () => {
    // The moderator and the user of company A work in branch A1 only.
    const ownLogo = (await as.admin.editMultipart(`/api/branches/${world.branches.a1.id}`, { name: 'North' }, logoPart(PNG))).body.data
      .logo;
    const otherLogo = (await as.admin.editMultipart(`/api/branches/${world.branches.a2.id}`, { name: 'South' }, logoPart(PNG))).body.data
      .logo;
    const companyLogo = (
      await as.superadmin.editMultipart(
        `/api/companies/${world.companyA.id}`,
        { name: world.companyA.name, email: world.companyA.email },
        logoPart(PNG),
      )
    ).body.data.logo;
    expect((await as.moderator.get(`/api/branches/${world.branches.a2.id}`)).status).toBe(404);
    for (const person of [as.moderator, as.user]) {
      expect((await person.get(otherLogo)).status).toBe(404);
      expect((await person.get(ownLogo)).status).toBe(200);
      expect((await person.get(companyLogo)).status).toBe(200);
    }
    expect((await as.userA2.get(otherLogo)).status).toBe(200);
    expect((await as.userA2.get(ownLogo)).status).toBe(404);
    expect((await as.admin.get(otherLogo)).status).toBe(200);
  });
});
