import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { errorBody } from '../../contract/schemas/common';
import { buildApp } from '../../server/app';
import { employees, notificationPreferences, vehicles } from '../../server/db/schema';
import { Client, signIn, type Answer } from './support/client';
import { makeCompany, makeEmployee, makeGeneralMaintenance, makeVehicle, PASSWORD } from './support/fixtures';
import { expectFailure } from './support/maintenance-suite';
import { middayUtc, startTestApp } from './support/test-app';
import { worldTest } from './support/world';

/*
 * The calendar feed of reminders (docs/reminders.md, Calendar feed): each person's secret address,
 * read by an iCalendar parser of its own (node-ical), not by the library that writes the feed. The
 * world's company A: vehicle a1 in branch North (A1), which the moderator and the user see, a2 in
 * South; company B has b1 and b2.
 */

const PUBLIC_URL = 'https://fleet.example.com';
const now = middayUtc('2026-06-15');
const { t, world, as } = await worldTest({ now: () => now, publicUrl: PUBLIC_URL });
const { a1, a2, b1, b2 } = world.vehicles;

/** Overdue since May, its service by date in August or at 55 000 km. */
const overdue = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], {
  lastLegislationControl: '2025-05-01',
  legislationControlInterval: 12,
  lastServiceDate: '2026-02-10',
  mandatoryServiceInterval: 6,
  lastServiceMileage: 40_000,
  mandatoryServiceIntervalKm: 15_000,
});
/** No interval by date: nothing falls due on a day. */
const byKmOnly = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], {
  legislationControlInterval: 0,
  mandatoryServiceInterval: 0,
  lastServiceMileage: 40_000,
});
const archived = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], { isActive: false });

async function feedUrl(client: Client): Promise<string> {
  const answer = await client.get('/api/me/calendar');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.url;
}

/** The feed at an address, as a calendar program fetches it: no cookie, no header of a session. */
const fetchFeed = (url: string, client = new Client(t.app)) => client.get(new URL(url, PUBLIC_URL).pathname);

/** A feed answer parsed by node-ical: its calendar and its events by UID. */
function parsed(answer: Answer) {
  expect(answer.status, String(answer.body).slice(0, 300)).toBe(200);
  expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const components = Object.values(ical.sync.parseICS(answer.body as string));
  const events = components.filter((component): component is VEvent => component?.type === 'VEVENT');
  const calendar = components.find((component) => component?.type === 'VCALENDAR');
  return { calendar, events: new Map(events.map((event) => [event.uid, event])) };
}

const eventsOf = async (client: Client) => parsed(await fetchFeed(await feedUrl(client))).events;

const uid = (vehicle: { id: string }, item: 'legislation' | 'service', day: string) => `${vehicle.id}-${item}-${day}@fleet`;
/** The UIDs of a world vehicle as made by the fixtures: its control in January, its service in March 2027. */
const uidsOf = (vehicle: { id: string }) => [uid(vehicle, 'legislation', '2027-01-15'), uid(vehicle, 'service', '2027-03-01')];
const overdueUids = [uid(overdue, 'legislation', '2026-05-01'), uid(overdue, 'service', '2026-08-10')];

/** The calendar day of a DATE value as node-ical gives it: midnight of that day in the process's zone. */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const textOf = (value: unknown) => (typeof value === 'object' && value !== null && 'val' in value ? value.val : value);

describe('the feed', () => {
  it("holds an all-day event on each due date of the admin's company, overdue ones too, and nothing archived or of company B", async () => {
    const { calendar, events } = parsed(await fetchFeed(await feedUrl(as.admin)));
    expect(calendar).toMatchObject({ 'WR-CALNAME': 'Fleet reminders' });
    expect([...events.keys()].sort()).toEqual([...uidsOf(a1), ...uidsOf(a2), ...overdueUids].sort());
    for (const vehicle of [byKmOnly, archived, b1, b2]) expect([...events.keys()].some((key) => key.startsWith(vehicle.id))).toBe(false);

    const control = events.get(uid(overdue, 'legislation', '2026-05-01'))!;
    expect(control.datetype).toBe('date');
    expect(control.start.dateOnly).toBe(true);
    expect(dayOf(control.start)).toBe('2026-05-01');
    expect(control.summary).toBe(`Legislation control due: ${overdue.licensePlate} (${overdue.model})`);
    expect(textOf(control.url)).toBe(`${PUBLIC_URL}/dashboard/vehicles/${overdue.id}/details`);
    expect(control.dtstamp.toISOString()).toBe(now.toISOString());

    const service = events.get(uid(overdue, 'service', '2026-08-10'))!;
    expect(dayOf(service.start)).toBe('2026-08-10');
    expect(service.summary).toBe(`Service due: ${overdue.licensePlate} (${overdue.model})`);
    expect(service.description).toBe('Due on this day or at 55,000 km, whichever comes first.');
    expect(events.get(uid(a1, 'service', '2027-03-01'))!.description).toBeUndefined();
  });

  it('holds only the vehicles of their branches for a moderator and a user, and only its own for company B', async () => {
    expect([...(await eventsOf(as.moderator)).keys()].sort()).toEqual([...uidsOf(a1), ...overdueUids].sort());
    expect([...(await eventsOf(as.user)).keys()].sort()).toEqual([...uidsOf(a1), ...overdueUids].sort());
    expect([...(await eventsOf(as.userA2)).keys()].sort()).toEqual(uidsOf(a2).sort());
    expect([...(await eventsOf(as.adminB)).keys()].sort()).toEqual([...uidsOf(b1), ...uidsOf(b2)].sort());
  });

  it("speaks the language of the person's reminders: German and Albanian titles, names and numbers", async () => {
    for (const [language, name, control, service, description] of [
      ['de', 'Fleet-Erinnerungen', 'Hauptuntersuchung fällig', 'Wartung fällig', 'Fällig an diesem Tag oder bei 55.000 km'],
      ['al', 'Kujtesat e Fleet', 'Afati i kontrollit teknik', 'Afati i shërbimit', 'Afati është në këtë ditë ose në 55\u00a0000 km'],
    ] as const) {
      const person = await makeEmployee(t.db, { role: 'user', companyId: world.companyA.id, branchIds: [world.branches.a1.id] });
      await t.db
        .insert(notificationPreferences)
        .values({ employeeId: person.id, companyId: world.companyA.id, inApp: true, email: false, language });
      const { calendar, events } = parsed(await fetchFeed(await feedUrl(await signIn(t.app, person.username, PASSWORD))));
      expect(calendar).toMatchObject({ 'WR-CALNAME': name });
      expect(events.get(uid(overdue, 'legislation', '2026-05-01'))!.summary).toBe(`${control}: ${overdue.licensePlate} (${overdue.model})`);
      const serviceEvent = events.get(uid(overdue, 'service', '2026-08-10'))!;
      expect(serviceEvent.summary).toBe(`${service}: ${overdue.licensePlate} (${overdue.model})`);
      expect(serviceEvent.description).toContain(description);
    }
  });

  it('is a valid, empty calendar for a superadmin, who belongs to no company', async () => {
    const { calendar, events } = parsed(await fetchFeed(await feedUrl(as.superadmin)));
    expect(calendar).toMatchObject({ 'WR-CALNAME': 'Fleet reminders' });
    expect(events.size).toBe(0);
  });

  it('follows the branches the person chose to be told of', async () => {
    const admin = await makeEmployee(t.db, { role: 'admin', companyId: world.companyA.id });
    await t.db
      .insert(notificationPreferences)
      .values({ employeeId: admin.id, companyId: world.companyA.id, inApp: true, email: false, branchIds: [world.branches.a2.id] });
    expect([...(await eventsOf(await signIn(t.app, admin.username, PASSWORD))).keys()].sort()).toEqual(uidsOf(a2).sort());
  });

  it('follows the records: a control done moves its event to the next due date', async () => {
    const vehicle = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], { lastLegislationControl: '2025-09-01' });
    const url = await feedUrl(as.moderator);
    expect(parsed(await fetchFeed(url)).events.has(uid(vehicle, 'legislation', '2026-09-01'))).toBe(true);
    await t.db.update(vehicles).set({ lastLegislationControl: '2026-06-10' }).where(eq(vehicles.id, vehicle.id));
    const { events } = parsed(await fetchFeed(url));
    expect(events.has(uid(vehicle, 'legislation', '2026-09-01'))).toBe(false);
    expect(events.has(uid(vehicle, 'legislation', '2027-06-10'))).toBe(true);
  });

  it("puts a service on its km forecast's day when that comes before its date, or when it has no date", async () => {
    // 150 km a day from 57,000 km on 10 June: 60,000 km on 30 June, long before the date in May 2027.
    const readings = [
      { serviceDate: '2026-05-01', mileage: 51_000 },
      { serviceDate: '2026-06-10', mileage: 57_000 },
    ];
    const [byDateToo, byKm] = await Promise.all(
      [12, 0].map((months) =>
        makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], {
          mileage: 57_000,
          lastServiceDate: '2026-05-01',
          mandatoryServiceInterval: months,
          lastServiceMileage: 45_000,
          mandatoryServiceIntervalKm: 15_000,
        }),
      ),
    );
    for (const vehicle of [byDateToo!, byKm!]) for (const reading of readings) await makeGeneralMaintenance(t.db, vehicle, reading);
    const { events } = parsed(await fetchFeed(await feedUrl(as.moderator)));
    for (const vehicle of [byDateToo!, byKm!]) {
      expect(events.has(uid(vehicle, 'service', '2027-05-01'))).toBe(false);
      const forecast = events.get(uid(vehicle, 'service', '2026-06-30'))!;
      expect(forecast.summary).toBe(`≈ Service due: ${vehicle.licensePlate} (${vehicle.model})`);
      expect(forecast.description).toBe("Due at 60,000 km, likely on this day at the vehicle's pace.");
    }
  });

  it("needs no cookie, sets none, and is the owner's whoever else is signed in", async () => {
    const url = await feedUrl(as.userA2);
    const signedOut = await fetchFeed(url);
    expect(signedOut.headers['set-cookie']).toBeUndefined();
    expect(signedOut.headers['cache-control']).toBe('private, no-cache');
    expect([...parsed(signedOut).events.keys()].sort()).toEqual(uidsOf(a2).sort());
    // Fetched with company B's admin's session: still userA2's feed.
    expect([...parsed(await fetchFeed(url, as.adminB)).events.keys()].sort()).toEqual(uidsOf(a2).sort());
    const head = await new Client(t.app).send('HEAD', new URL(url).pathname);
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/calendar; charset=utf-8');
  });
});

describe('the address', () => {
  it('is the same on every call, absolute under PUBLIC_URL, and kept from caches', async () => {
    const first = await as.moderator.get('/api/me/calendar');
    const second = await as.moderator.get('/api/me/calendar');
    expect(first.body.data.url).toMatch(new RegExp(`^${PUBLIC_URL}/api/calendar/[0-9a-f]{64}\\.ics$`));
    expect(second.body.data.url).toBe(first.body.data.url);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(await feedUrl(as.user)).not.toBe(first.body.data.url);
  });

  it('needs a sign-in, to read and to replace', async () => {
    expect((await new Client(t.app).get('/api/me/calendar')).status).toBe(401);
    expect((await new Client(t.app).post('/api/me/calendar')).status).toBe(401);
  });

  it('replaced, the old one answers 404 and the new one the feed', async () => {
    const person = await signIn(t.app, (await makeEmployee(t.db, { role: 'user', companyId: world.companyA.id })).username, PASSWORD);
    const old = await feedUrl(person);
    expect((await fetchFeed(old)).status).toBe(200);
    const replaced = await person.post('/api/me/calendar');
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const fresh: string = replaced.body.data.url;
    expect(fresh).not.toBe(old);
    expectFailure(await fetchFeed(old), 404, messages.notFound('Calendar'));
    expect(parsed(await fetchFeed(fresh)).calendar).toBeDefined();
    expect(await feedUrl(person)).toBe(fresh);
  });

  it("goes with its person: a removed employee's feed answers 404", async () => {
    const employee = await makeEmployee(t.db, { role: 'user', companyId: world.companyA.id, branchIds: [world.branches.a1.id] });
    const url = await feedUrl(await signIn(t.app, employee.username, PASSWORD));
    await t.db.delete(employees).where(eq(employees.id, employee.id));
    expectFailure(await fetchFeed(url), 404, messages.notFound('Calendar'));
  });

  it('answers 404 as JSON for a token no feed has, or one that is no token at all', async () => {
    const token = /\/api\/calendar\/([0-9a-f]{64})\.ics$/.exec(await feedUrl(as.admin))![1]!;
    for (const file of [
      `${randomBytes(32).toString('hex')}.ics`,
      `${token.toUpperCase()}.ics`,
      token,
      `${token}.ICS`,
      `${token}0.ics`,
      `${token.slice(1)}.ics`,
      `${'z'.repeat(64)}.ics`,
      '.ics',
      `${encodeURIComponent('é'.repeat(64))}.ics`,
      `${'x'.repeat(90)}.ics`,
    ]) {
      const answer = await new Client(t.app).get(`/api/calendar/${file}`);
      expect(answer.status, file).toBe(404);
      expect(String(answer.headers['content-type'])).toMatch(/^application\/json/);
      expect(errorBody.strict().parse(answer.body)).toEqual({ message: messages.notFound('Calendar') });
    }
    // A NUL byte is refused before any route, as everywhere (server/plugins/plain-text.ts).
    expectFailure(await new Client(t.app).get(`/api/calendar/${token}.ics%00`), 400, messages.nulCharacter);
  });

  it("when the server's secret changes, the address shown is a new one that works, and the old one no longer does", async () => {
    const old = await feedUrl(as.moderator);
    const renewed = await buildApp({
      pool: t.pool,
      jwtSecret: 'another-secret-that-is-long-enough-for-hs256-0123456789',
      publicUrl: PUBLIC_URL,
    });
    try {
      await renewed.ready();
      const url = await feedUrl(await signIn(renewed, world.people.moderator.username, PASSWORD));
      expect(url).not.toBe(old);
      expect((await fetchFeed(url)).status).toBe(200);
      expect((await fetchFeed(old)).status).toBe(404);
      expect((await fetchFeed(url, new Client(renewed))).status).toBe(200);
    } finally {
      await renewed.close();
    }
  });
});

describe('without PUBLIC_URL', () => {
  it("the address is a path on Fleet's own origin, and events link to nothing", async () => {
    const bare = await startTestApp({ now: () => now });
    try {
      const company = await makeCompany(bare.db);
      const admin = await makeEmployee(bare.db, { role: 'admin', companyId: company.id });
      const vehicle = await makeVehicle(bare.db, company.id, []);
      const url = await feedUrl(await signIn(bare.app, admin.username, PASSWORD));
      expect(url).toMatch(/^\/api\/calendar\/[0-9a-f]{64}\.ics$/);
      const { events } = parsed(await new Client(bare.app).get(url));
      expect([...events.keys()].sort()).toEqual(uidsOf(vehicle).sort());
      expect(events.get(uid(vehicle, 'legislation', '2027-01-15'))!.url).toBeUndefined();
    } finally {
      await bare.close();
    }
  });
});
