import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { ROLES, type Role } from '../../contract/roles';
import { MAX_PAGE_SIZE } from '../../contract/schemas/common';
import { Client, signIn, type Answer } from './support/client';
import { makeBranch, makeCompany, makeEmployee, PASSWORD } from './support/fixtures';
import { worldTest } from './support/world';

const { t, world, as } = await worldTest();

// The messages these tests expect, named once.
const USERNAME_CHARS = messages.usernameCharacters;
const LIMIT_RANGE = messages.limitRange(MAX_PAGE_SIZE);
const EMPLOYEE_NOT_FOUND = messages.notFound('Employee');
const BRANCH_NOT_FOUND = messages.notFound('Branch');

let counter = 0;
/** A valid create body with a name nobody has yet. */
function newEmployee(overrides: Record<string, unknown> = {}) {
  const username = `staff${++counter}`;
  return { email: `${username}@depot.example`, username, role: 'user', branches: [world.branches.a1.id], ...overrides };
}

/** An employee of company A in branch A1 (by default a user who has not signed up), made in the db. */
const target = (options: { role?: Role; branchIds?: string[]; companyId?: string } = {}) =>
  makeEmployee(t.db, {
    role: options.role ?? 'user',
    companyId: options.companyId ?? world.companyA.id,
    branchIds: options.branchIds ?? [world.branches.a1.id],
    signedUp: false,
  });

/** The update body that leaves an employee as it is, with overrides. */
const sameAs = (employee: { email: string; role: Role }, overrides: Record<string, unknown> = {}) => ({
  email: employee.email,
  role: employee.role,
  branches: [world.branches.a1.id],
  ...overrides,
});

function expectFailure(answer: Answer, status: number, message: string, field?: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.message).toBe(message);
  if (field) expect(answer.body.errors).toContainEqual({ field, message });
}

const idsOf = (answer: Answer) => (answer.body.data as Array<{ id: string }>).map((row) => row.id);
const namesOf = (branches: Array<{ name: string }>) => branches.map((branch) => branch.name);

describe('role matrix: every action for every role', () => {
  for (const role of ROLES) {
    const allowed = role !== 'user';
    it(`${role} ${allowed ? 'may' : 'may not'} list, show, create, edit, re-issue and delete employees`, async () => {
      const client = as[role];
      const victim = await target();
      const expectStatus = (answer: Answer, ok: number) => {
        if (allowed) expect(answer.status, JSON.stringify(answer.body)).toBe(ok);
        else expectFailure(answer, 403, messages.forbidden);
      };
      expectStatus(await client.get('/api/employees'), 200);
      expectStatus(await client.get(`/api/employees/${victim.id}`), 200);
      expectStatus(await client.post('/api/employees', newEmployee({ company_id: world.companyA.id })), 201);
      expectStatus(await client.edit(`/api/employees/${victim.id}`, sameAs(victim, { position: 'Driver' })), 200);
      expectStatus(await client.post(`/api/employees/${victim.id}/invitation`), 200);
      expectStatus(await client.delete(`/api/employees/${victim.id}`), 200);
    });
  }

  it('answers 401 without a session', async () => {
    expectFailure(await new Client(t.app).get('/api/employees'), 401, messages.notSignedIn);
  });
});

describe('company scope', () => {
  it("another company's employee answers 404 on get, update, delete and re-issue", async () => {
    const other = await target({ companyId: world.companyB.id, branchIds: [world.branches.b1.id] });
    for (const id of [other.id, world.people.adminB.id]) {
      expectFailure(await as.admin.get(`/api/employees/${id}`), 404, EMPLOYEE_NOT_FOUND);
      expectFailure(await as.admin.edit(`/api/employees/${id}`, sameAs(other, { branches: [] })), 404, EMPLOYEE_NOT_FOUND);
      expectFailure(await as.admin.post(`/api/employees/${id}/invitation`), 404, EMPLOYEE_NOT_FOUND);
      expectFailure(await as.admin.delete(`/api/employees/${id}`), 404, EMPLOYEE_NOT_FOUND);
    }
    // Nothing happened to it.
    expect((await as.adminB.get(`/api/employees/${other.id}`)).body.data.email).toBe(other.email);
  });

  it("another company's employees never appear in lists, even asked for by id or name", async () => {
    const { adminB, user, superadmin } = world.people;
    const all = await as.admin.get(`/api/employees?limit=${MAX_PAGE_SIZE}`);
    expect(all.body.data.every((row: { company_id: string }) => row.company_id === world.companyA.id)).toBe(true);
    expect(idsOf(all)).not.toContain(adminB.id);
    expect(idsOf(all)).not.toContain(superadmin.id);

    const byIds = await as.admin.get(`/api/employees?ids=${adminB.id},${user.id},${superadmin.id}`);
    expect(idsOf(byIds)).toEqual([user.id]);
    expect(byIds.body.totalCount).toBe(1);

    const byName = await as.admin.get(`/api/employees?q=${adminB.username}`);
    expect(byName.body).toEqual({ data: [], totalCount: 0, totalPages: 0 });
  });

  it('a superadmin sees every company and the superadmins', async () => {
    const answer = await as.superadmin.get(
      `/api/employees?ids=${Object.values(world.people)
        .map((p) => p.id)
        .join(',')}`,
    );
    expect(answer.body.totalCount).toBe(Object.keys(world.people).length);
  });
});

describe('moderator branch scope', () => {
  // Functions, because the world is made in beforeAll.
  const a1 = () => world.branches.a1;
  const a2 = () => world.branches.a2;

  it('sees only employees sharing one of their branches', async () => {
    const answer = await as.moderator.get(`/api/employees?limit=${MAX_PAGE_SIZE}`);
    expect(idsOf(answer)).toEqual(expect.arrayContaining([world.people.moderator.id, world.people.user.id]));
    for (const hidden of [world.people.userA2, world.people.admin, world.people.adminB, world.people.superadmin]) {
      expect(idsOf(answer)).not.toContain(hidden.id);
      expectFailure(await as.moderator.get(`/api/employees/${hidden.id}`), 404, EMPLOYEE_NOT_FOUND);
    }
    expect(answer.body.data.every((row: { branches: Array<{ id: string }> }) => row.branches.some((b) => b.id === a1().id))).toBe(true);
  });

  it('creates users, only in their own branches', async () => {
    const created = await as.moderator.post('/api/employees', newEmployee());
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ role: 'user', company_id: world.companyA.id, branches: [{ id: a1().id, name: 'North' }] });

    expectFailure(await as.moderator.post('/api/employees', newEmployee({ branches: [a2().id] })), 400, BRANCH_NOT_FOUND, 'branches');
    expectFailure(
      await as.moderator.post('/api/employees', newEmployee({ branches: [a1().id, a2().id] })),
      400,
      BRANCH_NOT_FOUND,
      'branches',
    );
    // Without a branch the new user would be out of the moderator's sight at once.
    expectFailure(await as.moderator.post('/api/employees', newEmployee({ branches: [] })), 400, messages.atLeastOneBranch, 'branches');
    for (const role of ['moderator', 'admin', 'superadmin']) {
      expectFailure(await as.moderator.post('/api/employees', newEmployee({ role })), 403, messages.cannotGrantRole, 'role');
    }
  });

  it('may not edit, re-issue for or delete a fellow moderator of their branch', async () => {
    const peer = await target({ role: 'moderator' });
    expect((await as.moderator.get(`/api/employees/${peer.id}`)).status).toBe(200);
    expectFailure(await as.moderator.edit(`/api/employees/${peer.id}`, sameAs(peer)), 403, messages.forbidden);
    expectFailure(await as.moderator.post(`/api/employees/${peer.id}/invitation`), 403, messages.forbidden);
    expectFailure(await as.moderator.delete(`/api/employees/${peer.id}`), 403, messages.forbidden);
  });

  it('may not promote a user', async () => {
    const victim = await target();
    expectFailure(
      await as.moderator.edit(`/api/employees/${victim.id}`, sameAs(victim, { role: 'moderator' })),
      403,
      messages.cannotGrantRole,
      'role',
    );
  });

  it('editing keeps assignments to branches the moderator cannot see', async () => {
    const both = await target({ branchIds: [a1().id, a2().id] });
    // The moderator sees only their own branch on the row ...
    expect(namesOf((await as.moderator.get(`/api/employees/${both.id}`)).body.data.branches)).toEqual(['North']);
    // ... so the edit dialog sends only that one back.
    const edited = await as.moderator.edit(`/api/employees/${both.id}`, sameAs(both, { first_name: 'Renamed' }));
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ first_name: 'Renamed', branches: [{ id: a1().id, name: 'North' }] });
    expect(namesOf((await as.admin.get(`/api/employees/${both.id}`)).body.data.branches)).toEqual(['North', 'South']);

    expectFailure(
      await as.moderator.edit(`/api/employees/${both.id}`, sameAs(both, { branches: [a2().id] })),
      400,
      BRANCH_NOT_FOUND,
      'branches',
    );
    expectFailure(
      await as.moderator.edit(`/api/employees/${both.id}`, sameAs(both, { branches: [] })),
      400,
      messages.atLeastOneBranch,
      'branches',
    );
  });

  it('selecting a branch they cannot see lists nobody, not even people who also work in their own branch', async () => {
    const both = await target({ branchIds: [a1().id, a2().id] });
    expect(idsOf(await as.moderator.get(`/api/employees?limit=100`))).toContain(both.id);
    expect((await as.moderator.get(`/api/employees?branchId=${a2().id}`)).body).toEqual({ data: [], totalCount: 0, totalPages: 0 });
  });

  it('a user is refused with 403 before their body is even read', async () => {
    const answer = await as.user.post('/api/employees', {});
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(messages.forbidden);
    expect((await new Client(t.app).post('/api/employees', {})).status).toBe(401);
  });

  it('deletes a user of their branch', async () => {
    const victim = await target();
    expect((await as.moderator.delete(`/api/employees/${victim.id}`)).status).toBe(200);
    expectFailure(await as.admin.get(`/api/employees/${victim.id}`), 404, EMPLOYEE_NOT_FOUND);
  });
});

describe('list', () => {
  it('answers rows shaped as the contract, without any password', async () => {
    const { user } = world.people;
    const answer = await as.admin.get(`/api/employees?ids=${user.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: [
        {
          id: user.id,
          email: user.email,
          username: user.username,
          first_name: 'Test',
          last_name: 'user',
          phone_number: null,
          position: null,
          role: 'user',
          company_id: world.companyA.id,
          created_by: null,
          created_by_username: null,
          branches: [{ id: world.branches.a1.id, name: 'North' }],
          signed_up: true,
          licence_expires_on: null,
          licence_status: null,
          version: 1,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      ],
      totalCount: 1,
      totalPages: 1,
    });
    expect(JSON.stringify((await as.superadmin.get(`/api/employees?limit=${MAX_PAGE_SIZE}`)).body)).not.toMatch(/password/i);
  });

  it('q searches username, email, first and last name, phone and position, ignoring case', async () => {
    const body = newEmployee({
      first_name: 'Zebedee',
      last_name: 'Quimbleworth',
      phone_number: '+49 555 0199',
      position: 'Night dispatcher',
    });
    const created = await as.admin.post('/api/employees', body);
    for (const q of [body.username.toUpperCase(), body.email, 'zebedee', 'QUIMBLE', '555 0199', 'night DISPATCH']) {
      expect(idsOf(await as.admin.get(`/api/employees?q=${encodeURIComponent(q)}`)), q).toEqual([created.body.data.id]);
    }
  });

  it('filters by branchId and by role', async () => {
    const inA2 = await as.admin.get(`/api/employees?branchId=${world.branches.a2.id}&limit=${MAX_PAGE_SIZE}`);
    expect(idsOf(inA2)).toContain(world.people.userA2.id);
    expect(idsOf(inA2)).not.toContain(world.people.user.id);
    expect(
      inA2.body.data.every((row: { branches: Array<{ id: string }> }) => row.branches.some((b) => b.id === world.branches.a2.id)),
    ).toBe(true);

    const moderators = await as.admin.get('/api/employees?role=moderator&limit=100');
    expect(idsOf(moderators)).toContain(world.people.moderator.id);
    expect(moderators.body.data.every((row: { role: string }) => row.role === 'moderator')).toBe(true);
    expectFailure(await as.admin.get('/api/employees?role=driver'), 400, messages.role, 'role');
    expectFailure(await as.admin.get('/api/employees?branchId=nope'), 400, messages.validId, 'branchId');
  });

  describe('pages', () => {
    let companyAdmin: Client;
    beforeAll(async () => {
      // A company of its own, so that the counts are exact: its admin and 11 users.
      const company = await makeCompany(t.db);
      const branch = await makeBranch(t.db, company.id);
      const admin = await makeEmployee(t.db, { role: 'admin', companyId: company.id });
      for (let i = 0; i < 11; i++) await makeEmployee(t.db, { role: 'user', companyId: company.id, branchIds: [branch.id] });
      companyAdmin = await signIn(t.app, admin.username, PASSWORD);
    });

    it('answers totalCount and totalPages, and pages never overlap', async () => {
      const seen = new Set<string>();
      for (const [page, rows] of [
        [1, 5],
        [2, 5],
        [3, 2],
      ] as const) {
        const answer = await companyAdmin.get(`/api/employees?page=${page}&limit=5`);
        expect(answer.body).toMatchObject({ totalCount: 12, totalPages: 3 });
        expect(answer.body.data).toHaveLength(rows);
        idsOf(answer).forEach((id) => seen.add(id));
      }
      expect(seen.size).toBe(12);
      expect((await companyAdmin.get('/api/employees?page=4&limit=5')).body.data).toEqual([]);
    });

    it('sorts by a whitelisted field in either order', async () => {
      const usernames = (answer: Answer) => answer.body.data.map((row: { username: string }) => row.username);
      const ascending = usernames(await companyAdmin.get('/api/employees?sort=username&limit=100'));
      expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
      expect(usernames(await companyAdmin.get('/api/employees?sort=username&order=desc&limit=100'))).toEqual([...ascending].reverse());
      const byRole = await companyAdmin.get('/api/employees?sort=role');
      expect(byRole.body.data[0].role).toBe('admin');
      expect((await companyAdmin.get('/api/employees?sort=password_hash')).status).toBe(400);
    });

    it('takes limits from 1 to 100 only', async () => {
      expect((await companyAdmin.get('/api/employees?limit=1')).body.totalPages).toBe(12);
      expect((await companyAdmin.get('/api/employees?limit=100')).status).toBe(200);
      expectFailure(await companyAdmin.get('/api/employees?limit=0'), 400, LIMIT_RANGE, 'limit');
      expectFailure(await companyAdmin.get('/api/employees?limit=101'), 400, LIMIT_RANGE, 'limit');
    });
  });
});

describe('get', () => {
  it('answers one employee', async () => {
    const answer = await as.admin.get(`/api/employees/${world.people.moderator.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: world.people.moderator.id, role: 'moderator', signed_up: true });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectFailure(await as.admin.get('/api/employees/00000000-0000-4000-8000-000000000000'), 404, EMPLOYEE_NOT_FOUND);
    expectFailure(await as.admin.get('/api/employees/nope'), 400, messages.validId, 'id');
  });
});

describe('create', () => {
  it('answers 201 with the employee and its invitation link', async () => {
    const body = newEmployee({
      role: 'moderator',
      first_name: ' Ada ',
      last_name: '',
      branches: [world.branches.a2.id, world.branches.a1.id],
    });
    const answer = await as.admin.post('/api/employees', body);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      data: {
        id: expect.any(String),
        email: body.email,
        username: body.username,
        first_name: 'Ada',
        last_name: null,
        phone_number: null,
        position: null,
        role: 'moderator',
        company_id: world.companyA.id,
        created_by: world.people.admin.id,
        created_by_username: world.people.admin.username,
        // Sorted by name, whatever the order given.
        branches: [
          { id: world.branches.a1.id, name: 'North' },
          { id: world.branches.a2.id, name: 'South' },
        ],
        signed_up: false,
        licence_expires_on: null,
        licence_status: null,
        version: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      invitation: { link: expect.stringMatching(/^\/sign-up\?invite=[\w-]+$/), expires_at: expect.any(String) },
    });
    expect((await as.admin.get(`/api/employees/${answer.body.data.id}`)).body.data).toEqual(answer.body.data);
  });

  it('makes the role user when none is given, and takes no branches', async () => {
    const { role: _role, branches: _branches, ...body } = newEmployee();
    const answer = await as.admin.post('/api/employees', body);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ role: 'user', branches: [] });
  });

  describe('validates every field with the exact message', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['email missing', { email: undefined }, 'email', messages.required],
      ['email blank', { email: '   ' }, 'email', messages.required],
      ['email invalid', { email: 'not-an-email' }, 'email', messages.validEmail],
      ['email too long', { email: `${'e'.repeat(250)}@x.example` }, 'email', messages.tooLong(254)],
      ['username missing', { username: undefined }, 'username', messages.required],
      ['username blank', { username: '  ' }, 'username', messages.required],
      ['username with a space', { username: 'two words' }, 'username', USERNAME_CHARS],
      ['username with other characters', { username: 'name!' }, 'username', USERNAME_CHARS],
      ['username too long', { username: 'u'.repeat(61) }, 'username', messages.tooLong(60)],
      ['first name too long', { first_name: 'f'.repeat(81) }, 'first_name', messages.tooLong(80)],
      ['last name too long', { last_name: 'l'.repeat(81) }, 'last_name', messages.tooLong(80)],
      ['phone number too long', { phone_number: '1'.repeat(41) }, 'phone_number', messages.tooLong(40)],
      ['position too long', { position: 'p'.repeat(81) }, 'position', messages.tooLong(80)],
      ['role unknown', { role: 'driver' }, 'role', messages.role],
      ['branches not ids', { branches: ['nope'] }, 'branches.0', messages.validId],
      ['branches not a list', { branches: 'nope' }, 'branches', messages.validId],
      ['company_id not an id', { company_id: 'nope' }, 'company_id', messages.validId],
    ];
    for (const [name, overrides, field, message] of cases) {
      it(name, async () => {
        expectFailure(await as.admin.post('/api/employees', newEmployee(overrides)), 400, message, field);
      });
    }
  });

  it('a superadmin names the company of a non-superadmin employee', async () => {
    expectFailure(await as.superadmin.post('/api/employees', newEmployee({ branches: [] })), 400, messages.required, 'company_id');
    expectFailure(
      await as.superadmin.post('/api/employees', newEmployee({ company_id: '00000000-0000-4000-8000-000000000000', branches: [] })),
      404,
      messages.notFound('Company'),
    );
    const answer = await as.superadmin.post(
      '/api/employees',
      newEmployee({ role: 'admin', company_id: world.companyB.id, branches: [world.branches.b1.id] }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      role: 'admin',
      company_id: world.companyB.id,
      branches: [{ id: world.branches.b1.id, name: 'North' }],
    });
    // The branch must be of that company.
    expectFailure(
      await as.superadmin.post('/api/employees', newEmployee({ company_id: world.companyB.id })),
      400,
      BRANCH_NOT_FOUND,
      'branches',
    );
  });

  it('a superadmin employee belongs to no company and no branch', async () => {
    const answer = await as.superadmin.post('/api/employees', newEmployee({ role: 'superadmin', branches: [] }));
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ role: 'superadmin', company_id: null, branches: [] });
    expectFailure(await as.superadmin.post('/api/employees', newEmployee({ role: 'superadmin' })), 400, BRANCH_NOT_FOUND, 'branches');
  });

  it('everyone else creates in their own company', async () => {
    const own = await as.admin.post('/api/employees', newEmployee({ company_id: world.companyA.id }));
    expect(own.status).toBe(201);
    expect(own.body.data.company_id).toBe(world.companyA.id);
    expectFailure(
      await as.admin.post('/api/employees', newEmployee({ company_id: world.companyB.id, branches: [] })),
      404,
      messages.notFound('Company'),
    );
    expectFailure(
      await as.admin.post('/api/employees', newEmployee({ branches: [world.branches.b1.id] })),
      400,
      BRANCH_NOT_FOUND,
      'branches',
    );
    expectFailure(
      await as.admin.post('/api/employees', newEmployee({ branches: ['00000000-0000-4000-8000-000000000000'] })),
      400,
      BRANCH_NOT_FOUND,
      'branches',
    );
  });

  it('grants only the roles the creator may grant', async () => {
    expectFailure(await as.admin.post('/api/employees', newEmployee({ role: 'superadmin' })), 403, messages.cannotGrantRole, 'role');
    for (const role of ['admin', 'moderator', 'user']) {
      expect((await as.admin.post('/api/employees', newEmployee({ role }))).status).toBe(201);
    }
    for (const role of ROLES) {
      const branches = role === 'superadmin' ? [] : [world.branches.a1.id];
      expect((await as.superadmin.post('/api/employees', newEmployee({ role, branches, company_id: world.companyA.id }))).status).toBe(201);
    }
  });

  it('refuses a username or email already taken on the platform, whatever its case', async () => {
    const { adminB, user } = world.people;
    const usernameTaken = messages.duplicate('An employee with this username');
    const emailTaken = messages.duplicate('An employee with this email');
    expectFailure(
      await as.admin.post('/api/employees', newEmployee({ username: user.username.toUpperCase() })),
      409,
      usernameTaken,
      'username',
    );
    // Another company's names are taken too: people sign in with them.
    expectFailure(await as.admin.post('/api/employees', newEmployee({ username: adminB.username })), 409, usernameTaken, 'username');
    expectFailure(await as.admin.post('/api/employees', newEmployee({ email: adminB.email.toUpperCase() })), 409, emailTaken, 'email');
    const both = await as.admin.post('/api/employees', newEmployee({ username: user.username, email: user.email }));
    expect(both.status).toBe(409);
    expect(both.body.errors).toEqual([
      { field: 'username', message: usernameTaken },
      { field: 'email', message: emailTaken },
    ]);
  });
});

describe('update', () => {
  it('changes every field but the username', async () => {
    const victim = await target();
    const answer = await as.admin.edit(`/api/employees/${victim.id}`, {
      email: 'Changed.Mail@Depot.example',
      username: 'not-editable',
      first_name: 'Grace',
      last_name: 'Hopper',
      phone_number: '+1 555 0100',
      position: 'Mechanic',
      role: 'moderator',
      branches: [world.branches.a2.id],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: victim.id,
      username: victim.username,
      email: 'changed.mail@depot.example',
      first_name: 'Grace',
      last_name: 'Hopper',
      phone_number: '+1 555 0100',
      position: 'Mechanic',
      role: 'moderator',
      branches: [{ id: world.branches.a2.id, name: 'South' }],
    });
    expect(Date.parse(answer.body.data.updatedAt)).toBeGreaterThan(Date.parse(victim.updatedAt));
    // Optional fields left out are cleared, as the edit dialog sends the whole record.
    const cleared = await as.admin.edit(`/api/employees/${victim.id}`, { email: 'changed.mail@depot.example', role: 'user' });
    expect(cleared.body.data).toMatchObject({ first_name: null, position: null, branches: [] });
  });

  it('validates the body with the exact messages', async () => {
    const victim = await target();
    expectFailure(await as.admin.edit(`/api/employees/${victim.id}`, { role: 'user' }), 400, messages.required, 'email');
    expectFailure(await as.admin.edit(`/api/employees/${victim.id}`, sameAs(victim, { email: 'nope' })), 400, messages.validEmail, 'email');
    expectFailure(await as.admin.edit(`/api/employees/${victim.id}`, sameAs(victim, { role: 'boss' })), 400, messages.role, 'role');
    expectFailure(
      await as.admin.edit(`/api/employees/${victim.id}`, sameAs(victim, { branches: ['x'] })),
      400,
      messages.validId,
      'branches.0',
    );
    expectFailure(
      await as.admin.edit(`/api/employees/${victim.id}`, sameAs(victim, { branches: [world.branches.b1.id] })),
      400,
      BRANCH_NOT_FOUND,
      'branches',
    );
    expectFailure(await as.admin.edit('/api/employees/00000000-0000-4000-8000-000000000000', sameAs(victim)), 404, EMPLOYEE_NOT_FOUND);
  });

  it('refuses an email taken by someone else, and accepts the own one in another case', async () => {
    const victim = await target();
    expectFailure(
      await as.admin.edit(`/api/employees/${victim.id}`, sameAs(victim, { email: world.people.adminB.email })),
      409,
      messages.duplicate('An employee with this email'),
      'email',
    );
    expect((await as.admin.edit(`/api/employees/${victim.id}`, sameAs(victim, { email: victim.email.toUpperCase() }))).status).toBe(200);
  });

  it('grants only the roles the editor may grant', async () => {
    const victim = await target();
    expectFailure(
      await as.admin.edit(`/api/employees/${victim.id}`, sameAs(victim, { role: 'superadmin' })),
      403,
      messages.cannotGrantRole,
      'role',
    );
    expect((await as.admin.edit(`/api/employees/${victim.id}`, sameAs(victim, { role: 'admin' }))).body.data.role).toBe('admin');
  });

  it('nobody changes their own role, but may edit the rest of their own record', async () => {
    const { admin } = world.people;
    expectFailure(await as.admin.edit(`/api/employees/${admin.id}`, { email: admin.email, role: 'user' }), 400, messages.ownRole, 'role');
    expectFailure(
      await as.superadmin.edit(`/api/employees/${world.people.superadmin.id}`, { email: world.people.superadmin.email, role: 'admin' }),
      400,
      messages.ownRole,
      'role',
    );
    const answer = await as.admin.edit(`/api/employees/${admin.id}`, { email: admin.email, role: 'admin', phone_number: '+43 1 234' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ role: 'admin', phone_number: '+43 1 234' });
  });

  it('an employee does not move between a company and the platform', async () => {
    const admin = await target({ role: 'admin', branchIds: [] });
    expectFailure(
      await as.superadmin.edit(`/api/employees/${admin.id}`, { email: admin.email, role: 'superadmin' }),
      400,
      messages.superadminMove,
      'role',
    );
    const superadmin = await makeEmployee(t.db, { role: 'superadmin', companyId: null });
    expectFailure(
      await as.superadmin.edit(`/api/employees/${superadmin.id}`, { email: superadmin.email, role: 'admin' }),
      400,
      messages.superadminMove,
      'role',
    );
  });
});

describe('delete', () => {
  it('answers 200 with the deleted employee, which is then gone', async () => {
    const victim = await target();
    const answer = await as.admin.delete(`/api/employees/${victim.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: victim.id,
      username: victim.username,
      branches: [{ id: world.branches.a1.id, name: 'North' }],
    });
    expectFailure(await as.admin.get(`/api/employees/${victim.id}`), 404, EMPLOYEE_NOT_FOUND);
    expectFailure(await as.admin.delete(`/api/employees/${victim.id}`), 404, EMPLOYEE_NOT_FOUND);
  });

  it('nobody deletes themselves', async () => {
    for (const role of ['superadmin', 'admin', 'moderator'] as const) {
      expectFailure(await as[role].delete(`/api/employees/${world.people[role].id}`), 400, messages.ownDelete);
    }
    expect((await as.admin.get(`/api/employees/${world.people.admin.id}`)).status).toBe(200);
  });

  it('keeps the employees that the deleted one created', async () => {
    const creator = await makeEmployee(t.db, { role: 'admin', companyId: world.companyA.id });
    const created = await (await signIn(t.app, creator.username, PASSWORD)).post('/api/employees', newEmployee());
    expect(created.body.data.created_by_username).toBe(creator.username);
    expect((await as.admin.delete(`/api/employees/${creator.id}`)).status).toBe(200);
    const after = await as.admin.get(`/api/employees/${created.body.data.id}`);
    expect(after.body.data).toMatchObject({ created_by: null, created_by_username: null });
  });
});

describe('re-issue the invitation', () => {
  it('answers a new link while the employee has not signed up', async () => {
    const created = await as.admin.post('/api/employees', newEmployee());
    const answer = await as.admin.post(`/api/employees/${created.body.data.id}/invitation`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ link: expect.stringMatching(/\/sign-up\?invite=[\w-]+$/), expires_at: expect.any(String) });
    expect(answer.body.data.link).not.toBe(created.body.invitation.link);
  });

  it('answers 409 once the employee has signed up', async () => {
    expectFailure(await as.admin.post(`/api/employees/${world.people.user.id}/invitation`), 409, messages.alreadySignedUp);
  });
});
