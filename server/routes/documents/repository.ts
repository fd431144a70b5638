import { count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { messages } from '../../../contract/messages';
import type { Document, DocumentInput, DocumentListQuery } from '../../../contract/schemas/document';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { atomically } from '../../db/atomically';
import { companies, documentAttachments, documents, employees, vehicles } from '../../db/schema';
import { assertCurrentVersion, badRequest, notFound } from '../../errors';
import { allOf, idIn, matchesSearch, offsetOf, orderBy, pageOf, type SortColumn } from '../../db/lists';
import { vehicleVisible } from '../../scope/scope';
import { expiresCondition, expirySources, expiryStatusOf, superseded } from './expiry';
import { documentVisible, employeeDocumentsVisible } from './scope';

/*
 * Documents of vehicles and employees (docs/documents.md): list, find, create, update, delete, each
 * within the caller's scope (./scope.ts). A document's company is its subject's.
 */

type DocumentUpdate = DocumentInput & { version: number };

const subject = alias(employees, 'subject');
const creator = alias(employees, 'creator');

const withVehicle = sql`${vehicles.companyId} = ${documents.companyId} and ${vehicles.id} = ${documents.vehicleId}`;
const withSubject = sql`${subject.companyId} = ${documents.companyId} and ${subject.id} = ${documents.employeeId}`;
const employeeName = sql<
  string | null
>`coalesce(nullif(trim(concat_ws(' ', ${subject.firstName}, ${subject.lastName})), ''), ${subject.username})`;

const columns = {
  id: documents.id,
  kind: documents.kind,
  number: documents.number,
  issuer: documents.issuer,
  issued_on: documents.issuedOn,
  expires_on: documents.expiresOn,
  cost: documents.cost,
  licence_categories: documents.licenceCategories,
  notes: documents.notes,
  vehicle_id: documents.vehicleId,
  vehicle_license_plate: vehicles.licensePlate,
  employee_id: documents.employeeId,
  employee_name: employeeName,
  company_id: documents.companyId,
  attachment_count: sql<number>`(select count(*)::int from ${documentAttachments}
    where ${documentAttachments.companyId} = ${documents.companyId} and ${documentAttachments.documentId} = ${documents.id})`,
  superseded,
  created_by: documents.createdBy,
  created_by_username: creator.username,
  version: documents.version,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
  // For the expiry status; they do not leave the server.
  time_zone: companies.timeZone,
  due_soon_days: companies.dueSoonDays,
};

type StoredDocument = Omit<Document, 'expiry_status'> & { time_zone: string; due_soon_days: number };

/** A stored document as the API answers it: its expiry's status on its company's today. */
function asDocument({ time_zone, due_soon_days, ...row }: StoredDocument, now: Date): Document {
  return { ...row, expiry_status: expiryStatusOf({ ...row, time_zone, due_soon_days }, now) };
}

const selectDocuments = (db: Executor) =>
  db
    .select(columns)
    .from(documents)
    .innerJoin(companies, eq(companies.id, documents.companyId))
    .leftJoin(vehicles, withVehicle)
    .leftJoin(subject, withSubject)
    .leftJoin(creator, eq(creator.id, documents.createdBy));

type Sort = NonNullable<DocumentListQuery['sort']>;

const sortable: Record<Sort, SortColumn> = {
  kind: { column: sql`${documents.kind}::text` },
  number: { column: sql`lower(${documents.number})`, nullable: true },
  issuer: { column: sql`lower(${documents.issuer})`, nullable: true },
  issued_on: { column: sql`${documents.issuedOn}`, nullable: true },
  expires_on: { column: sql`${documents.expiresOn}`, nullable: true },
  cost: { column: sql`${documents.cost}`, nullable: true },
  vehicle_license_plate: { column: sql`${vehicles.licensePlate}`, nullable: true },
  employee_name: { column: sql`lower(${employeeName})`, nullable: true },
  createdAt: { column: sql`${documents.createdAt}` },
  updatedAt: { column: sql`${documents.updatedAt}` },
};

/** The soonest to expire first unless asked otherwise: what a fleet manager looks for. */
const order = (query: DocumentListQuery) => orderBy(sortable[query.sort ?? 'expires_on'], query.order, sql`${documents.id}`);

/** The list's conditions: scope, the selected branch, and every filter. */
function conditions(actor: Actor, query: DocumentListQuery, expiry?: SQL): SQL | undefined {
  return allOf(
    documentVisible(actor, documents, query.branchId),
    matchesSearch(query.q, [
      sql`coalesce(${documents.number}, '')`,
      sql`coalesce(${documents.issuer}, '')`,
      sql`coalesce(${documents.notes}, '')`,
    ]),
    idIn(sql`${documents.id}`, query.ids),
    query.vehicleId ? eq(documents.vehicleId, query.vehicleId) : undefined,
    query.employeeId ? eq(documents.employeeId, query.employeeId) : undefined,
    query.kind ? eq(documents.kind, query.kind) : undefined,
    query.subject === 'vehicle' ? sql`${documents.vehicleId} is not null` : undefined,
    query.subject === 'employee' ? sql`${documents.employeeId} is not null` : undefined,
    expiry,
  );
}

/**
 * A page is found first by ids alone, in the list's order (the subject joined only to sort by it),
 * and only its rows are then read whole: a deep page does not build what it skips.
 */
export async function listDocuments(db: Executor, actor: Actor, query: DocumentListQuery, now: Date) {
  const sources = query.expires ? await expirySources(db, actor, now) : undefined;
  const where = conditions(actor, query, sources && expiresCondition(query.expires!, sources));
  const withCompany = eq(companies.id, documents.companyId);
  let ids = db.select({ id: documents.id }).from(documents).$dynamic();
  if (sources?.joinsCompany) ids = ids.innerJoin(companies, withCompany);
  if (query.sort === 'vehicle_license_plate') ids = ids.leftJoin(vehicles, withVehicle);
  if (query.sort === 'employee_name') ids = ids.leftJoin(subject, withSubject);
  const page = ids.where(where).orderBy(order(query)).limit(query.limit).offset(offsetOf(query)).as('page');
  let counted = db.select({ value: count() }).from(documents).$dynamic();
  if (sources?.joinsCompany) counted = counted.innerJoin(companies, withCompany);
  const [rows, [total]] = await Promise.all([
    selectDocuments(db).innerJoin(page, eq(page.id, documents.id)).orderBy(order(query)),
    counted.where(where),
  ]);
  return pageOf(
    rows.map((row) => asDocument(row as StoredDocument, now)),
    total!.value,
    query,
  );
}

const missing = () => notFound(messages.notFound('Document'));

export async function findDocument(db: Executor, actor: Actor, id: string, now: Date): Promise<Document> {
  const [row] = await selectDocuments(db).where(allOf(eq(documents.id, id), documentVisible(actor, documents)));
  if (!row) throw missing();
  return asDocument(row as StoredDocument, now);
}

/**
 * The document when the caller sees it, locked for a change: what an update, a delete and the
 * attachments start from. `no key update` is enough for the attachments, whose foreign key only
 * shares the key; a read locks nothing.
 */
export async function visibleDocument(tx: Executor, actor: Actor, id: string, lock?: 'update' | 'no key update') {
  const found = tx
    .select({
      id: documents.id,
      companyId: documents.companyId,
      vehicleId: documents.vehicleId,
      employeeId: documents.employeeId,
      version: documents.version,
    })
    .from(documents)
    .where(allOf(eq(documents.id, id), documentVisible(actor, documents)));
  const [current] = await (lock ? found.for(lock) : found);
  if (!current) throw missing();
  return current;
}

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

type Current = Awaited<ReturnType<typeof visibleDocument>>;

/**
 * The subject a document is saved on, locked (its expiry is kept on it, docs/documents.md), and the
 * company it belongs to. A new document goes only on an active vehicle (docs/product.md, Archive and
 * restore), as maintenance does; one already on an archived vehicle may stay there. An edited
 * document stays in its company: a subject elsewhere is not found, as one outside the caller's scope.
 */
async function subjectOf(tx: Executor, actor: Actor, input: DocumentInput, current?: Current): Promise<string> {
  if (input.vehicle_id) {
    const [vehicle] = await tx
      .select({ companyId: vehicles.companyId, isActive: vehicles.isActive })
      .from(vehicles)
      .where(
        allOf(
          eq(vehicles.id, input.vehicle_id),
          vehicleVisible(actor, vehicles.id, vehicles.companyId),
          current ? eq(vehicles.companyId, current.companyId) : undefined,
        ),
      )
      .for('no key update');
    if (!vehicle) throw fieldError('vehicle_id', messages.notFound('Vehicle'));
    if (!vehicle.isActive && input.vehicle_id !== current?.vehicleId) throw fieldError('vehicle_id', messages.documentNoActiveVehicle);
    return vehicle.companyId;
  }
  const [employee] = await tx
    .select({ companyId: employees.companyId })
    .from(employees)
    .where(
      allOf(
        eq(employees.id, input.employee_id!),
        sql`${employees.companyId} is not null`,
        employeeDocumentsVisible(actor, employees.id, employees.companyId),
        current ? eq(employees.companyId, current.companyId) : undefined,
      ),
    )
    .for('no key update');
  if (!employee) throw fieldError('employee_id', messages.notFound('Employee'));
  return employee.companyId!;
}

/** The stored columns of an input; what is not sent of the optional values is cleared, as a full update does. */
const valuesOf = (input: DocumentInput) => ({
  vehicleId: input.vehicle_id ?? null,
  employeeId: input.employee_id ?? null,
  kind: input.kind,
  number: input.number,
  issuer: input.issuer,
  issuedOn: input.issued_on,
  expiresOn: input.expires_on ?? null,
  cost: input.cost ?? null,
  licenceCategories: input.licence_categories ?? [],
  notes: input.notes,
});

export async function createDocument(db: Executor, actor: Actor, input: DocumentInput, now: Date): Promise<Document> {
  return atomically(db, async (tx) => {
    const companyId = await subjectOf(tx, actor, input);
    const [created] = await tx
      .insert(documents)
      .values({ ...valuesOf(input), companyId, createdBy: actor.id })
      .returning({ id: documents.id });
    return findDocument(tx, actor, created!.id, now);
  });
}

/** The whole document again, with the version it was read at; it may move to another subject of its company. */
export async function updateDocument(db: Executor, actor: Actor, id: string, input: DocumentUpdate, now: Date): Promise<Document> {
  return atomically(db, async (tx) => {
    const current = await visibleDocument(tx, actor, id, 'update');
    assertCurrentVersion(current.version, input.version);
    await subjectOf(tx, actor, input, current);
    await tx
      .update(documents)
      .set({ ...valuesOf(input), updatedAt: sql`now()` })
      .where(eq(documents.id, id));
    return findDocument(tx, actor, id, now);
  });
}

/** A real delete, its attachments with it (their foreign key cascades); answers the document as it was. */
export async function deleteDocument(db: Executor, actor: Actor, id: string, now: Date): Promise<Document> {
  return atomically(db, async (tx) => {
    await visibleDocument(tx, actor, id, 'update');
    const document = await findDocument(tx, actor, id, now);
    await tx.delete(documents).where(eq(documents.id, id));
    return document;
  });
}
