import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../../contract/messages';
import type { Role } from '../../contract/roles';
import { branchInput } from '../../contract/schemas/branch';
import { errorBody } from '../../contract/schemas/common';
import { companyInput } from '../../contract/schemas/company';
import { startSession } from '../../server/auth/refresh-tokens';
import { branches, logoFiles, meterReadings } from '../../server/db/schema';
import { makeDocument } from './support/documents';
import { fingerprint, type Fingerprint } from './support/fingerprint';
import {
  makeBranch,
  makeCompany,
  makeEmployee,
  makeGeneralMaintenance,
  makeMandatoryMaintenance,
  makeFuelEntry,
  makeVehicle,
  makeWorld,
  PASSWORD,
  type World,
} from './support/fixtures';
import {
  brokenJsonText,
  brokenMultipart,
  claimedType,
  encodeAny,
  hostileCsv,
  hostileFile,
  hostileKey,
  hostileQueryValue,
  hostileSegment,
  hostileValue,
  isBrokenJson,
  isWellFormed,
  jsonObjectText,
  multipartBody,
  mutatedEntries,
  mutatedParts,
  OVERSIZED,
  queryText,
  wellFormedOddText,
  type Part,
} from './support/hostile';
import { GIF, JPEG, PNG, WEBP, pngDeclaring } from './support/images';
import { signIn, type Client } from './support/client';
import { makeForm, makeInspection, walkAroundResults } from './support/inspections';
import { apiRoutes, type ApiRoute } from './support/route-table';
import { startTestApp, type TestApp, middayUtc } from './support/test-app';
import {
  branchCreate,
  companyCreate,
  employeeCreate,
  documentCreate,
  generalMaintenanceCreate,
  maintenanceImport,
  mandatoryMaintenanceCreate,
  meterReadingCreate,
  meterReadingsImport,
  fuelEntryCreate,
  fuelImport,
  inspectionCreate,
  vehicleCreate,
  vehiclesImport,
} from './support/valid-requests';

/*
 * Hostile input against every route of the API (docs/security.md), as fast-check properties: odd unicode
 * (astral, right-to-left, combining, lone surrogates), NUL bytes, `__proto__` and `constructor` keys,
 * wrong types, missing and extra fields, bad ids and paging, broken JSON, broken and oversized
 * multipart. The routes come from the app itself, so a new route is attacked without anyone adding it.
 *
 * What must hold for every request: no 5xx; a 4xx is a JSON `{ message, errors? }`; a refused request
 * changes no table of records; no value gets past Fleet's checks only to be refused by PostgreSQL;
 * nothing reaches Object.prototype. A request that is certainly wrong (the route's own schema refuses
 * it, or it cannot be parsed) must be refused. Each request runs in a session of its own, from an
 * address of its own, as one of the roles or signed out.
 *
 * A failure names its seed and path; FC_SEED=<seed> FC_PATH=<path> replays it (with -t naming the
 * test). FC_RUNS=<n> multiplies the runs for a longer hunt.
 */

const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : Math.floor(Math.random() * 2 ** 31);
const REPLAY_PATH = process.env.FC_PATH;
const SCALE = Number(process.env.FC_RUNS ?? 1);
/**
 * Runs per property and route: the file alone in under a minute on a busy 2-core machine, about two
 * beside the other API tests. Each run draws a new seed, so the runs add up from one CI run to the next.
 */
const RUNS = { values: Math.ceil(12 * SCALE), faults: Math.ceil(10 * SCALE), bodies: Math.ceil(8 * SCALE) };

const routes = await apiRoutes();

let t: TestApp;
let world: World;
/** Company A's and B's admins, signed in, for the records made through the API; and company A's inspection form. */
let adminA: Client;
let adminB: Client;
let formAId: string;
/** Ids of real records per resource, so that hostile bodies reach the records' own checks. */
const ids: Record<string, string[]> = {};
const importFiles: Record<string, Buffer> = {};

beforeAll(async () => {
  t = await startTestApp({ now: () => middayUtc('2026-06-15') });
  world = await makeWorld(t.db);
  const { db } = t;
  const { companyA, companyB, branches: b } = world;
  const fresh = async <T>(make: () => Promise<T>, count = 2) => Promise.all(Array.from({ length: count }, make));
  const vehicles = [...Object.values(world.vehicles), ...(await fresh(() => makeVehicle(db, companyA.id, [b.a1.id])))];
  ids.companies = [companyA.id, companyB.id, ...(await fresh(() => makeCompany(db))).map((row) => row.id)];
  ids.branches = [b.a1.id, b.a2.id, b.b1.id, ...(await fresh(() => makeBranch(db, companyA.id))).map((row) => row.id)];
  ids.employees = (
    await fresh(() => makeEmployee(db, { role: 'user', companyId: companyA.id, branchIds: [b.a1.id], signedUp: false }), 3)
  ).map((row) => row.id);
  ids.vehicles = vehicles.map((row) => row.id);
  ids['general-maintenances'] = [...Object.values(world.general), ...(await fresh(() => makeGeneralMaintenance(db, vehicles[4]!)))].map(
    (row) => row.id,
  );
  ids['mandatory-maintenances'] = [
    ...Object.values(world.mandatory),
    ...(await fresh(() => makeMandatoryMaintenance(db, vehicles[4]!))),
  ].map((row) => row.id);
  ids['meter-readings'] = (await fresh(() => makeMeterReading(vehicles[4]!))).map((row) => row.id);
  ids['fuel-entries'] = (await fresh(() => makeFuelEntry(db, vehicles[4]!))).map((row) => row.id);
  ids.documents = [
    ...(await fresh(() => makeDocument(db, { companyId: companyA.id, vehicleId: world.vehicles.a1.id }))),
    await makeDocument(db, { companyId: companyA.id, employeeId: world.people.user.id }),
    await makeDocument(db, { companyId: companyB.id, vehicleId: world.vehicles.b1.id }),
  ].map((row) => row.id);
  const [logo] = await db
    .insert(logoFiles)
    .values({
      companyId: companyA.id,
      mimeType: 'image/png',
      byteSize: PNG.length,
      sha256: createHash('sha256').update(PNG).digest('hex'),
      content: PNG,
    })
    .returning();
  await db.update(branches).set({ logoId: logo!.id }).where(eq(branches.id, b.a1.id));
  ids.logos = [logo!.id];
  // Inspection forms and inspections, made through the API as their admins make them.
  adminA = await signIn(t.app, world.people.admin.username, PASSWORD);
  adminB = await signIn(t.app, world.people.adminB.username, PASSWORD);
  const formA = await makeForm(adminA);
  const formB = await makeForm(adminB);
  formAId = formA.id;
  ids['inspection-forms'] = [formA.id, formB.id, (await makeForm(adminA, { active: false })).id];
  ids.inspections = [
    (await makeInspection(adminA, world.vehicles.a1.id, formA.id, { results: walkAroundResults({ brakes: false }) })).id,
    (await makeInspection(adminA, world.vehicles.a2.id, formA.id)).id,
    (await makeInspection(adminB, world.vehicles.b1.id, formB.id)).id,
  ];
  importFiles.vehicles = Buffer.from(vehiclesImport(companyA.id, b.a1.name).content);
  importFiles['general-maintenances'] = Buffer.from(maintenanceImport('general', companyA.id, world.vehicles.a1.licensePlate).content);
  importFiles['mandatory-maintenances'] = Buffer.from(maintenanceImport('mandatory', companyA.id, world.vehicles.a1.licensePlate).content);
  importFiles['fuel-entries'] = Buffer.from(fuelImport(companyA.id, world.vehicles.a1.licensePlate).content);
  importFiles['meter-readings'] = Buffer.from(meterReadingsImport(companyA.id, world.vehicles.a1.licensePlate).content);
});
afterAll(() => t.close());

type Caller = Role | 'signed out';
/** Mostly callers who may use most routes, so that requests get past the role check to the input. */
const caller = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Caller>('superadmin') },
  { weight: 3, arbitrary: fc.constant<Caller>('admin') },
  { weight: 1, arbitrary: fc.constantFrom<Caller>('moderator', 'user', 'signed out') },
);
/** Callers with the route's right: both for most routes, only the superadmin for companies themselves. */
const privileged = (route: ApiRoute) =>
  /^\/api\/companies(\/:id)?$/.test(route.path) ? fc.constant<Caller>('superadmin') : fc.constantFrom<Caller>('superadmin', 'admin');

/** A session of its own for every request: a request that signs out or rotates a token spoils no other. */
async function cookieOf(who: Caller): Promise<string | undefined> {
  if (who === 'signed out') return undefined;
  const person = world.people[who];
  const session = await startSession(t.db, person.id);
  return `access_token=${t.app.accessTokens.sign(person.id, session.sessionId)}; refresh_token=${session.token}`;
}

/** A request as it goes on the wire. */
interface Wire {
  caller: Caller;
  method: string;
  url: string;
  contentType?: string;
  payload?: string | Buffer;
}

let address = 0;
async function sendWire(wire: Wire): Promise<LightMyRequestResponse> {
  const cookie = await cookieOf(wire.caller);
  return t.app.inject({
    method: wire.method as 'GET',
    url: wire.url,
    headers: { ...(cookie && { cookie }), ...(wire.contentType !== undefined && { 'content-type': wire.contentType }) },
    ...(wire.payload !== undefined && { payload: wire.payload }),
    // Each request from an address of its own: failed sign-ins here must not throttle the next property.
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`,
  });
}

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

/** The request and the answer, readable: fast-check shows a multipart body as a list of bytes. */
const shown = (wire: Wire, answer: LightMyRequestResponse) =>
  `${wire.method} ${wire.url.slice(0, 300)} as ${wire.caller} (${wire.contentType ?? 'no type'}, ${wire.payload?.length ?? 0} bytes` +
  `${wire.payload === undefined ? '' : `: ${JSON.stringify(wire.payload.toString().slice(0, 400))}`}) → ${answer.statusCode} ${answer.body.slice(0, 400)}`;

/**
 * The invariants of every answer. `refused`: the request is certainly wrong, so it must answer 4xx.
 * `before` is the records' fingerprint before the request.
 */
async function expectSafe(wire: Wire, answer: LightMyRequestResponse, before: Fingerprint, refused: boolean) {
  const status = answer.statusCode;
  if (status >= 500) throw new Error(`a server error: ${shown(wire, answer)}`);
  if (refused && (status < 400 || status >= 500)) throw new Error(`a wrong request was not refused: ${shown(wire, answer)}`);
  if (status >= 400) {
    if (!String(answer.headers['content-type']).startsWith('application/json'))
      throw new Error(`a refusal that is not JSON: ${shown(wire, answer)}`);
    const refusal = errorBody.strict().safeParse(answer.json());
    if (!refusal.success) throw new Error(`a refusal not shaped { message, errors? }: ${shown(wire, answer)}`);
    // The error handler's last line (server/plugins/errors.ts): PostgreSQL refused a value that Fleet's own checks let through.
    if (status === 400 && refusal.data.message === messages.validationFailed && !refusal.data.errors)
      throw new Error(`a value only the database refused: ${shown(wire, answer)}`);
    const after = await fingerprint(t.pool);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    if (changed.length) throw new Error(`a refused request changed ${changed.join(', ')}: ${shown(wire, answer)}`);
  }
  const prototype = Object.getOwnPropertyNames(Object.prototype).sort();
  if (prototype.join() !== PROTOTYPE_KEYS.join() || ({} as Record<string, unknown>).polluted !== undefined) {
    throw new Error(`Object.prototype was changed: ${shown(wire, answer)}`);
  }
}

/**
 * Where a delete names a real record, one made for it: a delete that goes through would otherwise
 * use up the records that the other properties aim at.
 */
const FRESH = '{fresh}';
const freshRecord: Record<string, () => Promise<{ id: string }>> = {
  companies: () => makeCompany(t.db),
  branches: () => makeBranch(t.db, world.companyA.id),
  employees: () => makeEmployee(t.db, { role: 'user', companyId: world.companyA.id, branchIds: [world.branches.a1.id], signedUp: false }),
  vehicles: () => makeVehicle(t.db, world.companyA.id, [world.branches.a1.id]),
  'general-maintenances': () => makeGeneralMaintenance(t.db, world.vehicles.a1),
  'mandatory-maintenances': () => makeMandatoryMaintenance(t.db, world.vehicles.a1),
  documents: () => makeDocument(t.db, { companyId: world.companyA.id, vehicleId: world.vehicles.a1.id }),
  'meter-readings': () => makeMeterReading(world.vehicles.a1),
  'fuel-entries': () => makeFuelEntry(t.db, world.vehicles.a1),
  'inspection-forms': () => makeForm(adminA),
  inspections: () => makeInspection(adminA, world.vehicles.a1.id, formAId),
};

/** A reading of its own, written as the meter log stores one. */
async function makeMeterReading(vehicle: { id: string; companyId: string }) {
  const [row] = await t.db
    .insert(meterReadings)
    .values({ companyId: vehicle.companyId, vehicleId: vehicle.id, readOn: '2026-06-01', km: 50_000, totalKm: 50_000 })
    .returning({ id: meterReadings.id });
  return row!;
}

async function attempt(wire: Wire, refused: boolean) {
  const resource = wire.url.split('/')[2] ?? '';
  const sent = wire.url.includes(FRESH) ? { ...wire, url: wire.url.replace(FRESH, (await freshRecord[resource]!()).id) } : wire;
  const before = await fingerprint(t.pool);
  const answer = await sendWire(sent);
  await expectSafe(sent, answer, before, refused);
}

/** fast-check's report with how to replay it in front. */
async function check<Ts extends [unknown, ...unknown[]]>(property: fc.IAsyncProperty<Ts>, numRuns: number) {
  try {
    await fc.assert(property, { seed: SEED, numRuns, ...(REPLAY_PATH && { path: REPLAY_PATH }) });
  } catch (error) {
    (error as Error).message = `replay with FC_SEED=${SEED} and the path below\n${(error as Error).message}`;
    throw error;
  }
}

// What each route takes when it is right: the base that the properties break.

const resourceOf = (route: ApiRoute) => route.path.split('/')[2] ?? '';
const hasBody = (route: ApiRoute) => !['GET', 'HEAD'].includes(route.method);
const zodObject = (schema: unknown): z.ZodObject | undefined =>
  schema && typeof schema === 'object' && 'shape' in schema && 'safeParse' in schema ? (schema as z.ZodObject) : undefined;
const bodySchema = (route: ApiRoute) => zodObject(route.schema?.body);
const querySchema = (route: ApiRoute) => zodObject(route.schema?.querystring);
const isImport = (route: ApiRoute) => route.method === 'POST' && route.path.endsWith('/import');
/** POST /api/documents/:id/attachments and /api/inspections/:id/photos: multipart with the file in `file`. */
const isAttachmentUpload = (route: ApiRoute) => route.method === 'POST' && /\/(attachments|photos)$/.test(route.path);
/** A PDF by its first bytes, and what pretends to be one. */
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const HTML_AS_PDF = Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>');

/** The form and the schema it is checked with, for the routes that take multipart forms with a logo. */
function formOf(route: ApiRoute): { fields: Record<string, string>; schema: z.ZodType } | undefined {
  if (!['POST', 'PUT'].includes(route.method)) return undefined;
  if (route.path === '/api/companies' || route.path === '/api/companies/:id')
    return { fields: (companyCreate() as { form: Record<string, string> }).form, schema: companyInput };
  if (route.path === '/api/branches' || route.path === '/api/branches/:id')
    return { fields: (branchCreate(world.companyA.id) as { form: Record<string, string> }).form, schema: branchInput };
  return undefined;
}

/** A valid JSON body for the routes whose schema takes one; a route added later starts from nothing. */
function jsonOf(route: ApiRoute): Record<string, unknown> {
  const { companyA, branches: b, vehicles, people } = world;
  const bodies: Record<string, () => unknown> = {
    'POST /api/auth/login': () => ({ username: people.admin.username, password: PASSWORD }),
    'POST /api/auth/register': () => ({
      username: 'new@fleet.example',
      password: 'a new password',
      confirmPassword: 'a new password',
      invite: 'an-invite',
    }),
    'PUT /api/companies/:id/settings': () => ({ due_soon_days: 30, due_soon_km: 1000 }),
    'POST /api/employees': () => (employeeCreate(companyA.id, b.a1.id) as { json: unknown }).json,
    'PUT /api/employees/:id': () => ({
      email: `edited-${Math.random().toString(16).slice(2)}@fleet.example`,
      role: 'user',
      branches: [b.a1.id],
    }),
    'POST /api/vehicles': () => (vehicleCreate(companyA.id, b.a1.id) as { json: unknown }).json,
    'PUT /api/vehicles/:id': () => (vehicleCreate(companyA.id, b.a1.id) as { json: unknown }).json,
    'POST /api/general-maintenances': () => (generalMaintenanceCreate(vehicles.a1.id) as { json: unknown }).json,
    'PUT /api/general-maintenances/:id': () => (generalMaintenanceCreate(vehicles.a1.id) as { json: unknown }).json,
    'POST /api/mandatory-maintenances': () => (mandatoryMaintenanceCreate(vehicles.a1.id) as { json: unknown }).json,
    'PUT /api/mandatory-maintenances/:id': () => (mandatoryMaintenanceCreate(vehicles.a1.id) as { json: unknown }).json,
    'POST /api/documents': () => (documentCreate(vehicles.a1.id) as { json: unknown }).json,
    'PUT /api/documents/:id': () => ({ ...(documentCreate(vehicles.a1.id) as { json: object }).json, version: 1 }),
    'POST /api/meter-readings': () => (meterReadingCreate(vehicles.a1.id) as { json: unknown }).json,
    'PUT /api/meter-readings/:id': () => ({ km: 50_400, engine_hours: 1_820.5, notes: 'Checked', flagged: false, version: 1 }),
    'POST /api/fuel-entries': () => (fuelEntryCreate(vehicles.a1.id) as { json: unknown }).json,
    'PUT /api/fuel-entries/:id': () => ({ ...(fuelEntryCreate(vehicles.a1.id) as { json: object }).json, version: 1 }),
    'POST /api/inspections': () => (inspectionCreate(vehicles.a1.id, formAId) as { json: unknown }).json,
  };
  return (bodies[route.key]?.() ?? exampleBody(route) ?? {}) as Record<string, unknown>;
}

/** A resource added later (docs/adding-a-resource.md): its create schema's example, and for its update the same with a version. */
function exampleBody(route: ApiRoute): Record<string, unknown> | undefined {
  const create = routes.find((candidate) => candidate.key === `POST ${route.path.replace(/\/:id$/, '')}`);
  const examples = (bodySchema(create ?? route)?.meta()?.examples ?? []) as Array<Record<string, unknown>>;
  if (!examples[0] || !['POST', 'PUT'].includes(route.method)) return undefined;
  return route.method === 'PUT' ? { ...examples[0], version: 1 } : { ...examples[0] };
}

const baseQuery = (route: ApiRoute): Array<[string, string]> => (route.path.endsWith('/export.csv') ? [['lang', 'en']] : []);

/** The path with its id: a real record's, a random id, or something that is no id at all. */
function pathWith(route: ApiRoute, segment: fc.Arbitrary<string>): fc.Arbitrary<string> {
  if (!route.path.includes(':id') && !route.path.endsWith('*')) return fc.constant(route.path);
  return segment.map((value) => route.path.replace(':id', value).replace(/\*$/, value));
}
const realId = (route: ApiRoute) =>
  route.method === 'DELETE' && freshRecord[resourceOf(route)]
    ? fc.constant(FRESH)
    : fc.constantFrom(...(ids[resourceOf(route)] ?? Object.values(ids).flat()));
const anyId = (route: ApiRoute) =>
  fc.oneof({ weight: 3, arbitrary: realId(route) }, { weight: 1, arbitrary: fc.uuid() }, { weight: 2, arbitrary: hostileSegment });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A segment that is certainly no id, and still this route's (not `.`, which the URL resolves away). */
const notAnId = hostileSegment.filter((segment) => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return true;
  }
  return !UUID.test(decoded) && !['.', '..', '%2e%2e'].includes(segment) && decoded !== '';
});

const withQuery = (path: string, entries: ReadonlyArray<readonly [string, string | string[]]>) =>
  entries.length ? `${path}?${queryText(entries)}` : path;

/** Query keys worth trying: the route's own, the lists' and the CSV routes', and hostile ones. */
function queryKeys(route: ApiRoute): fc.Arbitrary<string> {
  const own = Object.keys(querySchema(route)?.shape ?? {});
  const common = ['page', 'limit', 'sort', 'order', 'q', 'ids', 'branchId', 'dryRun', 'companyId', 'lang'];
  return fc.oneof(fc.constantFrom(...new Set([...own, ...common])), hostileKey.map(encodeAny));
}

// The three properties.

/** Odd values in every part of an otherwise well-formed request: answered without a 5xx, refusals clean. */
function hostileValues(route: ApiRoute): fc.Arbitrary<Wire> {
  const query = fc.array(fc.tuple(queryKeys(route), hostileQueryValue), { maxLength: 3 }).map((extra) => [...baseQuery(route), ...extra]);
  const form = formOf(route);
  const schema = bodySchema(route);
  let body: fc.Arbitrary<Pick<Wire, 'contentType' | 'payload'>> = fc.constant({});
  if (form) {
    body = fc
      .tuple(
        mutatedParts(form.fields, []),
        fc.option(hostileFile('logo', fc.constantFrom(PNG, JPEG, WEBP, GIF, pngDeclaring(50_000, 50_000))), { nil: undefined, freq: 4 }),
      )
      .map(([parts, file]) => ({
        contentType: 'multipart/form-data; boundary=fleet-hostile',
        payload: multipartBody(file ? [...parts, file] : parts),
      }));
  } else if (isImport(route)) {
    const good = importFiles[resourceOf(route)] ?? Buffer.from('a,b\n1,2\n');
    body = fc
      .tuple(
        mutatedParts({ companyId: world.companyA.id, dryRun: 'true' }, []),
        fc.option(hostileFile('file', hostileCsv(good.toString('utf8'))), { nil: undefined, freq: 6 }),
      )
      .map(([parts, file]) => ({
        contentType: 'multipart/form-data; boundary=fleet-hostile',
        payload: multipartBody(file ? [...parts, file] : parts),
      }));
  } else if (isAttachmentUpload(route)) {
    body = fc
      .tuple(
        mutatedParts(route.path.endsWith('/photos') ? { item_id: 'tread' } : {}, []),
        fc.option(hostileFile('file', fc.constantFrom(PDF, PNG, JPEG, WEBP, GIF, HTML_AS_PDF)), { nil: undefined, freq: 6 }),
      )
      .map(([parts, file]) => ({
        contentType: 'multipart/form-data; boundary=fleet-hostile',
        payload: multipartBody(file ? [...parts, file] : parts),
      }));
  } else if (hasBody(route)) {
    body = mutatedEntries(jsonOf(route), Object.keys(schema?.shape ?? {})).map((entries) => ({
      contentType: 'application/json',
      payload: jsonObjectText(entries),
    }));
  }
  return fc
    .record({ caller, path: pathWith(route, anyId(route)), query, body })
    .map(({ caller: who, path, query: entries, body: sent }) => ({
      caller: who,
      method: route.method,
      url: withQuery(path, entries),
      ...sent,
    }));
}

/**
 * Requests that are certainly wrong in one place and right everywhere else: no id where the id goes,
 * a query or a body the route's schema refuses, a form its schema refuses, an import without its
 * file, JSON that does not parse, a type no parser takes, a body over its limit.
 */
function certainFaults(route: ApiRoute): fc.Arbitrary<Wire> {
  const faults: Array<fc.Arbitrary<Omit<Wire, 'caller' | 'method'>>> = [];
  const path = pathWith(route, realId(route));
  const valid = validBody(route);
  if (route.path.includes(':id')) {
    faults.push(fc.tuple(pathWith(route, notAnId), valid).map(([url, body]) => ({ url: withQuery(url, baseQuery(route)), ...body })));
  }
  const query = querySchema(route);
  if (query) {
    const keys = Object.keys(query.shape);
    const entries = fc
      .array(
        fc.tuple(
          fc.constantFrom(...keys),
          fc.oneof(
            wellFormedOddText.map((text) => [text]),
            fc.array(wellFormedOddText, { minLength: 2, maxLength: 3 }),
          ),
        ),
        { minLength: 1, maxLength: 2 },
      )
      .filter(
        (pairs) =>
          !query.safeParse(
            Object.fromEntries([...baseQuery(route), ...pairs].map(([key, value]) => [key, value.length === 1 ? value[0] : value])),
          ).success,
      );
    faults.push(
      fc.tuple(path, entries, valid).map(([url, pairs, body]) => ({
        url: withQuery(url, [...baseQuery(route), ...pairs.map(([key, value]) => [key, value.map(encodeAny)] as const)]),
        ...body,
      })),
    );
  }
  const schema = bodySchema(route);
  if (schema) {
    const entries = mutatedEntries(jsonOf(route), Object.keys(schema.shape)).filter(
      (pairs) => !schema.safeParse(JSON.parse(jsonObjectText(pairs))).success,
    );
    faults.push(fc.tuple(path, entries).map(([url, pairs]) => ({ url, contentType: 'application/json', payload: jsonObjectText(pairs) })));
  }
  const form = formOf(route);
  if (form) {
    const parts = mutatedParts(form.fields, []).filter(
      (sent) =>
        sent.every((part) => /^[\w-]+$/.test(part.name)) &&
        !form.schema.safeParse(Object.fromEntries(sent.map((part) => [part.name, part.value]))).success,
    );
    faults.push(
      fc.tuple(path, parts).map(([url, sent]) => ({
        url,
        contentType: 'multipart/form-data; boundary=fleet-hostile',
        payload: multipartBody([...sent, { name: 'logo', value: PNG, filename: 'logo.png', contentType: 'image/png' }]),
      })),
    );
  }
  if (isImport(route)) {
    const file = {
      name: 'file',
      value: importFiles[resourceOf(route)] ?? Buffer.from('a\n1\n'),
      filename: 'fleet.csv',
      contentType: 'text/csv',
    };
    const wrong: Part[][] = [
      [{ name: 'dryRun', value: 'true' }],
      [
        { name: 'dryRun', value: 'true' },
        { ...file, value: Buffer.alloc(0) },
      ],
      [{ name: 'companyId', value: 'not-an-id' }, { name: 'dryRun', value: 'true' }, file],
      [{ name: 'dryRun', value: 'tr\u0000ue' }, file],
    ];
    faults.push(
      fc
        .constantFrom(...wrong)
        .map((parts) => ({ url: route.path, contentType: 'multipart/form-data; boundary=fleet-hostile', payload: multipartBody(parts) })),
    );
    faults.push(fc.constant({ url: route.path, contentType: 'multipart/form-data; boundary=fleet-hostile', payload: OVERSIZED.file }));
  }
  if (form) faults.push(path.map((url) => ({ url, contentType: 'multipart/form-data; boundary=fleet-hostile', payload: OVERSIZED.logo })));
  if (isAttachmentUpload(route)) {
    const wrong: Part[][] = [
      [{ name: 'note', value: 'no file' }],
      [{ name: 'file', value: Buffer.alloc(0), filename: 'scan.pdf', contentType: 'application/pdf' }],
      [{ name: 'file', value: HTML_AS_PDF, filename: 'scan.pdf', contentType: 'application/pdf' }],
      [{ name: 'file', value: GIF, filename: 'scan.png', contentType: 'image/png' }],
    ];
    faults.push(
      fc
        .tuple(path, fc.constantFrom(...wrong))
        .map(([url, parts]) => ({ url, contentType: 'multipart/form-data; boundary=fleet-hostile', payload: multipartBody(parts) })),
    );
  }
  if (hasBody(route)) {
    faults.push(
      fc.tuple(path, brokenJsonText.filter(isBrokenJson)).map(([url, text]) => ({ url, contentType: 'application/json', payload: text })),
    );
    // Fastify reads JSON and plain text; anything else has no parser.
    faults.push(
      fc
        .tuple(path, fc.constantFrom('application/xml', 'application/octet-stream', 'text/csv', 'image/png'))
        .map(([url, type]) => ({ url, contentType: type, payload: 'name=x' })),
    );
    faults.push(path.map((url) => ({ url, contentType: 'application/json', payload: OVERSIZED.json })));
  }
  return fc.tuple(privileged(route), fc.oneof(...faults)).map(([who, fault]) => ({ caller: who, method: route.method, ...fault }));
}

/** A body the route takes, so that a fault elsewhere is the only one. */
function validBody(route: ApiRoute): fc.Arbitrary<Pick<Wire, 'contentType' | 'payload'>> {
  const form = formOf(route);
  if (form)
    return fc.constant({
      contentType: 'multipart/form-data; boundary=fleet-hostile',
      payload: multipartBody([...Object.entries(form.fields).map(([name, value]) => ({ name, value }))]),
    });
  if (bodySchema(route)) return fc.constant({ contentType: 'application/json', payload: JSON.stringify(jsonOf(route)) });
  return fc.constant({});
}

/** Bodies broken in every way, under any content type: no 5xx, refusals clean. */
function brokenBodies(route: ApiRoute): fc.Arbitrary<Wire> {
  const body = fc.oneof(
    fc.tuple(claimedType, brokenJsonText).map(([contentType, payload]) => ({ contentType, payload })),
    brokenMultipart.map(({ contentType, body: payload }) => ({ contentType, payload })),
    fc
      .tuple(claimedType, fc.uint8Array({ maxLength: 3_000 }))
      .map(([contentType, bytes]) => ({ contentType, payload: Buffer.from(bytes) })),
    fc
      .tuple(fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 4 }), claimedType)
      .map(([entries, contentType]) => ({ contentType, payload: jsonObjectText(entries) })),
    fc.constantFrom(
      { contentType: 'application/json', payload: OVERSIZED.json },
      { contentType: 'multipart/form-data; boundary=fleet-hostile', payload: OVERSIZED.logo },
    ),
  );
  return fc
    .record({ caller, path: pathWith(route, anyId(route)), body })
    .map(({ caller: who, path, body: sent }) => ({ caller: who, method: route.method, url: path, ...sent }));
}

const TIMEOUT = 120_000;

for (const route of routes) {
  describe(route.key, () => {
    it(
      'odd values anywhere: never a 5xx, every refusal a JSON error that changed nothing',
      async () => {
        await check(
          fc.asyncProperty(hostileValues(route), (wire) => attempt(wire, false)),
          RUNS.values,
        );
      },
      TIMEOUT,
    );

    // A route that takes no id, no query and no body cannot be sent anything certainly wrong.
    if (route.path.includes(':id') || querySchema(route) || hasBody(route)) {
      it(
        'a request certainly wrong in one place is refused with a JSON error and changes nothing',
        async () => {
          await check(
            fc.asyncProperty(certainFaults(route), (wire) => attempt(wire, true)),
            RUNS.faults,
          );
        },
        TIMEOUT,
      );
    }

    if (hasBody(route)) {
      it(
        'broken, mislabelled and oversized bodies: never a 5xx, every refusal a JSON error that changed nothing',
        async () => {
          await check(
            fc.asyncProperty(brokenBodies(route), (wire) => attempt(wire, false)),
            RUNS.bodies,
          );
        },
        TIMEOUT,
      );
    }
  });
}

it('reads the routes from the app: those of every family', () => {
  expect(routes.map((route) => route.key)).toEqual(
    expect.arrayContaining([
      'POST /api/auth/login',
      'PUT /api/companies/:id/settings',
      'POST /api/branches',
      'DELETE /api/employees/:id',
      'POST /api/vehicles/import',
      'GET /api/general-maintenances/export.csv',
      'PUT /api/mandatory-maintenances/:id',
      'GET /api/logos/:id',
      'GET /api/overview',
      'GET /api/health',
    ]),
  );
});

/** Lone surrogates are written as the bytes a careless encoder produces: the encoder itself must not throw. */
it('encodes any text, lone surrogates included', () => {
  fc.assert(
    fc.property(fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)) }), (text) => {
      expect(typeof encodeAny(text)).toBe('string');
      return isWellFormed(text) ? decodeURIComponent(encodeAny(text)) === text : true;
    }),
    { seed: SEED },
  );
});
