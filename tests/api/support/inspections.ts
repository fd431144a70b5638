import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../../server/db/client';
import { companies } from '../../../server/db/schema';
import { signIn, type Client } from './client';
import { makeBranch, makeCompany, makeEmployee, makeVehicle, PASSWORD } from './fixtures';

/*
 * Inspection forms and inspections for the tests (docs/inspections.md): a form's body as the form
 * editor sends it, made through the API as its admin makes one, and an inspection answering each of
 * its items.
 */

const unique = () => randomUUID().slice(0, 8);

/** The walk-around check of the contract's example: lights and brakes pass or fail (brakes critical), tread 1.6–10 mm (critical), remarks in words. */
export const WALK_AROUND = [
  {
    title: 'Outside',
    items: [
      { id: 'lights', label: 'Lights and indicators work', kind: 'pass_fail', critical: false, photo_on_fail: true },
      { id: 'tread', label: 'Tyre tread depth', kind: 'number', unit: 'mm', min: 1.6, max: 10, critical: true, photo_on_fail: true },
    ],
  },
  {
    title: 'Cab',
    items: [
      { id: 'brakes', label: 'Service brake holds', kind: 'pass_fail', critical: true, photo_on_fail: false },
      { id: 'remarks', label: 'Anything else to report', kind: 'text', critical: false, photo_on_fail: false },
    ],
  },
];

export const formBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: `Daily check ${unique()}`,
  description: 'Before the first trip of the day',
  frequency: 'daily',
  vehicle_types: [],
  branch_ids: [],
  active: true,
  sections: WALK_AROUND,
  ...overrides,
});

interface FormRow {
  id: string;
  name: string;
  version: number;
  form_version: number;
  company_id: string;
  sections: typeof WALK_AROUND;
}

/** A form made through the API by `client` (an admin, or a superadmin naming company_id). */
export async function makeForm(client: Client, overrides: Record<string, unknown> = {}): Promise<FormRow> {
  const answer = await client.post('/api/inspection-forms', formBody(overrides));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as FormRow;
}

/** Answers to the walk-around check: everything passes unless said otherwise. */
export function walkAroundResults(
  answers: Partial<Record<'lights' | 'brakes', boolean>> & { tread?: number; remarks?: string | null; notes?: Record<string, string> } = {},
) {
  const note = (item: string) => answers.notes?.[item] ?? null;
  return [
    { item_id: 'lights', passed: answers.lights ?? true, note: note('lights') },
    { item_id: 'tread', value: answers.tread ?? 6.5, note: note('tread') },
    { item_id: 'brakes', passed: answers.brakes ?? true, note: note('brakes') },
    { item_id: 'remarks', text: answers.remarks ?? null },
  ];
}

export const inspectionBody = (vehicleId: string, formId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  vehicle_id: vehicleId,
  form_id: formId,
  results: walkAroundResults(),
  note: null,
  ...overrides,
});

/** An inspection recorded through the API by `client`. */
export async function makeInspection(client: Client, vehicleId: string, formId: string, overrides: Record<string, unknown> = {}) {
  const answer = await client.post('/api/inspections', inspectionBody(vehicleId, formId, overrides));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: string; company_id: string; results: Array<Record<string, unknown>>; issue_ids: string[] };
}

/**
 * A company of its own, with a branch, a bus in it and a signed-in admin, moderator and user of the
 * branch: for tests that read whole lists, which no other test's records may reach.
 */
export async function companyOfItsOwn(app: FastifyInstance, db: Database, timeZone?: string) {
  const company = await makeCompany(db);
  if (timeZone) await db.update(companies).set({ timeZone }).where(eq(companies.id, company.id));
  const branch = await makeBranch(db, company.id, 'Depot');
  const people = {
    admin: await makeEmployee(db, { role: 'admin', companyId: company.id }),
    moderator: await makeEmployee(db, { role: 'moderator', companyId: company.id, branchIds: [branch.id] }),
    user: await makeEmployee(db, { role: 'user', companyId: company.id, branchIds: [branch.id] }),
  };
  const vehicle = await makeVehicle(db, company.id, [branch.id], { type: 'bus' });
  const as = {
    admin: await signIn(app, people.admin.username, PASSWORD),
    moderator: await signIn(app, people.moderator.username, PASSWORD),
    user: await signIn(app, people.user.username, PASSWORD),
  };
  return { company, branch, people, vehicle, as };
}
