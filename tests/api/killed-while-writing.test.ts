import { afterAll, describe, expect, it } from 'vitest';
import {
  CLEANUP_TIMEOUT_MS,
  embeddedPostmaster,
  isAlive,
  newDataDir,
  sleep,
  startFleet,
  stopAllFleets,
  stopFleet,
  withEmbeddedDatabase,
  type RunningFleet,
} from './support/fleet-process';
import { signInOver, type HttpClient } from './support/http-client';
import { KEPT_SUMS_DIFFERENCES, VEHICLES_BEHIND_THEIR_RECORDS } from './support/kept-sums';

/*
 * docs/security.md, Attacks and their answers: Fleet killed (SIGKILL: the OOM killer, a crash, a power cut) while maintenance records are
 * being created, several at once, and started again on the same folder with no hand on it. Every
 * create that was answered 201 is there; nothing is half-written: no record without its vehicle moved
 * forward, and the sums the database keeps of costs and counts equal the records' own. First Fleet
 * alone is killed (its PostgreSQL rolls back what was in flight), then Fleet and its PostgreSQL
 * together (the next start recovers PostgreSQL from its write-ahead log).
 */

const TEST_TIMEOUT_MS = 240_000;
/** Creates at once: each worker sends the next as soon as the last is answered. */
const WORKERS = 6;
/** Answered creates before the kill. */
const KILL_AFTER = 40;

afterAll(stopAllFleets, CLEANUP_TIMEOUT_MS);

interface Vehicle {
  id: string;
  mileage: number;
}

interface Stream {
  /** The records answered 201, by kind. */
  created: { general: string[]; mandatory: string[] };
  /** Requests that got no answer: the kill came while they were in flight, or after they were sent. */
  unanswered: number;
  /** Requests in flight at the moment of the kill. */
  inFlightAtKill: number;
  /** Any answer other than 201, which none should be. */
  otherAnswers: { status: number; body: unknown }[];
}

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * Creates general and mandatory records on `vehicles`, WORKERS at a time, each with a reading above
 * any before it and a day in the last three months, until the server stops answering; calls `kill`
 * when KILL_AFTER creates have been answered, with the other workers' creates still in flight.
 */
async function streamCreates(admin: HttpClient, vehicles: Vehicle[], round: string, kill: () => void): Promise<Stream> {
  const stream: Stream = { created: { general: [], mandatory: [] }, unanswered: 0, inFlightAtKill: 0, otherAnswers: [] };
  let next = 0;
  let inFlight = 0;
  let killed = false;
  const worker = async () => {
    for (;;) {
      const n = next++;
      const vehicle = vehicles[n % vehicles.length]!;
      const kind = n % 3 === 0 ? 'mandatory' : 'general';
      const common = {
        cost: 10 + (n % 97) + (n % 7) / 4,
        mileage: vehicle.mileage + 10 * (n + 1),
        notes: `${round} #${n}`,
        vehicle_id: vehicle.id,
      };
      const body =
        kind === 'mandatory'
          ? { ...common, service_type: n % 2 ? 'Service' : 'Registration', finished_on: isoDay(n % 90) }
          : { ...common, service_type: 'Oil change', service_date: isoDay(n % 90) };
      inFlight++;
      let answer;
      try {
        answer = await admin.post(`/api/${kind}-maintenances`, body);
      } catch {
        stream.unanswered++;
        return;
      } finally {
        inFlight--;
      }
      if (answer.status !== 201) {
        stream.otherAnswers.push({ status: answer.status, body: answer.body });
        return;
      }
      stream.created[kind].push(answer.body.data.id);
      if (!killed && stream.created.general.length + stream.created.mandatory.length >= KILL_AFTER) {
        killed = true;
        stream.inFlightAtKill = inFlight;
        kill();
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return stream;
}

/** What the database holds after the restart, of this round's records and of the whole. */
async function afterRestart(dataDir: string, stream: Stream, round: string) {
  return withEmbeddedDatabase(dataDir, async (client) => {
    const count = async (query: string, values: unknown[] = []) => (await client.query<{ n: number }>(query, values)).rows[0]!.n;
    return {
      generalKept: await count('select count(*)::int as n from general_maintenances where id = any($1::uuid[])', [stream.created.general]),
      mandatoryKept: await count('select count(*)::int as n from mandatory_maintenances where id = any($1::uuid[])', [
        stream.created.mandatory,
      ]),
      ofRound: await count(
        `select ((select count(*) from general_maintenances where notes like $1)
                                  + (select count(*) from mandatory_maintenances where notes like $1))::int as n`,
        [`${round} #%`],
      ),
      behind: (await client.query(VEHICLES_BEHIND_THEIR_RECORDS)).rows[0],
      sumDifferences: (await client.query(KEPT_SUMS_DIFFERENCES)).rows,
      generalInCompany: await count(`select count(*)::int as n from general_maintenances g join companies c on c.id = g.company_id
                                      where c.name = 'Adriatik Trans sh.p.k.'`),
    };
  });
}

async function activeVehicles(admin: HttpClient): Promise<Vehicle[]> {
  const answer = await admin.get('/api/vehicles?page=1&limit=8&sort=license_plate&order=asc');
  expect(answer.status).toBe(200);
  return answer.body.data.map((vehicle: Vehicle) => ({ id: vehicle.id, mileage: vehicle.mileage }));
}

/** Kills as `how` says, streams, and starts Fleet again on the folder: the checks of both rounds. */
async function killMidStreamAndRestart(fleet: RunningFleet, dataDir: string, round: string, how: 'fleet' | 'fleet and postgres') {
  const admin = await signInOver(fleet.url, 'admin', 'demo1234');
  const vehicles = await activeVehicles(admin);
  const postmaster = await embeddedPostmaster(dataDir);

  const stream = await streamCreates(admin, vehicles, round, () => {
    fleet.child.kill('SIGKILL');
    if (how === 'fleet and postgres') process.kill(postmaster.pid, 'SIGKILL');
  });
  expect(await stopFleet(fleet, 'SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
  // Killed mid-stream: creates were still on their way, and none got anything but a 201 or nothing.
  expect(stream.inFlightAtKill).toBeGreaterThan(0);
  expect(stream.unanswered).toBeGreaterThan(0);
  expect(stream.otherAnswers).toEqual([]);
  const answered = stream.created.general.length + stream.created.mandatory.length;
  expect(answered).toBeGreaterThanOrEqual(KILL_AFTER);
  if (how === 'fleet and postgres') {
    for (let waited = 0; waited < 10_000 && isAlive(postmaster.pid); waited += 50) await sleep(50);
    expect(isAlive(postmaster.pid)).toBe(false);
  } else {
    expect(isAlive(postmaster.pid)).toBe(true);
  }

  const restarted = await startFleet(dataDir);
  const held = await afterRestart(dataDir, stream, round);
  expect(held.generalKept).toBe(stream.created.general.length);
  expect(held.mandatoryKept).toBe(stream.created.mandatory.length);
  // A create cut off before its answer may have committed or not; nothing else of the round exists.
  expect(held.ofRound).toBeGreaterThanOrEqual(answered);
  expect(held.ofRound).toBeLessThanOrEqual(answered + stream.unanswered);
  expect(held.behind).toEqual({ above_vehicle_mileage: 0, stale_service: 0, stale_registration: 0 });
  expect(held.sumDifferences).toEqual([]);

  // The restarted server answers as before: the session is still good, lists count what is there, a create works.
  const again = admin.on(restarted.url);
  const list = await again.get('/api/general-maintenances?page=1&limit=10');
  expect(list.status).toBe(200);
  expect(list.body.totalCount).toBe(held.generalInCompany);
  const vehicle = (await activeVehicles(again))[0]!;
  const created = await again.post('/api/general-maintenances', {
    service_type: 'Brakes',
    service_date: isoDay(0),
    cost: 99.5,
    mileage: vehicle.mileage + 1,
    notes: null,
    vehicle_id: vehicle.id,
  });
  expect(created.status).toBe(201);
  expect((await again.get(`/api/general-maintenances/${created.body.data.id}`)).status).toBe(200);
  expect((await again.get(`/api/vehicles/${vehicle.id}`)).body.data.mileage).toBe(vehicle.mileage + 1);
  return restarted;
}

describe('Fleet killed while creates stream in', () => {
  it(
    'keeps every answered create and nothing half-written, after a kill of Fleet and after one of Fleet and its PostgreSQL',
    async () => {
      const dataDir = await newDataDir();
      const first = await startFleet(dataDir);
      const second = await killMidStreamAndRestart(first, dataDir, 'fleet killed', 'fleet');
      const third = await killMidStreamAndRestart(second, dataDir, 'both killed', 'fleet and postgres');
      expect(await stopFleet(third)).toEqual({ code: 0, signal: null });
    },
    TEST_TIMEOUT_MS,
  );
});
