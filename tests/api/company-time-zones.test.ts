import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { makeVehicle } from './support/fixtures';
import { worldTest } from './support/world';

/*
 * Each company counts its days in its own time zone (docs/reminders.md, A company's today): a vehicle
 * due on a day is overdue from the company's local midnight after it, whatever UTC says: in the
 * vehicle's row, the status filter (SQL), the overview, the export and a superadmin's list across
 * companies. The moments are picked around midnight on the days the clocks change.
 */
let now = new Date('2026-06-15T12:00:00Z');
const { t, world, as } = await worldTest({ now: () => now });

const settingsUrl = (companyId: string) => `/api/companies/${companyId}/settings`;

async function setZone(companyId: string, zone: string) {
  const client = companyId === world.companyA.id ? as.admin : as.adminB;
  const answer = await client.edit(settingsUrl(companyId), { due_soon_days: 30, due_soon_km: 1000, time_zone: zone, send_hour: 7 });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** A vehicle of the company whose legislation control falls due on `day` (12 months after the last), with nothing else due. */
async function legislationDueOn(companyId: string, branchId: string, day: string) {
  const lastYear = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
  return makeVehicle(t.db, companyId, [branchId], {
    lastLegislationControl: lastYear,
    legislationControlInterval: 12,
    lastServiceDate: '2026-05-01',
    lastServiceMileage: 45_000,
  });
}

async function legislationStatus(client: typeof as.admin, vehicleId: string): Promise<string> {
  const answer = await client.get(`/api/vehicles/${vehicleId}`);
  expect(answer.status).toBe(200);
  return answer.body.data.legislation_status;
}

async function overdueIds(client: typeof as.admin): Promise<string[]> {
  const answer = await client.get('/api/vehicles?due=overdue&limit=100');
  expect(answer.status).toBe(200);
  return answer.body.data.map((vehicle: { id: string }) => vehicle.id);
}

describe("a company's today", () => {
  it('begins at local midnight in Tirana on the night the clocks go forward, not at UTC midnight', async () => {
    await setZone(world.companyA.id, 'Europe/Tirane');
    await setZone(world.companyB.id, 'UTC');
    // Summer time began on 29 March 2026 at 01:00 UTC: Tirana is UTC+2 that night.
    const inTirana = await legislationDueOn(world.companyA.id, world.branches.a1.id, '2026-03-29');
    const inUtc = await legislationDueOn(world.companyB.id, world.branches.b1.id, '2026-03-29');

    now = new Date('2026-03-29T21:59:00Z'); // 23:59 in Tirana, still the due day
    expect(await legislationStatus(as.admin, inTirana.id)).toBe('soon');
    expect(await overdueIds(as.admin)).not.toContain(inTirana.id);

    now = new Date('2026-03-29T22:01:00Z'); // 00:01 on 30 March in Tirana; still the 29th in UTC
    expect(await legislationStatus(as.admin, inTirana.id)).toBe('overdue');
    expect(await overdueIds(as.admin)).toContain(inTirana.id);
    expect(await legislationStatus(as.adminB, inUtc.id)).toBe('soon');
    expect(await overdueIds(as.adminB)).not.toContain(inUtc.id);

    // A superadmin's list spans both companies: each vehicle is counted from its own company's day.
    const all = await overdueIds(as.superadmin);
    expect(all).toContain(inTirana.id);
    expect(all).not.toContain(inUtc.id);
    const listed = await as.superadmin.get(`/api/vehicles?ids=${inTirana.id},${inUtc.id}`);
    const statuses = Object.fromEntries(
      listed.body.data.map((vehicle: { id: string; legislation_status: string }) => [vehicle.id, vehicle.legislation_status]),
    );
    expect(statuses).toEqual({ [inTirana.id]: 'overdue', [inUtc.id]: 'soon' });
  });

  it('ends later than UTC west of it: Los Angeles on the night the clocks go back', async () => {
    await setZone(world.companyA.id, 'America/Los_Angeles');
    // Summer time ends on 1 November 2026 at 09:00 UTC; the night before, Los Angeles is UTC−7.
    const vehicle = await legislationDueOn(world.companyA.id, world.branches.a1.id, '2026-10-31');
    now = new Date('2026-11-01T06:30:00Z'); // 23:30 on 31 October in Los Angeles
    expect(await legislationStatus(as.admin, vehicle.id)).toBe('soon');
    expect(await overdueIds(as.admin)).not.toContain(vehicle.id);
    now = new Date('2026-11-01T07:30:00Z'); // 00:30 on 1 November
    expect(await legislationStatus(as.admin, vehicle.id)).toBe('overdue');
    expect(await overdueIds(as.admin)).toContain(vehicle.id);
    // After the change, Los Angeles is UTC−8: 07:30 UTC on 2 November is 23:30 on the 1st.
    const next = await legislationDueOn(world.companyA.id, world.branches.a1.id, '2026-11-01');
    now = new Date('2026-11-02T07:30:00Z');
    expect(await legislationStatus(as.admin, next.id)).toBe('soon');
    now = new Date('2026-11-02T08:30:00Z');
    expect(await legislationStatus(as.admin, next.id)).toBe('overdue');
  });

  it("the overview counts from the company's day, and its kept copy turns over at the company's midnight", async () => {
    await setZone(world.companyA.id, 'Europe/Tirane');
    const vehicle = await legislationDueOn(world.companyA.id, world.branches.a1.id, '2026-07-10');
    const isOverdue = async () => {
      const answer = await as.admin.get('/api/overview');
      expect(answer.status).toBe(200);
      return answer.body.data.due.entries.some(
        (entry: { vehicle_id: string; item: string; status: string }) =>
          entry.vehicle_id === vehicle.id && entry.item === 'legislation' && entry.status === 'overdue',
      );
    };
    now = new Date('2026-07-10T21:30:00Z'); // 23:30 in Tirana (UTC+2 in summer)
    expect(await isOverdue()).toBe(false);
    now = new Date('2026-07-10T22:30:00Z'); // 00:30 on 11 July in Tirana, 22:30 on the 10th in UTC
    expect(await isOverdue()).toBe(true);
  });

  it("names an export by the company's day", async () => {
    await setZone(world.companyA.id, 'Asia/Tokyo');
    now = new Date('2026-06-15T16:00:00Z'); // 01:00 on 16 June in Tokyo
    const answer = await t.app.inject({ method: 'GET', url: '/api/vehicles/export.csv', headers: { cookie: as.admin.cookieHeader } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain('vehicles-2026-06-16.csv');
  });
});

describe("a company's settings", () => {
  it('keep the time zone and send hour, and every signed-in employee of the company reads them', async () => {
    await setZone(world.companyA.id, 'Europe/Tirane');
    const read = await as.user.get(settingsUrl(world.companyA.id));
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ time_zone: 'Europe/Tirane', send_hour: 7 });
    const me = await as.user.get('/api/auth/me');
    expect(me.body.data.time_zone).toBe('Europe/Tirane');
  });

  it('are kept when a client that knows only the thresholds saves them', async () => {
    await setZone(world.companyA.id, 'Europe/Tirane');
    const saved = await as.admin.edit(settingsUrl(world.companyA.id), { due_soon_days: 20, due_soon_km: 500 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ due_soon_days: 20, time_zone: 'Europe/Tirane', send_hour: 7 });
  });

  it.each([
    ['an unknown zone', { time_zone: 'Mars/Olympus' }, 'time_zone', messages.timeZone],
    ['a zone in the wrong case', { time_zone: 'europe/tirane' }, 'time_zone', messages.timeZone],
    ['a zone that is a path', { time_zone: '../etc/passwd' }, 'time_zone', messages.timeZone],
    ['a zone longer than any', { time_zone: `Europe/${'X'.repeat(80)}` }, 'time_zone', messages.timeZone],
    ['no zone', { time_zone: '' }, 'time_zone', messages.timeZone],
    ['a zone that is not text', { time_zone: 42 }, 'time_zone', messages.timeZone],
    ['hour 24', { send_hour: 24 }, 'send_hour', 'Must be at most 23'],
    ['a negative hour', { send_hour: -1 }, 'send_hour', messages.intervalMin],
    ['half past', { send_hour: 7.5 }, 'send_hour', messages.wholeNumber],
  ])('refuse %s with a 400 that names the field', async (_name, change, field, message) => {
    const answer = await as.admin.edit(settingsUrl(world.companyA.id), {
      due_soon_days: 30,
      due_soon_km: 1000,
      time_zone: 'Europe/Tirane',
      send_hour: 7,
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual({ field, message });
  });

  it('take a zone by its new spelling as by its old one', async () => {
    for (const zone of ['Asia/Kolkata', 'Asia/Calcutta', 'Europe/Kyiv']) {
      const saved = await as.admin.edit(settingsUrl(world.companyA.id), {
        due_soon_days: 30,
        due_soon_km: 1000,
        time_zone: zone,
        send_hour: 7,
      });
      expect(saved.status, `${zone}: ${JSON.stringify(saved.body)}`).toBe(200);
      expect(saved.body.data.time_zone).toBe(zone);
    }
    await setZone(world.companyA.id, 'Europe/Tirane');
  });

  it('are changed by admins only', async () => {
    const answer = await as.moderator.edit(settingsUrl(world.companyA.id), {
      due_soon_days: 30,
      due_soon_km: 1000,
      time_zone: 'UTC',
      send_hour: 6,
    });
    expect(answer.status).toBe(403);
  });
});
