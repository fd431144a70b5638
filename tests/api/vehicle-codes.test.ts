import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '../../contract/messages';
import { makeVehicle } from './support/fixtures';
import { worldTest } from './support/world';

/*
 * A vehicle's QR label code (docs/yard.md): every vehicle has one, set by PostgreSQL, unique across the
 * platform, and GET /api/vehicle-codes/:code finds the vehicle only for someone who may see it; anyone
 * else, and any code that is no vehicle's, gets the same 404 as an unknown vehicle.
 */
const { t, world, as } = await worldTest();

const codeOf = async (vehicleId: string) =>
  ((await t.db.execute(sql`select code from vehicles where id = ${vehicleId}`)).rows[0] as { code: string }).code;

describe('a vehicle’s label code', () => {
  it('is set for every vehicle, 16 hex characters, each its own, and answered with the vehicle', async () => {
    const codes = await Promise.all(Object.values(world.vehicles).map((vehicle) => codeOf(vehicle.id)));
    for (const code of codes) expect(code).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(codes).size).toBe(codes.length);
    const shown = await as.admin.get(`/api/vehicles/${world.vehicles.a1.id}`);
    expect(shown.body.data.code).toBe(codes[0]);
    const listed = await as.admin.get('/api/vehicles?limit=100');
    expect(listed.body.data.find((row: { id: string }) => row.id === world.vehicles.a1.id).code).toBe(codes[0]);
  });

  it('is refused twice: the database holds each code to one vehicle', async () => {
    const code = await codeOf(world.vehicles.a1.id);
    await expect(makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], { code })).rejects.toThrow();
  });
});

describe('GET /api/vehicle-codes/:code', () => {
  it('answers the vehicle to each role that sees it, the user of its branch included, as GET /api/vehicles/:id does', async () => {
    const code = await codeOf(world.vehicles.a1.id);
    const byId = await as.user.get(`/api/vehicles/${world.vehicles.a1.id}`);
    for (const client of [as.superadmin, as.admin, as.moderator, as.user]) {
      const answer = await client.get(`/api/vehicle-codes/${code}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toMatchObject({ id: world.vehicles.a1.id, code, license_plate: byId.body.data.license_plate });
    }
    // Read off a label by hand: the case does not matter.
    expect((await as.user.get(`/api/vehicle-codes/${code.toUpperCase()}`)).body.data.id).toBe(world.vehicles.a1.id);
  });

  it('answers 404, as for an unknown vehicle, outside the person’s scope: another company’s, another branch’s', async () => {
    const unknown = await as.admin.get('/api/vehicle-codes/0000000000000000');
    expect(unknown.status).toBe(404);
    const otherCompany = await as.admin.get(`/api/vehicle-codes/${await codeOf(world.vehicles.b1.id)}`);
    const otherBranch = await as.user.get(`/api/vehicle-codes/${await codeOf(world.vehicles.a2.id)}`);
    for (const answer of [otherCompany, otherBranch]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(unknown.body);
    }
    expect(unknown.body.message).toBe(messages.notFound('Vehicle'));
  });

  it('answers 401 without a session, and 404 to any text that is no code, never a 500', async () => {
    const code = await codeOf(world.vehicles.a1.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/vehicle-codes/${code}` })).statusCode).toBe(401);
    for (const odd of ["'; drop table vehicles; --", '%00', 'ä'.repeat(60), '..%2F..%2Fetc']) {
      const answer = await as.admin.get(`/api/vehicle-codes/${encodeURIComponent(odd)}`);
      expect([400, 404]).toContain(answer.status);
    }
    expect((await as.admin.get(`/api/vehicle-codes/${'a'.repeat(65)}`)).status).toBe(400);
  });
});
